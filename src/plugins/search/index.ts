/**
 * The search plugin's page: `/search?q=…` at the locale's `searchPage`, as Docusaurus's search
 * themes make one that links from outside rely on. (The index itself is written while the pages
 * are: emit/searchIndex.ts.)
 */
import { pageBase } from '../../render/index.js';
import { definePlugin } from '../define.js';
import type { ContentHooks } from '../types.js';

const content: ContentHooks<null> = {
  kinds: ['search'],
  enabled: (config) => config.search !== false && config.searchPage !== false,
  folders: () => [],
  load: () => null,
  sources: () => [],
  routes(adder) {
    const { searchPage } = adder.config;
    // A site's own page at that path is kept instead.
    if (searchPage !== false) adder.addUnlessTaken({ path: searchPage, kind: 'search' });
  },
  affected: (edit) => () => edit.newTable,
  inSitemap: () => false,
  pageData: (ctx, route) => ({
    ...pageBase,
    kind: 'search',
    url: route.url,
    title: ctx.t('search.pageTitle'),
    html: '',
  }),
};

export const searchPlugin = definePlugin({ name: 'search', content });
