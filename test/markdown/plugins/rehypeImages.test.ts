import type { Element, Root } from 'hast';
import { expect, test } from 'vitest';
import rehypeImages from '../../../src/markdown/plugins/rehypeImages.js';
import { run } from './run.js';

test('content images load lazily and decode asynchronously', () => {
  expect(run('![A chart](/img/a.png)', { rehype: [rehypeImages] }).html).toBe(
    '<p><img src="/img/a.png" alt="A chart" loading="lazy" decoding="async"></p>',
  );
});

test('an image that says how it loads keeps it', () => {
  const img: Element = {
    type: 'element',
    tagName: 'img',
    properties: { src: '/hero.png', loading: 'eager', decoding: 'sync' },
    children: [],
  };
  const tree: Root = { type: 'root', children: [img] };
  rehypeImages()(tree);
  expect(img.properties).toEqual({ src: '/hero.png', loading: 'eager', decoding: 'sync' });
});
