/**
 * Files a page's content reads besides its own source (code imported into a fence, `<<< file`):
 * each kept with the hash of its bytes when it was compiled, so a compile kept in a cache is used
 * again only while every file it read is what it was, and `serve --watch` knows which pages an
 * edited snippet shows on.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';

/** A file a compile read, by absolute path, with the hash of its bytes then. */
export interface ImportedFile {
  file: string;
  hash: string;
}

/** The hash of a file's bytes, or "missing" when it cannot be read. */
export function fileHash(file: string): string {
  try {
    return hashBytes(fs.readFileSync(file));
  } catch {
    return 'missing';
  }
}

export function hashBytes(bytes: string | Uint8Array): string {
  return crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 32);
}

/**
 * Whether every file a compile read is unchanged; `hashes` keeps each file's hash for the calls
 * of one build (a snippet many pages import is read once).
 */
export function importsUnchanged(
  imports: ImportedFile[] | undefined,
  hashes: Map<string, string>,
): boolean {
  if (!imports) return true;
  return imports.every(({ file, hash }) => {
    let now = hashes.get(file);
    if (now === undefined) hashes.set(file, (now = fileHash(file)));
    return now === hash;
  });
}
