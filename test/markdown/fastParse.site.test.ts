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
import { preprocessMarkdown } from '../../src/markdown/preprocess.js';
import { splitFrontMatter } from '../../src/content/frontMatter.js';
import { makeContext, repoRoot } from '../helpers.js';

function compileBoth(markdown: string, file: string) {
  const ctx = makeContext({ file, defaultFile: file, urlOfSource: () => '/id/docs/x' });
  return { fast: compileMd(markdown, ctx), remark: compileMd(markdown, ctx, 'remark') };
}

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
