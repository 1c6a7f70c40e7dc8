/**
 * Mermaid as a Docusaurus site turns it on: `markdown.mermaid: true` makes a ```mermaid fence a
 * diagram (without it a fence stays code, as under Docusaurus), `themes:
 * ['@docusaurus/theme-mermaid']` brings the `@theme/Mermaid` component sitegen always has, and
 * `themeConfig.mermaid` sets the themes per colour mode and mermaid's options. Read as sitegen's
 * `markdown.mermaid`.
 */
import { isPlain, type Plain, type Unused } from './docusaurusValues.js';

/** The theme that draws diagrams: sitegen draws them itself. */
export const MERMAID_THEME = '@docusaurus/theme-mermaid';

/**
 * sitegen's `markdown.mermaid` from a Docusaurus config's `markdown.mermaid` and
 * `themeConfig.mermaid`: false (fences stay code, sitegen's own default being on) unless they say
 * more.
 */
export function mermaidFromDocusaurus(
  markdownMermaid: unknown,
  themeConfigMermaid: unknown,
  unused: Unused,
): Plain | boolean {
  const blocks = markdownMermaid === true;
  if (!isPlain(themeConfigMermaid)) return blocks;
  const out: Plain = { blocks };
  for (const [key, value] of Object.entries(themeConfigMermaid)) {
    if (key === 'theme' && isPlain(value))
      out.theme = Object.fromEntries(
        Object.entries(value).filter(
          ([mode, name]) => (mode === 'light' || mode === 'dark') && typeof name === 'string',
        ),
      );
    else if (key === 'options' && isPlain(value)) out.options = value;
    else unused(`themeConfig.mermaid.${key}`);
  }
  return out;
}
