/**
 * The blog plugin: posts, their paginated lists, tag and author pages, the archive, and the
 * RSS and Atom feeds of each locale.
 */
import type { BlogPost } from '../../content/index.js';
import { fileUrlOf, urlOf, type Route } from '../../routes/index.js';
import { blogDataFiles, blogPatterns, loadBlog } from './load.js';
import { blogRoutes, feedPaths } from './routes.js';
import { pageBase, sourceFields, sourceToc, type PageDataContext } from '../../render/index.js';
import type { PageData } from '../../theme/index.js';
import { definePlugin } from '../define.js';
import type { ContentHooks, SourceChange } from '../types.js';
import { renderFeeds } from './feeds.js';
import { blogView, indexBlog, type BlogIndex } from './view.js';

/** Docusaurus's name for its blog plugin, under which its global data is read. */
const BLOG_PLUGIN = 'docusaurus-plugin-content-blog';

/** Whether a changed source is a post. */
function isPost(change: SourceChange): boolean {
  return [change.before, change.after].some((source) => source && 'readingMinutes' in source);
}

/** What every blog page of a locale shares, worked out once per locale's posts. */
const indexes = new WeakMap<BlogPost[], BlogIndex>();
function indexOf(ctx: PageDataContext, posts: BlogPost[]): BlogIndex {
  let index = indexes.get(posts);
  if (!index) indexes.set(posts, (index = indexBlog(ctx.config, ctx.locale, posts)));
  return index;
}

const content: ContentHooks<BlogPost[]> = {
  kinds: ['blog'],
  enabled: (config) => config.content.blog !== undefined,
  folders: (config) =>
    config.content.blog
      ? [
          {
            folder: config.content.blog,
            patterns: blogPatterns(config.content.blog),
            section: 'blog',
          },
        ]
      : [],
  // The authors file, wherever the config puts it.
  dataFiles: (config) => blogDataFiles(config.content.blog),
  load: ({ config, locale, errors, includeDrafts, frontMatter }) =>
    loadBlog(config, locale, errors, includeDrafts, frontMatter),
  // The blog is small and every post shows up in lists, tags and feeds: it is read again whole.
  update(ctx, previous, changes) {
    const posts = content.load(ctx);
    const changed = changes.sources.flatMap(({ relPath }) => {
      const before = previous.find((post) => post.relPath === relPath);
      const after = posts.find((post) => post.relPath === relPath);
      return before || after ? [{ before, after }] : [];
    });
    return { content: posts, changed, routes: true };
  },
  sources: (posts) => posts,
  routes(adder, posts) {
    const blog = adder.config.content.blog;
    if (!blog) return;
    for (const route of blogRoutes(posts, blog))
      adder.add({
        path: route.path,
        sourceFile: route.sourceFile,
        kind: 'blog',
        blog: route.data,
        ...(route.data.kind === 'blog-post' && { standsFor: route.data.post.defaultFile }),
      });
  },
  // A post edited or compiled again shows in the blog's lists too (its excerpt), as do its authors.
  affected(edit) {
    const all =
      edit.changes !== undefined ||
      edit.changed.some(isPost) ||
      edit.recompiled.some((source) => 'readingMinutes' in source);
    return () => all;
  },
  withSource: (route) => route,
  filesChanged: (edit) => edit.newTable || edit.changed.some(isPost) || edit.changes !== undefined,
  // Of the lists, only each one's first page, and not the tags' own: as Docusaurus lists them.
  inSitemap(route) {
    if (route.kind !== 'blog') return true;
    const { blog } = route;
    if (blog.kind === 'blog-tags') return false;
    return !(blog.kind === 'blog-list' && (blog.page > 1 || blog.tag));
  },
  pageData(ctx, route, posts): PageData {
    if (route.kind !== 'blog') throw new Error(`the blog plugin cannot render a ${route.kind}`);
    const { config } = ctx;
    const view = blogView({ ...ctx, blogIndex: indexOf(ctx, posts) }, route.blog);
    const post = route.blog.kind === 'blog-post' ? route.blog.post : undefined;
    const compiled = post && ctx.compiledOf(post.file);
    return {
      ...pageBase,
      kind: route.blog.kind,
      url: route.url,
      title: post ? post.title : view.heading,
      description: post
        ? (post.description ?? view.post?.excerptHtml.replace(/<[^>]+>/g, '').slice(0, 200))
        : view.description,
      html: post ? (compiled?.html ?? '') : '',
      htmlPieces: post ? compiled?.htmlPieces : undefined,
      toc: post ? sourceToc(compiled, post.frontMatter, config.tableOfContents) : [],
      unlisted: post?.unlisted ?? false,
      draft: post?.draft ?? false,
      blog: view,
      ...(post ? sourceFields(ctx, post, config.content.blog?.editUrl, false) : {}),
    };
  },
  homeLinks(table, t) {
    const list = table.routes.find(
      (route): route is Extract<Route, { kind: 'blog' }> =>
        route.kind === 'blog' && route.blog.kind === 'blog-list',
    );
    return list ? [{ label: t('blog.title'), href: list.url }] : [];
  },
  // Docusaurus's blog publishes its path, nothing more.
  globalData: (config, locale) => ({
    [BLOG_PLUGIN]: {
      default: { path: urlOf(config, locale, config.content.blog?.routeBasePath ?? 'blog') },
    },
  }),
  feeds(config, locale, t) {
    const feeds = feedPaths(config);
    return (
      feeds && {
        title: `${config.title} ${t('blog.title')}`,
        rss: fileUrlOf(config, locale, feeds.rss),
        atom: fileUrlOf(config, locale, feeds.atom),
      }
    );
  },
  localeFiles(ctx, posts) {
    const feeds = feedPaths(ctx.config);
    if (!feeds) return [];
    const rendered = renderFeeds(ctx.config, ctx.locale, posts, ctx.compiledOf, {
      title: ctx.t('blog.title'),
      description: ctx.t('blog.description'),
      copyright: ctx.copyright ?? '',
    });
    return [
      [feeds.rss, rendered.rss],
      [feeds.atom, rendered.atom],
    ];
  },
};

export const blogPlugin = definePlugin({ name: 'blog', content });
