/**
 * The docs plugin: every version of every docs section (Docusaurus's content-docs, one instance
 * per section). Its routes are the docs and the categories' generated index pages; the route
 * table also keeps each version's sidebars and reading order, which its pages, the shell's
 * sidebar and the navbar read.
 */
import { loadDocs, type LoadedDocs } from '../../content/index.js';
import { docsRoutes, mainDocsGroup, markdownFileOf, urlOf } from '../../routes/index.js';
import { docMarkdown } from '../../emit/index.js';
import type { ContentPlugin } from '../types.js';
import { docsHomeLinks, docsPageData } from './pageData.js';
import { updateDocs } from './update.js';

export const docsPlugin: ContentPlugin<LoadedDocs[]> = {
  name: 'docs',
  kinds: ['doc', 'doc-category'],
  enabled: (config) => config.content.docs.length > 0,
  load: ({ config, locale, errors, includeDrafts, frontMatter }) =>
    loadDocs(config, locale, errors, includeDrafts, frontMatter),
  update: updateDocs,
  sources: (loaded) => loaded.flatMap((group) => group.docs),
  routes(adder, loaded) {
    const { config, locale } = adder;
    const docs = docsRoutes(config, locale, loaded, adder.errors);
    for (const route of docs.routes) {
      // Generated category pages come after the other sections' pages (the order of the sitemap).
      if (route.kind === 'doc-category') {
        adder.addLater(route);
        continue;
      }
      const { doc, path } = route;
      // A Markdown doc's source is published beside its page, for readers and AI assistants.
      const twin =
        doc.format === 'md'
          ? { file: markdownFileOf(path), url: urlOf(config, locale, markdownFileOf(path)) }
          : undefined;
      adder.add({ path, sourceFile: doc.file, kind: 'doc', doc, twin, standsFor: doc.defaultFile });
    }
    const main = mainDocsGroup(docs.groups);
    return {
      docs: docs.groups,
      sidebar: main?.sidebar ?? [],
      sidebarOrder: main?.sidebarOrder ?? [],
    };
  },
  pageData: docsPageData,
  routeFiles: (route) =>
    route.kind === 'doc' && route.twin ? [[route.twin.file, docMarkdown(route.doc)]] : [],
  homeLinks: docsHomeLinks,
};
