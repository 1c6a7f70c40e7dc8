/**
 * Authors as Docusaurus 3.5+ reads its authors file: `page` (true, or a permalink) and `socials`,
 * a handle on a known platform made its profile's URL and a full URL kept.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { loadAuthorsFile, normalizeSocials } from '../../../src/plugins/blog/authors.js';
import { ErrorList } from '../../../src/errors.js';

test('a handle on each platform Docusaurus knows becomes its profile URL; a URL is kept; others are left out', () => {
  expect(
    normalizeSocials({
      GitHub: 'ada',
      x: '@ada_writes',
      linkedin: 'ada-writer',
      stackoverflow: 123,
      bluesky: 'ada.bsky.social',
      mastodon: 'https://hachyderm.io/@ada',
      email: 'ada@example.com',
      unknown: 'ada',
      blog: 'https://ada.example',
      count: 3,
    }),
  ).toEqual([
    { platform: 'github', label: 'GitHub', url: 'https://github.com/ada' },
    { platform: 'x', label: 'X', url: 'https://x.com/ada_writes' },
    { platform: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/in/ada-writer/' },
    {
      platform: 'stackoverflow',
      label: 'Stack Overflow',
      url: 'https://stackoverflow.com/users/123',
    },
    { platform: 'bluesky', label: 'Bluesky', url: 'https://bsky.app/profile/ada.bsky.social' },
    { platform: 'mastodon', label: 'Mastodon', url: 'https://hachyderm.io/@ada' },
    { platform: 'email', label: 'ada@example.com', url: 'mailto:ada@example.com' },
    { platform: 'blog', label: 'blog', url: 'https://ada.example' },
  ]);
  expect(normalizeSocials(undefined)).toEqual([]);
  expect(normalizeSocials(['github'])).toEqual([]);
});

test('page: true is a page at the author’s key (kebab-cased), page: { permalink } at that path, no page otherwise', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'authors-'));
  const file = path.join(dir, 'authors.yml');
  fs.writeFileSync(
    file,
    [
      'ada: { name: Ada, page: true, image_url: /img/ada.png }',
      'JaneDoe: { name: Jane, page: true }',
      'bob: { name: Bob, page: { permalink: /bob-the-builder } }',
      'cy: { name: Cy }',
    ].join('\n'),
  );
  try {
    const errors = new ErrorList();
    const authors = loadAuthorsFile(file, errors);
    expect(errors.errors).toEqual([]);
    expect(authors.get('ada')).toMatchObject({ page: 'ada', imageUrl: '/img/ada.png' });
    expect(authors.get('bob')?.page).toBe('bob-the-builder');
    // Docusaurus spells a key's page in kebab case.
    expect(authors.get('JaneDoe')?.page).toBe('jane-doe');
    expect(authors.get('cy')?.page).toBeUndefined();
  } finally {
    fs.rmSync(dir, { recursive: true });
  }
});
