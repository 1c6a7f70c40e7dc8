/**
 * The API reference plugin: an overview, one page per operation of the site's OpenAPI
 * description (read and translated once for every locale: pipeline/siteInputs.ts), and the
 * Markdown pages of its folder, with a sidebar of their own.
 */
import path from 'node:path';
import { loadPages, PAGE_PATTERNS, type ApiSpec, type PageSource } from '../../content/index.js';
import { flattenSidebar, urlOf } from '../../routes/index.js';
import { apiRoutes, apiSidebar } from './routes.js';
import { pageBase, sourceToc } from '../../render/index.js';
import { definePlugin } from '../define.js';
import type { ContentHooks } from '../types.js';
import { updatePages } from '../update.js';
import { apiPageFields } from './view.js';
import { apiFiles, prepareApi } from './prepare.js';
import { packageRoot } from '../../packageRoot.js';

/** A locale's API reference: its description and the pages of its folder. */
export interface ApiContent {
  spec?: ApiSpec;
  pages: PageSource[];
}

/** The locale's description, of those `prepare` read. */
const specOf = (prepared: unknown, locale: string) =>
  (prepared as Record<string, ApiSpec> | undefined)?.[locale];

const content: ContentHooks<ApiContent> = {
  kinds: ['api'],
  enabled: (config) => config.content.api !== undefined,
  folders: (config) =>
    config.content.api
      ? [{ folder: config.content.api, patterns: PAGE_PATTERNS, section: 'api' }]
      : [],
  prepare: prepareApi,
  siteFiles: apiFiles,
  // Its operation, schema and overview styles: no other page of a site pays for them.
  stylesheet: path.join(packageRoot(), 'src', 'theme', 'styles', 'api.css'),
  load: ({ config, locale, errors, includeDrafts, frontMatter, prepared }) => ({
    spec: specOf(prepared, locale),
    pages: config.content.api
      ? loadPages(config, locale, errors, includeDrafts, config.content.api, frontMatter)
      : [],
  }),
  update(ctx, previous, changes) {
    // Its pages are listed in its sidebar by title: any change may move one.
    const pages = updatePages(ctx, ctx.config.content.api, previous.pages, changes, true);
    return {
      changed: pages.changed,
      content: { spec: specOf(ctx.prepared, ctx.locale), pages: pages.content },
      // A new description (prepared again) is new routes: its operations are the route data.
      routes: pages.routes || changes.data,
    };
  },
  sources: (content) => content.pages,
  routes(adder, { spec: given, pages }, t) {
    const { config, locale } = adder;
    const api = config.content.api;
    if (!given || !api) return;
    // Without schema pages, nothing links to one (view.ts finds each page in the route table).
    const spec = api.schemaPages ? given : { ...given, schemas: [] };
    for (const route of apiRoutes(spec, pages, api.routeBasePath))
      adder.add({
        path: route.path,
        sourceFile: route.sourceFile,
        kind: 'api',
        api: route.data,
        ...(route.data.kind === 'api-doc' && { standsFor: route.data.page.defaultFile }),
      });
    // The Docusaurus OpenAPI preset's introduction page is the reference's overview here.
    if (api.slugs === 'summary' && spec.description)
      adder.imply({ from: `/${api.routeBasePath}/introduction`, to: `/${api.routeBasePath}` });
    const items = apiSidebar(
      spec,
      pages,
      { overview: t('api.overview'), schemas: t('api.schemas') },
      (path) => urlOf(config, locale, path),
      api.routeBasePath,
    );
    return { apiSidebar: items, apiOrder: flattenSidebar(items) };
  },
  // A new description (its files changed), or a page moved in its sidebar: every page shows it.
  affected(edit) {
    const all =
      edit.changes?.data === true ||
      (edit.before !== edit.after &&
        JSON.stringify(edit.after.apiSidebar) !== JSON.stringify(edit.before.apiSidebar));
    return () => all;
  },
  withSource: (route) => route,
  pageData(ctx, route, { spec }) {
    if (route.kind !== 'api' || !spec)
      throw new Error(`the API reference plugin cannot render a ${route.kind}`);
    const { config, table } = ctx;
    const fields = apiPageFields(spec, table, route.url, route.api, ctx.t, ctx.highlight);
    const page = route.api.kind === 'api-doc' ? route.api.page : undefined;
    const compiled = ctx.compiledOf(route.sourceFile);
    return {
      ...pageBase,
      ...fields,
      url: route.url,
      html: compiled?.html ?? '',
      toc: page ? sourceToc(compiled, page.frontMatter, config.tableOfContents) : fields.toc,
      unlisted: page?.unlisted ?? false,
      draft: page?.draft ?? false,
      withSidebar: true,
      sidebar: table.apiSidebar,
    };
  },
  homeLinks: (table, t) =>
    table.apiOrder[0] ? [{ label: t('api.title'), href: table.apiOrder[0].href }] : [],
};

export const apiPlugin = definePlugin({ name: 'api', content });
