/**
 * A plugin's `validateOptions` and `validateThemeConfig`, given the `validate` Docusaurus gives
 * them (its normalizePluginOptions and normalizeThemeConfig): the plugin's Joi schema checks the
 * options with its defaults applied, every plugin takes an `id` ("default" unless given), and
 * what the schema rejects is thrown, for the adapter to say as an error of the config.
 */
import type { JoiSchema } from './types.js';
import type { LoadedDocusaurusPlugin as Loaded } from './load.js';

export const DEFAULT_DOCUSAURUS_ID = 'default';
const ID = /^[\w-]+$/;

/** What a schema rejected, or warned about: its messages. */
export class InvalidOptions extends Error {
  constructor(
    readonly what: 'options' | 'themeConfig',
    readonly messages: string[],
  ) {
    super(messages.join('; '));
  }
}

type Plain = Record<string, unknown>;

interface JoiWithRoot extends JoiSchema {
  append?(keys: Record<string, unknown>): JoiSchema;
  $_root?: { string(): { regex(re: RegExp): { default(value: string): unknown } } };
}

const messagesOf = (found?: { message?: string; details?: Array<{ message: string }> }) =>
  found?.details?.map((d) => d.message) ?? (found?.message ? [found.message] : []);

/** Docusaurus's normalizePluginOptions: the schema with an `id` key, no conversion. */
function normalizeOptions(schema: JoiSchema, options: Plain, warn: (m: string) => void): unknown {
  const joi = schema as JoiWithRoot;
  let final: JoiSchema = schema;
  let rest = options;
  if (typeof joi.append === 'function' && joi.$_root)
    final = joi.append({ id: joi.$_root.string().regex(ID).default(DEFAULT_DOCUSAURUS_ID) });
  else {
    // A schema that is not a Joi object: checked without the id, which is added after.
    const { id: _id, ...others } = options;
    rest = others;
  }
  const { value, error, warning } = final.validate(rest, { convert: false });
  messagesOf(warning).forEach(warn);
  if (error) throw new InvalidOptions('options', messagesOf(error));
  if (final === schema && value && typeof value === 'object')
    return { ...(value as Plain), id: options.id ?? DEFAULT_DOCUSAURUS_ID };
  return value;
}

/** Docusaurus's normalizeThemeConfig: the plugin's slice of the theme config, unknown keys allowed. */
function normalizeThemeConfig(schema: JoiSchema, themeConfig: Plain, warn: (m: string) => void) {
  const final = typeof schema.unknown === 'function' ? schema.unknown() : schema;
  const { value, error, warning } = final.validate(themeConfig, { convert: false });
  messagesOf(warning).forEach(warn);
  if (error) throw new InvalidOptions('themeConfig', messagesOf(error));
  return value;
}

/** The plugin's options as it wants them: validated, or as written with an id. */
export function pluginOptions(
  plugin: Pick<Loaded, 'validateOptions'>,
  options: Plain,
  warn: (message: string) => void,
): Plain {
  if (options.id !== undefined && (typeof options.id !== 'string' || !ID.test(options.id)))
    throw new InvalidOptions('options', [
      `Illegal plugin ID value "${String(options.id)}": it should only contain alphanumerics, underscores, and dashes.`,
    ]);
  if (!plugin.validateOptions) return { ...options, id: options.id ?? DEFAULT_DOCUSAURUS_ID };
  const value = plugin.validateOptions({
    validate: (schema, given) => normalizeOptions(schema, given, warn),
    options,
  });
  return (value && typeof value === 'object' ? value : {}) as Plain;
}

/** The theme config with what the plugin's validateThemeConfig made of it laid over it. */
export function pluginThemeConfig(
  plugin: Pick<Loaded, 'validateThemeConfig'>,
  themeConfig: Plain,
  warn: (message: string) => void,
): Plain {
  if (!plugin.validateThemeConfig) return themeConfig;
  const value = plugin.validateThemeConfig({
    validate: (schema, given) => normalizeThemeConfig(schema, given, warn),
    themeConfig,
  });
  return { ...themeConfig, ...(value && typeof value === 'object' ? (value as Plain) : {}) };
}
