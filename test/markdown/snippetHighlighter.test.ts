import { expect, test } from 'vitest';
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
