/**
 * A schema's constraints as the API pages show them: only what it states, OpenAPI 3.0's boolean
 * exclusive bounds and 3.1's numeric ones alike, defaults as JSON text, and the flags.
 */
import { expect, test } from 'vitest';
import { constraintsOf, schemaRows, typeName } from '../../../src/plugins/api/schema.js';

test('bounds: 3.0 booleans beside minimum and maximum, 3.1 numbers in their place', () => {
  expect(constraintsOf({ type: 'integer', minimum: 1, maximum: 100 })).toEqual({
    minimum: 1,
    maximum: 100,
  });
  expect(
    constraintsOf({ minimum: 0, exclusiveMinimum: true, maximum: 5, exclusiveMaximum: false }),
  ).toEqual({ minimum: 0, exclusiveMinimum: true, maximum: 5 });
  expect(constraintsOf({ exclusiveMinimum: 0, exclusiveMaximum: 1 })).toEqual({
    minimum: 0,
    exclusiveMinimum: true,
    maximum: 1,
    exclusiveMaximum: true,
  });
});

test('lengths, pattern, items, multipleOf, default and flags; nothing when none is stated', () => {
  expect(
    constraintsOf({
      minLength: 1,
      maxLength: 64,
      pattern: '^[a-z]+$',
      minItems: 0,
      maxItems: 3,
      uniqueItems: true,
      multipleOf: 0.5,
      default: { a: 1 },
      deprecated: true,
      readOnly: true,
      writeOnly: false,
    }),
  ).toEqual({
    minLength: 1,
    maxLength: 64,
    pattern: '^[a-z]+$',
    minItems: 0,
    maxItems: 3,
    uniqueItems: true,
    multipleOf: 0.5,
    default: '{"a":1}',
    deprecated: true,
    readOnly: true,
  });
  expect(constraintsOf({ default: 'asc' })).toEqual({ default: 'asc' });
  expect(constraintsOf({ default: false })).toEqual({ default: 'false' });
  expect(constraintsOf({ type: 'string', description: 'x' })).toBeUndefined();
  expect(constraintsOf(undefined)).toBeUndefined();
});

test('rows carry their constraints; type arrays and formats read as types', () => {
  const [row] = schemaRows({
    type: 'object',
    properties: { id: { type: ['string', 'null'], format: 'uuid', readOnly: true } },
  });
  expect(row).toMatchObject({
    name: 'id',
    type: 'string (uuid) | null',
    constraints: { readOnly: true },
  });
  expect(typeName({ type: ['array', 'null'], items: { type: 'integer' } })).toBe(
    'array of integer | null',
  );
});
