/**
 * The docs sections of a config, decided once: each one's id, folders, route base and versions.
 * Versions are read from the files Docusaurus keeps beside the config (`versions.json`,
 * `versioned_docs/version-<name>/`, `versioned_sidebars/version-<name>-sidebars.json`, each
 * prefixed `<id>_` for a section other than the default one) and ordered as Docusaurus orders
 * them: the docs folder ("current") first, then versions.json, newest first.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { SiteError } from '../errors.js';
import { lineAndColumn } from '../shared/index.js';
import type { ParsedConfig } from './schema.js';
import type { DocsFolder, DocsVersion, MarkdownSection } from './types.js';
import { readText } from '../readText.js';

type DocsInput = ParsedConfig['content']['docs'];
/** One section as the config writes it. */
type SectionInput = Exclude<NonNullable<DocsInput>, false | unknown[]>;

/** The version the docs folder itself is. */
export const CURRENT_VERSION = 'current';
/** The id of the first docs section, Docusaurus's default docs plugin. */
export const DEFAULT_SECTION = 'default';

/** The prefix of a section's versioning files: none for the default section. */
const prefixOf = (id: string) => (id === DEFAULT_SECTION ? '' : `${id}_`);

/** The name a docs section's Markdown plugins are kept under (`MarkdownConfig.plugins`). */
export function markdownSectionOf(id: string): MarkdownSection {
  return id === DEFAULT_SECTION ? 'docs' : `docs-${id}`;
}

/** Where a section's `versions.json` is, from the site root. */
export function versionsFileOf(id: string): string {
  return `${prefixOf(id)}versions.json`;
}

/** A version's copy of the docs, from the site root ("versioned_docs/version-1.0"). */
export function versionedDocsDirOf(id: string, name: string): string {
  return `${prefixOf(id)}versioned_docs/version-${name}`;
}

/** A version's sidebars file, from the site root. */
export function versionedSidebarsFileOf(id: string, name: string): string {
  return `${prefixOf(id)}versioned_sidebars/version-${name}-sidebars.json`;
}

/**
 * A version's translations, beside the docs folder's: Docusaurus's `…/current` becomes
 * `…/version-<name>`; a translations folder named otherwise gets `-version-<name>` appended (never
 * inside it, where its files would be read as the docs folder's).
 */
export function versionTranslationsOf(translations: string, name: string): string {
  if (name === CURRENT_VERSION) return translations;
  return path.basename(translations) === CURRENT_VERSION
    ? path.join(path.dirname(translations), `version-${name}`)
    : `${translations}-version-${name}`;
}

/** Why a name cannot be a version's (its folder's name is made of it), as Docusaurus checks. */
export function whyNotAVersionName(name: unknown): string | undefined {
  if (typeof name !== 'string') return `a version name is a string, not ${JSON.stringify(name)}`;
  if (!name.trim()) return 'a version name needs a character other than spaces';
  if (/[/\\]/.test(name)) return `"${name}" holds a slash`;
  if (name.length > 32) return `"${name}" is longer than 32 characters`;
  // eslint-disable-next-line no-control-regex
  if (/[<>:"|?*\u0000-\u001f]/.test(name)) return `"${name}" holds a character no file name may`;
  if (/^\.\.?$/.test(name)) return `"${name}" names a folder of its own`;
  return undefined;
}

export function resolveDocsSections(
  given: DocsInput,
  root: string,
  configFile: string,
  errors: SiteError[],
): DocsFolder[] {
  if (given === false) return [];
  const list = Array.isArray(given) ? given : [given ?? {}];
  const seen = new Set<string>();
  const sections: DocsFolder[] = [];
  for (const [i, input] of list.entries()) {
    const key = Array.isArray(given) ? `content.docs[${i}]` : 'content.docs';
    const fail = (message: string, hint: string) =>
      errors.push({ file: configFile, message, hint });
    const id = input.id ?? (i === 0 ? DEFAULT_SECTION : undefined);
    if (id === undefined) {
      fail(`${key} needs an id`, 'name each docs section after the first, like id: "community"');
      continue;
    }
    if (seen.has(id)) {
      fail(`two docs sections have the id "${id}"`, 'give each docs section its own id');
      continue;
    }
    seen.add(id);
    const main = id === DEFAULT_SECTION;
    const folder = input.dir ?? (main ? 'docs' : id);
    const dir = path.resolve(root, folder);
    if (!fs.existsSync(dir)) {
      // The default docs are on when their folder exists; a section the config names must have one.
      if (input.dir !== undefined)
        fail(
          `${key}.dir "${input.dir}" does not exist`,
          `create it or point ${key}.dir at an existing path`,
        );
      else if (given !== undefined)
        fail(
          `${key} is on but its folder "${folder}" does not exist`,
          `create ${folder}/ or set ${key}.dir`,
        );
      continue;
    }
    const sidebarPath = input.sidebarPath && path.resolve(root, input.sidebarPath);
    if (sidebarPath && !fs.existsSync(sidebarPath))
      fail(
        `${key}.sidebarPath "${input.sidebarPath}" does not exist`,
        `create it or point ${key}.sidebarPath at an existing path`,
      );
    const translations = path.resolve(
      root,
      input.translations ??
        `i18n/{locale}/docusaurus-plugin-content-docs${main ? '' : `-${id}`}/current`,
    );
    const section = {
      id,
      label: input.label ?? (main ? 'docs.title' : id.charAt(0).toUpperCase() + id.slice(1)),
      dir,
      translations,
      routeBasePath: input.routeBasePath ?? (main ? 'docs' : id),
      editUrl: input.editUrl,
      sidebarPath,
      showLastUpdateTime: input.showLastUpdateTime ?? true,
      tags: input.tags === null ? false : input.tags,
      onInlineTags: input.onInlineTags ?? 'warn',
      tagsBasePath: (input.tagsBasePath ?? 'tags').replace(/^\/+|\/+$/g, ''),
      showLastUpdateAuthor: input.showLastUpdateAuthor ?? false,
    };
    const versions = readVersions(section, input, root, key, configFile, errors);
    if (versions) sections.push({ ...section, versions });
  }
  return sections;
}

type SectionBase = Omit<DocsFolder, 'versions' | 'sidebars'>;

/** The section's versions, in menu order, or undefined when they cannot be read (errors say why). */
function readVersions(
  section: SectionBase,
  input: SectionInput,
  root: string,
  key: string,
  configFile: string,
  errors: SiteError[],
): DocsVersion[] | undefined {
  const before = errors.length;
  const fail = (message: string, hint: string, file = configFile) =>
    errors.push({ file, message, hint });
  const versionsFile = path.join(root, versionsFileOf(section.id));
  const listed = fs.existsSync(versionsFile)
    ? readVersionsFile(versionsFile, errors)
    : input.disableVersioning
      ? (fail(
          `${key}.disableVersioning is on, but the section has no ${versionsFileOf(section.id)}`,
          `remove ${key}.disableVersioning: the section has no versions to leave out`,
        ),
        [])
      : [];
  if (errors.length > before) return undefined;
  const all = input.disableVersioning ? [] : [...listed];
  if (input.includeCurrentVersion !== false && !all.includes(CURRENT_VERSION))
    all.unshift(CURRENT_VERSION);
  if (all.length === 0) {
    fail(
      `${key} has no version to build`,
      `set ${key}.includeCurrentVersion to true, or list versions in ${versionsFileOf(section.id)}`,
    );
    return undefined;
  }
  const known = `the versions are ${all.map((name) => `"${name}"`).join(', ')}`;
  const { lastVersion, onlyIncludeVersions: only } = input;
  if (lastVersion !== undefined && !all.includes(lastVersion))
    fail(`${key}.lastVersion "${lastVersion}" is not a version of the section`, known);
  for (const name of Object.keys(input.versions ?? {}))
    if (!all.includes(name)) fail(`${key}.versions names "${name}", which is no version`, known);
  for (const name of only ?? [])
    if (!all.includes(name))
      fail(`${key}.onlyIncludeVersions names "${name}", which is no version`, known);
  if (only && lastVersion !== undefined && !only.includes(lastVersion))
    fail(
      `${key}.lastVersion "${lastVersion}" is left out by ${key}.onlyIncludeVersions`,
      `add "${lastVersion}" to ${key}.onlyIncludeVersions`,
    );
  if (errors.length > before) return undefined;
  const names = only ? all.filter((name) => only.includes(name)) : all;
  const last = lastVersion ?? names.find((name) => name !== CURRENT_VERSION) ?? CURRENT_VERSION;
  const versions: DocsVersion[] = [];
  for (const name of names) {
    const options = input.versions?.[name] ?? {};
    const current = name === CURRENT_VERSION;
    const dir = current ? section.dir : path.join(root, versionedDocsDirOf(section.id, name));
    if (!fs.existsSync(dir)) {
      fail(
        `version "${name}" of the docs has no folder ${versionedDocsDirOf(section.id, name)}/`,
        `make it with \`sitegen docs:version ${name}\`, or remove "${name}" from ${versionsFileOf(section.id)}`,
        versionsFile,
      );
      continue;
    }
    const sidebars = path.join(root, versionedSidebarsFileOf(section.id, name));
    const position = names.indexOf(name) - names.indexOf(last);
    versions.push({
      name,
      label: options.label ?? (current ? 'Next' : name),
      path: options.path ?? (name === last ? '' : current ? 'next' : name),
      banner:
        options.banner === 'none'
          ? undefined
          : (options.banner ??
            (position === 0 ? undefined : position < 0 ? 'unreleased' : 'unmaintained')),
      badge: options.badge ?? names.length > 1,
      isLast: name === last,
      dir,
      translations: versionTranslationsOf(section.translations, name),
      sidebarPath: current ? section.sidebarPath : fs.existsSync(sidebars) ? sidebars : undefined,
    });
  }
  return errors.length > before ? undefined : versions;
}

/** The names a versions.json lists, each a name a folder can have. */
function readVersionsFile(file: string, errors: SiteError[]): string[] {
  const text = readText(file);
  let names: unknown;
  try {
    names = JSON.parse(text);
  } catch (thrown) {
    const at = /position (\d+)/.exec((thrown as Error).message);
    errors.push({
      file,
      ...(at ? lineAndColumn(text, Number(at[1])) : {}),
      message: `versions.json is not JSON: ${(thrown as Error).message}`,
      hint: 'it holds a list of version names, newest first: ["2.0", "1.0"]',
    });
    return [];
  }
  if (!Array.isArray(names)) {
    errors.push({
      file,
      message: 'versions.json does not hold a list',
      hint: 'it holds a list of version names, newest first: ["2.0", "1.0"]',
    });
    return [];
  }
  for (const name of names) {
    const why = whyNotAVersionName(name);
    if (why)
      errors.push({
        file,
        ...(typeof name === 'string'
          ? lineAndColumn(text, text.indexOf(JSON.stringify(name)))
          : {}),
        message: `invalid version name: ${why}`,
        hint: 'name versions like "1.0.0"',
      });
  }
  return names as string[];
}
