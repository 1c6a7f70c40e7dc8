/**
 * A site's code themes (prism-react-renderer's theme objects, from `theme.prism` or a Docusaurus
 * config's `themeConfig.prism`) as CSS for the code sitegen highlights at build time: the same
 * Prism token classes (`.token.keyword`), so `themes.dracula` colours a block as Docusaurus's
 * inline styles do. `theme` is the light mode's (both modes' without `darkTheme`), `darkTheme`
 * the dark mode's. A token the theme names no style for takes the block's colour, as there.
 */
import type { PrismTheme, ThemeConfig } from '../config/index.js';

/** The rules of the site's code themes, or '' when it gives none. */
export function prismThemeCss(prism: ThemeConfig['prism']): string {
  if (!prism) return '';
  const { theme, darkTheme } = prism;
  if (theme && !darkTheme) return themeRules(theme, ':root');
  return [
    theme ? themeRules(theme, "[data-theme='light']") : '',
    darkTheme ? themeRules(darkTheme, "[data-theme='dark']") : '',
  ].join('');
}

/**
 * One theme's rules under `scope` (an attribute or pseudo-class of <html>: each rule outweighs the
 * theme's own token colours, which carry one such part). "code-block" is also a token's name:
 * the block is the element that is no token.
 */
function themeRules(theme: PrismTheme, scope: string): string {
  const block = `${scope} .code-block:where(:not(.token))`;
  const rules = [
    rule([block], theme.plain),
    rule([`${block} pre`, `${block} code`], { color: theme.plain.color ?? 'inherit' }),
    // Tokens the theme leaves alone look like the rest of the block, not like sitegen's tokens.
    rule([`${block} .token`], { color: 'inherit', fontStyle: 'inherit', fontWeight: 'inherit' }),
  ];
  for (const { types, style, languages } of theme.styles) {
    if (types.length === 0) continue;
    const within = languages?.length
      ? `${block} ${either(languages.map((language) => `code.language-${language}`))}`
      : block;
    rules.push(rule([`${within} ${either(types.map((type) => `.token.${type}`))}`], style));
  }
  return rules.join('');
}

/** One selector, or `:is()` of several (as heavy as the heaviest, as a list of them would be). */
function either(selectors: string[]): string {
  return selectors.length === 1 ? selectors[0] : `:is(${selectors.join(',')})`;
}

function rule(selectors: string[], style: Record<string, string | number>): string {
  const declarations = Object.entries(style)
    .filter(([property]) => /^[a-zA-Z]+$/.test(property))
    .map(([property, value]) => `${kebab(property)}:${String(value)}`);
  if (selectors.length === 0 || declarations.length === 0) return '';
  return `${selectors.join(',')}{${declarations.join(';')}}`;
}

/** `backgroundColor` → `background-color`. */
function kebab(property: string): string {
  return property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}
