import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadOpenApi, operationSlug } from '../../../src/plugins/api/openapi.js';
import { schemaRows, typeName } from '../../../src/plugins/api/schema.js';
import { serverUrl } from '../../../src/plugins/api/samples.js';
import { tryItView } from '../../../src/plugins/api/tryIt.js';
import { ErrorList } from '../../../src/errors.js';
import { repoRoot } from '../../helpers.js';

test('the slug of an operation is its operationId in kebab case', () => {
  expect(operationSlug('aiGateway.all')).toBe('ai-gateway-all');
  expect(operationSlug('monitor.regeneratePushToken')).toBe('monitor-regenerate-push-token');
  expect(operationSlug('global.config')).toBe('global-config');
  expect(operationSlug('serverStatus.publicInfo')).toBe('server-status-public-info');
  expect(operationSlug('feedIntegration.tencentCloud')).toBe('feed-integration-tencent-cloud');
  expect(operationSlug('website.getLighthouseJSON')).toBe('website-get-lighthouse-json');
  expect(operationSlug('webhook.playground')).toBe('webhook-playground');
});

test('types and schema rows are readable, nested, and stop at cycles', () => {
  expect(typeName({ type: 'array', items: { type: 'string' } })).toBe('array of string');
  expect(typeName({ type: ['string', 'null'] })).toBe('string | null');
  expect(typeName({ type: 'integer', format: 'int64' })).toBe('integer (int64)');
  const node: Record<string, unknown> = {
    type: 'object',
    required: ['id'],
    properties: { id: { type: 'string' } },
  };
  (node.properties as Record<string, unknown>).parent = node;
  const rows = schemaRows(node);
  expect(rows.map((r) => [r.name, r.required])).toEqual([
    ['id', true],
    ['parent', false],
  ]);
  expect(rows[1].children).toEqual([]);
});

describe('loadOpenApi', () => {
  test('groups operations by tag with parameters, body, responses and security', async () => {
    const errors = new ErrorList();
    const spec = (await loadOpenApi(
      path.join(repoRoot, 'test/fixtures/basic/openapi.json'),
      errors,
    ))!;
    expect(errors.errors).toEqual([]);
    expect(spec.groups.map((g) => [g.name, g.operations.map((o) => o.slug)])).toEqual([
      ['Website', ['website-all', 'website-add', 'website-get-lighthouse-json']],
      ['User', ['user-login']],
    ]);
    const add = spec.groups[0].operations[1];
    expect(add).toMatchObject({
      method: 'post',
      path: '/workspace/{workspaceId}/website/add',
      security: ['bearer'],
    });
    expect(add.requestBody).toMatchObject({
      contentType: 'application/json',
      required: true,
      example: { name: 'Blog', domain: 'blog.example.com' },
    });
    expect(
      add.responses[0].schema.find((r) => r.name === 'owner')?.children.map((c) => c.name),
    ).toEqual(['id', 'role']);
    expect(spec.groups[1].operations[0].security).toEqual([]);
  });

  test('responses given by reference to components.responses are shared, in order of first use', async () => {
    const errors = new ErrorList();
    const spec = (await loadOpenApi(
      path.join(repoRoot, 'test/fixtures/basic/openapi.json'),
      errors,
    ))!;
    expect(spec.sharedResponses.map((r) => [r.name, r.statuses, r.description])).toEqual([
      ['Unauthorized', ['401'], 'No API key was sent.'],
      ['Error', ['default'], 'Something went wrong.'],
    ]);
    const add = spec.groups[0].operations[1];
    expect(add.responses.map((r) => [r.status, r.shared])).toEqual([
      ['200', undefined],
      ['401', 'Unauthorized'],
      ['default', 'Error'],
    ]);
    expect(spec.sharedResponses[0].example).toEqual({
      message: 'No Token or Session',
      code: 'UNAUTHORIZED',
    });
  });

  test('x-codeSamples (either spelling), parameter examples and server variables are read', async () => {
    const errors = new ErrorList();
    const spec = (await loadOpenApi(
      path.join(repoRoot, 'test/fixtures/basic/openapi.json'),
      errors,
    ))!;
    const [all, add, lighthouse] = spec.groups[0].operations;
    expect(all.codeSamples).toEqual([
      {
        lang: 'Shell',
        label: 'CLI',
        source: "tianji websites list --workspace <ws> && echo '<script>alert(1)</script>'",
      },
    ]);
    expect(lighthouse.codeSamples).toEqual([
      { lang: 'Python', source: 'client.website.lighthouse(website_id)' },
    ]);
    expect(add.codeSamples).toEqual([]);
    expect(add.parameters[0].example).toBe('ws_123');
    expect(all.parameters[0].example).toBeUndefined();
    const { parameterExample } = await import('../../../src/plugins/api/examples.js');
    expect(parameterExample({ schema: { type: 'integer', minimum: 1 } })).toBe('1');
    expect(parameterExample({ examples: { a: { value: 'x' } }, schema: { type: 'string' } })).toBe(
      'x',
    );
    expect(parameterExample({ schema: { type: 'string', enum: ['asc', 'desc'] } })).toBe('asc');
    expect(parameterExample({ schema: { type: 'string', format: 'uuid' } })).toMatch(/^3f25/);
    expect(parameterExample({ schema: { type: 'object' } })).toBeUndefined();
  });

  test('components.schemas: one entry each, and every use of one names it', async () => {
    const errors = new ErrorList();
    const spec = (await loadOpenApi(
      path.join(repoRoot, 'test/fixtures/basic/openapi.json'),
      errors,
    ))!;
    expect(spec.schemas.map((s) => [s.name, s.slug, s.type])).toEqual([
      ['Website', 'website', 'object'],
      ['User', 'user', 'object'],
      ['Error', 'error', 'object'],
    ]);
    const website = spec.schemas[0];
    expect(website.rows.find((r) => r.name === 'owner')).toMatchObject({
      type: 'User',
      ref: 'User',
    });
    expect(website.example).toMatchObject({ owner: { role: 'owner' } });
    const [all, add] = spec.groups[0].operations;
    // A body that is a schema, and an array of one.
    expect(add.responses[0]).toMatchObject({ schemaRef: 'Website' });
    expect(all.responses[0]).toMatchObject({ schemaRef: 'Website' });
    expect(add.requestBody?.schemaRef).toBeUndefined();
    expect(spec.sharedResponses[0].schemaRef).toBe('Error');
  });

  test('two schemas with one page are an error naming both', async () => {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-oa-')), 'clash.json');
    fs.writeFileSync(
      file,
      JSON.stringify({
        openapi: '3.1.0',
        info: { title: 'x', version: '1' },
        paths: {},
        components: {
          schemas: { UserProfile: { type: 'object' }, user_profile: { type: 'string' } },
        },
      }),
    );
    const errors = new ErrorList();
    await loadOpenApi(file, errors);
    expect(errors.errors.map((e) => e.message)).toEqual([
      'schemas "UserProfile" and "user_profile" both get the page /schemas/user-profile',
    ]);
  });

  test("an operation's servers, else its path's, stand in for the description's", async () => {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-oa-')), 'servers.json');
    const ok = { responses: { '200': { description: 'ok' } } };
    fs.writeFileSync(
      file,
      JSON.stringify({
        openapi: '3.0.3',
        info: { title: 'x', version: '1' },
        servers: [{ url: 'https://api.example' }],
        paths: {
          '/a': {
            servers: [{ url: 'https://path.example' }],
            get: { operationId: 'pathLevel', ...ok },
            post: {
              operationId: 'own',
              servers: [{ url: 'https://{host}', variables: { host: { default: 'op.example' } } }],
              ...ok,
            },
          },
          '/b': { get: { operationId: 'documentLevel', ...ok } },
        },
      }),
    );
    const errors = new ErrorList();
    const spec = (await loadOpenApi(file, errors))!;
    expect(errors.errors).toEqual([]);
    const byId = new Map(spec.groups.flatMap((g) => g.operations).map((o) => [o.operationId, o]));
    expect(byId.get('pathLevel')!.servers).toEqual([{ url: 'https://path.example' }]);
    expect(byId.get('own')!.servers).toEqual([
      { url: 'https://{host}', variables: { host: { default: 'op.example' } } },
    ]);
    expect(byId.get('documentLevel')!.servers).toBeUndefined();
    expect(serverUrl(spec, byId.get('own'))).toBe('https://op.example');
    expect(serverUrl(spec, byId.get('pathLevel'))).toBe('https://path.example');
    expect(serverUrl(spec, byId.get('documentLevel'))).toBe('https://api.example');
    expect(tryItView(spec, byId.get('pathLevel')!).servers.map((s) => s.url)).toEqual([
      'https://path.example',
    ]);
  });

  test('an invalid description is an error with the validator message and the JSON path', async () => {
    const errors = new ErrorList();
    expect(
      await loadOpenApi(path.join(repoRoot, 'test/fixtures/bad-openapi/openapi.json'), errors),
    ).toBeUndefined();
    expect(errors.errors[0].message).toMatch(
      /^invalid OpenAPI description: .+ at #\/paths\/~1login\/post\/parameters\/0/,
    );
  });
});

describe('examples and composed schemas', () => {
  test('examples come from the description, else from the schema', async () => {
    const { exampleFromSchema, mediaExample } =
      await import('../../../src/plugins/api/examples.js');
    expect(mediaExample({ example: { a: 1 } })).toEqual({ a: 1 });
    expect(mediaExample({ examples: { first: { value: 'x' } } })).toBe('x');
    expect(
      exampleFromSchema({
        type: 'object',
        properties: {
          id: { type: 'string', format: 'uuid' },
          count: { type: 'integer' },
          when: { type: 'string', format: 'date-time' },
          role: { type: 'string', enum: ['owner', 'admin'] },
          tags: { type: 'array', items: { type: 'string' } },
          name: { type: ['string', 'null'], default: 'Blog' },
        },
      }),
    ).toEqual({
      id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
      count: 0,
      when: '2025-01-01T00:00:00.000Z',
      role: 'owner',
      tags: ['string'],
      name: 'Blog',
    });
    // Numbers inside their bounds, exclusive ones (3.1 numbers, 3.0 booleans) stepped over.
    expect(exampleFromSchema({ type: 'number', exclusiveMinimum: 0, multipleOf: 0.01 })).toBe(0.01);
    expect(exampleFromSchema({ type: 'integer', minimum: 5, exclusiveMinimum: true })).toBe(6);
    expect(exampleFromSchema({ type: 'integer', minimum: 2 })).toBe(2);
    expect(exampleFromSchema({ type: 'integer', maximum: -3 })).toBe(-3);
    const loop: Record<string, unknown> = { type: 'object', properties: {} };
    (loop.properties as Record<string, unknown>).self = loop;
    expect(exampleFromSchema(loop)).toEqual({});
    expect(
      exampleFromSchema({
        allOf: [
          { type: 'object', properties: { a: { type: 'boolean' } } },
          { type: 'object', properties: { b: { type: 'number' } } },
        ],
      }),
    ).toEqual({ a: true, b: 0 });
  });

  test('oneOf alternatives, allOf merges and nullable types render as rows', () => {
    const rows = schemaRows({
      oneOf: [{ type: 'object', properties: { url: { type: 'string' } } }, { type: 'string' }],
    });
    expect(rows.map((r) => [r.name, r.type, r.children.map((c) => c.name)])).toEqual([
      ['one of #1', 'object', ['url']],
      ['one of #2', 'string', []],
    ]);
    const merged = schemaRows({
      allOf: [
        { type: 'object', required: ['a'], properties: { a: { type: 'string' } } },
        { properties: { b: { type: 'integer', nullable: true } } },
      ],
    });
    expect(merged.map((r) => [r.name, r.type, r.required])).toEqual([
      ['a', 'string', true],
      ['b', 'integer | null', false],
    ]);
  });
});

describe('invalid descriptions', () => {
  const write = async (name: string, doc: unknown) => {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-oa-')), name);
    fs.writeFileSync(file, JSON.stringify(doc));
    return file;
  };
  const minimal = { openapi: '3.1.0', info: { title: 'x', version: '1' }, paths: {} };

  test('slugs from summaries as the Docusaurus OpenAPI preset makes them: kebab case, repeats numbered', async () => {
    const op = (summary: string | undefined, operationId: string) => ({
      summary,
      operationId,
      responses: { '200': { description: 'ok' } },
    });
    const doc = {
      ...minimal,
      info: { ...minimal.info, description: 'What this API does.' },
      paths: {
        '/a': { get: op('Get all gateways', 'gateway.all'), post: op('Get all gateways', 'g.b') },
        '/b': { get: op(undefined, 'website.getLighthouseJSON'), put: op('Introduction', 'x.y') },
      },
    };
    const file = await write('summaries.json', doc);
    const slugsOf = async (scheme?: 'summary') => {
      const errors = new ErrorList();
      const spec = (await loadOpenApi(file, errors, scheme))!;
      expect(errors.errors).toEqual([]);
      return spec.groups.flatMap((group) => group.operations.map((o) => o.slug));
    };
    // The preset's introduction page (made from the description) holds "introduction".
    expect(await slugsOf('summary')).toEqual([
      'get-all-gateways',
      'get-all-gateways-1',
      'website-get-lighthouse-json',
      'introduction-1',
    ]);
    expect(await slugsOf()).toEqual(['gateway-all', 'g-b', 'website-get-lighthouse-json', 'x-y']);
  });

  test('a missing openapi field', async () => {
    const errors = new ErrorList();
    const { openapi: _omit, ...rest } = minimal;
    await loadOpenApi(await write('no-version.json', rest), errors);
    expect(errors.errors[0]).toMatchObject({
      file: expect.stringContaining('no-version.json'),
      message: expect.stringMatching(/invalid OpenAPI description: .*(openapi|swagger|version)/i),
    });
  });

  test('a $ref to nothing names the ref', async () => {
    const errors = new ErrorList();
    const doc = {
      ...minimal,
      paths: {
        '/a': {
          get: {
            responses: {
              '200': {
                description: 'ok',
                content: {
                  'application/json': { schema: { $ref: '#/components/schemas/Missing' } },
                },
              },
            },
          },
        },
      },
    };
    await loadOpenApi(await write('bad-ref.json', doc), errors);
    expect(errors.errors[0].message).toContain('#/components/schemas/Missing');
  });

  test('a value of the wrong type, with its JSON path', async () => {
    const errors = new ErrorList();
    await loadOpenApi(
      await write('wrong-type.json', { ...minimal, info: { title: 42, version: '1' } }),
      errors,
    );
    expect(errors.errors[0].message).toMatch(/invalid OpenAPI description: .+ at #\/info\/title/);
  });
});
