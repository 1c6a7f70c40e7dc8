/**
 * Infima, the CSS framework Docusaurus's classic theme loads on every page (the `infima` package,
 * at the version @docusaurus/theme-classic depends on), for the sites that ask (`theme.infima`):
 * its variables (`--ifm-container-width`, `--ifm-heading-font-weight`, `--ifm-color-primary-*`…),
 * its element styles (headings, tables, code, blockquotes, lists) and its classes (`container`,
 * `row`/`col`, `hero`, `button`, `card`, `alert`, `badge`, spacing and text helpers), so a page
 * written for Docusaurus looks as it does there.
 *
 * It comes in a cascade layer: sitegen's theme and the site's own CSS, outside any layer, win over
 * it whatever their selectors' weight, so the navbar, sidebar, table of contents and Markdown keep
 * sitegen's look, and a site's `:root { --ifm-color-primary }` overrides Infima's, as in
 * Docusaurus. The rules for the parts sitegen draws itself (navbar, footer, menus, dropdowns,
 * breadcrumbs, pagination, tabs, table of contents, the Markdown column) are left out, so they do
 * not reach sitegen's elements of the same class names.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import postcss from 'postcss';
import { packageRoot } from '../packageRoot.js';

/** Classes of the parts sitegen draws itself: Infima's rules for them are left out. */
const SITEGEN_PARTS =
  /\.(?:navbar|footer|menu|dropdown|breadcrumbs|pagination|pills|tabs|table-of-contents|markdown)(?![a-zA-Z0-9])/;

/**
 * Infima's primary colour and its shades, as sitegen's accent (theme/styles/tokens.css): dark mode
 * is the theme's default, light mode `[data-theme='light']`. The "darker" shade is the theme's
 * `--sg-accent-strong`.
 */
const PRIMARY_DEFAULTS = [
  [':root', '#9d8cff', '#6a52f5'],
  ["[data-theme='light']", '#5b44f2', '#4a33e0'],
]
  .map(([scope, primary, darker]) => {
    const mix = (other: string, share: number) =>
      `color-mix(in srgb, ${primary} ${share}%, ${other})`;
    return `${scope} {
  --ifm-color-primary: ${primary};
  --ifm-color-primary-dark: ${mix('#000', 90)};
  --ifm-color-primary-darker: ${darker};
  --ifm-color-primary-darkest: ${mix('#000', 70)};
  --ifm-color-primary-light: ${mix('#fff', 85)};
  --ifm-color-primary-lighter: ${mix('#fff', 70)};
  --ifm-color-primary-lightest: ${mix('#fff', 50)};
}
`;
  })
  .join('');

let cached: string | undefined;

/** Infima's stylesheet inside `@layer infima`, without the rules of sitegen's own parts. */
export function infimaLayerCss(): string {
  if (cached !== undefined) return cached;
  const require = createRequire(path.join(packageRoot(), 'package.json'));
  const file = require.resolve('infima/dist/css/default/default.css');
  const root = postcss.parse(fs.readFileSync(file, 'utf8'), { from: file });
  root.walkRules((rule) => {
    const kept = rule.selectors.filter((selector) => !SITEGEN_PARTS.test(selector));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  // At-rules left empty (a media query of navbar rules only).
  root.walkAtRules((rule) => {
    if (rule.nodes !== undefined && rule.nodes.length === 0) rule.remove();
  });
  root.walkComments((comment) => {
    comment.remove();
  });
  // Infima's own blue gives way to sitegen's accent; a site's --ifm-color-primary (outside the
  // layer) wins over both.
  root.walkDecls(
    /^--ifm-color-primary(?:-(?:dark|darker|darkest|light|lighter|lightest))?$/,
    (decl) => {
      decl.remove();
    },
  );
  cached = `@layer infima {\n${root.toString()}\n${PRIMARY_DEFAULTS}}\n`;
  return cached;
}
