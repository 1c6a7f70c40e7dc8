/**
 * Image imports as the ideal-image plugin's responsive images: the widths responsive-loader
 * makes, and what a page's import of a PNG or a JPEG is once bundled (its object, its files in
 * the cache, named for the output), resized with the site's sharp (here the repository's).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  imageWidths,
  responsiveAssetsOf,
  responsiveImages,
  type ResponsiveImageSettings,
} from '../../src/bundle/responsiveImages.js';
import { removeDir, repoRoot } from '../helpers.js';

const root = path.join(repoRoot, 'test', '.tmp', `responsive-images-${process.pid}`);

beforeAll(async () => {
  fs.mkdirSync(path.join(root, 'img'), { recursive: true });
  const pixels = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 30 } } });
  await pixels(1200, 600)
    .png()
    .toFile(path.join(root, 'img', 'beam.png'));
  await pixels(400, 300)
    .jpeg()
    .toFile(path.join(root, 'img', 'keeper.jpg'));
  await pixels(200, 100)
    .png()
    .toFile(path.join(root, 'img', 'lamp room (2).png'));
  fs.writeFileSync(
    path.join(root, 'page.jsx'),
    [
      "import keeper from './img/keeper.jpg';",
      "import './page.css';",
      "export const beam = require('./img/beam.png');",
      'export { keeper };',
      "export { default as lamp } from './img/lamp room (2).png';",
    ].join('\n'),
  );
  // CSS keeps its plain image, as the plugin's loader takes only code's imports.
  fs.writeFileSync(path.join(root, 'page.css'), '.b { background: url(./img/beam.png); }');
});
afterAll(() => removeDir(root));

test('the widths: steps from min to max, else sizes, else size, else the image own; none wider than it', () => {
  expect(imageWidths({ min: 640, max: 1030, steps: 2 }, 1200)).toEqual([640, 1030]);
  expect(imageWidths({ min: 100, max: 400 }, 300)).toEqual([100, 200, 300]);
  expect(imageWidths({ sizes: [300, 600, 2000] }, 1000)).toEqual([300, 600, 1000]);
  expect(imageWidths({ size: 500, sizes: [100] }, 1000)).toEqual([500]);
  expect(imageWidths({}, 800)).toEqual([800]);
});

async function bundle(settings: ResponsiveImageSettings) {
  const outfile = path.join(root, `out-${Date.now()}.mjs`);
  const result = await esbuild.build({
    entryPoints: [path.join(root, 'page.jsx')],
    absWorkingDir: root,
    bundle: true,
    format: 'esm',
    platform: 'node',
    outfile,
    metafile: true,
    loader: { '.png': 'dataurl', '.jpg': 'dataurl' },
    logLevel: 'silent',
    plugins: [responsiveImages(settings)],
  });
  const css = fs.readFileSync(outfile.replace(/\.mjs$/, '.css'), 'utf8');
  const exports = (await import(pathToFileURL(outfile).href)) as Record<string, unknown>;
  return { exports, css, inputs: Object.keys(result.metafile.inputs) };
}

test("a page's image imports are the loaders' objects; the files are named for the locale's output", async () => {
  const settings = { root, base: '/fr/', options: { min: 640, max: 1030, steps: 2, quality: 40 } };
  const { exports, css, inputs } = await bundle(settings);
  const beam = exports.beam as {
    src: { src: string; srcSet: string; images: Array<Record<string, unknown>> };
    preSrc: string;
  };
  const [small, large] = beam.src.images;
  expect(small).toEqual({
    path: expect.stringMatching(/^\/fr\/assets\/ideal-img\/beam\.[0-9a-f]{7}\.640\.png$/),
    width: 640,
    height: 320,
  });
  expect(large).toMatchObject({ width: 1030, height: 515 });
  expect(beam.src).toMatchObject({ src: small.path, width: 640, height: 320 });
  expect(beam.src.srcSet).toBe(`${small.path} 640w,${large.path} 1030w`);
  // It reads as its URL in a string; spread and JSON leave toString out.
  expect(String(beam.src)).toBe(small.path);
  expect(JSON.stringify(beam.src)).not.toContain('toString');
  expect(beam.preSrc).toMatch(/^data:image\/png;base64,/);
  expect((await sharp(Buffer.from(beam.preSrc.split(',')[1], 'base64')).metadata()).width).toBe(10);
  // A JPEG narrower than min is made once, at its own width.
  const keeper = exports.keeper as { src: { images: Array<{ path: string; width: number }> } };
  expect(keeper.src.images.map((i) => i.width)).toEqual([400]);
  expect(keeper.src.images[0].path).toMatch(/\/keeper\.[0-9a-f]{7}\.400\.jpg$/);
  expect(css).toContain('url(data:image/png;base64,');
  // A file name that would break a URL or a srcset is made safe.
  const lamp = exports.lamp as { src: { srcSet: string } };
  expect(lamp.src.srcSet).toMatch(
    /^\/fr\/assets\/ideal-img\/lamp-room-2-\.[0-9a-f]{7}\.200\.png 200w$/,
  );

  const assets = responsiveAssetsOf(inputs, settings);
  expect(assets.map((a) => a.to).sort()).toEqual(
    [small.path, large.path, keeper.src.images[0].path, lamp.src.srcSet.split(' ')[0]]
      .map((p) => String(p).slice('/fr/'.length))
      .sort(),
  );
  for (const asset of assets) {
    const width = Number(/\.(\d+)\.\w+$/.exec(asset.to)![1]);
    expect((await sharp(asset.from).metadata()).width, asset.to).toBe(width);
  }
});

test('quality is JPEG quality; the options are part of what a made image is kept under', async () => {
  const sizeAt = async (quality: number) => {
    const settings = { root, base: '/', options: { quality } };
    const { inputs } = await bundle(settings);
    const jpeg = responsiveAssetsOf(inputs, settings).find((a) => a.to.endsWith('.jpg'))!;
    return fs.statSync(jpeg.from).size;
  };
  expect(await sizeAt(10)).toBeLessThan(await sizeAt(95));
});
