/**
 * The docs' options (`content.docs`): one docs section, or a list of them, each a folder of docs
 * with its route base, sidebar and versions (a Docusaurus docs plugin). The config stage checks a
 * config with this schema and resolves the sections with their versions (config/docsSections.ts),
 * so this file imports only what that stage may.
 */
import { z } from 'zod';
import {
  contentFolder,
  editUrl,
  markdownPlugins,
  NOT_AN_ID,
  sitePath,
  text,
} from '../../config/schemaParts.js';

/** What a version of a docs section shows (Docusaurus's `versions` option, by version name). */
const docsVersionOptions = z.strictObject({
  /** Its name in the version menu and the badge ("Next" for the current folder by default). */
  label: text.optional(),
  /** Its URL segment under the section's route base ('' for the last version by default). */
  path: z.string().optional(),
  /** The notice above its docs; by default "unreleased" for newer versions than the last, "unmaintained" for older. */
  banner: z.enum(['none', 'unreleased', 'unmaintained']).optional(),
  /** "Version: …" above each doc; on by default when the section has more than one version. */
  badge: z.boolean().optional(),
});

/** A docs section: a folder of docs with its route base, sidebar and versions (a Docusaurus docs plugin). */
export const docsSection = z.strictObject({
  ...contentFolder,
  /** Names the section (`default` for the first): its versioned folders and the reader's preferred version are kept by it. */
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, { message: NOT_AN_ID })
    .optional(),
  /** The section's name in the navbar and on the home page; a key into the locale files or text. */
  label: text.optional(),
  routeBasePath: z.string().optional(),
  editUrl: editUrl.optional(),
  /** A Docusaurus `sidebars.js` (or `.ts`, `.json`): the sidebar it describes, not the folder tree. */
  sidebarPath: sitePath.optional(),
  /** Whether a doc shows when it last changed (its last commit, or `last_update`); on by default. */
  showLastUpdateTime: z.boolean().optional(),
  /** Whether a doc says who last changed it (its last commit's author, or `last_update.author`); off by default. */
  showLastUpdateAuthor: z.boolean().optional(),
  /** The version at the route base; the newest in versions.json by default. */
  lastVersion: text.optional(),
  /** Build only these versions. */
  onlyIncludeVersions: z.array(text).min(1).optional(),
  /** Build the docs folder itself as the version "current" (on by default). */
  includeCurrentVersion: z.boolean().optional(),
  /** Ignore versions.json: only the docs folder is built. */
  disableVersioning: z.boolean().optional(),
  /** Per version name ("current" for the docs folder): label, path, banner, badge. */
  versions: z.record(z.string(), docsVersionOptions).optional(),
  ...markdownPlugins,
});

/** Docs, from `docs/` by default; a list for several docs sections, each with its `id`. */
export const docsOptions = z
  .union([z.literal(false), docsSection, z.array(docsSection).min(1)])
  .optional();

export type DocsOptions = z.infer<typeof docsOptions>;
