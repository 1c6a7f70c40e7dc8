/** JSON-LD for search engines: BlogPosting for posts, BreadcrumbList for docs with breadcrumbs. */
import type { ResolvedConfig } from '../config/index.js';
import { absoluteOf } from '../routes/index.js';
import type { PageData } from '../theme/index.js';

export function structuredData(config: ResolvedConfig, page: PageData): object[] {
  const abs = (href: string) => (/^https?:/.test(href) ? href : absoluteOf(config, href));
  const out: object[] = [];
  const post = page.blog?.post;
  if (page.kind === 'blog-post' && post) {
    out.push({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      description: page.description,
      datePublished: post.date,
      url: abs(page.url),
      mainEntityOfPage: abs(page.url),
      keywords: post.tags.map((tag) => tag.label),
      author: post.authors.map((author) => ({
        '@type': 'Person',
        name: author.name,
        ...(author.url ? { url: author.url } : {}),
      })),
      publisher: { '@type': 'Organization', name: config.title },
    });
  }
  if ((page.kind === 'doc' || page.kind === 'doc-category') && page.breadcrumbs) {
    const crumbs = [
      ...page.breadcrumbs.filter((crumb) => crumb.href),
      { label: page.title, href: page.url },
    ];
    out.push({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: crumbs.map((crumb, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: crumb.label,
        item: abs(crumb.href),
      })),
    });
  }
  return out;
}

/** JSON inside a <script> element: `<` escaped so the content cannot close the element. */
export function jsonForScript(value: unknown): string {
  // `<` cannot close the script. Characters beyond Latin-1 are escaped too: the same JSON, and a
  // page with none elsewhere stays a one-byte string in memory, half the bytes to join and encode.
  return JSON.stringify(value).replace(
    /[<\u0100-\uffff]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
