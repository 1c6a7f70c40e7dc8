import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { openFrontMatterCache, splitFrontMatter } from '../../src/content/frontMatter.js';
import { openPackCache } from '../../src/cache/cache.js';
import { packEntries } from '../helpers.js';

describe('splitFrontMatter', () => {
  test('parses the keys and keeps the body on its original lines', () => {
    const text =
      '---\ntitle: Hello\nsidebar_position: 2\ntags: [a, b]\ndate: 2025-03-04\n---\n\n# Body\n';
    const { frontMatter, body, errors } = splitFrontMatter(text, 'x.md');
    expect(errors).toEqual([]);
    expect(frontMatter).toMatchObject({
      title: 'Hello',
      sidebar_position: 2,
      tags: ['a', 'b'],
      date: '2025-03-04',
    });
    expect(body.split('\n').length).toBe(text.split('\n').length);
    expect(body.split('\n')[7]).toBe('# Body');
  });

  test('a file without front matter is all body', () => {
    expect(splitFrontMatter('# Only body', 'x.md')).toEqual({
      frontMatter: {},
      body: '# Only body',
      errors: [],
      warnings: [],
    });
  });

  test('a key sitegen does not read is a warning at its line, with the nearest known key', () => {
    // A key starting with "_" is a tool's own note (a translation tool's hash): no warning.
    const text = '---\ntitle: A\nsidebar_positon: 2\ncustom_thing: 1\n_i18n_hash: 9f\n---\nBody';
    const { warnings, errors } = splitFrontMatter(text, 'x.md');
    expect(errors).toEqual([]);
    expect(warnings.map((w) => [w.line, w.message])).toEqual([
      [3, 'front matter key "sidebar_positon" is not used by sitegen'],
      [4, 'front matter key "custom_thing" is not used by sitegen'],
    ]);
    expect(warnings[0].hint).toBe('did you mean "sidebar_position"?');
    expect(warnings[1].hint).toMatch(/^remove it; sitegen reads id, title, /);
    // Read again (from the parsed cache), the warnings are the same.
    expect(splitFrontMatter(text, 'x.md').warnings).toHaveLength(2);
  });

  test('invalid YAML is reported with the file line and column', () => {
    const { errors } = splitFrontMatter('---\ntitle: ok\ntags: [a, b\n---\nbody', 'broken.md');
    expect(errors).toHaveLength(1);
    expect(errors[0].file).toBe('broken.md');
    expect(errors[0].message).toMatch(/invalid front matter/);
    expect(errors[0].line).toBeGreaterThanOrEqual(3);
    expect(errors[0].column).toBeGreaterThan(0);
  });

  test('a key of the wrong type names the key and its line', () => {
    const { errors } = splitFrontMatter('---\ntitle: ok\nsidebar_position: first\n---\n', 'x.md');
    expect(errors[0]).toMatchObject({
      line: 3,
      message: expect.stringContaining('"sidebar_position" must be a number'),
    });
  });

  test('a single tag or keyword string becomes a list', () => {
    const { frontMatter } = splitFrontMatter('---\ntags: solo\nkeywords: one\n---\n', 'x.md');
    expect(frontMatter.tags).toEqual(['solo']);
    expect(frontMatter.keywords).toEqual(['one']);
  });

  test('front matter that is not a mapping is an error', () => {
    expect(splitFrontMatter('---\n- a\n- b\n---\n', 'x.md').errors[0].message).toMatch(/mapping/);
  });
});

describe('front matter kept between builds', () => {
  test('YAML parsed by an earlier build is read from the cache; the cache keeps only what this build read', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-fm-'));
    const pack = path.join(root, 'node_modules', '.cache', 'sitegen', 'front-matter', 'all');
    try {
      // Written as an earlier build would have: the value shows it came from here, not from parsing.
      const earlier = openPackCache<object>(root, 'front-matter', 'all');
      earlier.set('title: Kept once', { title: 'From the cache' });
      earlier.set('title: Gone', { title: 'Not read' });
      earlier.save({ prune: false });
      const cache = openFrontMatterCache(root);
      expect(
        splitFrontMatter('---\ntitle: Kept once\n---\nBody', 'a.md', cache).frontMatter,
      ).toEqual({ title: 'From the cache' });
      expect(
        splitFrontMatter('---\ntitle: Parsed now\nsidebar_position: 3\n---\nBody', 'b.md', cache)
          .frontMatter,
      ).toEqual({ title: 'Parsed now', sidebar_position: 3 });
      expect(splitFrontMatter('---\ntitle: [broken\n---\nBody', 'c.md', cache).errors).toHaveLength(
        1,
      );
      // Infinity has no JSON: parsed, but never kept.
      splitFrontMatter('---\nsidebar_position: .inf\n---\n', 'd.md', cache);
      cache.save({ prune: true });
      expect(packEntries(pack)).toEqual({
        'title: Kept once': { title: 'From the cache' },
        'title: Parsed now\nsidebar_position: 3': { title: 'Parsed now', sidebar_position: 3 },
      });
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('Docusaurus keys', () => {
  test('null keeps its meaning of "none" where Docusaurus gives it one, and is unset elsewhere', () => {
    const text =
      '---\ndisplayed_sidebar: null\npagination_next: null\npagination_prev: intro\ncustom_edit_url: null\ntitle: null\n---\n';
    const { frontMatter, errors, warnings } = splitFrontMatter(text, 'x.md');
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
    expect(frontMatter).toEqual({
      displayed_sidebar: null,
      pagination_next: null,
      pagination_prev: 'intro',
      custom_edit_url: null,
    });
  });

  test('data for the site’s components and the blog’s older author keys pass without a word', () => {
    const text = [
      '---',
      'sidebar_custom_props: { icon: anchor }',
      'sidebar_key: intro-key',
      'hide_title: true',
      'parse_number_prefixes: false',
      'wrapperClassName: wide',
      'author: Grace',
      'author_title: Skipper',
      'authorURL: https://grace.example',
      'authorImageURL: /img/grace.png',
      '---',
    ].join('\n');
    const { frontMatter, errors, warnings } = splitFrontMatter(text, 'x.md');
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
    expect(frontMatter.sidebar_custom_props).toEqual({ icon: 'anchor' });
  });

  test('an edit URL must be a web address; sidebar_custom_props a mapping', () => {
    const { errors } = splitFrontMatter(
      '---\ntitle: A\ncustom_edit_url: javascript:alert(1)\nsidebar_custom_props: [1]\n---\n',
      'x.md',
    );
    expect(errors.map((e) => [e.line, e.message])).toEqual([
      [3, 'front matter "custom_edit_url" must be an http(s) URL, got "javascript:alert(1)"'],
      [4, 'front matter "sidebar_custom_props" must be a mapping (key: value lines), got [1]'],
    ]);
    expect(splitFrontMatter('---\ncustom_edit_url: ""\n---\n', 'x.md').errors).toEqual([]);
  });
});

describe('every known key is checked against its type', () => {
  test('a value of the wrong type is an error at its line and column, and the key is dropped', () => {
    const text = [
      '---',
      'title: Fine',
      'slug: 5',
      'toc_max_heading_level: 99',
      'toc_min_heading_level: 2.5',
      'draft: "yes"',
      'keywords: [a, {b: c}]',
      'last_update: { date: 2024-01-02, who: me }',
      '---',
    ].join('\n');
    const { frontMatter, errors } = splitFrontMatter(text, 'x.md');
    expect(errors.map((e) => [e.line, e.column, e.message])).toEqual([
      [3, 7, 'front matter "slug" must be a string, got 5'],
      [4, 24, 'front matter "toc_max_heading_level" must be a whole number from 2 to 6, got 99'],
      [5, 24, 'front matter "toc_min_heading_level" must be a whole number from 2 to 6, got 2.5'],
      [6, 8, 'front matter "draft" must be true or false, got "yes"'],
      [7, 11, 'front matter "keywords" must be a list of strings, got ["a",{"b":"c"}]'],
      [
        8,
        14,
        'front matter "last_update" must be a mapping with date (and author), got {"date":"2024-01-02","who":"me"}',
      ],
    ]);
    expect(frontMatter).toEqual({ title: 'Fine' });
  });

  test('the smallest table of contents level may not be above the largest', () => {
    const { errors } = splitFrontMatter(
      '---\ntoc_min_heading_level: 4\ntoc_max_heading_level: 3\n---\n',
      'x.md',
    );
    expect(errors).toMatchObject([
      { line: 3, message: expect.stringMatching(/"toc_max_heading_level" \(3\) is below/) },
    ]);
  });

  test('tags are labels, or { label, permalink } as Docusaurus reads them; another shape is an error', () => {
    const ok = splitFrontMatter(
      '---\ntags: [Release, { label: Self Host, permalink: /self-hosting }]\n---\n',
      'x.md',
    );
    expect(ok.errors).toEqual([]);
    expect(ok.frontMatter.tags).toEqual([
      'Release',
      { label: 'Self Host', permalink: 'self-hosting' },
    ]);
    for (const bad of [
      '[{ label: 1, permalink: /a }]',
      '[{ label: A }]',
      '[{ name: A, permalink: /a }]',
      '[{ label: A, permalink: "/a/../b" }]',
      '[[A]]',
    ]) {
      const { errors, frontMatter } = splitFrontMatter(`---\ntags: ${bad}\n---\n`, 'x.md');
      expect(errors).toMatchObject([
        {
          line: 2,
          column: 7,
          message: expect.stringMatching(/^front matter "tags" must be a list of tags/),
        },
      ]);
      expect(frontMatter.tags).toBeUndefined();
    }
  });

  test('a byte-order mark before the front matter is not part of the text', () => {
    const { frontMatter, body, errors } = splitFrontMatter(
      '\uFEFF---\ntitle: Marked\n---\n\nText\n',
      'x.md',
    );
    expect(errors).toEqual([]);
    expect(frontMatter).toEqual({ title: 'Marked' });
    expect(body).toBe('\n\n\n\nText\n');
  });
});

test('a wrong value written on the lines below its key is an error at the key', () => {
  const { errors } = splitFrontMatter('---\ntitle: A\ntags:\n  - [x]\n---\n', 'x.md');
  expect(errors).toMatchObject([{ line: 3, column: 1 }]);
});
