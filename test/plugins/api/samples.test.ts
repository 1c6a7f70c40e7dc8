import { expect, test } from 'vitest';
import type { ApiOperation, ApiSpec } from '../../../src/content/apiSpec.js';
import { curlExample, fetchExample, sampleUrl } from '../../../src/plugins/api/samples.js';

const spec = { servers: [{ url: 'https://api.example/open' }] } as ApiSpec;
const operation = (over: Partial<ApiOperation>): ApiOperation =>
  ({
    method: 'get',
    path: '/w/{workspaceId}/logs',
    security: ['bearer'],
    parameters: [],
    responses: [],
    ...over,
  }) as ApiOperation;
const param = (name: string, where: string, required: boolean) => ({
  name,
  in: where,
  required,
  type: 'string',
});

test('required query parameters join the URL as placeholders; optional ones stay out', () => {
  const op = operation({
    parameters: [
      param('workspaceId', 'path', true),
      param('gatewayId', 'query', true),
      param('cursor', 'query', false),
      param('limit', 'query', true),
    ],
  });
  expect(sampleUrl(spec, op)).toBe(
    'https://api.example/open/w/{workspaceId}/logs?gatewayId={gatewayId}&limit={limit}',
  );
  expect(curlExample(spec, op)).toBe(
    "curl -X GET 'https://api.example/open/w/{workspaceId}/logs?gatewayId={gatewayId}&limit={limit}' \\\n  -H 'Authorization: Bearer <API_KEY>'",
  );
});

test('a public operation with a body and a required header', () => {
  const op = operation({
    method: 'post',
    path: '/feed/{channelId}/send',
    security: [],
    parameters: [param('X-Webhook-Signature', 'header', true)],
    requestBody: {
      contentType: 'application/json',
      required: true,
      schema: [],
      example: { title: "it's up" },
    },
  });
  expect(curlExample(spec, op)).toBe(
    [
      "curl -X POST 'https://api.example/open/feed/{channelId}/send' \\",
      "  -H 'Content-Type: application/json' \\",
      "  -H 'X-Webhook-Signature: {X-Webhook-Signature}' \\",
      `  -d '{\n  "title": "it'\\''s up"\n}'`,
    ].join('\n'),
  );
  expect(fetchExample(spec, op)).toBe(
    [
      "const response = await fetch('https://api.example/open/feed/{channelId}/send', {",
      "  method: 'POST',",
      '  headers: {',
      "    'Content-Type': 'application/json',",
      "    'X-Webhook-Signature': '{X-Webhook-Signature}',",
      '  },',
      '  body: JSON.stringify({',
      `    "title": "it's up"`,
      '  }),',
      '});',
      'const data = await response.json();',
    ].join('\n'),
  );
});
