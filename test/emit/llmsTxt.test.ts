import { expect, test } from 'vitest';
import type { ResolvedConfig } from '../../src/config/index.js';
import { renderLlmsTxt } from '../../src/emit/llmsTxt.js';

const config = { title: 'Docs' } as ResolvedConfig;
const docs = { heading: 'Docs', lines: ['- [Intro](https://x.example/docs/intro.md)'] };

test('the tagline is the summary under the title', () => {
  expect(renderLlmsTxt(config, 'Watch everything', [docs])).toBe(
    '# Docs\n\n> Watch everything\n\n## Docs\n\n- [Intro](https://x.example/docs/intro.md)\n',
  );
});

test('a site without a tagline has no summary line, not an empty "> "', () => {
  for (const tagline of ['', '  ']) {
    const text = renderLlmsTxt(config, tagline, [docs]);
    expect(text).toBe('# Docs\n\n## Docs\n\n- [Intro](https://x.example/docs/intro.md)\n');
    expect(text).not.toMatch(/^>/m);
  }
  expect(renderLlmsTxt(config, '', [])).toBe('# Docs\n');
});
