/**
 * The site's own `sharp` (the image library Docusaurus's ideal-image plugin resizes with), found
 * as Node finds it from the site's folder: sitegen resizes a plugin's responsive images with it
 * and brings none of its own.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

/** The file `require('sharp')` loads in the site (absolute), or undefined when it has none. */
export function siteSharpFile(root: string): string | undefined {
  try {
    return createRequire(path.join(root, 'package.json')).resolve('sharp');
  } catch {
    return undefined;
  }
}
