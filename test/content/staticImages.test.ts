import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { staticImageSizes } from '../../src/content/staticImages.js';

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
  const then = new Date('2026-01-02T03:04:05Z');
  fs.writeFileSync(file, svg(120));
  fs.utimesSync(file, then, then);
  expect(await staticImageSizes(dir)).toEqual([['chart.svg', { width: 120, height: 90 }]]);
  // Other text of the same length, the same time: taken as unchanged, not read again.
  fs.writeFileSync(file, svg(340));
  fs.utimesSync(file, then, then);
  expect(await staticImageSizes(dir)).toEqual([['chart.svg', { width: 120, height: 90 }]]);
  // A later time: read again.
  const later = new Date(then.getTime() + 5000);
  fs.utimesSync(file, later, later);
  expect(await staticImageSizes(dir)).toEqual([['chart.svg', { width: 340, height: 90 }]]);
  fs.rmSync(dir, { recursive: true, force: true });
});
