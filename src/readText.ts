/**
 * The one reader of a site's text files (Markdown, MDX, front matter, category and authors files,
 * sidebars, translations, OpenAPI overlays). Two things every reader needs alike:
 * - a byte-order mark before the text is dropped, as Docusaurus drops it: an editor on Windows
 *   writes one, and left in place it hides the front matter's opening `---`;
 * - a file larger than the limit (`maxFileSizeMB` in the config, 50 MB by default) is refused
 *   before it is read, with the file and the key that raises the limit: past a few hundred
 *   megabytes a file cannot even become one string, and well before that its build takes
 *   gigabytes of memory.
 */
import fs from 'node:fs';
import { BuildFailed, type SiteError } from './errors.js';

/** The limit a site sets with `maxFileSizeMB`, by default. */
export const DEFAULT_MAX_FILE_SIZE_MB = 50;

const BOM = '\uFEFF';

/** `text` without the byte-order mark it may start with. */
export function withoutBom(text: string): string {
  return text.startsWith(BOM) ? text.slice(1) : text;
}

/** The error of a file over the limit, or undefined when its size is fine. */
export function fileTooLarge(
  file: string,
  maxFileSizeMB = DEFAULT_MAX_FILE_SIZE_MB,
): SiteError | undefined {
  const size = fs.statSync(file).size;
  if (size <= maxFileSizeMB * 1024 * 1024) return undefined;
  return {
    file,
    message: `this file is ${sizeText(size)}, larger than the ${maxFileSizeMB} MB sitegen reads`,
    hint: `split it into smaller files, or raise maxFileSizeMB in the site config`,
  };
}

/**
 * A text file's content as UTF-8 without its byte-order mark; a file over the size limit throws
 * BuildFailed naming it (readers that collect errors check with fileTooLarge first).
 */
export function readText(file: string, maxFileSizeMB = DEFAULT_MAX_FILE_SIZE_MB): string {
  const tooLarge = fileTooLarge(file, maxFileSizeMB);
  if (tooLarge) throw new BuildFailed([tooLarge]);
  return withoutBom(fs.readFileSync(file, 'utf8'));
}

/** A size as people read it: "12.0 kB", "612.3 MB". */
function sizeText(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${(bytes / 1024).toFixed(1)} kB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
