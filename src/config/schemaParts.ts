/**
 * The pieces a site config is made of (schema.ts puts them together): text and paths, URLs,
 * colours, links and navbar items, locales, content folders and sections, Markdown plugins; and
 * the wording of what is wrong with a value, with the hint that goes with it (validate.ts).
 */
import type { Pluggable } from 'unified';
import { z } from 'zod';
import type { EditableFile } from './contentTypes.js';

export const text = z.string().min(1, 'must not be empty');

/** A path inside the site ("docs", "i18n/{locale}/docs"). */
export const sitePath = text;

/**
 * The schema holds no functions of ours (checks are regular expressions, hints live in HINTS):
 * zod keeps its last schema of each kind reachable from its shared classes, and a function there
 * would hold this whole module, as it held a dropped builder after a theme reload in
 * `serve --watch`.
 */
const NEEDS_LOCALE = 'must hold a {locale} placeholder';
const NOT_HTTP = 'must be an http(s) URL';
const HAS_PATH = 'must be the origin only, with no path';
const NOT_A_PATH = 'must be a path ("/" or "/docs/")';
const NOT_EDIT_URL = 'must be an http(s) URL or a function of the file';
export const NOT_AN_ID = 'must be made of letters, digits, "-" and "_"';

/** The hint for a URL with a path: the origin in url, the path in baseUrl. */
function originAndBase(given: string): string {
  const url = new URL(given);
  return `set url to "${url.origin}" and baseUrl to "${url.pathname.replace(/\/?$/, '/')}"`;
}

/** The hint for each check's message, from the value given. */
export const HINTS: Record<string, (given: string) => string> = {
  [NEEDS_LOCALE]: () => 'write it like "i18n/{locale}/docs"',
  [NOT_HTTP]: (given) => {
    // "example.com/docs": the scheme is missing, and maybe a path belongs in baseUrl.
    const bare = given.replace(/^\w+:\/\//, '') || 'docs.example.com';
    return bare.includes('/') && URL.canParse(`https://${bare}`)
      ? originAndBase(`https://${bare}`)
      : `write the whole origin, like "https://${bare}"`;
  },
  [HAS_PATH]: (given) => (URL.canParse(given) ? originAndBase(given) : 'put the path in baseUrl'),
  [NOT_A_PATH]: () => 'put the origin in url and only the path in baseUrl',
  [NOT_EDIT_URL]: () => 'write it like "https://github.com/owner/repo/edit/main/website/"',
  [NOT_AN_ID]: () => 'write it like "community"',
};

export const translations = sitePath.includes('{locale}', { message: NEEDS_LOCALE });

/** The production origin ("https://docs.example.com"; written one way in resolve.ts). */
export const siteUrl = z
  .string()
  .regex(/^https?:\/\/[^/?#\s]+/i, { message: NOT_HTTP })
  // (A value that is no URL at all is told about once, by the check above.)
  .regex(/^(?![a-z]+:\/\/)|^[a-z]+:\/\/[^/?#]*\/?$/i, { message: HAS_PATH });

/** The path the site is served under (written to start and end with "/" in resolve.ts). */
export const baseUrl = z.string().regex(/^(?![a-z][\w+.-]*:)[^?#]*$/i, { message: NOT_A_PATH });

type EditUrlFunction = (file: EditableFile) => string | undefined;

export const editUrl = z.union([
  z.string().regex(/^https?:\/\//, { message: NOT_EDIT_URL }),
  z.function() as unknown as z.ZodType<EditUrlFunction, EditUrlFunction>,
]);

/** The theme's colour properties (`--sg-accent`, `--sg-text-muted` …), by their camelCase names. */
export const THEME_COLORS = [
  'bg',
  'surface',
  'surface2',
  'border',
  'text',
  'textMuted',
  'accent',
  'accentStrong',
  'accentSoft',
  'link',
  'codeBg',
  'highlightLine',
  'note',
  'tip',
  'info',
  'warning',
  'danger',
] as const;

/** A CSS colour value; nothing that could end the declaration it is written into. */
const color = z.string().regex(/^[^;{}<>]+$/, { message: 'must be a CSS colour ("#2e8555")' });
/** A CSS value the theme writes into a rule: one value, nothing that could end the rule. */
const cssValue = z.union([
  z.number(),
  z.string().regex(/^(?!.*\/\*)[^;{}<>\\\n\r]*$/, {
    error: 'must be one CSS value (no ; { } < > \\ or comment)',
  }),
]);

/** A token style: CSS properties in camelCase, as React's `style` takes them. */
const tokenStyle = z.record(
  z.string().regex(/^[a-zA-Z]+$/, { error: 'must be a CSS property in camelCase' }),
  cssValue,
);

/**
 * A code theme as prism-react-renderer gives one (`themes.dracula`): the block's colours
 * (`plain`) and a style for each kind of token (`types`, in some `languages` only).
 */
export const prismTheme = z.object({
  plain: tokenStyle.default({}),
  styles: z
    .array(
      z.object({
        types: z.array(z.string().regex(/^[\w-]+$/, { error: 'must be a token name' })),
        style: tokenStyle,
        languages: z
          .array(z.string().regex(/^[\w+#.-]+$/, { error: 'must be a language name' }))
          .optional(),
      }),
    )
    .default([]),
});

export const colorSet = z.strictObject(
  Object.fromEntries(THEME_COLORS.map((name) => [name, color.optional()])) as Record<
    (typeof THEME_COLORS)[number],
    z.ZodOptional<typeof color>
  >,
);

/** HTML the site's author vouches for, written into the page as it is (or a key into the locale files). */
export const trustedHtml = z.strictObject({
  html: text.describe("HTML written into the page as it is: the site's own, so trusted."),
});

export const linkItem = z.strictObject({
  label: text
    .optional()
    .describe(
      'Text shown, or a key into the locale files (`navbar.docs`); not needed with `html`.',
    ),
  html: text
    .optional()
    .describe(
      "The author's HTML, shown as it is: the link's label when the item leads somewhere (`to`, `href`, `type`); alone, the item itself (a heading or a rule in a menu, a badge in the footer).",
    ),
  to: z
    .string()
    .optional()
    .describe('A path on this site without the locale prefix ("/docs/intro").'),
  href: z.string().optional().describe('A URL on another site.'),
  type: z
    .literal('docSidebar')
    .optional()
    .describe('`docSidebar`: leads to the first doc of the docs sidebar.'),
  section: z
    .string()
    .optional()
    .describe(
      'The docs section a `docSidebar` link leads into (its `id`); the first section by default.',
    ),
  className: z
    .string()
    .optional()
    .describe("Classes of the link (an icon the site's CSS draws, say)."),
  hideLabel: z
    .boolean()
    .optional()
    .describe("The label is the link's name for screen readers only (an icon link)."),
  icon: z
    .string()
    .optional()
    .describe(
      "A social network's icon shown instead of the label (`github`, `discord`; see `social`); the label stays the link's name for screen readers.",
    ),
  sidebar: z
    .string()
    .optional()
    .describe(
      "The sidebar (its id in the sidebars file) a `docSidebar` link leads to the first doc of; the section's first by default. The link is then active on the pages showing that sidebar.",
    ),
  doc: z
    .string()
    .optional()
    .describe(
      "A doc (its id) a `docSidebar` link leads to instead of its sidebar's first: the link is active on the pages showing that doc's sidebar (Docusaurus's `doc` item).",
    ),
});

/** Whether `text` is a regular expression JavaScript can read. */
function isPattern(text: string): boolean {
  try {
    new RegExp(text);
    return true;
  } catch {
    return false;
  }
}

export const navbarItem = linkItem.extend({
  label: text
    .optional()
    .describe('Shown as written; a version menu shows the version it is on and needs none.'),
  type: z
    .enum(['docSidebar', 'docsVersionDropdown'])
    .optional()
    .describe(
      "`docSidebar`: leads to the first doc of a docs section's sidebar; `docsVersionDropdown`: the docs version menu, placed here.",
    ),
  position: z.enum(['left', 'right']).default('left').describe('The side of the navbar it is on.'),
  activeBasePath: z
    .string()
    .optional()
    .describe(
      'The link is active on the paths starting with this one ("/docs/api"), instead of on its own page and the pages under it.',
    ),
  activeBaseRegex: z
    .string()
    .refine(isPattern, { error: 'must be a valid regular expression' })
    .optional()
    .describe(
      "The link is active on the paths (the locale's prefix included) this expression matches.",
    ),
  items: z
    .array(linkItem)
    .optional()
    .describe(
      'A dropdown: its links, each with the keys of a link above (`label`, `to`, `href`, `html`…); the item itself then has no `to` or `href`. Its `className` is on the whole dropdown.',
    )
    .meta({ type: 'link[]', keys: false }),
});

export const localeConfig = z.strictObject({
  label: text
    .optional()
    .describe(
      'Name in the locale\'s own language ("Bahasa Indonesia"); its own name from Intl by default.',
    ),
  htmlLang: z
    .string()
    .optional()
    .describe('`<html lang>` and `hreflang`; the locale id by default.'),
  direction: z
    .enum(['ltr', 'rtl'])
    .optional()
    .describe(
      'The writing direction: `rtl` for Arabic, Persian, Hebrew, Urdu… in any regional form, `ltr` otherwise.',
    )
    .meta({ default: 'from the language' }),
});

/** A content section: `false` turns it off, omitted means on when its default folder exists. */
export const section = <T extends z.ZodRawShape>(shape: T) =>
  z.union([z.literal(false), z.strictObject(shape)]).optional();

/**
 * A unified plugin (remark or rehype) as Docusaurus takes it: the function, or the function and its
 * options. `instanceof` keeps the site's function itself (zod's function schema would wrap it).
 */
const plugin = z.instanceof(Function, { error: 'must be a plugin function' });
const pluggable = z
  .union([plugin, z.tuple([plugin]).rest(z.unknown())])
  .meta({ type: 'plugin | [plugin, options]' }) as unknown as z.ZodType<Pluggable, Pluggable>;

/** The site's own Markdown plugins, as Docusaurus's content plugins take them. */
export const markdownPlugins = {
  beforeDefaultRemarkPlugins: z
    .array(pluggable)
    .optional()
    .describe("Remark plugins run before sitegen's own."),
  remarkPlugins: z.array(pluggable).optional().describe("Remark plugins run after sitegen's own."),
  beforeDefaultRehypePlugins: z
    .array(pluggable)
    .optional()
    .describe('Rehype plugins run first, on the HTML tree as it comes from Markdown.'),
  rehypePlugins: z
    .array(pluggable)
    .optional()
    .describe('Rehype plugins run after headings get their ids, before code is highlighted.'),
  recmaPlugins: z
    .array(pluggable)
    .optional()
    .describe('Recma plugins, run on the JavaScript MDX compiles to (MDX files only).'),
};

/** A comment in code that gives lines a class (Docusaurus's `prism.magicComments`). */
export const magicComment = z.strictObject({
  className: text.describe('The class the marked lines get.'),
  line: text.optional().describe('Marks the line after it ("highlight-next-line").'),
  block: z
    .strictObject({ start: text, end: text })
    .optional()
    .describe('Marks the lines between the two ("highlight-start", "highlight-end").')
    .meta({ type: '{ start: string, end: string }', keys: false }),
});

/** A content section's folders, with the defaults the config reference shows for this section. */
export const contentFolderOf = (dir: string, translated: string) => ({
  dir: contentFolder.dir.meta({ default: `\`${dir}\`` }),
  translations: contentFolder.translations.meta({ default: `\`${translated}\`` }),
});

export const contentFolder = {
  dir: sitePath.optional().describe("Folder of the default locale's files."),
  translations: translations
    .optional()
    .describe("Where a locale's translated copies live, with `{locale}`."),
};

/** A link of the config's `social`: an icon, the link's name for screen readers, where it leads. */
const socialLink = z.strictObject({
  icon: text.describe(
    'The network (`github`, `x`, `discord`, `mastodon`, `bluesky`, `linkedin`, `youtube`, `gitlab`, `slack`, `telegram`, `rss`…) whose icon is shown.',
  ),
  label: text
    .optional()
    .describe("The link's name for screen readers and in the mobile menu.")
    .meta({ default: 'the network\'s name ("GitHub")' }),
  href: text.describe('Where the icon leads.'),
});

/**
 * Icon links at the end of the navbar (and in the mobile menu), as Starlight's `social`: a list of
 * `{ icon, label, href }`, or a map of network → URL (`{ github: 'https://github.com/…' }`).
 */
export const social = z.union([z.array(socialLink), z.record(z.string(), text)]);
