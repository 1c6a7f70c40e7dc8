import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { cacheDir, openPackCache } from '../../src/cache/cache.js';
import { createSnippetHighlighter, highlightSnippet } from '../../src/markdown/highlightSnippet.js';

test('the build highlighter gives what highlightSnippet gives, per code, language and title', () => {
  const highlight = createSnippetHighlighter();
  const code = 'curl -X POST https://example.com/api';
  expect(highlight(code, 'bash')).toBe(highlightSnippet(code, 'bash'));
  // Asked again (another locale's page), the same HTML.
  expect(highlight(code, 'bash')).toBe(highlightSnippet(code, 'bash'));
  expect(highlight(code, 'bash', 'request.sh')).toBe(highlightSnippet(code, 'bash', 'request.sh'));
  expect(highlight(code, 'bash', 'request.sh')).not.toBe(highlight(code, 'bash'));
  expect(highlight('{"a": 1}', 'json')).toBe(highlightSnippet('{"a": 1}', 'json'));
  expect(highlight('{"a": 1}', 'javascript')).toBe(highlightSnippet('{"a": 1}', 'javascript'));
});

test('with a cache, a snippet is highlighted once for every build: the next takes it from the pack', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-snippets-'));
  const code = 'fetch("/api/website")';
  const first = openPackCache<string>(root, 'snippets', 'all');
  expect(createSnippetHighlighter(first)(code, 'javascript')).toBe(
    highlightSnippet(code, 'javascript'),
  );
  first.save({ prune: true });

  // The next build reads what the pack holds for the snippet, here changed to tell it apart.
  const stored = readPack(root);
  expect(Object.values(stored)).toEqual([highlightSnippet(code, 'javascript')]);
  const [key] = Object.keys(stored);
  const marked = openPackCache<string>(root, 'snippets', 'all');
  marked.set(key, '<pre>from the pack</pre>');
  marked.save({ prune: true });
  const next = openPackCache<string>(root, 'snippets', 'all');
  expect(createSnippetHighlighter(next)(code, 'javascript')).toBe('<pre>from the pack</pre>');
  // Another title, language or code is another snippet.
  expect(createSnippetHighlighter(next)(code, 'javascript', 'a.js')).toBe(
    highlightSnippet(code, 'javascript', 'a.js'),
  );
  expect(createSnippetHighlighter(next)(code, 'typescript')).toBe(
    highlightSnippet(code, 'typescript'),
  );
  fs.rmSync(root, { recursive: true, force: true });
});

/** Every entry of the snippets pack, from its part files. */
function readPack(root: string): Record<string, string> {
  const dir = path.join(cacheDir(root), 'snippets', 'all');
  return Object.assign(
    {},
    ...fs.readdirSync(dir).map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))),
  );
}
