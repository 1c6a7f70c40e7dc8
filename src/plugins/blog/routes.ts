/**
 * The blog's routes: the paginated list, one page per post, the tags index, a paginated list per
 * tag (no tags index when no post has a tag), the archive, and (as Docusaurus 3.5+) the authors
 * index of the authors file's authors, with a paginated list per author whose entry asks for a
 * page. Unlisted posts get their own page but appear in
 * no list.
 */
import type { Author, BlogPost, BlogTag } from '../../content/index.js';
import type { SiteConfig } from '../../config/index.js';
import { FEED_FILES, type BlogRouteData } from '../../routes/index.js';
import { listedPosts } from './load.js';

/**
 * Page N of a list lives at `<listPath>/page/N`; page 1 at `<listPath>`. An author's list pages
 * under the authors' base path instead, as Docusaurus pages them (`/blog/authors/ada/authors/2`).
 */
export function listPagePath(listPath: string, page: number, pageBase = 'page'): string {
  return page === 1 ? listPath : `${listPath}/${pageBase}/${page}`;
}

/** The blog options its paths depend on (Docusaurus's `routeBasePath` and `authorsBasePath`). */
export interface BlogPathOptions {
  routeBasePath: string;
  /** The authors' pages' folder under the blog (`authors`). */
  authorsBasePath?: string;
}

/** Every path of the blog (within a locale), the one place each is spelled. */
export interface BlogPaths {
  /** The list of posts (page 1); also the tag lists' parent. */
  list: string;
  post(slug: string): string;
  tags: string;
  tag(slug: string): string;
  archive: string;
  authors: string;
  /** An author's page, by its path (`Author.page`). */
  author(page: string): string;
  rss: string;
  atom: string;
}

/** The feeds' paths, when the site has a blog. */
export function feedPaths(
  config: Pick<SiteConfig, 'content'>,
): { rss: string; atom: string } | undefined {
  const blog = config.content.blog;
  if (!blog) return undefined;
  const { rss, atom } = blogPaths(blog);
  return { rss, atom };
}

export function blogPaths(options: BlogPathOptions): BlogPaths {
  const basePath = options.routeBasePath;
  const authors = `${basePath}/${options.authorsBasePath ?? 'authors'}`;
  return {
    list: basePath,
    post: (slug) => `${basePath}/${slug}`,
    tags: `${basePath}/tags`,
    tag: (slug) => `${basePath}/tags/${slug}`,
    archive: `${basePath}/archive`,
    authors,
    author: (page) => `${authors}/${page}`,
    rss: `${basePath}/${FEED_FILES.rss}`,
    atom: `${basePath}/${FEED_FILES.atom}`,
  };
}

/** Splits posts into pages; an empty blog still has its first (empty) page. */
export function paginate<T>(items: T[], perPage: number): T[][] {
  if (items.length === 0) return [[]];
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += perPage) pages.push(items.slice(i, i + perPage));
  return pages;
}

export function blogRoutes(
  posts: BlogPost[],
  options: BlogPathOptions & { postsPerPage: number },
): Array<{ path: string; data: BlogRouteData; sourceFile: string }> {
  const listed = listedPosts(posts);
  const paths = blogPaths(options);
  const routes: Array<{ path: string; data: BlogRouteData; sourceFile: string }> = [];
  const lists = (items: BlogPost[], listPath: string, tag?: BlogTag, author?: Author) => {
    const pages = paginate(items, options.postsPerPage);
    const pageBase = author ? (options.authorsBasePath ?? 'authors') : 'page';
    pages.forEach((slice, i) => {
      routes.push({
        path: listPagePath(listPath, i + 1, pageBase),
        data: {
          kind: 'blog-list',
          posts: slice,
          page: i + 1,
          totalPages: pages.length,
          listPath,
          pageBase,
          tag,
          author,
        },
        sourceFile: '',
      });
    });
  };
  lists(listed, paths.list);
  for (const post of posts)
    routes.push({
      path: paths.post(post.slug),
      data: { kind: 'blog-post', post },
      sourceFile: post.file,
    });

  const tags = new Map<string, BlogTag & { count: number }>();
  for (const post of listed) {
    for (const tag of post.tags) {
      const entry = tags.get(tag.slug) ?? { ...tag, count: 0 };
      entry.count += 1;
      tags.set(tag.slug, entry);
    }
  }
  const sortedTags = [...tags.values()].sort((a, b) => a.label.localeCompare(b.label));
  // As Docusaurus: no tags index when no listed post has a tag.
  if (sortedTags.length > 0)
    routes.push({
      path: paths.tags,
      data: { kind: 'blog-tags', tags: sortedTags },
      sourceFile: '',
    });
  for (const tag of sortedTags) {
    lists(
      listed.filter((post) => post.tags.some((t) => t.slug === tag.slug)),
      paths.tag(tag.slug),
      tag,
    );
  }
  routes.push({
    path: paths.archive,
    data: { kind: 'blog-archive', posts: listed },
    sourceFile: '',
  });
  // As Docusaurus: the index lists the authors file's authors (a page or not); only those whose
  // entry asks for a page get a list of their posts.
  const authors = authorsFromFile(listed);
  if (authors.length > 0) {
    routes.push({
      path: paths.authors,
      data: { kind: 'blog-authors', authors },
      sourceFile: '',
    });
    for (const { author } of authors.filter(({ author }) => author.page !== undefined))
      lists(
        listed.filter((post) => post.authors.some((a) => a.key === author.key)),
        paths.author(author.page!),
        undefined,
        author,
      );
  }
  return routes;
}

/**
 * The authors of listed posts that come from the authors file (they have a key), with their
 * number of listed posts, in the file's order as Docusaurus lists them.
 */
function authorsFromFile(listed: BlogPost[]): Array<{ author: Author; count: number }> {
  const byKey = new Map<string, { author: Author; count: number }>();
  for (const post of listed)
    for (const author of post.authors) {
      if (author.key === undefined) continue;
      const entry = byKey.get(author.key) ?? { author, count: 0 };
      entry.count += 1;
      byKey.set(author.key, entry);
    }
  return [...byKey.values()].sort(
    (a, b) => (a.author.order ?? Infinity) - (b.author.order ?? Infinity),
  );
}
