/**
 * Whether a site's Markdown plugins are all ones known to leave alone what a compile shared by
 * every locale holds placeholders for: the URLs of links and images, and the words sitegen writes
 * (admonition titles, footnote labels, heading link labels). A shared compile made with such
 * plugins needs no check against a locale's own compile (markdown/sharedCompile.ts's
 * `needsCheck`), which would compile every file of the first locale twice.
 *
 * A plugin is known by the package its function comes from, found by identity: the function the
 * config holds is the export of one of these packages, loaded as the config loaded it (Node keeps
 * one copy of a module). A function written in the config, or from any other package, is unknown,
 * and the check runs as before.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { MarkdownPlugins } from './types.js';

/** Packages whose plugins only rewrite code blocks, math or plain text. */
export const LINK_SAFE_PLUGIN_PACKAGES = [
  // A `npm2yarn` code block becomes tabs of the same commands.
  '@docusaurus/remark-plugin-npm2yarn',
  // Code blocks marked as tabs become tabs.
  'docusaurus-remark-plugin-tab-blocks',
  // Math, parsed and drawn.
  'remark-math',
  'rehype-katex',
  'rehype-mathjax',
  // `:name:` in text becomes the emoji.
  'remark-emoji',
];

/**
 * Whether every plugin of `plugins` comes from one of LINK_SAFE_PLUGIN_PACKAGES that the config
 * file imports (`packages`).
 */
export async function pluginsAreLinkSafe(
  configFile: string,
  packages: string[],
  plugins: Partial<Record<string, MarkdownPlugins>>,
): Promise<boolean> {
  const functions = Object.values(plugins).flatMap((section) =>
    section ? Object.values(section).flatMap((list) => list.map(pluginFunction)) : [],
  );
  if (functions.length === 0) return true;
  const known = await knownFunctions(
    configFile,
    packages.filter((name) => LINK_SAFE_PLUGIN_PACKAGES.includes(name)),
  );
  return functions.every((fn) => fn !== undefined && known.has(fn));
}

/** The plugin function of a list entry (`plugin`, `[plugin, options]`); undefined for a preset. */
function pluginFunction(entry: unknown): unknown {
  const plugin = Array.isArray(entry) ? (entry as unknown[])[0] : entry;
  return typeof plugin === 'function' ? plugin : undefined;
}

/** What each package exports that may be a plugin: the module, its default, and that one's default. */
async function knownFunctions(configFile: string, names: string[]): Promise<Set<unknown>> {
  const found = new Set<unknown>();
  const require = createRequire(configFile);
  const add = (mod: unknown) => {
    for (let value = mod, depth = 0; value && depth < 3; depth++) {
      if (typeof value === 'function') found.add(value);
      value = (value as { default?: unknown }).default;
    }
  };
  for (const name of names) {
    try {
      add(require(name));
    } catch {
      // An ES module `require` cannot load: imported below.
    }
    try {
      add(await import(pathToFileURL(require.resolve(name)).href));
    } catch {
      // Not resolvable as the config resolved it: its plugins stay unknown.
    }
  }
  return found;
}
