/**
 * The intrinsic sizes of the images in the site's static folder, so an image written in content as
 * "/img/a.svg" gets width and height like a relative one. They are part of the compile settings,
 * so a static image whose size changes invalidates the cached pages.
 */
import fs from 'node:fs';
import fg from 'fast-glob';
import { imageSizeFromFile } from 'image-size/fromFile';
import type { ImageSize } from './types.js';

const IMAGES = '**/*.{png,jpg,jpeg,gif,webp,avif,svg,bmp,ico,tif,tiff}';

/** [path under the static folder ("img/a.svg"), size] for every image whose size can be read. */
export async function staticImageSizes(staticDir: string): Promise<Array<[string, ImageSize]>> {
  if (!fs.existsSync(staticDir)) return [];
  const files = fg.sync(IMAGES, { cwd: staticDir, caseSensitiveMatch: false }).sort();
  const sizeOf = async (rel: string): Promise<[string, ImageSize] | undefined> => {
    try {
      const { width, height } = await imageSizeFromFile(`${staticDir}/${rel}`);
      return width && height ? [rel, { width, height }] : undefined;
    } catch {
      return undefined; // a format it cannot read: the browser sizes it on arrival
    }
  };
  const sizes = await Promise.all(files.map(sizeOf));
  return sizes.filter((entry): entry is [string, ImageSize] => entry !== undefined);
}
