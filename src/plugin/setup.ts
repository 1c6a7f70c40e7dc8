/**
 * Sets up a build's plugins: each entry's options checked against its schema (defaults filled
 * in, every problem named with its key), then its `setup` run, once per build. Two entries of one
 * plugin need ids that tell them apart, as under Docusaurus. A plugin asking for responsive images
 * in a site without `sharp` is warned about, and its images stay plain.
 */
import { BuildFailed, type ErrorList } from '../errors.js';
import { siteSharpFile } from './siteSharp.js';
import type { LoadedPlugin, PluginEntry, PluginHooks, PluginSite } from './types.js';

export const DEFAULT_PLUGIN_ID = 'default';

export async function setupPlugins(
  entries: PluginEntry[],
  site: PluginSite,
  errors: ErrorList,
): Promise<LoadedPlugin[]> {
  const loaded: LoadedPlugin[] = [];
  const seen = new Set<string>();
  for (const entry of entries) {
    const id = entry.id ?? DEFAULT_PLUGIN_ID;
    const origin = entry.origin ?? site.configFile;
    const named = `plugin "${entry.name}"${id === DEFAULT_PLUGIN_ID ? '' : ` (id "${id}")`}`;
    const key = `${entry.name}\0${id}`;
    if (seen.has(key)) {
      errors.add({
        file: origin,
        message: `${named} is listed twice`,
        hint: 'give each entry of the plugin its own `id` option',
      });
      continue;
    }
    seen.add(key);
    let options: unknown = entry.options;
    if (entry.schema) {
      const checked = entry.schema.safeParse(entry.options);
      if (!checked.success) {
        for (const issue of checked.error.issues) {
          const at = issue.path.length > 0 ? `: ${issue.path.join('.')}` : '';
          errors.add({
            file: origin,
            message: `${named}, option${at}: ${issue.message}`,
            hint: `fix the options given to ${entry.name}() in the config`,
          });
        }
        continue;
      }
      options = checked.data;
    }
    try {
      const hooks: PluginHooks =
        (await entry.setup?.(options, { warn: (w) => errors.warn(w), ...site })) ?? {};
      if (hooks.responsiveImages && !siteSharpFile(site.root)) {
        errors.warn({
          file: origin,
          message: `${named}: images are not resized: the site has no sharp package (each image import stays the plain image)`,
          hint: 'install it in the site: npm install --save-dev sharp',
        });
        delete hooks.responsiveImages;
      }
      loaded.push({ ...hooks, name: hooks.name ?? entry.name, id, origin });
    } catch (thrown) {
      // A setup that says what is wrong as errors of its own (a Docusaurus plugin's options).
      if (thrown instanceof BuildFailed) thrown.errors.forEach((error) => errors.add(error));
      else errors.add(pluginError({ name: entry.name, id, origin }, 'setup', thrown));
    }
  }
  return loaded;
}

/** A hook that threw, said with the plugin's name, the hook and what it threw. */
export function pluginError(
  plugin: Pick<LoadedPlugin, 'name' | 'id' | 'origin'>,
  hook: string,
  thrown: unknown,
) {
  const message = thrown instanceof Error ? thrown.message : String(thrown);
  const id = plugin.id === DEFAULT_PLUGIN_ID ? '' : ` (id "${plugin.id}")`;
  return {
    file: plugin.origin,
    message: `plugin "${plugin.name}"${id} failed in ${hook}: ${message}`,
    hint: 'fix the plugin or its options (the error above is its own)',
  };
}
