/** The `theme` key of a site config: stylesheets, colours and code themes (schema.ts composes it). */
import { z } from 'zod';
import { THEME_COLORS, colorSet, prismTheme, sitePath } from './schemaParts.js';

export const theme = z
  .strictObject({
    customCss: z
      .union([sitePath, z.array(sitePath)])
      .optional()
      .describe(
        "The site's stylesheets (a path or a list), loaded after the theme's: see [theming](/docs/guides/theming).",
      ),
    colors: colorSet
      .extend({
        light: colorSet.optional().describe('Colours of the light mode only.'),
        dark: colorSet.optional().describe('Colours of the dark mode only.'),
      })
      .optional()
      .describe(
        `Colours by name for both modes, with \`light\` and \`dark\` for one: ${THEME_COLORS.map((name) => `\`${name}\``).join(', ')}. See [theming](/docs/guides/theming).`,
      )
      .meta({ default: "the theme's", keys: false }),
    infima: z
      .boolean()
      .default(false)
      .describe(
        "Docusaurus's Infima (its variables, element styles and classes: `container`, `row`, `col--6`, `hero`, `button--primary`, `card`…) for pages and MDX written for Docusaurus: see [theming](/docs/guides/theming).",
      )
      .meta({ default: '`false` (`true` from a Docusaurus config)' }),
    prism: z
      .strictObject({
        theme: prismTheme
          .optional()
          .describe("The light mode's, and both modes' without `darkTheme`.")
          .meta({ keys: false }),
        darkTheme: prismTheme.optional().describe("The dark mode's.").meta({ keys: false }),
      })
      .optional()
      .describe(
        "The colours of highlighted code: each a theme object as [prism-react-renderer](https://github.com/FormidableLabs/prism-react-renderer) gives them (`require('prism-react-renderer').themes.dracula`; Docusaurus's `themeConfig.prism.theme` and `darkTheme` are read as these). A token kind the theme gives no style takes the block's colour.",
      )
      .meta({ default: "sitegen's colours" }),
  })
  .default({ infima: false })
  .describe("The theme's look: stylesheets, colours, Infima, code colours.")
  .meta({ default: "the theme's" });
