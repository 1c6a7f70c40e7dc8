/**
 * The public face of plugins/: sitegen's own content plugins, in the order their routes are added
 * (the order of the sitemap) and the home page lists their sections. The core runs them through
 * the shape in types.ts and imports none by name: this list is the one place that names them.
 */
import { apiPlugin } from './api/index.js';
import { blogPlugin } from './blog/index.js';
import { docsPlugin } from './docs/index.js';
import { pagesPlugin } from './pages/index.js';
import { searchPlugin } from './search/index.js';
import type { ContentPlugin } from './types.js';

export type * from './types.js';

export const BUILT_IN_PLUGINS: readonly ContentPlugin<any>[] = [
  pagesPlugin,
  docsPlugin,
  blogPlugin,
  apiPlugin,
  searchPlugin,
];
