import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, describe, expect, test } from 'vitest';
import { validateOpenApi } from '../../../src/plugins/api/validate.js';
import { repoRoot } from '../../helpers.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-oas-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const info = { title: 'T', version: '1' };
const ok = { '200': { description: 'ok' } };
/** A schema that refers to itself: swagger-parser checks it before following the loop. */
const tree = {
  type: 'object',
  properties: { children: { type: 'array', items: { $ref: '#/components/schemas/Tree' } } },
};

const docs: Record<string, object> = {
  'v3.0 valid': { openapi: '3.0.3', info, paths: { '/a': { get: { responses: ok } } } },
  'v3.0 wrong type': { openapi: '3.0.3', info: { title: 42, version: '1' }, paths: {} },
  'v3.0 two problems': {
    openapi: '3.0.3',
    info,
    paths: { '/a': { get: { responses: ok, parameters: [{ name: 'x' }] } }, b: {} },
  },
  'v3.0 circular': {
    openapi: '3.0.3',
    info,
    paths: {
      '/t': {
        get: {
          responses: {
            '200': {
              description: 'ok',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Tree' } } },
            },
          },
        },
      },
    },
    components: { schemas: { Tree: tree } },
  },
  // A rule of the spec no schema states (swagger-parser checks it for 2.0 descriptions).
  'v2 one operationId twice': {
    swagger: '2.0',
    info,
    paths: {
      '/a': { get: { operationId: 'x', responses: ok } },
      '/b': { get: { operationId: 'x', responses: ok } },
    },
  },
  'v3.1 valid': { openapi: '3.1.0', info, paths: { '/a': { get: { responses: ok } } } },
  'v3.1 wrong type': { openapi: '3.1.0', info, paths: { '/a': { get: { responses: 7 } } } },
  'v2 valid': { swagger: '2.0', info, paths: { '/a': { get: { responses: ok } } } },
  'v2 wrong type': { swagger: '2.0', info, paths: { '/a': { get: { responses: [] } } } },
};

const valid = ['v3.0 valid', 'v3.0 circular', 'v3.1 valid', 'v2 valid'];

/** The outcome: the dereferenced description, or the error's message and first detail. */
async function outcome(validate: (file: string) => Promise<unknown>, file: string) {
  try {
    return { api: await validate(file) };
  } catch (thrown) {
    const error = thrown as Error & { details?: unknown[] };
    return { name: error.name, message: error.message, detail: error.details?.[0] };
  }
}

describe('the description is validated as swagger-parser validates it', () => {
  test.each(Object.keys(docs))('%s', async (name) => {
    const file = path.join(dir, `${name.replace(/\W+/g, '-')}.json`);
    fs.writeFileSync(file, JSON.stringify(docs[name]));
    const ours = await outcome(validateOpenApi, file);
    expect(ours).toEqual(await outcome((f) => SwaggerParser.validate(f), file));
    // Not equal by both failing alike: the valid ones pass, the others fail.
    expect(ours).toHaveProperty(valid.includes(name) ? 'api' : 'message');
  });

  test('the real site description and the broken fixture', async () => {
    for (const file of ['openapi/tianji.openapi.json', 'test/fixtures/bad-openapi/openapi.json']) {
      const full = path.join(repoRoot, file);
      expect(await outcome(validateOpenApi, full)).toEqual(
        await outcome((f) => SwaggerParser.validate(f), full),
      );
    }
  });

  test('a schema problem names its place', async () => {
    const file = path.join(dir, 'place.json');
    fs.writeFileSync(file, JSON.stringify(docs['v3.0 wrong type']));
    await expect(validateOpenApi(file)).rejects.toMatchObject({
      message: expect.stringContaining('#/info/title must be string'),
    });
  });
});
