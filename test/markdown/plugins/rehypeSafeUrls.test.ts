import type { Element, Root } from 'hast';
import { expect, test } from 'vitest';
import rehypeSafeUrls from '../../../src/markdown/plugins/rehypeSafeUrls.js';

const el = (
  tagName: string,
  properties: Element['properties'],
  children: Element['children'] = [],
): Element => ({ type: 'element', tagName, properties, children });

test('unsafe links become their text, unsafe images their alt text, other unsafe URL attributes go', () => {
  const tree: Root = {
    type: 'root',
    children: [
      el('p', {}, [
        el('a', { href: 'JaVaScRiPt:alert(1)' }, [
          { type: 'text', value: 'click' },
          el('img', { src: 'data:image/png;base64,AA', alt: 'inner' }),
        ]),
        el('a', { href: '/docs/intro' }, [{ type: 'text', value: 'ok' }]),
        el('img', { src: 'java\tscript:x', alt: 'pic' }),
        el('img', { src: 'https://example.com/a.png', alt: 'fine' }),
        el('video', { poster: '&#106;avascript:x', src: '/v.mp4' }),
        el('img', {
          src: '/a.png',
          srcSet: ['/a.png 1x', 'data:image/png;base64,AA 2x'] as unknown as string,
        }),
      ]),
    ],
  };
  rehypeSafeUrls()(tree);
  const p = tree.children[0] as Element;
  expect(p.children).toEqual([
    { type: 'text', value: 'click' },
    { type: 'text', value: 'inner' },
    el('a', { href: '/docs/intro' }, [{ type: 'text', value: 'ok' }]),
    { type: 'text', value: 'pic' },
    el('img', { src: 'https://example.com/a.png', alt: 'fine' }),
    el('video', { src: '/v.mp4' }),
  ]);
});
