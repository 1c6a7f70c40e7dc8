/**
 * Translations of the API reference: a per-locale JSON file beside the OpenAPI description (its
 * path is `content.api.specTranslations` in the config) laid over the English text. Whatever the
 * file leaves out stays English. A key that names nothing in the description (an operationId,
 * tag, shared response or text that does not exist) is an error naming the file, line and key, so
 * a renamed operation does not silently lose its translation.
 *
 * ```json
 * {
 *   "info": { "description": "…" },
 *   "tags": { "<tag name>": { "name": "…", "description": "…" } },
 *   "operations": { "<operationId>": { "summary": "…", "description": "…",
 *                                       "parameters": { "<parameter name>": "…" } } },
 *   "responses": { "<name under components.responses>": { "description": "…" } },
 *   "securitySchemes": { "<scheme name>": { "description": "…" } },
 *   "schemas": { "<name under components.schemas>": { "description": "…" } },
 *   "texts": { "<an English description, exactly>": "…" }
 * }
 * ```
 *
 * `texts` translates a description wherever it appears (parameters, schema properties at any
 * depth, responses), which suits the short texts a description repeats ("ID of the workspace.").
 */
import path from 'node:path';
import type { ErrorList } from '../../errors.js';
import type { ApiOperation, ApiSpec } from '../../content/index.js';
import { escapeRegExp, lineAndColumn, type SchemaRow } from '../../shared/index.js';
import { readText } from '../../readText.js';

type Texts = Record<string, string>;

export interface ApiOverlay {
  file: string;
  info?: { description?: string };
  tags?: Record<string, { name?: string; description?: string }>;
  operations?: Record<string, { summary?: string; description?: string; parameters?: Texts }>;
  responses?: Record<string, { description?: string }>;
  securitySchemes?: Record<string, { description?: string }>;
  schemas?: Record<string, { description?: string }>;
  texts?: Texts;
}

/** The shape of the file: each section's entries and the fields an entry may have. */
const SECTIONS: Record<string, { fields?: Record<string, 'string' | 'texts'> }> = {
  info: {},
  tags: { fields: { name: 'string', description: 'string' } },
  operations: { fields: { summary: 'string', description: 'string', parameters: 'texts' } },
  responses: { fields: { description: 'string' } },
  securitySchemes: { fields: { description: 'string' } },
  schemas: { fields: { description: 'string' } },
  texts: {},
};

/** The overlay file of a locale, or undefined when the config names none. */
export function overlayFile(pattern: string | undefined, locale: string): string | undefined {
  return pattern?.replaceAll('{locale}', locale);
}

/**
 * The files the API reference of a locale is read from (pipeline/siteInputs.ts `loadApi`): the
 * OpenAPI description and the locale's translation of it, there or not; none without an API.
 */
export function apiSourceFiles(
  api: { spec: string; specTranslations?: string } | undefined,
  locale: string,
): { spec: string; overlay?: string } | undefined {
  if (!api) return undefined;
  const overlay = overlayFile(api.specTranslations, locale);
  return { spec: api.spec, ...(overlay && { overlay }) };
}

/** Reads and checks the shape of an overlay file; undefined (with errors added) when it is unusable. */
export function readOverlay(file: string, errors: ErrorList): ApiOverlay | undefined {
  const text = readText(file);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (thrown) {
    const message = (thrown as Error).message;
    const at = Number(/position (\d+)/.exec(message)?.[1]);
    errors.add({
      file,
      ...(Number.isFinite(at) ? lineAndColumn(text, at) : {}),
      message: `invalid JSON: ${message}`,
      hint: 'fix the translation file so it parses',
    });
    return undefined;
  }
  const before = errors.size;
  const fail = (keyPath: string[], message: string, hint: string) =>
    errors.add({
      file,
      ...lineOfKey(text, keyPath[keyPath.length - 1]),
      message: `${quote(keyPath)}: ${message}`,
      hint,
    });
  if (!isObject(data)) {
    errors.add({
      file,
      message: 'the translation file must hold a JSON object',
      hint: "see the format in sitegen's docs, The API reference",
    });
    return undefined;
  }
  for (const [section, value] of Object.entries(data)) {
    if (section.startsWith('$')) continue; // "$schema", "$comment"
    const shape = SECTIONS[section];
    if (!shape) {
      fail([section], 'unknown section', `use one of ${Object.keys(SECTIONS).join(', ')}`);
      continue;
    }
    if (!isObject(value)) {
      fail([section], 'must be an object', "see the format in sitegen's docs, The API reference");
      continue;
    }
    if (section === 'texts' || section === 'info') {
      for (const [key, entry] of Object.entries(value)) {
        if (section === 'info' && key !== 'description')
          fail([section, key], 'unknown field', 'info takes only "description"');
        else if (typeof entry !== 'string')
          fail([section, key], 'must be a string', 'write the translated text');
      }
      continue;
    }
    for (const [key, entry] of Object.entries(value)) {
      if (!isObject(entry)) {
        fail(
          [section, key],
          'must be an object',
          `give its fields: ${Object.keys(shape.fields!).join(', ')}`,
        );
        continue;
      }
      for (const [field, fieldValue] of Object.entries(entry)) {
        const kind = shape.fields![field];
        if (!kind)
          fail(
            [section, key, field],
            'unknown field',
            `use ${Object.keys(shape.fields!).join(', ')}`,
          );
        else if (kind === 'string' && typeof fieldValue !== 'string')
          fail([section, key, field], 'must be a string', 'write the translated text');
        else if (
          kind === 'texts' &&
          (!isObject(fieldValue) || Object.values(fieldValue).some((v) => typeof v !== 'string'))
        ) {
          fail(
            [section, key, field],
            'must map names to strings',
            'write { "<parameter name>": "<translated description>" }',
          );
        }
      }
    }
  }
  return errors.size === before ? { file, ...(data as Omit<ApiOverlay, 'file'>) } : undefined;
}

/**
 * The spec with the overlay's text in place of the English. Keys that match nothing are errors;
 * tag names change in the groups and in each operation's `tag`, so pages, sidebar and breadcrumbs
 * agree.
 */
export function applyOverlay(spec: ApiSpec, overlay: ApiOverlay, errors: ErrorList): ApiSpec {
  const text = readText(overlay.file);
  const specName = path.basename(spec.file);
  const unknown = (keyPath: string[], what: string, hint: string) =>
    errors.add({
      file: overlay.file,
      ...lineOfKey(text, keyPath[keyPath.length - 1]),
      message: `${quote(keyPath)}: ${specName} has no ${what} of that name`,
      hint,
    });
  const operations = new Map(
    spec.groups.flatMap((g) => g.operations.map((op) => [op.operationId, op] as const)),
  );
  for (const id of Object.keys(overlay.operations ?? {})) {
    const op = operations.get(id);
    if (!op) {
      unknown(
        ['operations', id],
        'operation',
        'use an operationId of the description, or remove the entry',
      );
      continue;
    }
    const names = new Set(op.parameters.map((p) => p.name));
    for (const name of Object.keys(overlay.operations![id].parameters ?? {})) {
      if (!names.has(name))
        unknown(
          ['operations', id, 'parameters', name],
          `parameter of ${id}`,
          'use a parameter name of the operation',
        );
    }
  }
  const tagNames = new Set(spec.groups.map((g) => g.name));
  for (const name of Object.keys(overlay.tags ?? {}))
    if (!tagNames.has(name)) unknown(['tags', name], 'tag', 'use a tag name of the description');
  const responseNames = new Set(spec.sharedResponses.map((r) => r.name));
  for (const name of Object.keys(overlay.responses ?? {}))
    if (!responseNames.has(name))
      unknown(['responses', name], 'shared response', 'use a name under components.responses');
  const schemeNames = new Set(spec.securitySchemes.map((s) => s.name));
  for (const name of Object.keys(overlay.securitySchemes ?? {}))
    if (!schemeNames.has(name))
      unknown(
        ['securitySchemes', name],
        'security scheme',
        'use a name under components.securitySchemes',
      );
  const schemaNames = new Set(spec.schemas.map((s) => s.name));
  for (const name of Object.keys(overlay.schemas ?? {}))
    if (!schemaNames.has(name))
      unknown(['schemas', name], 'schema', 'use a name under components.schemas');
  const texts = overlay.texts ?? {};
  const used = new Set<string>();
  const translate = (english: string | undefined): string | undefined => {
    if (english === undefined || texts[english] === undefined) return english;
    used.add(english);
    return texts[english];
  };
  const rows = (list: SchemaRow[]): SchemaRow[] =>
    list.map((row) => ({
      ...row,
      description: translate(row.description),
      children: rows(row.children),
    }));
  const tagName = (name: string) => overlay.tags?.[name]?.name ?? name;
  const localized: ApiSpec = {
    ...spec,
    description: overlay.info?.description ?? spec.description,
    securitySchemes: spec.securitySchemes.map((s) => ({
      ...s,
      description: overlay.securitySchemes?.[s.name]?.description ?? s.description,
    })),
    groups: spec.groups.map((group) => ({
      ...group,
      name: tagName(group.name),
      description: overlay.tags?.[group.name]?.description ?? group.description,
      operations: group.operations.map((op): ApiOperation => {
        const entry = overlay.operations?.[op.operationId];
        return {
          ...op,
          tag: tagName(op.tag),
          summary: entry?.summary ?? op.summary,
          description: entry?.description ?? op.description,
          parameters: op.parameters.map((p) => ({
            ...p,
            description: entry?.parameters?.[p.name] ?? translate(p.description),
          })),
          requestBody: op.requestBody && {
            ...op.requestBody,
            description: translate(op.requestBody.description),
            schema: rows(op.requestBody.schema),
          },
          responses: op.responses.map((r) => ({
            ...r,
            description: translate(r.description),
            schema: rows(r.schema),
          })),
        };
      }),
    })),
    sharedResponses: spec.sharedResponses.map((r) => ({
      ...r,
      description: overlay.responses?.[r.name]?.description ?? translate(r.description),
      schema: rows(r.schema),
    })),
    schemas: spec.schemas.map((s) => ({
      ...s,
      description: overlay.schemas?.[s.name]?.description ?? translate(s.description),
      rows: rows(s.rows),
    })),
  };
  for (const english of Object.keys(texts)) {
    if (used.has(english)) continue;
    const message = `${quote(['texts', english])}: no shown description of ${specName} reads exactly so`;
    errors.add({
      file: overlay.file,
      ...lineOfKey(text, english),
      message,
      hint: 'copy the English text exactly, or remove the entry',
    });
  }
  return localized;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function quote(keyPath: string[]): string {
  return keyPath.map((key) => JSON.stringify(key)).join(' → ');
}

/** The line and column of the first place `key` is written as a JSON key, if found. */
function lineOfKey(text: string, key: string): { line?: number; column?: number } {
  const pattern = new RegExp(`${escapeRegExp(JSON.stringify(key))}\\s*:`);
  const match = pattern.exec(text);
  return match ? lineAndColumn(text, match.index) : {};
}

/**
 * What the overlay leaves in English of the parts every locale is expected to translate: tag
 * names and descriptions, operation summaries and descriptions. Listed as key paths, for a test
 * or a report that a translation has fallen behind the description.
 */
export function untranslated(spec: ApiSpec, overlay: ApiOverlay): string[] {
  const missing: string[] = [];
  for (const group of spec.groups) {
    const tag = overlay.tags?.[group.name];
    if (!tag?.name) missing.push(quote(['tags', group.name, 'name']));
    if (group.description && !tag?.description)
      missing.push(quote(['tags', group.name, 'description']));
    for (const op of group.operations) {
      const entry = overlay.operations?.[op.operationId];
      if (!entry?.summary) missing.push(quote(['operations', op.operationId, 'summary']));
      if (op.description && !entry?.description)
        missing.push(quote(['operations', op.operationId, 'description']));
    }
  }
  return missing;
}
