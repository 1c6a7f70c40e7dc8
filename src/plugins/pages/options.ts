/**
 * The pages' options (`content.pages`): the schema a config is checked with, and the folder it
 * resolves to. Read by the config stage, so it imports only what that stage may.
 */
import type { ContentFolder } from '../../config/contentTypes.js';
import type { DefaultFolder, SectionContext } from '../../config/sectionContext.js';
import { contentFolderOf, markdownPlugins, section } from '../../config/schemaParts.js';
import type { z } from 'zod';

export const PAGES_FOLDER: DefaultFolder = {
  dir: 'src/pages',
  translations: 'i18n/{locale}/docusaurus-plugin-content-pages',
};

/** Pages (`.md`, `.mdx`, `.tsx`), from `src/pages/` by default. */
export const pagesOptions = section({
  ...contentFolderOf(PAGES_FOLDER.dir, PAGES_FOLDER.translations),
  ...markdownPlugins,
})
  .describe(
    'Standalone pages, `.md`, `.mdx` and React (see [writing docs, blog posts and pages](/docs/guides/writing#pages)); `false` turns pages off.',
  )
  .meta({ default: '`src/pages/` when it exists' });

export type PagesOptions = z.infer<typeof pagesOptions>;

/** The pages' folder: on when configured or when it exists. */
export function resolvePages(
  options: PagesOptions,
  ctx: SectionContext,
): ContentFolder | undefined {
  return ctx.folder('pages', options, PAGES_FOLDER);
}
