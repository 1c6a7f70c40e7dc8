/** RSS 2.0 and Atom feeds of a locale's blog (listed posts only), with absolute URLs. */
import { Feed } from 'feed';
import type { ResolvedConfig } from '../../config/index.js';
import type { BlogPost } from '../../content/index.js';
import { listedPosts } from './load.js';
import { withoutHeadingLinks, type CompiledSource } from '../../markdown/index.js';
import { siteFileUrlOf, siteUrlOf } from '../../routes/index.js';
import { blogPaths } from './routes.js';

/** Site-relative `href`/`src` made absolute, so feed readers can follow them. */
export function absolutizeHtml(html: string, origin: string): string {
  return html.replace(/\s(href|src)="\/(?!\/)/g, ` $1="${origin}/`);
}

export function renderFeeds(
  config: ResolvedConfig,
  locale: string,
  posts: BlogPost[],
  compiledOf: (file: string) => CompiledSource | undefined,
  strings: { title: string; description: string; copyright: string },
): { rss: string; atom: string } {
  const paths = blogPaths(config.content.blog!);
  const abs = (path: string) => siteUrlOf(config, locale, path);
  const fileAbs = (path: string) => siteFileUrlOf(config, locale, path);
  const listed = listedPosts(posts);
  const feedOf = (format: 'rss' | 'atom') => {
    const feed = new Feed({
      title: xmlText(`${config.title} ${strings.title}`),
      description: xmlText(strings.description),
      id: abs(paths.list),
      link: abs(paths.list),
      language: config.locales[locale]?.htmlLang ?? locale,
      favicon: config.favicon && fileAbs(config.favicon),
      copyright: xmlText(strings.copyright),
      updated: listed[0] ? new Date(`${listed[0].date}T00:00:00Z`) : undefined,
      generator: 'sitegen',
      feedLinks: { rss: fileAbs(paths.rss), atom: fileAbs(paths.atom) },
    });
    // The feed package escapes element text but writes Atom's category label and term into
    // attributes as given: there they are escaped here (and only there, or RSS would show "&amp;").
    const attribute = format === 'atom' ? escapeAttribute : (text: string) => text;
    for (const post of listed) {
      const link = abs(paths.post(post.slug));
      const compiled = compiledOf(post.file);
      // A heading's link to itself is the page's navigation, not the post's text.
      const full = withoutHeadingLinks(compiled?.html ?? '');
      const excerpt =
        compiled?.excerpt === undefined ? full : withoutHeadingLinks(compiled.excerpt);
      feed.addItem({
        title: xmlText(post.title),
        id: link,
        link,
        date: new Date(`${post.date}T00:00:00Z`),
        description: xmlText(
          post.description ??
            excerpt
              .replace(/<[^>]+>/g, '')
              .trim()
              .slice(0, 300),
        ),
        content: xmlText(absolutizeHtml(full, config.url)),
        author: post.authors.map((author) => ({ name: xmlText(author.name), link: author.url })),
        category: post.tags.map((tag) => ({
          name: attribute(xmlText(tag.label)),
          term: attribute(tag.slug),
        })),
      });
    }
    return format === 'rss' ? feed.rss2() : feed.atom1();
  };
  return { rss: feedOf('rss'), atom: feedOf('atom') };
}

/** Characters XML 1.0 does not allow at all, not even escaped: dropped from text. */
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

function xmlText(text: string): string {
  return text.replace(NOT_XML, '');
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
