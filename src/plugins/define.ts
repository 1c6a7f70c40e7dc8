/**
 * How a plugin is written, sitegen's own (docs, blog, pages, the API reference, search) as a
 * site's: its name, its options' zod schema (types and defaults in one place), `setup`, which makes
 * its hooks from the checked options, and, for a plugin whose pages the theme renders from sources,
 * its content hooks. The result is the function a site's config calls with the options
 * (`plugins: [showcase({ file: 'data/showcase.json' })]`).
 */
import type { z } from 'zod';
import type { PluginEntry, PluginHooks, PluginSite } from '../plugin/index.js';
import type { ContentHooks, ContentPlugin } from './types.js';

/** `Content`: what its `loadContent` returns, which its `contentLoaded` receives. */
export interface PluginDefinition<Schema extends z.ZodType, Content = unknown, Loaded = unknown> {
  name: string;
  /** The options' schema; without one the plugin takes none. */
  options?: Schema;
  /** Without it, the plugin has its content hooks alone. */
  setup?(
    options: z.output<Schema>,
    site: PluginSite,
  ): PluginHooks<Content> | Promise<PluginHooks<Content>>;
  /**
   * Sources the Markdown stage compiles and routes the theme renders with its layouts (see
   * `ContentHooks`). They are read with the config, before anything is set up: they take the
   * site's resolved config, not the plugin's options.
   */
  content?: ContentHooks<Loaded>;
}

/** A plugin as the config lists it, with its content hooks named after it when it has some. */
export interface SitegenPluginEntry<
  Options = unknown,
  Loaded = unknown,
> extends PluginEntry<Options> {
  content?: ContentPlugin<Loaded>;
}

/** The function a config calls: its options as written (the schema's input), and an id when listed twice. */
export type PluginFactory<Schema extends z.ZodType, Loaded = unknown> = (
  options?: z.input<Schema> & { id?: string },
) => SitegenPluginEntry<z.output<Schema>, Loaded>;

export function definePlugin<
  Schema extends z.ZodType = z.ZodUndefined,
  Content = unknown,
  Loaded = unknown,
>(definition: PluginDefinition<Schema, Content, Loaded>): PluginFactory<Schema, Loaded> {
  // Made once: the core tells content plugins apart by identity.
  const content = definition.content && { ...definition.content, name: definition.name };
  return (options) => {
    const { id, ...rest } = (options ?? {}) as { id?: string };
    return {
      name: definition.name,
      id,
      options: options === undefined ? undefined : rest,
      schema: definition.options as z.ZodType<z.output<Schema>> | undefined,
      setup: definition.setup as PluginEntry<z.output<Schema>>['setup'],
      ...(content && { content }),
    };
  };
}
