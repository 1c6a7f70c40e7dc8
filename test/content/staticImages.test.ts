import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, vi } from 'vitest';
import { staticImageSizes } from '../../src/content/staticImages.js';

/** The files whose size was read. */
const reads: string[] = [];
vi.mock('image-size/fromFile', async (original) => {
  const real = await original<typeof import('image-size/fromFile')>();
  return {
    ...real,
    imageSizeFromFile: (file: string) => {
      reads.push(file);
      return real.imageSizeFromFile(file);
    },
  };
});

test('the static folder’s images with their sizes, by path under it; unreadable ones left out', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-static-'));
  fs.mkdirSync(path.join(dir, 'img/docs'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'img/docs/flow.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"/>',
  );
  fs.writeFileSync(path.join(dir, 'img/broken.png'), 'not a png');
  fs.writeFileSync(path.join(dir, 'site.webmanifest'), '{}');
  expect(await staticImageSizes(dir)).toEqual([['img/docs/flow.svg', { width: 640, height: 360 }]]);
  expect(await staticImageSizes(path.join(dir, 'missing'))).toEqual([]);
  fs.rmSync(dir, { recursive: true, force: true });
});

test('an image is read again when it changes, not when it is asked for again', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-static-'));
  const file = path.join(dir, 'chart.svg');
  const svg = (w: number) => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="90"/>`;
  fs.writeFileSync(file, svg(120));
  reads.length = 0;
  expect(await staticImageSizes(dir)).toEqual([['chart.svg', { width: 120, height: 90 }]]);
  expect(await staticImageSizes(dir)).toEqual([['chart.svg', { width: 120, height: 90 }]]);
  expect(reads).toEqual([file]);
  // The same size in bytes, a later time: read again.
  fs.writeFileSync(file, svg(340));
  const later = new Date(Date.now() + 5000);
  fs.utimesSync(file, later, later);
  expect(await staticImageSizes(dir)).toEqual([['chart.svg', { width: 340, height: 90 }]]);
  expect(reads).toEqual([file, file]);
  fs.rmSync(dir, { recursive: true, force: true });
});
