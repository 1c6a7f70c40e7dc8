/**
 * The API reference plugin: an overview, one page per operation of the site's OpenAPI
 * description (read and translated once for every locale: pipeline/siteInputs.ts), and the
 * Markdown pages of its folder, with a sidebar of their own.
 */
import { loadPages, PAGE_PATTERNS, type ApiSpec, type PageSource } from '../../content/index.js';
import { apiRoutes, apiSidebar, flattenSidebar, urlOf } from '../../routes/index.js';
import { pageBase, sourceToc } from '../../render/index.js';
import type { ContentPlugin } from '../types.js';
import { updatePages } from '../update.js';
import { apiPageFields } from './view.js';

/** A locale's API reference: its description and the pages of its folder. */
export interface ApiContent {
  spec?: ApiSpec;
  pages: PageSource[];
}

export const apiPlugin: ContentPlugin<ApiContent> = {
  name: 'api',
  kinds: ['api'],
  enabled: (config) => config.content.api !== undefined,
  folders: (config) =>
    config.content.api
      ? [{ folder: config.content.api, patterns: PAGE_PATTERNS, section: 'api' }]
      : [],
  load: ({ config, locale, errors, includeDrafts, frontMatter, apiSpec }) => ({
    spec: apiSpec,
    pages: config.content.api
      ? loadPages(config, locale, errors, includeDrafts, config.content.api, frontMatter)
      : [],
  }),
  update(ctx, previous, changes) {
    // Its pages are listed in its sidebar by title: any change may move one.
    const pages = updatePages(ctx, ctx.config.content.api, previous.pages, changes, true);
    return { ...pages, content: { spec: ctx.apiSpec, pages: pages.content } };
  },
  sources: (content) => content.pages,
  routes(adder, { spec, pages }, t) {
    const { config, locale } = adder;
    const api = config.content.api;
    if (!api || !spec) return;
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
      t('api.overview'),
      (path) => urlOf(config, locale, path),
      api.routeBasePath,
    );
    return { apiSidebar: items, apiOrder: flattenSidebar(items) };
  },
  // A new description, or a page moved in its sidebar: every page shows the sidebar.
  affected(edit) {
    const all =
      edit.siteInputs ||
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
