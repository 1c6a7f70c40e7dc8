import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { ResolvedConfig } from '../../../src/config/types.js';
import {
  loadBlog,
  minutesToRead,
  withoutContentTitle,
  wordCount,
  wordRulesOf,
} from '../../../src/plugins/blog/load.js';
import { ErrorList } from '../../../src/errors.js';
import fg from 'fast-glob';
import { loadFixtureConfig, removeDir, repoRoot, rewritePack } from '../../helpers.js';

let site: string;
let config: ResolvedConfig;
beforeAll(async () => {
  ({ site, config } = await loadFixtureConfig('basic'));
});
afterAll(() => removeDir(site));

test('posts from both layouts, newest first, dated by name or front matter; the slug from the path alone, as in Docusaurus', () => {
  const errors = new ErrorList();
  const posts = loadBlog(config, 'en', errors, false);
  expect(errors.errors).toEqual([]);
  expect(posts.map((p) => [p.date, p.slug])).toEqual([
    ['2025-04-01', '2025/04/01/hidden'],
    ['2025-03-01', '2025/03/01/with-image'],
    ['2025-02-20', 'second-post'],
    ['2025-01-10', '2025/01/10/first-post'],
    ['2024-12-24', 'undated'],
  ]);
});

test('authors from the authors file and inline; tags with slugs; reading time', () => {
  const posts = loadBlog(config, 'en', new ErrorList(), false);
  const first = posts.find((p) => p.title === 'First post')!;
  expect(first.authors).toEqual([
    {
      key: 'ada',
      name: 'Ada Writer',
      title: 'Maintainer',
      url: 'https://example.com/ada',
      imageUrl: undefined,
      // First in the authors file: the authors index lists it first.
      order: 0,
    },
  ]);
  expect(first.tags).toEqual([
    { label: 'Self-Host', slug: 'self-host' },
    { label: 'Release Notes', slug: 'release-notes' },
  ]);
  expect(first.readingMinutes).toBe(1);
  expect(posts.find((p) => p.slug === 'second-post')!.authors).toEqual([
    { key: undefined, name: 'Guest Author', title: 'Visitor', url: undefined, imageUrl: undefined },
  ]);
});

test('drafts only when asked for; unlisted kept with its flag', () => {
  expect(loadBlog(config, 'en', new ErrorList(), false).some((p) => p.draft)).toBe(false);
  expect(
    loadBlog(config, 'en', new ErrorList(), true).find((p) => p.title === 'Draft post')?.draft,
  ).toBe(true);
  expect(
    loadBlog(config, 'en', new ErrorList(), false).find((p) => p.title === 'Unlisted post')
      ?.unlisted,
  ).toBe(true);
});

test('a translated post replaces the default one in its locale', () => {
  const posts = loadBlog(config, 'id', new ErrorList(), false);
  expect(posts.find((p) => p.slug === '2025/01/10/first-post')).toMatchObject({
    title: 'Tulisan pertama',
    translated: true,
  });
  expect(posts.find((p) => p.slug === 'second-post')).toMatchObject({
    title: 'Second post',
    translated: false,
  });
});

test('reading time is kept between builds by the text of the post, and worked out again when the text changes', async () => {
  const fs = await import('node:fs');
  const path = await import('node:path');
  const { packFile } = await import('../../../src/cache/cache.js');
  const pack = packFile(config.root, 'reading-time', 'en');
  const minutes = () =>
    loadBlog(config, 'en', new ErrorList(), false).find((p) => p.title === 'First post')!
      .readingMinutes;
  expect(minutes()).toBe(1);
  // What the pack holds is what a build reads: a value only the pack could give shows it is used.
  rewritePack(pack, () => 42);
  expect(minutes()).toBe(42);
  // A longer text has another hash: its time is worked out afresh.
  const post = path.join(site, 'blog', '2025-01-10-first-post.md');
  fs.appendFileSync(post, `\n${'word '.repeat(1200)}\n`);
  // 1,200 words and the post's own, at 200 a minute, rounded up.
  expect(minutes()).toBe(7);
});

test('reading time as Docusaurus 3.8+ works it out: words as Intl.Segmenter finds them, 200 a minute, rounded up', () => {
  expect(minutesToRead('', 'en')).toBe(1);
  expect(minutesToRead('word '.repeat(200), 'en')).toBe(1);
  expect(minutesToRead('word '.repeat(201), 'en')).toBe(2);
  // Code and punctuation: only word-like segments count ("const", "x", "1").
  expect(minutesToRead('```js\nconst x = 1;\n```\n'.repeat(67), 'en')).toBe(2);
  // Chinese has no spaces: the segmenter still finds its words.
  expect(minutesToRead('我们今天发布了新版本。'.repeat(60), 'zh-Hans')).toBeGreaterThan(1);
  // Before Docusaurus 3.8: the reading-time package's count, rounded up too.
  expect(minutesToRead('word '.repeat(201), 'en', 'reading-time')).toBe(2);
  // The post's leading # title is not timed, as Docusaurus removes it (Tianji's posts open with one).
  expect(withoutContentTitle('\nimport X from "./x";\n# One Stack for Everything\n\nText')).toBe(
    '\nimport X from "./x";\n\nText',
  );
  expect(withoutContentTitle('Intro\n# Not the title')).toBe('Intro\n# Not the title');
  expect(withoutContentTitle('## Section\nText')).toBe('## Section\nText');
  // A locale tag Intl does not take falls back to English rules instead of failing.
  expect(minutesToRead('word '.repeat(10), 'not a locale')).toBe(1);
});

test('words are counted as the segmenter finds them walking the whole text, a chunk between spaces at a time', () => {
  const whole = (text: string, segmenter: Intl.Segmenter) => {
    let count = 0;
    for (const segment of segmenter.segment(text)) if (segment.isWordLike) count += 1;
    return count;
  };
  const tricky = [
    "don't e.g. U.S.A. 3.14 1,000,000 50% C++ foo_bar _x_ x_ **bold** `code` (word) word. 'quoted'",
    '[a link](https://example.com/a/b?q=1#top) e-mail word—word a/b #hash @user <Tabs> {props.x}',
    'a\u0301b \u0301x \u200dx x\u200d \t\tx\t\u00a0nbsp\u00a0 日本\u3000語 👍🏽 👨‍👩‍👧 ok!',
    '我们今天发布了新版本。日本語の文章を書きます。カタカナとひらがな。 ภาษาไทยไม่มีช่องว่าง 한국어',
    'Die Straße ist 5,5 km lang. Ça coûte 10 € — l’été arrive. Привет, мир! مرحبا بالعالم',
  ].join('\n');
  // The site's Markdown, the docs site's and the fixtures': texts as posts are written.
  const files = fg.sync(
    ['content/**/*.{md,mdx}', 'website/docs/**/*.{md,mdx}', 'test/fixtures/**/*.{md,mdx}'],
    {
      cwd: repoRoot,
      absolute: true,
    },
  );
  // (Walking a long text whole takes the time that grows with the square of its length.)
  const texts = [tricky, ...files.map((file) => fs.readFileSync(file, 'utf8'))].filter(
    (text) => text.length < 20_000,
  );
  expect(texts.length).toBeGreaterThan(100);
  // Every locale finds words by the same rules (the next test), so one locale stands for all.
  const segmenter = new Intl.Segmenter('en', { granularity: 'word' });
  for (const text of texts)
    expect(wordCount(text, segmenter), text.slice(0, 80)).toBe(whole(text, segmenter));
});

test("a text's words are the same in every locale of ICU's one set of word rules, so a post several locales share is timed once", () => {
  const text = [
    "Jest's 30th release doesn't break e.g. v29.7 configs: 3.14 apples, well-known foo_bar.",
    'Die Straße ist 5,5 km lang. Ça coûte 10 € — l’été arrive.',
    'Привет, мир! Це українська мова. Bună ziua, lume.',
    '我们今天发布了新版本。日本語の文章を書きます。カタカナとひらがな。',
    'ภาษาไทยไม่มีช่องว่างระหว่างคำ 한국어 문장입니다. مرحبا بالعالم',
  ].join('\n');
  const words = (locale: string) =>
    [...new Intl.Segmenter(locale, { granularity: 'word' }).segment(text)]
      .filter((segment) => segment.isWordLike)
      .map((segment) => segment.segment);
  const locales = ['en', 'ja', 'es-ES', 'fr', 'pt-BR', 'ro', 'ru', 'uk', 'zh-Hans', 'de', 'id'];
  for (const locale of [...locales, 'ko', 'th', 'ar', 'he', 'fi', 'sv', 'zh-Hant'])
    expect(words(locale), locale).toEqual(words('en'));
  expect(new Set(locales.map(wordRulesOf))).toEqual(new Set(['root']));
  // A locale that may ask for other rules keeps its own.
  expect(wordRulesOf('en-US-POSIX')).toBe('en-US-POSIX');
  expect(wordRulesOf('ja-u-lb-loose')).toBe('ja-u-lb-loose');
});

test('tags written { label, permalink } are read as Docusaurus reads them; another shape is an error at the key', () => {
  const file = path.join(site, 'blog', '2025-06-01-tagged.md');
  fs.writeFileSync(
    file,
    '---\ntitle: Tagged\ntags: [Plain, { label: Self Host, permalink: /self-hosting }]\n---\n\nText\n',
  );
  const bad = path.join(site, 'blog', '2025-06-02-bad-tags.md');
  fs.writeFileSync(bad, '---\ntitle: Bad\ntags: [{ label: [x], permalink: /x }]\n---\n\nText\n');
  try {
    const errors = new ErrorList();
    const posts = loadBlog(config, 'en', errors, false);
    expect(posts.find((p) => p.title === 'Tagged')!.tags).toEqual([
      { label: 'Plain', slug: 'plain' },
      { label: 'Self Host', slug: 'self-hosting' },
    ]);
    expect(posts.find((p) => p.title === 'Bad')!.tags).toEqual([]);
    expect(errors.errors).toMatchObject([
      {
        file: bad,
        line: 3,
        column: 7,
        message: expect.stringMatching(/^front matter "tags" must be/),
      },
    ]);
  } finally {
    fs.rmSync(file);
    fs.rmSync(bad);
  }
});

test('an author key the authors file lacks, or an author of no known shape, is an error at the authors line', () => {
  const file = path.join(site, 'blog', '2025-06-03-who.md');
  fs.writeFileSync(file, '---\ntitle: Who\nauthors: [nobody, 5]\n---\n\nText\n');
  try {
    const errors = new ErrorList();
    loadBlog(config, 'en', errors, false);
    expect(errors.errors).toMatchObject([
      { file, line: 3, message: 'unknown author key "nobody"' },
      { file, line: 3, message: 'invalid author 5' },
    ]);
  } finally {
    fs.rmSync(file);
  }
});

test('posts at any depth, dated and named by their path as Docusaurus does, and only the files the blog’s include and exclude name', async () => {
  const nested = await loadFixtureConfig('docusaurus-nested-blog');
  try {
    const errors = new ErrorList();
    const posts = loadBlog(nested.config, 'en', errors, false);
    expect(errors.errors).toEqual([]);
    expect(posts.map((p) => [p.relPath, p.date, p.slug, p.title])).toEqual([
      ['releases/2.0.md', '2024-09-10', 'releases/2.0', 'Lantern 2.0'],
      ['2024/spring/index.md', '2024-04-01', '2024/spring', 'Spring notes'],
      ['2023/06/01/tree/index.md', '2023-06-01', '2023/06/01/tree', 'Dated by its folders'],
      ['releases/1.0.md', '2023-02-14', 'releases/1.0', 'Lantern 1.0'],
      [
        'team-a/2022-11-05-kickoff.md',
        '2022-11-05',
        '2022/11/05/team-a/kickoff',
        'Team A kicks off',
      ],
      ['2022-01-01-top.md', '2022-01-01', '2022/01/01/top', 'A post at the top'],
      ['notes/2021-01-01-plain.md', '2021-01-01', '2021/01/01/notes/plain', 'Not a note'],
      ['notes/2020-05-05-night.mdx', '2020-05-05', '2020/05/05/notes/night', 'Night note'],
    ]);
  } finally {
    removeDir(nested.site);
  }
});

test('without include and exclude, a blog reads every .md and .mdx file but partials, `_` folders and tests, as Docusaurus does', () => {
  const dir = fs.mkdtempSync(path.join(site, 'blog-defaults-'));
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  };
  write('deep/er/2024-02-02-post.mdx', '# Deep');
  write('2024-03-03-shared/_part.md', 'a partial');
  write('_hidden/2024-04-04-x.md', '# Hidden');
  write('__tests__/2024-05-05-y.md', '# Test');
  write('plain.txt', 'not markdown');
  const blog = { ...config.content.blog!, dir, translations: path.join(dir, 'none') };
  const errors = new ErrorList();
  const posts = loadBlog({ ...config, content: { ...config.content, blog } }, 'en', errors, false);
  expect(errors.errors).toEqual([]);
  expect(posts.map((p) => p.slug)).toEqual(['2024/02/02/deep/er/post']);
});
