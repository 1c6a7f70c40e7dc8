/** Infima as sitegen bundles it (src/emit/infimaCss.ts): in a layer, without sitegen's parts. */
import { expect, test } from 'vitest';
import { infimaLayerCss } from '../../src/emit/infimaCss.js';

const css = infimaLayerCss();

test("Infima's variables, element styles and classes come in one cascade layer", () => {
  expect(css.startsWith('@layer infima {')).toBe(true);
  expect(css.trimEnd().endsWith('}')).toBe(true);
  for (const part of [
    '--ifm-container-width: 1140px',
    '--ifm-heading-font-weight: var(--ifm-font-weight-bold)',
    '.container {',
    '.hero--primary {',
    '.button--outline',
    '.card__body',
    '.col--6',
    'table thead tr {',
    'blockquote {',
  ])
    expect(css).toContain(part);
});

test('the rules of the parts sitegen draws itself are left out', () => {
  for (const part of [
    '.navbar',
    '.footer',
    '.menu',
    '.dropdown',
    '.pagination',
    '.tabs',
    '.markdown',
  ])
    expect(css).not.toMatch(new RegExp(`\\${part}(?![a-zA-Z0-9])`));
  // Infima's comments are left out too.
  expect(css).not.toContain('/*');
});

test("Infima's primary colour is the theme's accent until the site sets its own", () => {
  expect(css).not.toContain('#3578e5');
  expect(css).toContain(':root {\n  --ifm-color-primary: #9d8cff;');
  expect(css).toContain("[data-theme='light'] {\n  --ifm-color-primary: #5b44f2;");
});
