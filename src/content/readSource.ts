/** Reads one located file into a SourceFile: text, front matter, format. */
import fs from 'node:fs';
import path from 'node:path';
import type { ErrorList } from '../errors.js';
import type { LocatedFile } from './files.js';
import { splitFrontMatter, type FrontMatterCache } from './frontMatter.js';
import type { SourceFile, SourceFormat } from './types.js';

export function formatOf(file: string): SourceFormat {
  const ext = path.extname(file);
  if (ext === '.mdx') return 'mdx';
  if (ext === '.tsx' || ext === '.jsx' || ext === '.ts' || ext === '.js') return 'tsx';
  return 'md';
}

export function readSource(
  located: LocatedFile,
  locale: string,
  errors: ErrorList,
  frontMatter?: FrontMatterCache,
): SourceFile {
  const format = formatOf(located.file);
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
  const text = fs.readFileSync(located.file, 'utf8');
  const split = splitFrontMatter(text, located.file, frontMatter);
  split.errors.forEach((e) => errors.add(e));
  split.warnings.forEach((w) => errors.warn(w));
  return { ...base, frontMatter: split.frontMatter, body: split.body };
}

/** The text of a leading `# Title` line, used as the title when front matter has none. */
export function leadingHeading(body: string): string | undefined {
  const match = /^\s*#[ \t]+(.+?)[ \t]*#*[ \t]*$/m.exec(body);
  if (!match) return undefined;
  const before = body.slice(0, match.index).trim();
  return before === '' ? match[1].replace(/\s*\{#[^}]+\}\s*$/, '') : undefined;
}
