/**
 * The blog's options (`content.blog`): the schema a config is checked with, and the folder and
 * settings it resolves to. Read by the config stage, so it imports only what that stage may.
 */
import path from 'node:path';
import { z } from 'zod';
import type { BlogFolder } from '../../config/contentTypes.js';
import type { DefaultFolder, SectionContext } from '../../config/sectionContext.js';
import { contentFolder, editUrl, markdownPlugins, section } from '../../config/schemaParts.js';

export const BLOG_FOLDER: DefaultFolder = {
  dir: 'blog',
  translations: 'i18n/{locale}/docusaurus-plugin-content-blog',
};

/** The posts of a blog, as Docusaurus's blog plugin finds them by default. */
export const BLOG_INCLUDE = ['**/*.{md,mdx}'];
export const BLOG_EXCLUDE = [
  '**/_*.{js,jsx,ts,tsx,md,mdx}',
  '**/_*/**',
  '**/*.test.{js,jsx,ts,tsx}',
  '**/__tests__/**',
];

/** The blog, from `blog/` by default. */
export const blogOptions = section({
  ...contentFolder,
  routeBasePath: z.string().optional(),
  editUrl: editUrl.optional(),
  postsPerPage: z.number().int().positive().optional(),
  /** false leaves out each post's reading time. */
  showReadingTime: z.boolean().optional(),
  /** Author entries, relative to the blog folder. */
  authorsFile: z.string().optional(),
  /** The folder of the authors' pages under the blog (`authors`: `/blog/authors/<key>`). */
  authorsBasePath: z
    .string()
    .regex(/^[^/?#]+(\/[^/?#]+)*$/, 'a path under the blog, such as "authors" or "people"')
    .optional(),
  /** The title of the blog's sidebar ("Recent posts" in the reader's language unless set). */
  sidebarTitle: z.string().optional(),
  /** How many posts the sidebar lists (5): 0 hides it, 'ALL' lists every post. */
  sidebarCount: z.union([z.number().int().nonnegative(), z.literal('ALL')]).optional(),
  /** List the sidebar's posts under their year (the default for 'ALL' only; a Docusaurus
   * config's default is on, as Docusaurus 3.5+ lists them). */
  sidebarGroupByYear: z.boolean().optional(),
  /** Words for the reading time: 'words' (Intl.Segmenter, Docusaurus 3.8+, the default) or
   * 'reading-time' (that package, as Docusaurus before 3.8 counted them). */
  readingTimeWords: z.enum(['words', 'reading-time']).optional(),
  /** Globs of the posts, relative to the blog folder (every `.md` and `.mdx` by default). */
  include: z.array(z.string()).optional(),
  /** Globs of files that are no posts (partials, tests: as Docusaurus leaves out). */
  exclude: z.array(z.string()).optional(),
  ...markdownPlugins,
});

export type BlogOptions = z.infer<typeof blogOptions>;

/** The blog as the stages use it: on when configured or when its folder exists. */
export function resolveBlog(options: BlogOptions, ctx: SectionContext): BlogFolder | undefined {
  const folder = ctx.folder('blog', options, BLOG_FOLDER);
  const given = options || undefined;
  return (
    folder && {
      ...folder,
      routeBasePath: given?.routeBasePath ?? 'blog',
      editUrl: given?.editUrl,
      postsPerPage: given?.postsPerPage ?? 10,
      authorsBasePath: given?.authorsBasePath ?? 'authors',
      showReadingTime: given?.showReadingTime ?? true,
      authorsFile: path.resolve(folder.dir, given?.authorsFile ?? 'authors.yml'),
      sidebarTitle: given?.sidebarTitle,
      sidebarCount: given?.sidebarCount ?? 5,
      sidebarGroupByYear: given?.sidebarGroupByYear ?? given?.sidebarCount === 'ALL',
      readingTimeWords: given?.readingTimeWords ?? 'words',
      include: given?.include ?? BLOG_INCLUDE,
      exclude: given?.exclude ?? BLOG_EXCLUDE,
    }
  );
}
