/**
 * `serve --watch` says the first build's warnings with its start-up lines, as `build` does after
 * its summary, and after each rebuild the warnings of the files just saved.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test, vi } from 'vitest';
import { serveWatch } from '../../src/serve/devServer.js';
import { removeDir, repoRoot, waitFor } from '../helpers.js';

const site = path.join(repoRoot, 'test', '.tmp', `start-warnings-${process.pid}`);
afterAll(() => removeDir(site));

test('the warnings of the first build follow its line, and each rebuild says those of the files saved', async () => {
  fs.mkdirSync(path.join(site, 'docs'), { recursive: true });
  fs.writeFileSync(
    path.join(site, 'sitegen.config.ts'),
    "export default { title: 'Docs', url: 'https://x.example' };\n",
  );
  fs.writeFileSync(path.join(site, 'docs/intro.md'), '---\ntitel: Intro\n---\n\n## Hello\n');
  const lines: string[] = [];
  // eslint-disable-next-line no-control-regex
  const plain = () => lines.join('\n').replace(/\u001b\[[0-9;]*m/g, '');
  const spy = vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
  try {
    const server = await serveWatch({ root: site, port: 0, host: '127.0.0.1' });
    try {
      expect(plain()).toMatch(
        /built 4 pages[^\n]*\n1 warning\n⚠ docs\/intro\.md:2:1 front matter key "titel" is not used by sitegen\n {2}→ did you mean "title"\?/,
      );
      lines.length = 0;
      // A save that adds an image without alt text: the rebuild line, then its warning.
      fs.writeFileSync(path.join(site, 'docs/intro.md'), '# Intro\n\n![](/a.png)\n');
      await waitFor(() => plain().includes('↻'), 'the rebuild');
      await server.idle();
      expect(plain()).toMatch(
        /↻ docs\/intro\.md[^\n]*\n1 warning\n⚠ docs\/intro\.md:3:1 image "\/a\.png" has no alt text/,
      );
    } finally {
      await server.close();
    }
  } finally {
    spy.mockRestore();
  }
});
