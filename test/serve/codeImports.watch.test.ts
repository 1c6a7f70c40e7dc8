/**
 * `serve --watch` and code imported from files: editing a snippet a page imports (one beside the
 * doc, `file=./demo.ts`, and one at the site's root, `<<< @/snippets/greet.py`, which no content
 * folder holds) rebuilds the pages importing it, `.md` and `.mdx`, and only those.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { serveWatch } from '../../src/serve/devServer.js';
import { copyFixture, removeDir, waitFor } from '../helpers.js';

test('editing an imported snippet re-renders the pages that import it', async () => {
  const site = copyFixture('basic');
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(site, rel)), { recursive: true });
    fs.writeFileSync(path.join(site, rel), text);
  };
  write('snippets/greet.py', 'def greet():\n    print("first version")\n');
  write('docs/reference/demo.ts', 'const one = 1;\nconst two = "first two";\n');
  write(
    'docs/reference/imports.md',
    '---\ntitle: Imports\n---\n\n<<< @/snippets/greet.py{2}\n\n```ts file=./demo.ts#L2\n```\n',
  );
  write(
    'docs/reference/imports-mdx.mdx',
    '---\ntitle: Imports in MDX\n---\n\n<<< @/snippets/greet.py\n\n```ts file=./demo.ts\n```\n',
  );
  const server = await serveWatch({ root: site, port: 0, host: '127.0.0.1', quiet: true });
  try {
    const get = async (url: string) => (await fetch(new URL(url, server.url))).text();
    const pages = ['/docs/reference/imports', '/docs/reference/imports-mdx'];
    const all = async (text: string) =>
      (await Promise.all(pages.map(get))).every((html) => html.includes(text));
    await waitFor(() => all('first version'), 'the first build');
    expect(await all('first two')).toBe(true);
    const intro = await get('/docs/intro');

    write('snippets/greet.py', 'def greet():\n    print("second version")\n');
    await waitFor(() => all('second version'), 'the pages with the edited root snippet');
    write('docs/reference/demo.ts', 'const one = 1;\nconst two = "second two";\n');
    await waitFor(() => all('second two'), 'the pages with the edited snippet beside them');
    for (const html of await Promise.all(pages.map(get)))
      expect(html).not.toContain('first version');
    // A page that imports nothing is as it was.
    expect(await get('/docs/intro')).toBe(intro);
  } finally {
    await server.close();
    removeDir(site);
  }
}, 120_000);
