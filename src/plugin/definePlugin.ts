/**
 * How a plugin is written: its name, its options' zod schema (types and defaults in one place) and
 * `setup`, which makes its hooks from the checked options. The result is the function a site's
 * config calls with the options (`plugins: [showcase({ file: 'data/showcase.json' })]`).
 */
import type { z } from 'zod';
import type { PluginEntry, PluginHooks, PluginSite } from './types.js';

/** `Content`: what its `loadContent` returns, which its `contentLoaded` receives. */
export interface PluginDefinition<Schema extends z.ZodType, Content = unknown> {
  name: string;
  /** The options' schema; without one the plugin takes none. */
  options?: Schema;
  setup(
    options: z.output<Schema>,
    site: PluginSite,
  ): PluginHooks<Content> | Promise<PluginHooks<Content>>;
}

/** The function a config calls: its options as written (the schema's input), and an id when listed twice. */
export type PluginFactory<Schema extends z.ZodType> = (
  options?: z.input<Schema> & { id?: string },
) => PluginEntry<z.output<Schema>>;

export function definePlugin<Schema extends z.ZodType = z.ZodUndefined, Content = unknown>(
  definition: PluginDefinition<Schema, Content>,
): PluginFactory<Schema> {
  return (options) => {
    const { id, ...rest } = (options ?? {}) as { id?: string };
    return {
      name: definition.name,
      id,
      options: options === undefined ? undefined : rest,
      schema: definition.options as z.ZodType<z.output<Schema>> | undefined,
      setup: definition.setup as PluginEntry<z.output<Schema>>['setup'],
    };
  };
}
