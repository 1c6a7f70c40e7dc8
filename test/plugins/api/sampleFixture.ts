/**
 * The operation the request sample tests write in every language: a server URL with a variable,
 * a path parameter with a space in its example, a required query and header parameter, bearer
 * auth, and a JSON body whose text holds quotes and a backslash.
 */
import type { ApiOperation, ApiSpec } from '../../../src/content/apiSpec.js';

export const sampleSpec = {
  servers: [{ url: 'https://{region}.api.example/v1', variables: { region: { default: 'eu' } } }],
  securitySchemes: [{ name: 'bearer', type: 'http', scheme: 'bearer' }],
} as unknown as ApiSpec;

export const sampleBody = {
  name: `it's "up" \\o/`,
  tags: ['a', 'b'],
  enabled: true,
  owner: null,
  count: 2,
};

export const sampleOperation = {
  method: 'post',
  path: '/workspace/{workspaceId}/website/add',
  security: ['bearer'],
  codeSamples: [],
  parameters: [
    { name: 'workspaceId', in: 'path', required: true, type: 'string', example: 'ws 1' },
    { name: 'dryRun', in: 'query', required: true, type: 'boolean', example: 'true' },
    { name: 'cursor', in: 'query', required: false, type: 'string' },
    { name: 'X-Request-Id', in: 'header', required: true, type: 'string' },
  ],
  requestBody: { contentType: 'application/json', required: true, schema: [], example: sampleBody },
  responses: [],
} as unknown as ApiOperation;

/** The URL every sample calls. */
export const SAMPLE_URL = 'https://eu.api.example/v1/workspace/ws%201/website/add?dryRun=true';
