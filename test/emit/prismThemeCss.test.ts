/** The site's prism-react-renderer themes as CSS for sitegen's highlighted code (src/emit/prismThemeCss.ts). */
import { themes } from 'prism-react-renderer';
import { expect, test } from 'vitest';
import { configSchema } from '../../src/config/schema.js';
import { prismThemeCss } from '../../src/emit/prismThemeCss.js';

const BLOCK = '.code-block:where(:not(.token))';

test('a light and a dark theme colour the blocks of their mode', () => {
  const css = prismThemeCss({ theme: themes.github, darkTheme: themes.dracula });
  // Dracula's background and plain text, in dark mode only.
  expect(css).toContain(`[data-theme='dark'] ${BLOCK}{color:#F8F8F2;background-color:#282A36}`);
  expect(css).toContain(`[data-theme='light'] ${BLOCK}{color:#393A34;background-color:#f6f8fa}`);
  // A style for several token kinds, with its font style.
  expect(css).toContain(
    `[data-theme='dark'] ${BLOCK} :is(.token.keyword,.token.variable){color:rgb(189, 147, 249);font-style:italic}`,
  );
  // Tokens the theme names no style for take the block's colour.
  expect(css).toContain(`[data-theme='dark'] ${BLOCK} .token{color:inherit;`);
});

test('one theme alone colours both modes; none gives no rules', () => {
  const css = prismThemeCss({ theme: themes.dracula });
  expect(css).toContain(`:root ${BLOCK}{color:#F8F8F2;background-color:#282A36}`);
  expect(css).not.toContain('data-theme');
  expect(prismThemeCss(undefined)).toBe('');
});

test('a style for some languages applies inside their blocks only', () => {
  const css = prismThemeCss({
    theme: {
      plain: {},
      styles: [{ types: ['tag'], languages: ['markup', 'jsx'], style: { color: 'red' } }],
    },
  });
  expect(css).toContain(
    `:root ${BLOCK} :is(code.language-markup,code.language-jsx) .token.tag{color:red}`,
  );
});

test('the config schema takes the theme objects and refuses values that would end a rule', () => {
  const base = { title: 'T', url: 'https://t.example' };
  const parsed = configSchema.safeParse({
    ...base,
    theme: { prism: { theme: themes.github, darkTheme: themes.vsDark } },
  });
  expect(parsed.success).toBe(true);
  const bad = configSchema.safeParse({
    ...base,
    theme: {
      prism: { theme: { plain: { color: 'red}body{display:none' }, styles: [] } },
    },
  });
  expect(bad.success).toBe(false);
  const comment = configSchema.safeParse({
    ...base,
    theme: {
      prism: { theme: { plain: {}, styles: [{ types: ['a'], style: { color: 'red /*' } }] } },
    },
  });
  expect(comment.success).toBe(false);
});
