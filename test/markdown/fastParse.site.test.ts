/**
 * The fast parser must not change a page of the real site: every `.md` file of its content
 * compiles with markdown-it's tree to exactly the HTML that remark-parse's gives (the constructs
 * one by one: fastParse.test.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { describe, expect, test } from 'vitest';
import { compileMd } from '../../src/markdown/compileMd.js';
import { readsAlike } from '../../src/markdown/fastParse.js';
import { fastParseMdx } from '../../src/markdown/fastParseMdx.js';
import { compileMdx } from '../../src/markdown/compileMdx.js';
import { parseMdx } from './parseMdx.js';
import { preprocessMarkdown } from '../../src/markdown/preprocess.js';
import { splitFrontMatter } from '../../src/content/frontMatter.js';
import { makeContext, repoRoot } from '../helpers.js';

function compileBoth(markdown: string, file: string) {
  const ctx = makeContext({ file, defaultFile: file, urlOfSource: () => '/id/docs/x' });
  return { fast: compileMd(markdown, ctx), remark: compileMd(markdown, ctx, 'remark') };
}

describe('markdown-it reads like MDX, where MDX reads CommonMark', () => {
  test('every .md and .mdx file of the site, read as MDX, compiles to the same module', async () => {
    const files = fg.sync(['content/**/*.md', 'content/**/*.mdx', 'website/docs/**/*.md'], {
      cwd: repoRoot,
      absolute: true,
    });
    let fastOnes = 0;
    for (const file of files) {
      const { body } = splitFrontMatter(fs.readFileSync(file, 'utf8'), file);
      if (!fastParseMdx(preprocessMarkdown(body, 'mdx'), parseMdx)) continue;
      fastOnes++;
      const ctx = () => makeContext({ file, defaultFile: file, urlOfSource: () => '/id/docs/x' });
      const fast = await compileMdx(body, ctx());
      const remark = await compileMdx(body, ctx(), { parser: 'remark' });
      expect(fast.code, path.relative(repoRoot, file)).toBe(remark.code);
      expect(fast.toc, path.relative(repoRoot, file)).toEqual(remark.toc);
      expect(fast.problems, path.relative(repoRoot, file)).toEqual(remark.problems);
    }
    expect(fastOnes).toBeGreaterThanOrEqual(15);
  });
});

describe('markdown-it reads like remark-parse', () => {
  test('every .md file of the site compiles to the same HTML', () => {
    const files = fg.sync('content/**/*.md', { cwd: repoRoot, absolute: true });
    expect(files.length).toBeGreaterThan(50);
    let fastOnes = 0;
    for (const file of files) {
      const { body } = splitFrontMatter(fs.readFileSync(file, 'utf8'), file);
      if (!readsAlike(preprocessMarkdown(body, 'md'))) continue;
      fastOnes++;
      const { fast, remark } = compileBoth(body, file);
      expect(fast.html, path.relative(repoRoot, file)).toBe(remark.html);
      expect(fast.toc, path.relative(repoRoot, file)).toEqual(remark.toc);
    }
    expect(fastOnes / files.length).toBeGreaterThan(0.9);
  });
});
