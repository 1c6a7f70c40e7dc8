/**
 * The pages plugin: the site's standalone pages (`src/pages` in Docusaurus's layout), Markdown,
 * MDX or React, each at its path under the locale.
 */
import { loadPages, PAGE_PATTERNS, type PageSource } from '../../content/index.js';
import { pageBase, sourceToc, stringOf } from '../../render/index.js';
import type { FrontMatter } from '../../content/index.js';
import { definePlugin } from '../define.js';
import type { ContentHooks } from '../types.js';
import { updatePages } from '../update.js';

const content: ContentHooks<PageSource[]> = {
  kinds: ['page'],
  enabled: (config) => config.content.pages !== undefined,
  folders: (config) =>
    config.content.pages
      ? [{ folder: config.content.pages, patterns: PAGE_PATTERNS, section: 'pages' }]
      : [],
  load: ({ config, locale, errors, includeDrafts, frontMatter }) =>
    loadPages(config, locale, errors, includeDrafts, config.content.pages, frontMatter),
  update: (ctx, previous, changes) =>
    updatePages(ctx, ctx.config.content.pages, previous, changes, false),
  sources: (pages) => pages,
  routes(adder, pages) {
    for (const page of pages)
      adder.add({
        path: page.slug,
        sourceFile: page.file,
        kind: 'page',
        page,
        standsFor: page.defaultFile,
      });
  },
  // A page shows nothing of another's: only its own source changes it.
  affected: () => () => false,
  withSource: (route, source) =>
    route.kind === 'page' ? { ...route, page: source as PageSource } : route,
  pageData(ctx, route) {
    if (route.kind !== 'page') throw new Error(`the pages plugin cannot render a ${route.kind}`);
    const { config } = ctx;
    const { page } = route;
    const compiled = ctx.compiledOf(route.sourceFile);
    const moduleMeta = (compiled?.exports?.frontMatter ?? {}) as FrontMatter & { wide?: boolean };
    const fm = { ...moduleMeta, ...page.frontMatter };
    return {
      ...pageBase,
      kind: 'page',
      url: route.url,
      // A React page's frontMatter export, else what it gave Docusaurus's Layout or Head.
      title: fm.title ?? compiled?.head?.title ?? page.title ?? config.title,
      description: fm.description ?? compiled?.head?.description,
      html: compiled?.html ?? '',
      htmlPieces: compiled?.htmlPieces,
      toc: page.format === 'tsx' ? [] : sourceToc(compiled, fm, config.tableOfContents),
      unlisted: page.unlisted,
      draft: page.draft,
      wide: page.format === 'tsx' ? moduleMeta.wide !== false : false,
      markdown: page.format !== 'tsx',
      wrapperClassName: stringOf(fm.wrapperClassName),
    };
  },
};

export const pagesPlugin = definePlugin({ name: 'pages', content });
