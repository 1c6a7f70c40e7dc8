/**
 * An image a page imports as a responsive image, made at build time, as Docusaurus's ideal-image
 * plugin makes it with webpack's lqip-loader and responsive-loader: a `.png`, `.jpg` or `.jpeg`
 * imported (or required) by a page, an MDX file or a component (never by CSS) is resized with the
 * site's own `sharp` into the widths the plugin's options give, each file named
 * `assets/ideal-img/<name>.<hash>.<width>.<ext>` in the locale's output, and the import is what
 * the loaders give `@theme/IdealImage`:
 * `{ src: { src, srcSet, images: [{ path, width, height }], width, height }, preSrc }` (`src`
 * reads as its URL in a string; `preSrc` is the image 10 pixels wide, as a data URL).
 *
 * What an image made is kept in the site's cache, keyed by its bytes, the options and
 * `codeVersion()`: a build resizes only new or changed images. `assetsOf` names the files a
 * bundle's entry needs in the output (copied like content's assets).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import { cacheDir, codeVersion } from '../cache/index.js';
import { isPackageFile, noteCodeImport, whyCodeCannotImport } from '../content/index.js';
import type { AssetRef } from '../markdown/index.js';
import { siteSharpFile, type ResponsiveImageOptions } from '../plugin/index.js';

export interface ResponsiveImageSettings {
  /** The site's folder: its sharp, its cache. */
  root: string;
  options: ResponsiveImageOptions;
  /** The URL path of the locale's output folder ("/", "/fr/"): the images' URLs start with it. */
  base: string;
}

/** Where the resized images go, inside a locale's output folder. */
export const RESPONSIVE_IMAGE_DIR = 'assets/ideal-img';

const NAMESPACE = 'sitegen-responsive-image';
/** What the ideal-image plugin's loaders take: images of these kinds, imported by code. */
const IMAGE = /\.(?:png|jpe?g)$/i;
const CODE = /\.(?:tsx?|jsx?|mdx?)$/i;
const MIMES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' };

/** One image made: its sizes (files relative to the locale's output) and its placeholder. */
interface MadeImage {
  images: Array<{ to: string; width: number; height: number }>;
  preSrc: string;
}

/** What each image made in this process, by `keyOf`: its files are in `filesDir`. */
const made = new Map<string, MadeImage>();
/** The images being made (two locales' bundles, or a page's server and browser bundles, at once). */
const making = new Map<string, Promise<MadeImage>>();

const filesDir = (root: string) => path.join(cacheDir(root), 'ideal-img');
const hashOf = (data: Uint8Array | string) =>
  crypto.createHash('sha256').update(data).digest('hex');

function keyOf(bytes: Uint8Array, options: ResponsiveImageOptions): string {
  return hashOf(`${hashOf(bytes)}\0${JSON.stringify(options)}\0${codeVersion()}`);
}

/** The widths responsive-loader makes of an image `width` pixels wide, in its order. */
export function imageWidths(options: ResponsiveImageOptions, width: number): number[] {
  const { min, max } = options;
  const steps = options.steps ?? 4;
  let sizes: number[] | undefined;
  if (typeof min === 'number' && max)
    sizes = Array.from({ length: steps }, (_, step) =>
      Math.ceil(min + ((max - min) / (steps - 1)) * step),
    );
  sizes ??= options.size
    ? [options.size]
    : options.sizes && options.sizes.length > 0
      ? options.sizes
      : [Number.MAX_SAFE_INTEGER];
  return [...new Set(sizes.map((size) => Math.min(width, size)))];
}

type Sharp = (input: string | Buffer) => {
  metadata(): Promise<{ width?: number }>;
  clone(): ReturnType<Sharp>;
  resize(width: number, height?: number | null): ReturnType<Sharp>;
  jpeg(options: { quality: number }): ReturnType<Sharp>;
  toBuffer(options: {
    resolveWithObject: true;
  }): Promise<{ data: Buffer; info: { width: number; height: number } }>;
};

/** The site's sharp; undefined when it has none (the plugin layer warned then). */
function loadSharp(root: string): Sharp | undefined {
  const file = siteSharpFile(root);
  return file ? (createRequire(file)(file) as Sharp) : undefined;
}

/** Resizes one image (or reads what the cache kept of it), once however many bundles ask. */
function makeImage(
  root: string,
  file: string,
  options: ResponsiveImageOptions,
  sharp: Sharp,
): Promise<MadeImage> {
  const bytes = fs.readFileSync(file);
  const key = keyOf(bytes, options);
  const known = made.get(key);
  if (known) return Promise.resolve(known);
  if (!making.has(key))
    making.set(
      key,
      resize(root, file, bytes, key, options, sharp).finally(() => making.delete(key)),
    );
  return making.get(key)!;
}

async function resize(
  root: string,
  file: string,
  bytes: Buffer,
  key: string,
  options: ResponsiveImageOptions,
  sharp: Sharp,
): Promise<MadeImage> {
  const dir = filesDir(root);
  const record = path.join(dir, `${key}.json`);
  if (fs.existsSync(record)) {
    const kept = JSON.parse(fs.readFileSync(record, 'utf8')) as MadeImage;
    if (kept.images.every((image) => fs.existsSync(path.join(dir, path.basename(image.to))))) {
      made.set(key, kept);
      return kept;
    }
  }
  const ext = path.extname(file).slice(1);
  const mime = MIMES[ext.toLowerCase()];
  // A name safe in a URL and in a srcset (where a space would end it).
  const name = path.basename(file, path.extname(file)).replace(/[^\w.-]+/g, '-');
  const image = sharp(bytes);
  const { width = 0 } = await image.metadata();
  fs.mkdirSync(dir, { recursive: true });
  const images: MadeImage['images'] = [];
  for (const size of imageWidths(options, width)) {
    let resized = image.clone().resize(size, null);
    if (mime === 'image/jpeg') resized = resized.jpeg({ quality: options.quality ?? 85 });
    const { data, info } = await resized.toBuffer({ resolveWithObject: true });
    const to = `${RESPONSIVE_IMAGE_DIR}/${name}.${hashOf(data).slice(0, 7)}.${size}.${ext}`;
    fs.writeFileSync(path.join(dir, path.basename(to)), data);
    images.push({ to, width: size, height: info.height });
  }
  const placeholder = await sharp(bytes).resize(10).toBuffer({ resolveWithObject: true });
  const result: MadeImage = {
    images,
    preSrc: `data:${mime};base64,${placeholder.data.toString('base64')}`,
  };
  fs.writeFileSync(record, JSON.stringify(result));
  made.set(key, result);
  return result;
}

/** The module an import of the image is: what lqip-loader and responsive-loader export. */
function moduleOf(image: MadeImage, base: string): string {
  const url = (to: string) => `${base}${to}`;
  const first = image.images[0];
  const src = {
    srcSet: image.images.map((i) => `${url(i.to)} ${i.width}w`).join(','),
    images: image.images.map((i) => ({ path: url(i.to), width: i.width, height: i.height })),
    src: url(first.to),
    width: first.width,
    height: first.height,
  };
  // toString on the prototype, as responsive-loader does: `{...img}` and JSON leave it out.
  return [
    'module.exports = {',
    `  src: Object.assign(Object.create({ toString() { return this.src; } }), ${JSON.stringify(src)}),`,
    `  preSrc: ${JSON.stringify(image.preSrc)},`,
    '};',
  ].join('\n');
}

export function responsiveImages(settings: ResponsiveImageSettings): esbuild.Plugin {
  const { root } = settings;
  return {
    name: 'sitegen-responsive-images',
    setup(build) {
      const sharp = loadSharp(root);
      if (!sharp) return;
      build.onResolve({ filter: IMAGE }, async (args) => {
        if (args.pluginData === NAMESPACE || !CODE.test(args.importer)) return undefined;
        if (!['import-statement', 'require-call', 'dynamic-import'].includes(args.kind))
          return undefined;
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: NAMESPACE,
        });
        if (resolved.errors.length > 0 || resolved.external) return undefined;
        // A file the site's code may not import stays a plain one: the bundle refuses it then.
        if (!isPackageFile(resolved.path) && whyCodeCannotImport(root, resolved.path))
          return undefined;
        noteCodeImport(root, resolved.path);
        return { path: resolved.path, namespace: NAMESPACE };
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, async (args) => ({
        contents: moduleOf(
          await makeImage(root, args.path, settings.options, sharp),
          settings.base,
        ),
        loader: 'js',
        watchFiles: [args.path],
      }));
    },
  };
}

/** The resized files a bundle's entry needs in the output, from the inputs it reaches. */
export function responsiveAssetsOf(
  inputs: Iterable<string>,
  settings: ResponsiveImageSettings | undefined,
): AssetRef[] {
  if (!settings) return [];
  const { root } = settings;
  const prefix = `${NAMESPACE}:`;
  const assets: AssetRef[] = [];
  for (const input of inputs) {
    if (!input.startsWith(prefix)) continue;
    const key = keyOf(fs.readFileSync(input.slice(prefix.length)), settings.options);
    for (const image of made.get(key)?.images ?? [])
      assets.push({ from: path.join(filesDir(root), path.basename(image.to)), to: image.to });
  }
  return assets;
}
