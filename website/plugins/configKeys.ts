/**
 * Every key of sitegen's config, read from its zod schema (src/config/schema.ts and the content
 * plugins' options.ts): its path, type, default and description, so the config reference of the
 * docs site is made from the one source a build checks configs with, and cannot drift from it.
 *
 * A key's description is the schema's own (`.describe('…')`); `.meta({ default: '…' })` says its
 * default where the schema's `.default()` cannot (a folder used when it exists), `.meta({ type })`
 * its type where zod's is no help to a reader (a plugin, a function), and `.meta({ keys: false })`
 * keeps a key's own keys off the list (a theme's colour names, a prism theme).
 */
import { z } from 'zod';

/** One key of the config, as the reference lists it. */
export interface ConfigKey {
  /** Its path from the config's top: `navbar.items[].label`, `locales.<id>.label`. */
  key: string;
  /** How deep it is: 0 for a key of the config itself. */
  depth: number;
  type: string;
  /** Its default as Markdown (a value in code: `` `'/'` ``), `required`, or `none`. */
  default: string;
  /** Markdown (inline code and links only); '' when the schema gives none. */
  description: string;
}

/** What the schema says of a key beside its shape (zod's global registry). */
interface KeyMeta {
  description?: string;
  default?: string;
  type?: string;
  keys?: boolean;
  /** What a record's keys are called in a path (`locales.<id>`). */
  keyName?: string;
}

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  defaultValue?: unknown;
  shape?: Record<string, z.ZodType>;
  options?: z.ZodType[];
  element?: z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  entries?: Record<string, string | number>;
  values?: unknown[];
};

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The wrappers a key's schema may have around its shape, outermost first. */
const WRAPPERS = new Set(['optional', 'default', 'prefault', 'nullable', 'readonly', 'catch']);

/** The key's schema and each schema it wraps, outermost first (a pipe read as its input). */
function layers(schema: z.ZodType): z.ZodType[] {
  const found = [schema];
  let def = defOf(schema);
  while (WRAPPERS.has(def.type) || def.type === 'pipe') {
    const inner = def.type === 'pipe' ? def.in! : def.innerType!;
    found.push(inner);
    def = defOf(inner);
  }
  return found;
}

/** The schema's metadata, the outermost layer's winning. */
function metaOf(schema: z.ZodType): KeyMeta {
  const meta: KeyMeta = {};
  for (const layer of layers(schema).reverse())
    Object.assign(meta, (z.globalRegistry.get(layer) ?? {}) as KeyMeta);
  return meta;
}

/** The shape under the wrappers. */
const shapeOf = (schema: z.ZodType): z.ZodType => layers(schema).pop()!;

/** A default value as a config would write it. */
function written(value: unknown): string {
  if (typeof value === 'string') return `'${value}'`;
  if (Array.isArray(value) && value.length === 0) return '[]';
  if (typeof value === 'object' && value !== null)
    return `{ ${Object.entries(value)
      .map(([key, inner]) => `${key}: ${written(inner)}`)
      .join(', ')} }`.replace('{  }', '{}');
  return String(value);
}

/** A type as a reader of TypeScript reads it. */
export function typeOf(schema: z.ZodType, depth = 0): string {
  const own = metaOf(schema).type;
  if (own) return own;
  const def = defOf(shapeOf(schema));
  const inner = (of: z.ZodType) => typeOf(of, depth + 1);
  switch (def.type) {
    case 'literal':
      return def.values!.map((value) => JSON.stringify(value).replace(/^"(.*)"$/, "'$1'")).join(' | ');
    case 'enum':
      return Object.values(def.entries!)
        .map((value) => (typeof value === 'string' ? `'${value}'` : String(value)))
        .join(' | ');
    case 'array': {
      const element = inner(def.element!);
      return /[ |]/.test(element) ? `(${element})[]` : `${element}[]`;
    }
    case 'tuple':
      return `[${[...def.items!.map(inner), ...(def.rest ? [`...${inner(def.rest)}[]`] : [])].join(', ')}]`;
    case 'record':
      return depth > 1 ? 'object' : `{ [name]: ${inner(def.valueType!)} }`;
    case 'union':
      return [...new Set(def.options!.map(inner))].join(' | ');
    case 'object':
      return 'object';
    case 'custom':
    case 'function':
      return 'function';
    default:
      return def.type;
  }
}

/** The default a reader sees: the schema's `meta.default`, its `.default()`, or none. */
function defaultOf(schema: z.ZodType): string {
  const meta = metaOf(schema);
  if (meta.default !== undefined) return meta.default;
  for (const layer of layers(schema)) {
    const def = defOf(layer);
    if (def.type === 'default' || def.type === 'prefault') return `\`${written(def.defaultValue)}\``;
    if (def.type === 'optional') return 'none';
  }
  return 'required';
}

/** The object schemas a key's value may be (its keys are listed under it), with how a path goes on. */
function objectsIn(schema: z.ZodType): Array<{ object: z.ZodType; step: string }> {
  const shape = shapeOf(schema);
  const def = defOf(shape);
  if (def.type === 'object') return [{ object: shape, step: '.' }];
  if (def.type === 'union') return def.options!.flatMap((option) => objectsIn(option));
  if (def.type === 'array')
    return objectsIn(def.element!).map(({ object, step }) => ({ object, step: `[]${step}` }));
  if (def.type === 'record')
    return objectsIn(def.valueType!).map(({ object, step }) => ({
      object,
      step: `.<${metaOf(schema).keyName ?? 'name'}>${step}`,
    }));
  return [];
}

/**
 * Every key of `schema` (an object schema), depth first in the schema's order, each once: a key
 * reached through two shapes of one value (one docs section, or a list of them) is listed once.
 */
export function configKeys(schema: z.ZodType): ConfigKey[] {
  const keys: ConfigKey[] = [];
  const seen = new Set<string>();
  const visit = (object: z.ZodType, prefix: string, depth: number) => {
    for (const [name, value] of Object.entries(defOf(object).shape!)) {
      const key = `${prefix}${name}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const meta = metaOf(value);
      keys.push({
        key,
        depth,
        type: typeOf(value),
        default: defaultOf(value),
        description: meta.description ?? '',
      });
      if (meta.keys === false || depth > 4) continue;
      // A list of sections and one section have the same keys: the list's step adds nothing.
      for (const { object: inner, step } of objectsIn(value))
        visit(inner, `${key}${step.replace(/^\[\](?=\.)/, isListOrOne(value) ? '' : '[]')}`, depth + 1);
    }
  };
  visit(shapeOf(schema), '', 0);
  return keys;
}

/** A value that is one object or a list of such objects (`content.docs`): one set of keys. */
function isListOrOne(schema: z.ZodType): boolean {
  const def = defOf(shapeOf(schema));
  return (
    def.type === 'union' &&
    def.options!.some((option) => defOf(shapeOf(option)).type === 'object') &&
    def.options!.some((option) => defOf(shapeOf(option)).type === 'array')
  );
}
