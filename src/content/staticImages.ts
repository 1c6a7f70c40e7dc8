/**
 * The intrinsic sizes of the images in the site's static folder, so an image written in content as
 * "/img/a.svg" gets width and height like a relative one. They are part of the compile settings,
 * so a static image whose size changes invalidates the cached pages.
 */
import fs from 'node:fs';
import { imageSizeFromFile } from 'image-size/fromFile';
import type { ImageSize } from './types.js';
import { walkFolder } from './walkFolder.js';

const IMAGES = /\.(png|jpe?g|gif|webp|avif|svg|bmp|ico|tiff?)$/i;

/** [path under the static folder ("img/a.svg"), size] for every image whose size can be read. */
export async function staticImageSizes(staticDir: string): Promise<Array<[string, ImageSize]>> {
  if (!fs.existsSync(staticDir)) return [];
  // Dot-files and dot-folders are not published images; a folder link is followed once.
  const files = walkFolder(staticDir, { skip: (rel) => /(^|\/)\./.test(rel) }).files.filter((rel) =>
    IMAGES.test(rel),
  );
  const sizeOf = async (rel: string): Promise<[string, ImageSize] | undefined> => {
    const size = await sizeOfFile(`${staticDir}/${rel}`);
    return size && [rel, size];
  };
  const sizes = await Promise.all(files.map(sizeOf));
  return sizes.filter((entry): entry is [string, ImageSize] => entry !== undefined);
}

/**
 * The sizes read so far, by file, with the file's size and time then: every locale of a build (and
 * each rebuild of `serve --watch`) asks again, and reading an image's header reads up to 512 KB.
 */
const known = new Map<string, { stamp: string; size: Promise<ImageSize | undefined> }>();

function sizeOfFile(file: string): Promise<ImageSize | undefined> {
  let stamp: string;
  try {
    const stat = fs.statSync(file);
    stamp = `${stat.size}:${stat.mtimeMs}`;
  } catch {
    return Promise.resolve(undefined); // gone meanwhile
  }
  const kept = known.get(file);
  if (kept?.stamp === stamp) return kept.size;
  const size = imageSizeFromFile(file).then(
    ({ width, height }) => (width && height ? { width, height } : undefined),
    () => undefined, // a format it cannot read: the browser sizes it on arrival
  );
  known.set(file, { stamp, size });
  return size;
}
