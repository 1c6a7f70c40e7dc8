/**
 * A locale's loaded content after some files changed: each content plugin a changed file belongs
 * to updates its own content (plugins/*: reading only what it must), the others keep theirs.
 * Tells which sources changed and whether anything the route table is made of did.
 */
import { BuildFailed, type ErrorList } from '../errors.js';
import { loadStrings } from '../i18n/index.js';
import type { ContentPlugin, PluginChanges, SourceChange } from '../plugins/index.js';
import { loadContext, type LocaleContent } from './localeState.js';
import type { SiteInputs } from './siteInputs.js';

export type { SourceChange };

export interface ContentChanges {
  /** By content plugin name: its sources and other files that changed. */
  plugins: Map<string, PluginChanges>;
  /** The locale's UI strings. */
  strings: boolean;
}

export interface ContentUpdate {
  content: LocaleContent;
  changed: SourceChange[];
  /** Whether a URL, the sidebar, the blog or the API pages may differ: the route table is rebuilt. */
  routes: boolean;
}

export function updateContent(
  site: SiteInputs,
  locale: string,
  previous: LocaleContent,
  changes: ContentChanges,
  errors: ErrorList,
): ContentUpdate {
  const changed: SourceChange[] = [];
  let routes = false;
  const content = new Map<ContentPlugin, unknown>();
  for (const [plugin, before] of previous.content) {
    const own = changes.plugins.get(plugin.name);
    if (!own) {
      content.set(plugin, before);
      continue;
    }
    const ctx = loadContext(site, locale, errors, plugin);
    const update = plugin.update
      ? plugin.update(ctx, before, own)
      : { content: plugin.load(ctx), changed: [], routes: true };
    content.set(plugin, update.content);
    changed.push(...update.changed);
    routes ||= update.routes;
  }

  let strings = previous.strings;
  if (changes.strings) {
    try {
      strings = loadStrings(site.config, locale);
    } catch (thrown) {
      if (!(thrown instanceof BuildFailed)) throw thrown;
      thrown.errors.forEach((e) => errors.add(e));
    }
  }

  return {
    // Plugins of the site's run again only when a file one of them watches changed (prepareLocale.ts).
    content: { strings, plugins: previous.plugins, content },
    changed,
    routes,
  };
}
