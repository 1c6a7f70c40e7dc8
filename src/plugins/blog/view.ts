/** Builds the BlogView of a blog route: cards with locale-formatted dates, pagination, tags, archive. */
import type { BlogFolder, ResolvedConfig } from '../../config/index.js';
import type { Author, BlogPost } from '../../content/index.js';
import type { CompiledSource } from '../../markdown/index.js';
import { type BlogRouteData, urlOf } from '../../routes/index.js';
import type { BlogAuthorView, BlogPostCard, BlogView, NavLink } from '../../theme/index.js';
import { listedPosts } from './load.js';
import { blogPaths, listPagePath } from './routes.js';

/**
 * The posts of the blog's sidebar (`sidebarCount` of them, every one for 'ALL'), newest first,
 * under their year when `sidebarGroupByYear` says so, as Docusaurus's blog sidebar lists them.
 */
export function sidebarGroups(
  blog: BlogFolder,
  listed: BlogPost[],
  link: (post: BlogPost) => NavLink,
): BlogView['recent'] {
  const shown = blog.sidebarCount === 'ALL' ? listed : listed.slice(0, blog.sidebarCount);
  if (shown.length === 0) return [];
  if (!blog.sidebarGroupByYear) return [{ posts: shown.map(link) }];
  const groups: BlogView['recent'] = [];
  for (const post of shown) {
    const year = post.date.slice(0, 4);
    const last = groups.at(-1);
    if (last?.year === year) last.posts.push(link(post));
    else groups.push({ year, posts: [link(post)] });
  }
  return groups;
}

/** What every blog page of a locale shares, worked out once per locale rather than per page. */
export interface BlogIndex {
  listed: BlogPost[];
  /** Tags used only by unlisted posts have no page: they are shown without a link. */
  tagsWithPages: Set<string>;
  dateFormat: Intl.DateTimeFormat;
}

export function indexBlog(config: ResolvedConfig, locale: string, posts: BlogPost[]): BlogIndex {
  const listed = listedPosts(posts);
  return {
    listed,
    tagsWithPages: new Set(listed.flatMap((post) => post.tags.map((tag) => tag.slug))),
    dateFormat: new Intl.DateTimeFormat(config.locales[locale]?.htmlLang ?? locale, {
      dateStyle: 'long',
      timeZone: 'UTC',
    }),
  };
}

export interface BlogViewContext {
  config: ResolvedConfig;
  locale: string;
  blogIndex: BlogIndex;
  compiledOf: (file: string) => CompiledSource | undefined;
  t: (key: string, vars?: Record<string, string | number>) => string;
}

export function blogView(ctx: BlogViewContext, data: BlogRouteData): BlogView {
  const { config, locale, t } = ctx;
  const { listed, tagsWithPages, dateFormat } = ctx.blogIndex;
  const paths = blogPaths(config.content.blog!);
  const url = (path: string) => urlOf(config, locale, path);
  const authorView = (author: Author): BlogAuthorView => ({
    name: author.name,
    title: author.title,
    url: author.page !== undefined ? url(paths.author(author.page)) : author.url,
    imageUrl: author.imageUrl,
    socials: author.socials ?? [],
  });
  const card = (post: BlogPost): BlogPostCard => {
    const compiled = ctx.compiledOf(post.file);
    return {
      title: post.title,
      href: url(paths.post(post.slug)),
      date: post.date,
      dateLabel: dateFormat.format(new Date(`${post.date}T00:00:00Z`)),
      readingTime: config.content.blog!.showReadingTime
        ? t('blog.readingTime', { minutes: post.readingMinutes })
        : '',
      authors: post.authors.map(authorView),
      tags: post.tags.map((tag) => ({
        label: tag.label,
        href: tagsWithPages.has(tag.slug) ? url(paths.tag(tag.slug)) : '',
      })),
      excerptHtml: compiled?.excerpt ?? compiled?.html ?? '',
      truncated: compiled?.excerpt !== undefined,
    };
  };
  const base: BlogView = {
    heading: t('blog.title'),
    description: t('blog.description'),
    recent: sidebarGroups(config.content.blog!, listed, (post) => ({
      label: post.title,
      href: url(paths.post(post.slug)),
    })),
    allTagsHref: listed.some((post) => post.tags.length > 0) ? url(paths.tags) : undefined,
    archiveHref: url(paths.archive),
  };
  switch (data.kind) {
    case 'blog-list': {
      const page = (n: number): NavLink => ({
        label: t('blog.pageNumber', { page: n }),
        href: url(listPagePath(data.listPath, n, data.pageBase)),
      });
      return {
        ...base,
        heading: data.tag
          ? t('blog.taggedWith', { tag: data.tag.label })
          : data.author
            ? data.author.name
            : base.heading,
        description: data.tag
          ? t('blog.postCount', {
              count: listed.filter((p) => p.tags.some((x) => x.slug === data.tag!.slug)).length,
            })
          : data.author
            ? t('blog.postCount', {
                count: listed.filter((p) => p.authors.some((a) => a.key === data.author!.key))
                  .length,
              })
            : base.description,
        author: data.author && authorView(data.author),
        posts: data.posts.map(card),
        newer: data.page > 1 ? { ...page(data.page - 1), label: t('blog.newerPosts') } : undefined,
        older:
          data.page < data.totalPages
            ? { ...page(data.page + 1), label: t('blog.olderPosts') }
            : undefined,
      };
    }
    case 'blog-post': {
      const i = listed.indexOf(data.post);
      const link = (post: BlogPost | undefined): NavLink | undefined =>
        post && { label: post.title, href: url(paths.post(post.slug)) };
      return {
        ...base,
        heading: data.post.title,
        post: card(data.post),
        newer: i > 0 ? link(listed[i - 1]) : undefined,
        older: i >= 0 ? link(listed[i + 1]) : undefined,
      };
    }
    case 'blog-tags':
      return {
        ...base,
        heading: t('blog.tags'),
        description: t('blog.tagsDescription'),
        tags: data.tags.map((tag) => ({
          label: tag.label,
          href: url(paths.tag(tag.slug)),
          count: tag.count,
        })),
      };
    case 'blog-authors':
      return {
        ...base,
        heading: t('blog.authors'),
        description: undefined,
        authors: data.authors.map(({ author, count }) => ({ ...authorView(author), count })),
      };
    case 'blog-archive': {
      const years = new Map<string, BlogPostCard[]>();
      for (const post of data.posts) {
        const year = post.date.slice(0, 4);
        years.set(year, [...(years.get(year) ?? []), card(post)]);
      }
      return {
        ...base,
        heading: t('blog.archive'),
        description: t('blog.archiveDescription'),
        archive: [...years].map(([year, posts]) => ({ year, posts })),
      };
    }
  }
}
