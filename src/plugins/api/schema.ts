/**
 * An OpenAPI schema flattened for reading: a type name ("array of Website", "string | null") and
 * one row per property, nested for objects and arrays, cycles and deep nesting cut off.
 */
import type { SchemaRow } from '../../shared/index.js';

type Json = Record<string, unknown>;

/** A readable type: "string", "integer (int64)", "array of Website", "string | null". */
export function typeName(schema: Json): string {
  if (schema.nullable === true) return `${typeName({ ...schema, nullable: false })} | null`;
  if (Array.isArray(schema.type)) return (schema.type as string[]).join(' | ');
  if (schema.type === 'array') return `array of ${typeName((schema.items ?? {}) as Json)}`;
  for (const key of ['oneOf', 'anyOf'] as const) {
    if (Array.isArray(schema[key])) return (schema[key] as Json[]).map(typeName).join(' | ');
  }
  if (Array.isArray(schema.allOf)) return 'object';
  const base = String(schema.type ?? (schema.properties ? 'object' : 'any'));
  return schema.format ? `${base} (${String(schema.format)})` : base;
}

const MAX_DEPTH = 4;

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
      enum: Array.isArray(property.enum) ? (property.enum as unknown[]).map(String) : undefined,
      children: schemaRows(property, depth + 1, inner),
    }),
  );
}
