/**
 * The parts of a site config for the frame of every page: the navbar, the footer, the announcement
 * bar and the colour modes (schema.ts composes them).
 */
import { z } from 'zod';
import { linkItem, navbarItem, text, trustedHtml } from './schemaParts.js';

export const navbar = z
  .strictObject({
    title: z.string().optional().describe('The title at its start; the site title by default.'),
    logo: z
      .strictObject({
        src: text.describe('The image, a path on the site.'),
        srcDark: text
          .optional()
          .describe('The image in dark mode; `src` in both modes when not given.'),
        alt: z.string().default('').describe('Its text for screen readers.'),
      })
      .optional()
      .describe('An image before the title.'),
    items: z
      .array(navbarItem)
      .optional()
      .describe(
        "Links, dropdowns and menus. An item is active (drawn in the accent) where its sidebar shows (`docSidebar`), where the path starts with its `activeBasePath` or matches its `activeBaseRegex`, else on its own page and those under it; only when no item is active that way does the link of the page's section (a Docs link to `/docs/intro` on `/docs/guides/x`) stand for it, one item only. A Docusaurus config's links are active as in Docusaurus.",
      )
      .meta({ default: 'a link to each content section' }),
    hideOnScroll: z
      .boolean()
      .default(false)
      .describe('Slide the navbar away while the reader scrolls down.'),
    versionMenu: z
      .boolean()
      .default(true)
      .describe(
        "The [version menu](/docs/guides/versions) on the right when the items place none (`{ type: 'docsVersionDropdown' }`) and the docs have versions; `false` leaves it out.",
      ),
  })
  .default({ hideOnScroll: false, versionMenu: true })
  .describe('The bar at the top of every page.')
  .meta({ default: 'the title and a link to each section' });

export const footer = z
  .strictObject({
    columns: z
      .array(
        z.strictObject({
          title: text.optional().describe('Its heading; a column may have none.'),
          items: z
            .array(linkItem)
            .describe(
              'Its links, each with the keys of a navbar link (`label`, `to`, `href`, `html`…); an item may be `{ html }` alone, written as you wrote it.',
            )
            .meta({ type: 'link[]', keys: false }),
        }),
      )
      .optional()
      .describe('Columns of links.')
      .meta({ default: 'with two sections or more, one column of them' }),
    copyright: z
      .union([z.string(), trustedHtml])
      .optional()
      .describe(
        "The line under the columns, `{year}` replaced; a plain string is text, `{ html: '…' }` is written into the page as HTML (yours, so trusted).",
      )
      .meta({ default: "`'© {year} <title>'`" }),
    logo: z
      .strictObject({
        src: text.describe('The image, a path on the site.'),
        alt: z.string().default('').describe('Its text for screen readers.'),
        href: z.string().optional().describe('Where the image links to.'),
      })
      .optional()
      .describe('An image above the copyright, a link with `href`.'),
    style: z
      .enum(['light', 'dark'])
      .optional()
      .describe("`'dark'` draws the footer dark in both colour modes, as Docusaurus's dark style."),
  })
  .default({})
  .describe('The footer of every page.')
  .meta({ default: "`'© {year} <title>'`" });

export const announcementBar = z
  .strictObject({
    id: text.describe('Changing it brings the bar back for readers who closed it.'),
    content: z
      .union([text, trustedHtml])
      .describe(
        "Plain text, or a key into the locale files; `{ html: '…' }` is trusted HTML, as for the copyright.",
      ),
    link: linkItem
      .optional()
      .describe('A link after the text, with the keys of a navbar link (`label`, `to`, `href`).')
      .meta({ type: 'link', keys: false }),
    closeable: z.boolean().default(true).describe('Whether the reader may close it.'),
    backgroundColor: text.optional().describe("The bar's CSS colour (the theme's when not given)."),
    textColor: text.optional().describe("Its text's CSS colour (the theme's when not given)."),
  })
  .optional()
  .describe('A bar above the navbar, on every page.');

export const colorMode = z
  .strictObject({
    defaultMode: z
      .enum(['light', 'dark'])
      .default('light')
      .describe('The mode a first visit shows (unless the system says otherwise, see below).'),
    disableSwitch: z
      .boolean()
      .default(false)
      .describe('Hide the switch: the default mode is the only one.'),
    respectPrefersColorScheme: z
      .boolean()
      .default(true)
      .describe("Follow the reader's system setting until they choose."),
  })
  .default({ defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true })
  .describe('Light and dark mode.')
  .meta({ default: 'light, with a switch, following the system' });
