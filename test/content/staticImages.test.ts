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
