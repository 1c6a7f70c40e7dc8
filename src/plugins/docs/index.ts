/**
 * The docs plugin: every version of every docs section (Docusaurus's content-docs, one instance
 * per section). Its routes are the docs, the categories' generated index pages and each version's
 * tag pages (`docs/tags`, `docs/tags/<tag>`); the route
 * table also keeps each version's sidebars and reading order, which its pages, the shell's
 * sidebar and the navbar read.
 */
import path from 'node:path';
import { markdownSectionOf, versionsFileOf } from '../../config/index.js';
import { docsGroups, type DocSource } from '../../content/index.js';
import { DOC_PATTERNS, loadDocs, sidebarLabelsFiles, type LoadedDocs } from './load.js';
import { isCategoryFile } from './categoryFile.js';
import { tagsFiles } from './tagsFile.js';
import { fileUrlOf, mainDocsGroup, markdownFileOf } from '../../routes/index.js';
import { docsRoutes } from './routes.js';
import { definePlugin } from '../define.js';
import type { ContentHooks } from '../types.js';
import { docsHomeLinks, docsPageData } from './pageData.js';
import { updateDocs } from './update.js';
import { docsAffected } from './watch.js';
import { docsGlobalData } from './globalData.js';
import { docsClientData } from './docsData.js';
import { docMarkdown, docsLlms } from './llms.js';
import { docsNavbarLinks } from './navbarLinks.js';

const content: ContentHooks<LoadedDocs[]> = {
  kinds: ['doc', 'doc-category', 'doc-tags', 'doc-tag'],
  enabled: (config) => config.content.docs.length > 0,
  folders: (config) =>
    // Each version of a docs section is a folder of that section.
    docsGroups(config).map(({ key, section, version }) => ({
      folder: version,
      patterns: DOC_PATTERNS,
      group: key,
      section: markdownSectionOf(section.id),
    })),
  isDataFile: isCategoryFile,
  // A locale's labels of each version's sidebar and categories, and each version's tags file.
  dataFiles: (config, locale) => [
    ...sidebarLabelsFiles(config, locale),
    ...tagsFiles(docsGroups(config), locale),
  ],
  configFiles: (config) => [
    ...new Set(
      docsGroups(config).flatMap(({ version }) =>
        version.sidebarPath ? [version.sidebarPath] : [],
      ),
    ),
    // A section's versions.json, whether or not it exists yet: adding one turns versioning on.
    ...config.content.docs.map((section) => path.join(config.root, versionsFileOf(section.id))),
  ],
  navbarLinks: docsNavbarLinks,
  load: ({ config, locale, errors, includeDrafts, frontMatter }) =>
    loadDocs(config, locale, errors, includeDrafts, frontMatter),
  update: updateDocs,
  sources: (loaded) => loaded.flatMap((group) => group.docs),
  routes(adder, loaded) {
    const { config, locale } = adder;
    const docs = docsRoutes(config, locale, loaded, adder.errors);
    for (const route of docs.routes) {
      // Generated category and tag pages come after the other sections' pages (the order of the sitemap).
      if (route.kind !== 'doc') {
        adder.addLater(route);
        continue;
      }
      const { doc, path, tags } = route;
      // A Markdown doc's source is published beside its page, for readers and AI assistants.
      const twin =
        doc.format === 'md'
          ? { file: markdownFileOf(path), url: fileUrlOf(config, locale, markdownFileOf(path)) }
          : undefined;
      adder.add({
        path,
        sourceFile: doc.file,
        kind: 'doc',
        doc,
        twin,
        standsFor: doc.defaultFile,
        ...(tags.length > 0 && { tags }),
      });
    }
    const main = mainDocsGroup(docs.groups);
    return {
      docs: docs.groups,
      sidebar: main?.sidebar ?? [],
      sidebarOrder: main?.sidebarOrder ?? [],
    };
  },
  affected: docsAffected,
  withSource: (route, source) =>
    route.kind === 'doc' ? { ...route, doc: source as DocSource } : route,
  llms: docsLlms,
  globalData: docsGlobalData,
  docusaurusDocs: docsClientData,
  pageData: docsPageData,
  routeFiles: (route) =>
    route.kind === 'doc' && route.twin ? [[route.twin.file, docMarkdown(route.doc)]] : [],
  homeLinks: docsHomeLinks,
};

export const docsPlugin = definePlugin({ name: 'docs', content });
