/**
 * Example values for a schema when the description gives none: its own `example`/`default`, the
 * first enum value, or a value built from the type and format. Cycles and deep nesting stop early.
 */
type Json = Record<string, unknown>;

const MAX_DEPTH = 5;

const BY_FORMAT: Record<string, string> = {
  'date-time': '2025-01-01T00:00:00.000Z',
  date: '2025-01-01',
  email: 'user@example.com',
  uri: 'https://example.com',
  url: 'https://example.com',
  uuid: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
  password: '********',
};

export function exampleFromSchema(
  schema: Json | undefined,
  depth = 0,
  seen = new Set<Json>(),
): unknown {
  if (!schema || depth > MAX_DEPTH || seen.has(schema)) return undefined;
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  const inner = new Set(seen).add(schema);
  for (const key of ['oneOf', 'anyOf'] as const) {
    if (Array.isArray(schema[key]))
      return exampleFromSchema((schema[key] as Json[])[0], depth + 1, inner);
  }
  if (Array.isArray(schema.allOf)) {
    return Object.assign(
      {},
      ...(schema.allOf as Json[]).map((part) => exampleFromSchema(part, depth + 1, inner) ?? {}),
    );
  }
  const type = Array.isArray(schema.type)
    ? (schema.type as string[]).find((t) => t !== 'null')
    : (schema.type as string | undefined);
  switch (type ?? (schema.properties ? 'object' : undefined)) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(
        (schema.properties ?? {}) as Record<string, Json>,
      )) {
        const value = exampleFromSchema(property, depth + 1, inner);
        if (value !== undefined) out[name] = value;
      }
      return out;
    }
    case 'array': {
      const item = exampleFromSchema(schema.items as Json | undefined, depth + 1, inner);
      return item === undefined ? [] : [item];
    }
    case 'string':
      return BY_FORMAT[String(schema.format)] ?? 'string';
    case 'integer':
    case 'number':
      return numberExample(schema, type ?? 'number');
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return undefined;
  }
}

/**
 * A number the schema allows: its lower bound, a step above it when the bound is exclusive (3.1's
 * number or 3.0's boolean), else 0, or its upper bound when 0 is above that.
 */
function numberExample(schema: Json, type: string): number {
  const step = typeof schema.multipleOf === 'number' ? schema.multipleOf : 1;
  const above = (bound: number) => (type === 'integer' ? Math.floor(bound) + 1 : bound + step);
  if (typeof schema.exclusiveMinimum === 'number') return above(schema.exclusiveMinimum);
  if (typeof schema.minimum === 'number')
    return schema.exclusiveMinimum === true ? above(schema.minimum) : schema.minimum;
  if (typeof schema.maximum === 'number' && schema.maximum < 0) return schema.maximum;
  return 0;
}

/** The example of a media type object: `example`, the first of `examples`, or one from the schema. */
export function mediaExample(media: Json | undefined): unknown {
  if (!media) return undefined;
  if (media.example !== undefined) return media.example;
  const examples = Object.values((media.examples ?? {}) as Record<string, Json>);
  if (examples.length > 0 && examples[0].value !== undefined) return examples[0].value;
  return exampleFromSchema(media.schema as Json | undefined);
}

/**
 * A parameter's value for samples, as text: its own `example` (or first of `examples`), its
 * schema's example, default or first enum value, or one made from a type that has an obvious one
 * (a number, a boolean, a formatted string); a plain string without any is left to a placeholder.
 */
export function parameterExample(parameter: Json): string | undefined {
  const examples = Object.values((parameter.examples ?? {}) as Record<string, Json>);
  const value =
    parameter.example ??
    examples.find((e) => e && e.value !== undefined)?.value ??
    exampleFromSchema(parameter.schema as Json | undefined);
  if (value === undefined || value === null || typeof value === 'object') return undefined;
  const schema = (parameter.schema ?? {}) as Json;
  const made =
    value === 'string' && schema.example === undefined && parameter.example === undefined;
  return made ? undefined : String(value);
}
