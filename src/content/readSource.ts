/** Reads one located file into a SourceFile: text, front matter, format. */
import fs from 'node:fs';
import path from 'node:path';
import type { MarkdownFormat } from '../config/index.js';
import type { ErrorList } from '../errors.js';
import { DEFAULT_MAX_FILE_SIZE_MB, fileTooLarge, withoutBom } from '../readText.js';
import type { LocatedFile } from './files.js';
import { frontMatterLine, splitFrontMatter, type FrontMatterCache } from './frontMatter.js';
import type { SourceFile, SourceFormat } from './types.js';

const MARKDOWN_FORMATS: readonly string[] = ['md', 'mdx', 'detect'];

/**
 * How a file is compiled. Code is code; Markdown follows the front matter's `format`, else the
 * config's `markdown.format`; `detect` (either one) goes by the extension, as Docusaurus does.
 */
export function formatOf(
  file: string,
  markdownFormat: MarkdownFormat = 'detect',
  frontMatterFormat?: string,
): SourceFormat {
  const ext = path.extname(file);
  if (ext === '.tsx' || ext === '.jsx' || ext === '.ts' || ext === '.js') return 'tsx';
  const chosen = frontMatterFormat ?? markdownFormat;
  if (chosen === 'md' || chosen === 'mdx') return chosen;
  return ext === '.mdx' ? 'mdx' : 'md';
}

export function readSource(
  located: LocatedFile,
  locale: string,
  errors: ErrorList,
  frontMatter?: FrontMatterCache,
  markdownFormat: MarkdownFormat = 'detect',
  maxFileSizeMB = DEFAULT_MAX_FILE_SIZE_MB,
): SourceFile {
  const format = formatOf(located.file, markdownFormat);
  const base = {
    file: located.file,
    defaultFile: located.defaultFile,
    relPath: located.relPath,
    locale,
    translated: located.translated,
    format,
  };
  if (located.refused) {
    errors.add({
      file: located.file,
      message: `this source cannot be read: ${located.refused}`,
      hint: 'content must be a file inside the site folder; copy it in instead of linking to it',
    });
    return { ...base, frontMatter: {}, body: '' };
  }
  if (format === 'tsx') return { ...base, frontMatter: {}, body: '' };
  const tooLarge = fileTooLarge(located.file, maxFileSizeMB);
  if (tooLarge) {
    errors.add(tooLarge);
    return { ...base, frontMatter: {}, body: '' };
  }
  const text = withoutBom(fs.readFileSync(located.file, 'utf8'));
  const split = splitFrontMatter(text, located.file, frontMatter);
  split.errors.forEach((e) => errors.add(e));
  split.warnings.forEach((w) => errors.warn(w));
  const chosen = split.frontMatter.format;
  if (chosen !== undefined && !MARKDOWN_FORMATS.includes(chosen)) {
    errors.add({
      file: located.file,
      line: frontMatterLine(located.file, 'format'),
      column: 1,
      message: `front matter "format" must be md, mdx or detect, got ${JSON.stringify(chosen)}`,
      hint: 'write format: md (CommonMark), mdx, or detect (by the file extension)',
    });
  }
  return {
    ...base,
    format: formatOf(
      located.file,
      markdownFormat,
      MARKDOWN_FORMATS.includes(chosen ?? '') ? chosen : undefined,
    ),
    frontMatter: split.frontMatter,
    body: split.body,
  };
}

/**
 * The text of a leading `# Title` line, used as the title when front matter has none. In MDX the
 * imports and exports before it do not count, as Docusaurus reads the content title.
 */
export function leadingHeading(body: string, format?: SourceFormat): string | undefined {
  const match = /^\s*#[ \t]+(.+?)[ \t]*#*[ \t]*$/m.exec(body);
  if (!match) return undefined;
  const before = body
    .slice(0, match.index)
    .split(/\n[ \t]*\n/)
    // An ESM block is a paragraph whose first line starts with `import` or `export`.
    .filter((block) => !(format === 'mdx' && /^\s*(?:import|export)\b/.test(block)))
    .join('\n');
  return before.trim() === '' ? match[1].replace(/\s*\{#[^}]+\}\s*$/, '') : undefined;
}
