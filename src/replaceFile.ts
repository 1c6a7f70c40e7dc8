/**
 * Writes a file in one rename (a temporary file beside it first), so a reader never sees half of
 * it: the pages `serve --watch` replaces, and every cache file. Makes the folder if needed.
 */
import fs from 'node:fs';
import path from 'node:path';

let counter = 0;

export function replaceFile(file: string, data: string | Uint8Array): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${counter++}.tmp`;
  try {
    fs.writeFileSync(temp, data);
    fs.renameSync(temp, file);
  } catch (thrown) {
    fs.rmSync(temp, { force: true });
    throw thrown;
  }
}
