import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadOpenApi, operationSlug, schemaRows, typeName } from '../../src/content/openapi.js';
import { ErrorList } from '../../src/errors.js';
import { repoRoot } from '../helpers.js';

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
  const node: Record<string, unknown> = { type: 'object', required: ['id'], properties: { id: { type: 'string' } } };
  (node.properties as Record<string, unknown>).parent = node;
  const rows = schemaRows(node);
  expect(rows.map((r) => [r.name, r.required])).toEqual([['id', true], ['parent', false]]);
  expect(rows[1].children).toEqual([]);
});

describe('loadOpenApi', () => {
  test('groups operations by tag with parameters, body, responses and security', async () => {
    const errors = new ErrorList();
    const spec = (await loadOpenApi(path.join(repoRoot, 'test/fixtures/basic/openapi.json'), errors))!;
    expect(errors.errors).toEqual([]);
    expect(spec.groups.map((g) => [g.name, g.operations.map((o) => o.slug)])).toEqual([
      ['Website', ['website-all', 'website-add', 'website-get-lighthouse-json']],
      ['User', ['user-login']],
    ]);
    const add = spec.groups[0].operations[1];
    expect(add).toMatchObject({ method: 'post', path: '/workspace/{workspaceId}/website/add', security: ['bearer'] });
    expect(add.requestBody).toMatchObject({ contentType: 'application/json', required: true, example: { name: 'Blog', domain: 'blog.example.com' } });
    expect(add.responses[0].schema.find((r) => r.name === 'owner')?.children.map((c) => c.name)).toEqual(['id', 'role']);
    expect(spec.groups[1].operations[0].security).toEqual([]);
  });

  test('an invalid description is an error with the validator message and the JSON path', async () => {
    const errors = new ErrorList();
    expect(await loadOpenApi(path.join(repoRoot, 'test/fixtures/bad-openapi/openapi.json'), errors)).toBeUndefined();
    expect(errors.errors[0].message).toMatch(/^invalid OpenAPI description: .+ at #\/paths\/~1login\/post\/parameters\/0/);
  });
});
