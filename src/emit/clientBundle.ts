/**
 * The browser runtime (`src/client/main.tsx`), bundled with sitegen by `npm run compile`
 * (scripts/clientBundle.mjs): it is sitegen's own code, the same for every site, so no site's
 * build bundles it. Minified, code-split (lazy parts such as image zoom are their own chunks),
 * with content-hashed file names so they can be cached forever. Each locale folder gets a copy (of
 * mermaid's chunks, only a locale with a diagram).
 */
import fs from 'node:fs';
import path from 'node:path';
import { packageRoot } from '../packageRoot.js';

export interface ClientBundle {
  /** The entry module, relative to a locale folder ("assets/js/main.1a2b3c4d.js"). */
  entry: string;
  /**
   * Its files; those of mermaid alone say `feature: 'mermaid'`: a locale gets them only when a
   * page of it has a diagram.
   */
  files: Array<{ file: string; text: string; feature?: 'mermaid' }>;
}

/** Where the compile leaves the bundle. */
const CLIENT_BUNDLE_FILE = path.join('lib', 'client.json');

export function loadClientBundle(): ClientBundle {
  const file = path.join(packageRoot(), CLIENT_BUNDLE_FILE);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    throw new Error(
      `sitegen's browser runtime (${file}) is missing: run "npm run compile" in the sitegen folder`,
    );
  }
  return JSON.parse(text) as ClientBundle;
}
