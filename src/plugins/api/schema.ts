/**
 * An OpenAPI schema flattened for reading: a type name ("array of Website", "string | null") and
 * one row per property, nested for objects and arrays, cycles and deep nesting cut off.
 */
import type { SchemaConstraints, SchemaRow } from '../../shared/index.js';

type Json = Record<string, unknown>;

/** A readable type: "string", "integer (int64)", "array of Website", "string | null". */
export function typeName(schema: Json): string {
  if (schema.nullable === true) return `${typeName({ ...schema, nullable: false })} | null`;
  if (Array.isArray(schema.type)) {
    const types = (schema.type as string[]).map((type) =>
      type === 'array' ? typeName({ ...schema, type }) : type,
    );
    const [first, ...rest] = types;
    return [schema.format ? `${first} (${String(schema.format)})` : first, ...rest].join(' | ');
  }
  if (schema.type === 'array') return `array of ${typeName((schema.items ?? {}) as Json)}`;
  for (const key of ['oneOf', 'anyOf'] as const) {
    if (Array.isArray(schema[key])) return (schema[key] as Json[]).map(typeName).join(' | ');
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

/** The properties of a schema as rows, nested up to a depth; cycles stop where they repeat. */
export function schemaRows(
  schema: Json | undefined,
  depth = 0,
  seen = new Set<Json>(),
): SchemaRow[] {
  if (!schema || depth > MAX_DEPTH || seen.has(schema)) return [];
  const inner = new Set(seen).add(schema);
  if (schema.type === 'array' && schema.items)
    return schemaRows(schema.items as Json, depth, inner);
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
      type: typeName(variant),
      required: false,
      description: variant.description as string | undefined,
      children: schemaRows(variant, depth + 1, inner),
    }));
  }
  const required = new Set((merged.required ?? []) as string[]);
  return Object.entries((merged.properties ?? {}) as Record<string, Json>).map(
    ([name, property]) => ({
      name,
      type: typeName(property),
      required: required.has(name),
      description: property.description as string | undefined,
      enum: enumOf(property),
      constraints: constraintsOf(property),
      children: schemaRows(property, depth + 1, inner),
    }),
  );
}
