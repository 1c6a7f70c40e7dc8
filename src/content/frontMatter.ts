/**
 * YAML front matter: split it from the body and check the keys sitegen understands.
 * The body keeps its line numbers (the front matter is replaced by blank lines) so Markdown
 * errors point at the right line of the file.
 */
import { openPackCache, type PackCache } from '../cache/index.js';
import { nearestKey, type SiteError } from '../errors.js';
import { readText, withoutBom } from '../readText.js';
import { escapeRegExp, lineAndColumn } from '../shared/index.js';
import { checkFrontMatter, KNOWN_KEYS, type FrontMatter } from './frontMatterSchema.js';
import { parseYaml, yamlProblem } from './yaml.js';

export type { FrontMatter, FrontMatterTag } from './frontMatterSchema.js';

export interface SplitSource {
  frontMatter: FrontMatter;
  /** The file text with the front matter blanked out, same line count. */
  body: string;
  errors: SiteError[];
  /** Keys sitegen does not read (a misspelling, or a Docusaurus key it does not support). */
  warnings: SiteError[];
}

const FENCE = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/**
 * Front matter parsed without problems, by its YAML text: a build of all locales reads the same
 * default-locale file once per locale (wherever a translation is missing), and YAML parsing is the
 * slowest part of reading content. Each file gets its own copy.
 */
const parsed = new Map<string, FrontMatter>();
/** A long `serve --watch` session must not grow it without end. */
const PARSED_LIMIT = 50_000;

/**
 * Front matter kept on disk between builds, by its YAML text: a warm build parses no YAML it has
 * parsed before. The pipeline opens it (`openFrontMatterCache`) and saves it when the build is done.
 */
export type FrontMatterCache = PackCache<FrontMatter>;

export function openFrontMatterCache(root: string): FrontMatterCache {
  return openPackCache<FrontMatter>(root, 'front-matter', 'all');
}

/** YAML whose values JSON cannot hold (infinities, not-a-number) is never kept on disk. */
const NOT_JSON = /\.(?:inf|nan)\b/i;

export function splitFrontMatter(
  text: string,
  file: string,
  cache?: FrontMatterCache,
): SplitSource {
  text = withoutBom(text);
  const match = FENCE.exec(text);
  if (!match) return { frontMatter: {}, body: text, errors: [], warnings: [] };
  const yamlText = match[1];
  const blank = match[0].replace(/[^\n]/g, '');
  const body = blank + text.slice(match[0].length);
  const stored = cache?.get(yamlText);
  const known = parsed.get(yamlText) ?? stored;
  if (known) {
    parsed.set(yamlText, known);
    if (!stored && !NOT_JSON.test(yamlText)) cache?.set(yamlText, known);
    return {
      frontMatter: structuredClone(known),
      body,
      errors: [],
      warnings: unknownKeys(known, file, yamlText),
    };
  }
  const errors: SiteError[] = [];
  let data: unknown = {};
  try {
    data = parseYaml(yamlText);
  } catch (thrown) {
    const problem = yamlProblem(thrown);
    errors.push({
      file,
      // +1: the opening `---` is line 1 of the file.
      line: problem.line === undefined ? 2 : problem.line + 1,
      column: problem.column ?? 1,
      message: `invalid front matter: ${problem.message}`,
      hint: 'fix the YAML between the --- lines',
    });
  }
  let frontMatter: FrontMatter = {};
  if (data !== null && data !== undefined) {
    if (typeof data !== 'object' || Array.isArray(data)) {
      errors.push({
        file,
        line: 2,
        column: 1,
        message: 'front matter must be a YAML mapping (key: value lines)',
        hint: 'write one "key: value" per line',
      });
    } else {
      frontMatter = data as FrontMatter;
      errors.push(...checkFrontMatter(frontMatter, file, yamlText));
    }
  }
  if (errors.length === 0) {
    if (parsed.size >= PARSED_LIMIT) parsed.clear();
    parsed.set(yamlText, structuredClone(frontMatter));
    if (!NOT_JSON.test(yamlText)) cache?.set(yamlText, parsed.get(yamlText)!);
  }
  return { frontMatter, body, errors, warnings: unknownKeys(frontMatter, file, yamlText) };
}

/**
 * Keys sitegen does not read, each a warning at its line. A key starting with "_" is a tool's own
 * note (a translation tool's `_i18n_hash`), meant for no renderer: not a typo, so no warning.
 */
function unknownKeys(fm: FrontMatter, file: string, yamlText: string): SiteError[] {
  return Object.keys(fm)
    .filter((key) => !KNOWN_KEYS.includes(key) && !key.startsWith('_'))
    .map((key) => {
      const near = nearestKey(key, KNOWN_KEYS);
      const at = new RegExp(`^["']?${escapeRegExp(key)}["']?\\s*:`, 'm').exec(yamlText);
      return {
        file,
        ...(at ? { line: lineAndColumn(yamlText, at.index).line + 1, column: 1 } : {}),
        message: `front matter key "${key}" is not used by sitegen`,
        hint: near
          ? `did you mean "${near}"?`
          : `remove it; sitegen reads ${KNOWN_KEYS.join(', ')}`,
      };
    });
}

/** The 1-based line of `key:` in a file's front matter, for problems found after parsing. */
export function frontMatterLine(file: string, key: string): number | undefined {
  let text: string;
  try {
    text = readText(file);
  } catch {
    return undefined;
  }
  const match = FENCE.exec(text);
  if (!match) return undefined;
  const line = match[1].split('\n').findIndex((l) => new RegExp(`^['"]?${key}['"]?\\s*:`).test(l));
  return line >= 0 ? line + 2 : undefined;
}
