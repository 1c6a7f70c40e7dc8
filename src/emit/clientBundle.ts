/**
 * The browser runtime (`src/client/main.ts`), bundled with sitegen by `npm run compile`
 * (scripts/clientBundle.mjs): it is sitegen's own code, the same for every site, so no site's
 * build bundles it. Minified, code-split (lazy parts such as image zoom are their own chunks),
 * with content-hashed file names so they can be cached forever. Each locale folder gets a copy (of
 * mermaid's chunks, kept in a file of their own, only a locale with a diagram).
 */
import fs from 'node:fs';
import path from 'node:path';
import { packageRoot } from '../packageRoot.js';

/** A file of the runtime, relative to a locale folder. */
export interface ClientFile {
  file: string;
  text: string;
}

export interface ClientBundle {
  /** The entry module, relative to a locale folder ("assets/js/main.1a2b3c4d.js"). */
  entry: string;
  /** Its files, but mermaid's. */
  files: ClientFile[];
  /**
   * The chunks of mermaid alone (5 MB), which a locale gets only when a page of it has a diagram:
   * read from their own file the first time they are asked for.
   */
  mermaidFiles(): ClientFile[];
}

/** Where the compile leaves the bundle (and, beside it, the file it names for mermaid's chunks). */
const CLIENT_BUNDLE_FILE = path.join('lib', 'client.json');

function readBundleFile(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    throw new Error(
      `sitegen's browser runtime (${file}) is missing: run "npm run compile" in the sitegen folder`,
    );
  }
}

export function loadClientBundle(): ClientBundle {
  const file = path.join(packageRoot(), CLIENT_BUNDLE_FILE);
  const { entry, files, mermaid } = JSON.parse(readBundleFile(file)) as {
    entry: string;
    files: ClientFile[];
    mermaid: string;
  };
  let chunks: ClientFile[] | undefined;
  return {
    entry,
    files,
    mermaidFiles: () =>
      (chunks ??= JSON.parse(
        readBundleFile(path.join(path.dirname(file), mermaid)),
      ) as ClientFile[]),
  };
}
