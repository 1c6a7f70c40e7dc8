/**
 * A Docusaurus config's plugins, as sitegen takes them: the ones whose work sitegen does itself
 * are passed over, more docs plugins are more docs sections, the client-redirects plugin's
 * options are the config's redirects, a few it cannot run are warned by name, and every other
 * one becomes an entry of the plugin adapter (plugin/docusaurus/), set up by the build.
 */
import { createRequire } from 'node:module';
import { docusaurusPluginEntry, pluginSource, type PluginEntry } from '../plugin/index.js';
import { section } from './docusaurusSections.js';
import { dropUndefined, isPlain, type Plain, type Unused } from './docusaurusValues.js';

/** Plugins whose work sitegen does itself. */
export const BUILT_IN_PLUGINS = new Set([
  'docusaurus-plugin-image-zoom',
  // Sass files are compiled with the site's own sass package (bundle/sass.ts).
  'docusaurus-plugin-sass',
  '@docusaurus/plugin-sitemap',
  '@docusaurus/theme-search-algolia',
  '@easyops-cn/docusaurus-search-local',
]);

/**
 * Docusaurus plugins the adapter does not run, and why: each is warned about by name, as before
 * sitegen ran any. (A Docusaurus shorthand, `pwa`, names the same.)
 */
const NOT_RUN: Record<string, string> = {
  '@docusaurus/plugin-pwa': 'sitegen cannot run it: it builds its service worker with webpack',
  '@docusaurus/plugin-content-blog': "sitegen builds the preset's blog only",
  '@docusaurus/plugin-content-pages': "sitegen builds the preset's pages only",
  '@docusaurus/plugin-debug': 'sitegen has no debug pages',
  '@docusaurus/plugin-css-cascade-layers': 'sitegen lays out its own CSS cascade layers',
  '@docusaurus/plugin-svgr': 'sitegen imports SVG files as components itself',
};
const notRun = (name: string) => NOT_RUN[name] ?? NOT_RUN[`@docusaurus/plugin-${name}`];

/** The docs plugin, whose instances besides the preset's are more docs sections. */
const DOCS_PLUGINS = new Set(['@docusaurus/plugin-content-docs', 'content-docs']);

/** The plugins the classic preset adds for its options of these names. */
export const PRESET_PLUGINS: Record<string, string> = {
  gtag: '@docusaurus/plugin-google-gtag',
  googleTagManager: '@docusaurus/plugin-google-tag-manager',
};

/**
 * A plugin a preset adds, as the preset finds it (from its own folder: under pnpm the site
 * may not see it); its name as it is when the preset is not installed (the adapter says so).
 */
export function presetPlugin(configFile: string, preset: string, plugin: string): string {
  try {
    const presetName = preset === 'classic' ? '@docusaurus/preset-classic' : preset;
    const presetFile = createRequire(configFile).resolve(presetName);
    return createRequire(presetFile).resolve(plugin);
  } catch {
    return plugin;
  }
}

export interface MappedPlugins {
  plugins: PluginEntry[];
  /** More docs sections, as written (docusaurusSections.ts reads them). */
  docsSections: unknown[];
  /** The client-redirects plugin's `redirects` and `createRedirects`. */
  redirects: Plain;
}

export function mapPlugins(
  list: unknown,
  site: { root: string; file: string; siteConfig: Plain; unused: Unused },
): MappedPlugins {
  const { root, file, unused } = site;
  const mapped: MappedPlugins = { plugins: [], docsSections: [], redirects: {} };
  const allContent = new Map();
  const docusaurusSite = { configFile: file, siteConfig: site.siteConfig };
  for (const entry of Array.isArray(list) ? list : []) {
    const [[name, options] = ['', undefined]] = entries([entry]);
    if (BUILT_IN_PLUGINS.has(name)) continue;
    if (name === '@docusaurus/plugin-client-redirects') {
      mapped.redirects = clientRedirects(options, unused);
      continue;
    }
    if (DOCS_PLUGINS.has(name)) {
      mapped.docsSections.push(section(options ?? {}, 'docs', root, `plugins: ${name}`, unused));
      continue;
    }
    if (notRun(name)) {
      unused(`plugins: ${name}`, notRun(name));
      continue;
    }
    const source = pluginSource(entry);
    if (source === 'invalid')
      unused('plugins: a plugin', 'it is neither a name, a path, a function nor [plugin, options]');
    // One given by its file (`require.resolve('…')`) is named by its package.
    else if (source)
      mapped.plugins.push(
        docusaurusPluginEntry({ ...source, label: name }, docusaurusSite, allContent),
      );
  }
  return mapped;
}

/**
 * The client-redirects plugin's options: its redirects, the function that makes more, and
 * `fromExtensions` (`['html']`: `/docs/api.html` leads to `/docs/api`), made by that function.
 */
function clientRedirects(options: unknown, unused: Unused): Plain {
  const opts: Plain = isPlain(options) ? options : {};
  for (const key of Object.keys(opts))
    if (!['redirects', 'createRedirects', 'fromExtensions', 'id'].includes(key))
      unused(`plugins: @docusaurus/plugin-client-redirects: ${key}`);
  const own = typeof opts.createRedirects === 'function' ? opts.createRedirects : undefined;
  const extensions = (Array.isArray(opts.fromExtensions) ? opts.fromExtensions : []).filter(
    (ext): ext is string => typeof ext === 'string' && ext !== '',
  );
  const createRedirects =
    extensions.length === 0
      ? own
      : (path: string): string[] => {
          const made: unknown = own?.(path);
          const listed = [made].flat().filter((from): from is string => typeof from === 'string');
          // As the plugin does: not for the root, nor for a path that has an extension already.
          if (path === '/' || /\.[^/]+$/.test(path)) return listed;
          return [...listed, ...extensions.map((ext) => `${path}.${ext.replace(/^\./, '')}`)];
        };
  return dropUndefined({ redirects: opts.redirects, createRedirects });
}

/**
 * `[name, options]` of each preset, plugin or theme, written as a name or a tuple. One given by
 * its file (`require.resolve('docusaurus-plugin-image-zoom')`) is named by its package.
 */
export function entries(list: unknown): Array<[string, unknown]> {
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry): Array<[string, unknown]> => {
    if (typeof entry === 'string') return [[packageName(entry), undefined]];
    if (Array.isArray(entry) && typeof entry[0] === 'string')
      return [[packageName(entry[0]), entry[1]]];
    if (typeof entry === 'function') return [[entry.name || 'a plugin function', undefined]];
    if (Array.isArray(entry) && typeof entry[0] === 'function')
      return [[(entry[0] as { name?: string }).name || 'a plugin function', entry[1]]];
    return [['a plugin', undefined]];
  });
}

/** `/site/node_modules/@scope/name/lib/index.js` → `@scope/name`; a name stays as it is. */
function packageName(specifier: string): string {
  const at = specifier.lastIndexOf('node_modules');
  if (at < 0) return specifier;
  const [first, second] = specifier.slice(at + 'node_modules/'.length).split(/[\\/]/);
  return first.startsWith('@') ? `${first}/${second}` : first;
}
