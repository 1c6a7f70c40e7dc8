/**
 * Code imported from files in a real build: in `.md` and `.mdx`, in every locale (the English
 * compile is shared with the untranslated Indonesian page), and a snippet edited between two
 * builds shows on both: the compiles kept in the cache (the locale's and the shared one) are
 * keyed by the page's text only, so they must notice the snippet changed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { build } from '../../src/pipeline/build.js';
import { copyFixture, removeDir } from '../helpers.js';

let site: string;
const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(site, rel)), { recursive: true });
  fs.writeFileSync(path.join(site, rel), text);
};
const page = (rel: string) => fs.readFileSync(path.join(site, 'dist', rel, 'index.html'), 'utf8');
const buildAll = () => build({ root: site, outDir: path.join(site, 'dist'), search: false });

beforeAll(() => {
  site = copyFixture('basic');
  write('snippets/greet.py', 'def greet():\n    print("first version")\n');
  write('docs/reference/demo.ts', 'const one = 1;\nconst two = "first two";\nconst three = 3;\n');
  write(
    'docs/reference/imports.md',
    '---\ntitle: Imports\n---\n\n<<< @/snippets/greet.py{2}\n\n```ts file=./demo.ts#L2\n```\n',
  );
  write(
    'docs/reference/imports-mdx.mdx',
    '---\ntitle: Imports in MDX\n---\n\n<<< @/snippets/greet.py{2 python} [greet.py]\n\n```ts file=./demo.ts#L2-L3\n```\n',
  );
});
afterAll(() => removeDir(site));

test('both forms import in .md and .mdx, in every locale', async () => {
  await buildAll();
  for (const prefix of ['', 'id/']) {
    const md = page(`${prefix}docs/reference/imports`);
    expect(md).toContain('first version');
    expect(md).toContain('first two');
    expect(md).not.toContain('const</span> one');
    expect(md).toContain('language-py');
    const mdx = page(`${prefix}docs/reference/imports-mdx`);
    expect(mdx).toContain('first version');
    expect(mdx).toContain('language-python');
    expect(mdx).toContain('greet.py');
    expect(mdx).toContain('three');
    expect(mdx).not.toContain('&lt;&lt;&lt;');
  }
}, 180_000);

test('a snippet edited between builds shows on every page importing it, in every locale', async () => {
  write('snippets/greet.py', 'def greet():\n    print("second version")\n');
  write('docs/reference/demo.ts', 'const one = 1;\nconst two = "second two";\nconst three = 3;\n');
  await buildAll();
  for (const prefix of ['', 'id/'])
    for (const doc of ['imports', 'imports-mdx']) {
      const html = page(`${prefix}docs/reference/${doc}`);
      expect(html, `${prefix}${doc}`).toContain('second version');
      expect(html, `${prefix}${doc}`).toContain('second two');
      expect(html).not.toContain('first version');
      expect(html).not.toContain('first two');
    }
}, 180_000);
