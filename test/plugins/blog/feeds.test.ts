/** Feeds must be well-formed XML whatever the posts hold: checked with a conforming XML parser. */
import { SaxesParser } from 'saxes';
import { expect, test } from 'vitest';
import type { ResolvedConfig } from '../../../src/config/types.js';
import type { BlogPost } from '../../../src/content/types.js';
import { renderFeeds } from '../../../src/plugins/blog/feeds.js';

function xmlErrors(xml: string): string[] {
  const errors: string[] = [];
  const parser = new SaxesParser();
  parser.on('error', (error) => errors.push(error.message));
  parser.write(xml).close();
  return errors;
}

const awkward = `R&D <b>bold</b> "quoted" 'single' ]]> tab\there \u0001bell`;
const config = {
  title: `Site & "Co" <x>`,
  url: 'https://example.com',
  baseUrl: '/',
  defaultLocale: 'en',
  favicon: '/img/favicon.svg',
  locales: { en: { label: 'English' } },
  content: { blog: { routeBasePath: 'blog' } },
} as unknown as ResolvedConfig;
const post = {
  file: '/site/blog/2025-01-01-a.md',
  slug: '2025/01/01/a',
  title: awkward,
  description: awkward,
  date: '2025-01-01',
  tags: [
    { label: 'R&D', slug: 'r-d' },
    { label: '<script>"x"</script>', slug: 'script-x-script' },
  ],
  authors: [{ name: awkward, url: 'https://example.com/?a=1&b=2' }],
  unlisted: false,
} as unknown as BlogPost;

test('RSS and Atom are well-formed XML for text with &, <, quotes, ]]> and control characters', () => {
  const feeds = renderFeeds(
    config,
    'en',
    [post],
    () => ({ html: `<p>${awkward.replace(/[<>&]/g, '')}</p><p>ok</p>` }) as never,
    {
      title: 'Blog & news',
      description: awkward,
      copyright: '© <Us> & co',
    },
  );
  expect(xmlErrors(feeds.rss)).toEqual([]);
  expect(xmlErrors(feeds.atom)).toEqual([]);
  expect(feeds.atom).toContain('label="R&amp;D"');
  expect(feeds.atom).toContain('label="&lt;script&gt;&quot;x&quot;&lt;/script&gt;"');
  expect(feeds.rss).toContain('<category>R&amp;D</category>');
  expect(feeds.rss).not.toContain('\u0001');
});
