/**
 * A docs version's tags file (`tags.yml`, Docusaurus 3.4+): the tags its docs may use, each with
 * a label, a permalink and a description, read as Docusaurus reads it so a moved site keeps its
 * tag pages' URLs: a key without a label is labelled by the key capitalized, a permalink is made
 * kebab case (`/My Tag` → `my-tag`), by default from the key, and two tags may not share one.
 */
import fs from 'node:fs';
import path from 'node:path';
import kebabCase from 'lodash.kebabcase';
import type { DocsFolder, DocsVersion } from '../../config/index.js';
import type { ErrorList } from '../../errors.js';
import { fileTooLarge, withoutBom } from '../../readText.js';
import { parseYaml, translationDir, yamlProblem } from '../../content/index.js';

/** A tag the file defines, by its key. */
export interface TagDefinition {
  label: string;
  /** Kebab case, without slashes: the tag page's folder under the tags' base path. */
  permalink: string;
  description?: string;
}

export type TagsFile = Map<string, TagDefinition>;

const isText = (value: unknown): value is string => typeof value === 'string';

/** Every file a locale's docs may read their tags from, there or not (what `serve --watch` watches). */
export function tagsFiles(
  groups: Array<{ section: Pick<DocsFolder, 'tags'>; version: DocsVersion }>,
  locale: string,
): string[] {
  return groups.flatMap(({ section, version }) => {
    if (section.tags === false) return [];
    const name = section.tags ?? 'tags.yml';
    return [path.join(translationDir(version, locale), name), path.join(version.dir, name)];
  });
}

/** The file a version reads its tags from: the locale's translation first, as Docusaurus looks. */
export function tagsFilePath(
  section: Pick<DocsFolder, 'tags'>,
  version: DocsVersion,
  locale: string,
): string | undefined {
  if (section.tags === false) return undefined;
  const name = section.tags ?? 'tags.yml';
  const candidates = [
    path.join(translationDir(version, locale), name),
    path.join(version.dir, name),
  ];
  return (
    candidates.find((file) => fs.existsSync(file)) ?? (section.tags ? candidates[1] : undefined)
  );
}

/**
 * The tags a version's docs may use; undefined when it has no tags file (then every tag is
 * inline, and none is reported), or when inline tags are ignored (as Docusaurus does then).
 */
export function readTagsFile(
  section: Pick<DocsFolder, 'tags' | 'onInlineTags'>,
  version: DocsVersion,
  locale: string,
  errors: ErrorList,
): TagsFile | undefined {
  const file = tagsFilePath(section, version, locale);
  if (!file) return undefined;
  const fail = (message: string, hint: string, at: { line?: number; column?: number } = {}) => {
    errors.add({ file, ...at, message, hint });
    return undefined;
  };
  if (!fs.existsSync(file))
    return fail(
      `the tags file "${section.tags}" the config names is not in ${version.dir}`,
      'create it, or remove the "tags" option to read tags.yml when it is there',
    );
  const tooLarge = fileTooLarge(file);
  if (tooLarge) return fail(tooLarge.message, tooLarge.hint ?? '');
  const text = withoutBom(fs.readFileSync(file, 'utf8'));
  if (!text.trim()) return fail('the tags file is empty', 'define a tag in it (key: { label: … })');
  let data: unknown;
  try {
    data = parseYaml(text);
  } catch (thrown) {
    const problem = yamlProblem(thrown);
    return fail(`invalid YAML: ${problem.message}`, 'fix the YAML at this position', problem);
  }
  if (!data || typeof data !== 'object' || Array.isArray(data))
    return fail(
      'the tags file must map tag keys to { label, permalink, description }',
      'write `key:` lines',
    );
  if (section.onInlineTags === 'ignore') return undefined;
  const tags: TagsFile = new Map();
  const owners = new Map<string, string>();
  for (const [key, value] of Object.entries(data)) {
    const entry = value ?? {};
    if (
      typeof entry !== 'object' ||
      Array.isArray(entry) ||
      Object.entries(entry).some(
        ([name, field]) => !['label', 'permalink', 'description'].includes(name) || !isText(field),
      )
    )
      return fail(
        `tag "${key}" must be empty or hold label, permalink and description, each a string`,
        'write it as `key: { label: Release notes, permalink: /releases, description: … }`',
      );
    const { label, permalink, description } = entry as Partial<TagDefinition>;
    const made: TagDefinition = {
      label: label || capitalize(key),
      permalink: kebabCase(permalink ?? '') || kebabCase(key),
      ...(description && { description }),
    };
    const owner = owners.get(made.permalink);
    if (owner !== undefined)
      return fail(
        `tags "${owner}" and "${key}" have the same permalink "/${made.permalink}"`,
        'give one of them a permalink of its own',
      );
    owners.set(made.permalink, key);
    tags.set(key, made);
  }
  return tags;
}

/** lodash's capitalize: the first character upper case, the others lower case. */
function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();
}
