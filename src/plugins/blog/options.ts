/**
 * The blog's options (`content.blog`): the schema a config is checked with, and the folder and
 * settings it resolves to. Read by the config stage, so it imports only what that stage may.
 */
import path from 'node:path';
import { z } from 'zod';
import type { BlogFolder } from '../../config/contentTypes.js';
import type { DefaultFolder, SectionContext } from '../../config/sectionContext.js';
import { contentFolderOf, editUrl, markdownPlugins, section } from '../../config/schemaParts.js';

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
  ...contentFolderOf(BLOG_FOLDER.dir, BLOG_FOLDER.translations),
  routeBasePath: z
    .string()
    .optional()
    .describe("The URL path of the blog's pages.")
    .meta({ default: "`'blog'`" }),
  editUrl: editUrl
    .optional()
    .describe('The "Edit this page" link of each post, as the docs\' `editUrl`.'),
  postsPerPage: z
    .number()
    .int()
    .positive()
    .optional()
    .describe('How many posts a page of the list shows.')
    .meta({ default: '`10`' }),
  showReadingTime: z
    .boolean()
    .optional()
    .describe("`false` leaves out each post's reading time.")
    .meta({ default: '`true`' }),
  authorsFile: z
    .string()
    .optional()
    .describe('The authors file, relative to the blog folder.')
    .meta({ default: '`authors.yml`' }),
  authorsBasePath: z
    .string()
    .regex(/^[^/?#]+(\/[^/?#]+)*$/, 'a path under the blog, such as "authors" or "people"')
    .optional()
    .describe(
      "The folder of the authors' pages under the blog (`people`: `/blog/people/<key>`, `/blog/people/<key>/people/2`).",
    )
    .meta({ default: '`authors`' }),
  sidebarTitle: z
    .string()
    .optional()
    .describe("The title of the blog's sidebar, which the site's translations of it override.")
    .meta({ default: '"Recent posts" in the reader\'s language' }),
  sidebarCount: z
    .union([z.number().int().nonnegative(), z.literal('ALL')])
    .optional()
    .describe(
      "How many posts the blog's sidebar lists: `0` for no sidebar, `'ALL'` for every post.",
    )
    .meta({ default: '`5`' }),
  sidebarGroupByYear: z
    .boolean()
    .optional()
    .describe(
      "List the sidebar's posts under their year; a Docusaurus config's posts are listed under their year, as Docusaurus 3.5+ lists them, unless its `themeConfig.blog.sidebar.groupByYear` is false.",
    )
    .meta({ default: "`true` with `sidebarCount: 'ALL'`" }),
  readingTimeWords: z
    .enum(['words', 'reading-time'])
    .optional()
    .describe(
      "How the reading time counts words: `'words'` as `Intl.Segmenter` finds them (Docusaurus 3.8+), or `'reading-time'` as that package counted them (Docusaurus before 3.8).",
    )
    .meta({ default: "`'words'`" }),
  include: z
    .array(z.string())
    .optional()
    .describe("Globs of the posts under the blog folder, as Docusaurus's blog options.")
    .meta({ default: BLOG_INCLUDE.map((glob) => `\`${glob}\``).join(', ') }),
  exclude: z
    .array(z.string())
    .optional()
    .describe('Globs of files under the blog folder that are no posts (partials, tests).')
    .meta({ default: BLOG_EXCLUDE.map((glob) => `\`${glob}\``).join(', ') }),
  ...markdownPlugins,
})
  .describe(
    'The blog: posts, authors, tags, lists and feeds (see [writing docs, blog posts and pages](/docs/guides/writing#blog-posts)); `false` turns it off.',
  )
  .meta({ default: '`blog/` when it exists' });

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
