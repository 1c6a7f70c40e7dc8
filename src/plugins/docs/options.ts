/**
 * The docs' options (`content.docs`): one docs section, or a list of them, each a folder of docs
 * with its route base, sidebar and versions (a Docusaurus docs plugin). The config stage checks a
 * config with this schema and resolves the sections with their versions (config/docsSections.ts),
 * so this file imports only what that stage may.
 */
import { z } from 'zod';
import {
  contentFolderOf,
  editUrl,
  markdownPlugins,
  NOT_AN_ID,
  sitePath,
  text,
} from '../../config/schemaParts.js';

/** What a version of a docs section shows (Docusaurus's `versions` option, by version name). */
const docsVersionOptions = z.strictObject({
  label: text
    .optional()
    .describe(
      'Its name in the version menu and the badge ("Next" for the current folder by default).',
    ),
  path: z
    .string()
    .optional()
    .describe(
      "Its URL segment under the section's route base ('' for the last version by default).",
    ),
  banner: z
    .enum(['none', 'unreleased', 'unmaintained'])
    .optional()
    .describe(
      'The notice above its docs; by default "unreleased" for newer versions than the last, "unmaintained" for older.',
    ),
  badge: z
    .boolean()
    .optional()
    .describe(
      '"Version: …" above each doc; on by default when the section has more than one version.',
    ),
});

/** A docs section: a folder of docs with its route base, sidebar and versions (a Docusaurus docs plugin). */
export const docsSection = z.strictObject({
  ...contentFolderOf('docs', 'i18n/{locale}/docusaurus-plugin-content-docs/current'),
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, { message: NOT_AN_ID })
    .optional()
    .describe(
      "Names the section (`default` for the first): its versioned folders and the reader's preferred version are kept by it.",
    ),
  label: text
    .optional()
    .describe(
      "The section's name in the navbar and on the home page; a key into the locale files or text.",
    ),
  routeBasePath: z
    .string()
    .optional()
    .describe(
      "The URL path of the section's docs (`docs`: `/docs/intro`; `''`: at the locale's root).",
    )
    .meta({ default: "`'docs'`" }),
  editUrl: editUrl
    .optional()
    .describe(
      'The "Edit this page" link: a base URL the file\'s path from the site root is appended to, or a function of `{ locale, path, contentPath, translated, version }` returning the URL. See [writing docs](/docs/guides/writing#docs).',
    ),
  sidebarPath: sitePath
    .optional()
    .describe(
      'A Docusaurus `sidebars.js` (or `.ts`, `.json`): the sidebar it describes, not the folder tree.',
    ),
  showLastUpdateTime: z
    .boolean()
    .optional()
    .describe('Whether a doc shows when it last changed (its last commit, or `last_update`).')
    .meta({ default: '`true`' }),
  showLastUpdateAuthor: z
    .boolean()
    .optional()
    .describe(
      "Whether a doc says who last changed it (its last commit's author, or `last_update.author`).",
    )
    .meta({ default: '`false`' }),
  lastVersion: text
    .optional()
    .describe('The version at the route base.')
    .meta({ default: 'the newest in `versions.json`' }),
  onlyIncludeVersions: z.array(text).min(1).optional().describe('Build only these versions.'),
  includeCurrentVersion: z
    .boolean()
    .optional()
    .describe('Build the docs folder itself as the version "current".')
    .meta({ default: '`true`' }),
  disableVersioning: z
    .boolean()
    .optional()
    .describe('Ignore versions.json: only the docs folder is built.'),
  tags: z
    .union([z.string(), z.literal(false), z.null()])
    .optional()
    .describe(
      "The file defining the tags docs may use, in each version's folder (`tags.yml` when it is there, as Docusaurus reads it); `false` or `null`: none.",
    ),
  onInlineTags: z
    .enum(['ignore', 'log', 'warn', 'throw'])
    .optional()
    .describe(
      "What a tag the tags file does not define is: `'warn'`, `'throw'` (an error), `'log'` or `'ignore'`.",
    )
    .meta({ default: "`'warn'`" }),
  tagsBasePath: z
    .string()
    .optional()
    .describe(
      "The folder of the tag pages under each version's route (`tags`: `/docs/tags/<tag>`).",
    )
    .meta({ default: "`'tags'`" }),
  versions: z
    .record(z.string(), docsVersionOptions)
    .optional()
    .describe('Per version name ("current" for the docs folder): label, path, banner, badge.'),
  ...markdownPlugins,
});

/** Docs, from `docs/` by default; a list for several docs sections, each with its `id`. */
export const docsOptions = z
  .union([z.literal(false), docsSection, z.array(docsSection).min(1)])
  .optional()
  .describe(
    'The docs: one section, or a list of them, each with an `id` and its own plugins (see [docs versions and docs sections](/docs/guides/versions)); `false` turns docs off.',
  )
  .meta({ default: '`docs/` when it exists' });

export type DocsOptions = z.infer<typeof docsOptions>;
