/**
 * An OpenAPI schema flattened for reading: a type name ("array of Website", "string | null") and
 * one row per property, nested for objects and arrays, cycles and deep nesting cut off.
 */
import type { SchemaConstraints, SchemaRow } from '../../shared/index.js';

type Json = Record<string, unknown>;

/**
 * The `components.schemas` entries by their dereferenced object: swagger-parser puts one object
 * wherever a `$ref` names an entry, so a schema met anywhere is known by identity.
 */
export type SchemaNames = ReadonlyMap<unknown, string>;

const NO_NAMES: SchemaNames = new Map();

/** The entry a schema is, or is an array of. */
export function refOf(schema: Json | undefined, names: SchemaNames): string | undefined {
  if (!schema) return undefined;
  return names.get(schema) ?? (schema.type === 'array' ? names.get(schema.items) : undefined);
}

/** A readable type: "string", "integer (int64)", "array of Website", "string | null". */
export function typeName(schema: Json, names: SchemaNames = NO_NAMES): string {
  const named = names.get(schema);
  if (named) return schema.nullable === true ? `${named} | null` : named;
  if (schema.nullable === true) return `${typeName({ ...schema, nullable: false }, names)} | null`;
  if (Array.isArray(schema.type)) {
    const types = (schema.type as string[]).map((type) =>
      type === 'array' ? typeName({ ...schema, type }, names) : type,
    );
    const [first, ...rest] = types;
    return [schema.format ? `${first} (${String(schema.format)})` : first, ...rest].join(' | ');
  }
  if (schema.type === 'array') return `array of ${typeName((schema.items ?? {}) as Json, names)}`;
  for (const key of ['oneOf', 'anyOf'] as const) {
    if (Array.isArray(schema[key]))
      return (schema[key] as Json[]).map((s) => typeName(s, names)).join(' | ');
  }
  if (Array.isArray(schema.allOf)) return 'object';
  const base = String(schema.type ?? (schema.properties ? 'object' : 'any'));
  return schema.format ? `${base} (${String(schema.format)})` : base;
}

const MAX_DEPTH = 4;

const NUMBERS = ['multipleOf', 'minLength', 'maxLength', 'minItems', 'maxItems'] as const;
const FLAGS = ['uniqueItems', 'deprecated', 'readOnly', 'writeOnly'] as const;

/**
 * What a schema states beside its type: bounds (OpenAPI 3.0's boolean `exclusiveMinimum` beside
 * `minimum`, or 3.1's number in its place), lengths, pattern, item counts, default and flags.
 * Undefined when it states none.
 */
export function constraintsOf(schema: Json | undefined): SchemaConstraints | undefined {
  if (!schema) return undefined;
  const out: SchemaConstraints = {};
  for (const side of ['minimum', 'maximum'] as const) {
    const exclusiveKey = side === 'minimum' ? 'exclusiveMinimum' : 'exclusiveMaximum';
    const exclusive = schema[exclusiveKey];
    if (typeof exclusive === 'number') {
      out[side] = exclusive;
      out[exclusiveKey] = true;
    } else if (typeof schema[side] === 'number') {
      out[side] = schema[side] as number;
      if (exclusive === true) out[exclusiveKey] = true;
    }
  }
  for (const key of NUMBERS) if (typeof schema[key] === 'number') out[key] = schema[key] as number;
  if (typeof schema.pattern === 'string') out.pattern = schema.pattern;
  if (schema.default !== undefined)
    out.default =
      typeof schema.default === 'string' ? schema.default : JSON.stringify(schema.default);
  for (const key of FLAGS) if (schema[key] === true) out[key] = true;
  return Object.keys(out).length > 0 ? out : undefined;
}

/** A schema's enum values as text, when it has them. */
export function enumOf(schema: Json | undefined): string[] | undefined {
  return Array.isArray(schema?.enum) ? (schema.enum as unknown[]).map(String) : undefined;
}

/**
 * The properties of a schema as rows, nested up to a depth; cycles stop where they repeat. A row
 * whose type is an entry of `components.schemas` (`names`) is marked with its name.
 */
export function schemaRows(schema: Json | undefined, names: SchemaNames = NO_NAMES): SchemaRow[] {
  return rowsOf(schema, names, 0, new Set());
}

function rowsOf(
  schema: Json | undefined,
  names: SchemaNames,
  depth: number,
  seen: Set<Json>,
): SchemaRow[] {
  if (!schema || depth > MAX_DEPTH || seen.has(schema)) return [];
  const inner = new Set(seen).add(schema);
  if (schema.type === 'array' && schema.items)
    return rowsOf(schema.items as Json, names, depth, inner);
  const merged: Json = Array.isArray(schema.allOf)
    ? Object.assign(
        {},
        ...(schema.allOf as Json[]).map((s) => ({
          ...s,
          properties: { ...((s.properties ?? {}) as Json) },
        })),
      )
    : schema;
  if (Array.isArray(schema.allOf)) {
    merged.properties = Object.assign(
      {},
      ...(schema.allOf as Json[]).map((s) => (s.properties ?? {}) as Json),
    );
    merged.required = (schema.allOf as Json[]).flatMap((s) => (s.required ?? []) as string[]);
  }
  for (const key of ['oneOf', 'anyOf'] as const) {
    if (!Array.isArray(schema[key])) continue;
    // Each alternative is a row of its own, holding that alternative's properties.
    return (schema[key] as Json[]).map((variant, i) => ({
      name: `${key === 'oneOf' ? 'one of' : 'any of'} #${i + 1}`,
      type: typeName(variant, names),
      required: false,
      description: variant.description as string | undefined,
      ref: refOf(variant, names),
      children: rowsOf(variant, names, depth + 1, inner),
    }));
  }
  const required = new Set((merged.required ?? []) as string[]);
  return Object.entries((merged.properties ?? {}) as Record<string, Json>).map(
    ([name, property]) => ({
      name,
      type: typeName(property, names),
      required: required.has(name),
      description: property.description as string | undefined,
      enum: enumOf(property),
      constraints: constraintsOf(property),
      ref: refOf(property, names),
      children: rowsOf(property, names, depth + 1, inner),
    }),
  );
}
