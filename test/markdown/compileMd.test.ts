/** The Markdown pipeline, one plugin's behaviour per test, through the real processor. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { compileMd } from '../../src/markdown/compileMd.js';
import { makeContext } from '../helpers.js';

const html = (md: string) => compileMd(md, makeContext()).html;

describe('admonitions', () => {
  test('each kind becomes a titled note box, with the locale default title', () => {
    const out = html(':::tip\nUse it.\n:::');
    expect(out).toContain(
      '<div class="admonition admonition-tip" role="note"><p class="admonition-title">Kiat</p><p>Use it.</p></div>',
    );
  });
  test('a bracketed or trailing title replaces the default', () => {
    expect(html(':::warning[Back up first]\nx\n:::')).toContain(
      '<p class="admonition-title">Back up first</p>',
    );
    expect(html(':::danger Stop here\nx\n:::')).toContain(
      '<p class="admonition-title">Stop here</p>',
    );
  });
  test('text that only looks like a directive stays text', () => {
    expect(html('Ratio 16:9 and Note:this stay.')).toContain(
      '<p>Ratio 16:9 and Note:this stay.</p>',
    );
    expect(html('::leaf and :name[label]')).toContain('<p>::leaf and :name[label]</p>');
  });
  test('times stay whole in an image description, with either parser', () => {
    const markdown = '![Deploy at 14:02, rollback at 14:20](./x.png)';
    for (const parser of ['fastest', 'remark'] as const) {
      expect(compileMd(markdown, makeContext(), parser).html).toContain(
        'alt="Deploy at 14:02, rollback at 14:20"',
      );
    }
  });
  test('an unknown container keeps its text and content', () => {
    expect(html(':::details\nInside.\n:::')).toBe('<p>:::details</p>\n<p>Inside.</p>');
  });
});

describe('headings', () => {
  test('explicit ids win and leave the text; others get GitHub slugs', () => {
    const out = html('## Database {#database}\n\n## Hello World!\n\n## Hello World!');
    expect(out).toContain('<h2 id="database">Database<a href="#database" class="hash-link"');
    expect(out).toContain('<h2 id="hello-world">Hello World!<a href="#hello-world"');
    expect(out).toContain('<h2 id="hello-world-1">Hello World!<a href="#hello-world-1"');
  });
  test('a leading H1 is dropped (the theme renders the title)', () => {
    expect(html('# Title\n\nText')).not.toContain('<h1');
  });
  test('the TOC lists h2–h6 with ids, skipping footnotes', () => {
    const { toc } = compileMd('## A {#a}\n\n### B\n\n#### C\n\nNote[^1]\n\n[^1]: x', makeContext());
    expect(toc).toEqual([
      { id: 'a', text: 'A', level: 2 },
      { id: 'b', text: 'B', level: 3 },
      { id: 'c', text: 'C', level: 4 },
    ]);
  });
});

describe('code blocks', () => {
  test('language, title and highlighted lines, highlighted at build time', () => {
    const out = html('```yaml title="docker-compose.yml" {2}\na: 1\nb: 2\n```');
    expect(out).toContain(
      '<div class="code-block" data-language="yaml"><div class="code-block-title">docker-compose.yml</div>',
    );
    expect(out).toMatch(/<span class="code-line">.*a<\/span>/);
    expect(out).toMatch(/<span class="code-line highlight-line">.*b<\/span>/);
    expect(out).toContain('token');
    expect(out).not.toContain('metastring');
  });
  test('an unknown language is left plain, not an error', () => {
    const result = compileMd('```nosuchlang\nx\n```', makeContext());
    expect(result.problems).toEqual([]);
    expect(result.html).toContain('x');
  });
});

describe('links', () => {
  test('relative .md links become URLs, keeping the anchor', () => {
    expect(html('[o](./other.md#part) [i](../intro.md)')).toContain(
      '<a href="/id/docs/guide/other#part">o</a> <a href="/id/docs/intro">i</a>',
    );
  });
  test('a relative link to a missing source is an error at its position', () => {
    const { problems } = compileMd('Line one\n\nSee [gone](./gone.md).', makeContext());
    expect(problems).toEqual([
      expect.objectContaining({
        file: '/site/docs/guide/page.md',
        line: 3,
        column: 5,
        message: expect.stringContaining('./gone.md'),
      }),
    ]);
  });
  test('site-absolute links get the locale prefix; external links open safely', () => {
    const out = html('[p](/pricing) [e](https://example.com)');
    expect(out).toContain('<a href="/id/pricing">p</a>');
    expect(out).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">e</a>',
    );
  });
  test('relative images are copied under a content hash', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-img-'));
    fs.writeFileSync(path.join(dir, 'pic.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const file = path.join(dir, 'page.md');
    const result = compileMd(
      '![Alt](./pic.svg)',
      makeContext({ file, defaultFile: file, siteRoot: dir }),
    );
    expect(result.assets).toEqual([
      {
        from: path.join(dir, 'pic.svg'),
        to: expect.stringMatching(/^assets\/images\/pic-[0-9a-f]{8}\.svg$/),
      },
    ]);
    expect(result.html).toMatch(
      /<img src="\/id\/assets\/images\/pic-[0-9a-f]{8}\.svg" alt="Alt" loading="lazy" decoding="async">/,
    );
    expect(
      compileMd('![Alt](./nope.png)', makeContext({ file, defaultFile: file, siteRoot: dir }))
        .problems[0].message,
    ).toMatch(/not found/);
  });
  test('a referenced file outside the site folder, or hidden, is refused and not copied', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-root-'));
    fs.mkdirSync(path.join(root, 'docs'));
    fs.writeFileSync(path.join(root, '.env'), 'TOKEN=1');
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-outside-'));
    fs.writeFileSync(path.join(outside, 'pic.png'), 'x');
    const file = path.join(root, 'docs', 'page.md');
    const ctx = makeContext({ file, defaultFile: file, siteRoot: root });
    const toOutside = path.relative(path.dirname(file), path.join(outside, 'pic.png'));
    const result = compileMd(`![a](${toOutside}) [b](../.env)`, ctx);
    expect(result.assets).toEqual([]);
    expect(result.problems.map((p) => p.message)).toEqual([
      expect.stringContaining('cannot be published: it is outside the site folder'),
      expect.stringContaining('cannot be published: it is a hidden file'),
    ]);
  });
  test('images of the static folder get their intrinsic width and height', () => {
    expect(html('![Wide](/img/wide.svg)')).toContain(
      '<img src="/id/img/wide.svg" alt="Wide" width="800" height="200"',
    );
    expect(html('![Other](/img/other.svg)')).toContain(
      '<img src="/id/img/other.svg" alt="Other" loading="lazy"',
    );
  });
});

describe('GFM and HTML', () => {
  test('tables, task lists and translated footnotes', () => {
    const out = html('| a |\n|---|\n| 1 |\n\n- [x] done\n\nNote[^1]\n\n[^1]: text');
    expect(out).toContain('<table tabindex="0">');
    expect(out).toContain('type="checkbox" checked disabled');
    expect(out).toContain('Catatan kaki');
    expect(out).toContain('aria-label="Kembali ke rujukan 1"');
  });
  test('raw HTML is kept in .md, as CommonMark says', () => {
    expect(html('<div class="x">raw</div>')).toContain('<div class="x">raw</div>');
  });
});

describe('truncate', () => {
  test('the marker splits the excerpt from the rest, in .md and .mdx', async () => {
    const { compileMdx } = await import('../../src/markdown/compileMdx.js');
    const md = compileMd('Intro.\n\n<!-- truncate -->\n\nRest.', makeContext());
    expect(md).toMatchObject({ excerpt: '<p>Intro.</p>', html: '<p>Intro.</p>\n\n<p>Rest.</p>' });
    expect(compileMd('No marker.', makeContext()).excerpt).toBeUndefined();
    expect(
      (await compileMdx('Intro.\n\n<!-- truncate -->\n\nRest.', makeContext())).code,
    ).toContain('"data-truncate": ""');
  });
});

describe('URLs that run code', () => {
  test('a javascript: link in a .md file is no link, and a warning at its line', () => {
    const result = compileMd('Intro\n\n[x](javascript:alert(document.domain))', makeContext());
    expect(result.html).toBe('<p>Intro</p>\n<p>x</p>');
    expect(result.warnings).toMatchObject([
      { line: 3, column: 1, message: expect.stringMatching(/a javascript: URL runs code/) },
    ]);
  });
});
