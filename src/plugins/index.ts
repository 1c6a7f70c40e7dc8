/**
 * The public face of plugins/: `definePlugin`, with which sitegen's own plugins are written as a
 * site's are, their list, in the order their routes are added (the order of the sitemap) and the
 * home page lists their sections, and a site's plugins after them. The core runs content plugins
 * through the shape in types.ts and imports none by name: this list is the one place that names
 * them.
 */
import type { ResolvedConfig } from '../config/index.js';
import { BuildFailed, type SiteError } from '../errors.js';
import { CORE_ROUTE_KINDS } from '../render/index.js';
import { apiPlugin } from './api/index.js';
import { blogPlugin } from './blog/index.js';
import { docsPlugin } from './docs/index.js';
import { pagesPlugin } from './pages/index.js';
import { searchPlugin } from './search/index.js';
import type { SitegenPluginEntry } from './define.js';
import type { ContentPlugin } from './types.js';
import type { PluginEntry } from '../plugin/index.js';

export type * from './types.js';
export {
  definePlugin,
  type PluginDefinition,
  type PluginFactory,
  type SitegenPluginEntry,
} from './define.js';

/** Where sitegen's own plugins come from, in errors. */
export const BUILT_IN_ORIGIN = 'sitegen';

/** sitegen's own plugins, each turned on by its content in the config (`enabled`). */
export const BUILT_IN_PLUGINS: readonly SitegenPluginEntry[] = [
  pagesPlugin(),
  docsPlugin(),
  blogPlugin(),
  apiPlugin(),
  searchPlugin(),
].map((entry) => ({ ...entry, origin: BUILT_IN_ORIGIN }));

const entriesOf = new WeakMap<ResolvedConfig, PluginEntry[]>();
const contentOf = new WeakMap<ResolvedConfig, ContentPlugin[]>();

/**
 * The site's plugins: sitegen's own that its config turns on, then those its config lists, in
 * their order (the config's are the site's code: their content hooks, if any, are checked by
 * `checkContentPlugins` when the build starts).
 */
export function sitePluginEntries(config: ResolvedConfig): PluginEntry[] {
  let entries = entriesOf.get(config);
  if (!entries) {
    entries = [
      ...BUILT_IN_PLUGINS.filter((entry) => entry.content?.enabled(config)),
      ...config.plugins,
    ];
    entriesOf.set(config, entries);
  }
  return entries;
}

/** The content plugins of the site, in the order of its plugins. */
export function contentPluginsOf(config: ResolvedConfig): ContentPlugin[] {
  let plugins = contentOf.get(config);
  if (!plugins) {
    plugins = sitePluginEntries(config).flatMap((entry) =>
      isContentPlugin(entry.content) && entry.content.enabled(config) ? [entry.content] : [],
    );
    contentOf.set(config, plugins);
  }
  return plugins;
}

const REQUIRED_HOOKS = ['enabled', 'folders', 'load', 'sources', 'routes', 'pageData'] as const;

function isContentPlugin(content: unknown): content is ContentPlugin {
  return (
    typeof content === 'object' &&
    content !== null &&
    Array.isArray((content as ContentPlugin).kinds) &&
    REQUIRED_HOOKS.every((hook) => typeof (content as ContentPlugin)[hook] === 'function')
  );
}

/**
 * Fails the build when a plugin of the config gives content hooks that miss one the core needs,
 * or renders a route kind another plugin renders (each kind has one plugin: the one whose
 * `pageData` makes its pages).
 */
export function checkContentPlugins(config: ResolvedConfig): void {
  const errors: SiteError[] = [];
  const renderedBy = new Map<string, string>(CORE_ROUTE_KINDS.map((kind) => [kind, 'sitegen']));
  for (const entry of sitePluginEntries(config)) {
    if (entry.content === undefined) continue;
    const file = entry.origin ?? config.configFile;
    if (!isContentPlugin(entry.content)) {
      errors.push({
        file,
        message: `plugin "${entry.name}": its content hooks lack kinds or one of ${REQUIRED_HOOKS.join(', ')}`,
        hint: 'give `content` every hook the ContentHooks type requires, or leave it out',
      });
      continue;
    }
    if (!entry.content.enabled(config)) continue;
    for (const kind of entry.content.kinds) {
      const other = renderedBy.get(kind);
      if (other)
        errors.push({
          file,
          message: `plugin "${entry.name}" renders "${kind}" pages, which ${other === 'sitegen' ? 'sitegen itself' : `plugin "${other}"`} renders`,
          hint: 'give each plugin route kinds of its own',
        });
      else renderedBy.set(kind, entry.name);
    }
  }
  if (errors.length > 0) throw new BuildFailed(errors);
}
