/**
 * The request samples: one request made from the operation (server variables at their defaults,
 * parameters' examples, the security scheme's credentials, the example body), written in every
 * language; the description's own x-codeSamples first. The JavaScript sample is run here with a
 * fetch that records what it was asked; test/plugins/api/sampleLanguages.build.test.ts runs
 * the others through the compilers and interpreters this machine has.
 */
import { transformSync } from 'esbuild';
import { expect, test } from 'vitest';
import type { ApiOperation, ApiSpec } from '../../../src/content/apiSpec.js';
import { SAMPLE_LANGUAGES, pythonLiteral } from '../../../src/plugins/api/sampleLanguages.js';
import {
  codeSamples,
  highlightLanguage,
  sampleRequest,
  serverUrl,
} from '../../../src/plugins/api/samples.js';
import { SAMPLE_URL, sampleBody, sampleOperation, sampleSpec } from './sampleFixture.js';

const spec = {
  servers: [{ url: 'https://api.example/open' }],
  securitySchemes: [],
} as unknown as ApiSpec;
const operation = (over: Partial<ApiOperation>): ApiOperation =>
  ({
    method: 'get',
    path: '/w/{workspaceId}/logs',
    security: [],
    parameters: [],
    responses: [],
    codeSamples: [],
    ...over,
  }) as ApiOperation;
const param = (name: string, where: string, required: boolean, example?: string) => ({
  name,
  in: where,
  required,
  type: 'string',
  ...(example !== undefined && { example }),
});
const write = (label: string, op = sampleOperation, of = sampleSpec) =>
  SAMPLE_LANGUAGES.find((l) => l.label === label)!.write(sampleRequest(of, op));

test('the request: example values in the path and required query, placeholders without one', () => {
  const op = operation({
    parameters: [
      param('workspaceId', 'path', true, 'a/b c'),
      param('gatewayId', 'query', true),
      param('cursor', 'query', false, 'x'),
      param('limit', 'query', true, '10'),
    ],
  });
  expect(sampleRequest(spec, op)).toEqual({
    method: 'GET',
    url: 'https://api.example/open/w/a%2Fb%20c/logs?gatewayId={gatewayId}&limit=10',
    headers: [],
  });
  expect(sampleRequest(sampleSpec, sampleOperation)).toEqual({
    method: 'POST',
    url: SAMPLE_URL,
    headers: [
      ['Authorization', 'Bearer <TOKEN>'],
      ['Content-Type', 'application/json'],
      ['X-Request-Id', '{X-Request-Id}'],
    ],
    body: JSON.stringify(sampleBody, null, 2),
    bodyValue: sampleBody,
  });
});

test('credentials as each security scheme asks for them', () => {
  const schemes = {
    key: { type: 'apiKey', in: 'header', headerName: 'X-API-Key' },
    query: { type: 'apiKey', in: 'query', headerName: 'api_key' },
    cookie: { type: 'apiKey', in: 'cookie', headerName: 'session' },
    basic: { type: 'http', scheme: 'basic' },
    oauth: { type: 'oauth2' },
  };
  const withSchemes = {
    ...spec,
    securitySchemes: Object.entries(schemes).map(([name, s]) => ({ name, ...s })),
  } as ApiSpec;
  const sent = (name: string) => sampleRequest(withSchemes, operation({ security: [name] }));
  expect(sent('key').headers).toEqual([['X-API-Key', '<API_KEY>']]);
  expect(sent('query').url).toBe('https://api.example/open/w/{workspaceId}/logs?api_key=<API_KEY>');
  expect(sent('query').headers).toEqual([]);
  expect(sent('cookie').headers).toEqual([['Cookie', 'session=<API_KEY>']]);
  expect(sent('basic').headers).toEqual([['Authorization', 'Basic <BASE64_USER_COLON_PASSWORD>']]);
  expect(sent('oauth').headers).toEqual([['Authorization', 'Bearer <TOKEN>']]);
});

test("required cookie parameters go in one Cookie header with a cookie API key; the operation's server first", () => {
  const withCookieKey = {
    ...spec,
    securitySchemes: [{ name: 'cookie', type: 'apiKey', in: 'cookie', headerName: 'session' }],
  } as ApiSpec;
  const op = operation({
    security: ['cookie'],
    servers: [{ url: 'https://reports.example' }],
    parameters: [param('theme', 'cookie', true, 'dark'), param('debug', 'cookie', false, '1')],
  });
  const sent = sampleRequest(withCookieKey, op);
  expect(sent.headers).toEqual([['Cookie', 'session=<API_KEY>; theme=dark']]);
  expect(sent.url).toBe('https://reports.example/w/{workspaceId}/logs');
});

test('a server URL with variables takes their defaults; an unknown one stays', () => {
  expect(serverUrl(sampleSpec)).toBe('https://eu.api.example/v1');
  expect(
    serverUrl({
      servers: [{ url: 'https://{a}.x/{b}', variables: { a: { default: 'z' } } }],
    } as unknown as ApiSpec),
  ).toBe('https://z.x/{b}');
  expect(serverUrl({ servers: [] } as unknown as ApiSpec)).toBe('');
});

test('seven languages, in order, each highlighted as itself', () => {
  const samples = codeSamples(sampleSpec, sampleOperation);
  expect(samples.map((s) => [s.label, s.language])).toEqual([
    ['curl', 'bash'],
    ['JavaScript', 'javascript'],
    ['Python', 'python'],
    ['Go', 'go'],
    ['Java', 'java'],
    ['PHP', 'php'],
    ['C#', 'csharp'],
  ]);
});

test('x-codeSamples come first; a generated language of the same label is left out', () => {
  const op = {
    ...sampleOperation,
    codeSamples: [
      { lang: 'Shell', label: 'curl', source: 'curl https://x/<script>' },
      { lang: 'Ruby', source: 'puts 1' },
      { lang: 'C#', label: 'C# SDK', source: 'new Client();' },
    ],
  };
  const samples = codeSamples(sampleSpec, op);
  expect(samples.slice(0, 3)).toEqual([
    { label: 'curl', code: 'curl https://x/<script>', language: 'bash' },
    { label: 'Ruby', code: 'puts 1', language: 'ruby' },
    { label: 'C# SDK', code: 'new Client();', language: 'csharp' },
  ]);
  expect(samples.slice(3).map((s) => s.label)).toEqual([
    'JavaScript',
    'Python',
    'Go',
    'Java',
    'PHP',
    'C#',
  ]);
  expect(highlightLanguage('Node.js')).toBe('javascript');
  expect(highlightLanguage('"><img')).toBe('text');
});

test('curl', () => {
  expect(write('curl')).toBe(
    [
      `curl -X POST '${SAMPLE_URL}' \\`,
      "  -H 'Authorization: Bearer <TOKEN>' \\",
      "  -H 'Content-Type: application/json' \\",
      "  -H 'X-Request-Id: {X-Request-Id}' \\",
      `  -d '${JSON.stringify(sampleBody, null, 2).replace(/'/g, "'\\''")}'`,
    ].join('\n'),
  );
});

test('JavaScript: runs, and fetch is asked for the request', async () => {
  const code = write('JavaScript');
  expect(
    code.startsWith(`const response = await fetch('${SAMPLE_URL}', {\n  method: 'POST',`),
  ).toBe(true);
  transformSync(code, { format: 'esm', loader: 'js' }); // throws on a syntax error
  const calls: unknown[][] = [];
  const fetch = (...args: unknown[]) => {
    calls.push(args);
    return Promise.resolve({ json: () => Promise.resolve({}) });
  };
  const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
    ...args: string[]
  ) => (...values: unknown[]) => Promise<void>;
  await new AsyncFunction('fetch', code)(fetch);
  expect(calls).toEqual([
    [
      SAMPLE_URL,
      {
        method: 'POST',
        headers: {
          Authorization: 'Bearer <TOKEN>',
          'Content-Type': 'application/json',
          'X-Request-Id': '{X-Request-Id}',
        },
        body: JSON.stringify(sampleBody),
      },
    ],
  ]);
});

test('Python', () => {
  expect(write('Python')).toBe(
    [
      'import requests',
      '',
      'response = requests.request(',
      '    "POST",',
      `    "${SAMPLE_URL}",`,
      '    headers={',
      '        "Authorization": "Bearer <TOKEN>",',
      '        "Content-Type": "application/json",',
      '        "X-Request-Id": "{X-Request-Id}",',
      '    },',
      '    json={',
      '        "name": "it\'s \\"up\\" \\\\o/",',
      '        "tags": [',
      '            "a",',
      '            "b",',
      '        ],',
      '        "enabled": True,',
      '        "owner": None,',
      '        "count": 2,',
      '    },',
      ')',
      'print(response.status_code, response.text)',
    ].join('\n'),
  );
  expect(pythonLiteral({ a: [], b: {}, c: [false] })).toBe(
    '{\n    "a": [],\n    "b": {},\n    "c": [\n        False,\n    ],\n}',
  );
});

test('Go: the body as a raw string, or quoted when it holds a backtick', () => {
  const code = write('Go');
  expect(code).toContain('\t"strings"\n)');
  expect(code).toContain(
    `\tbody := strings.NewReader(\`${JSON.stringify(sampleBody, null, 2)}\`)\n`,
  );
  expect(code).toContain(`\treq, err := http.NewRequest("POST", "${SAMPLE_URL}", body)\n`);
  expect(code).toContain('\treq.Header.Set("X-Request-Id", "{X-Request-Id}")\n');
  const tick = {
    ...sampleOperation,
    requestBody: { ...sampleOperation.requestBody!, example: 'a`b' },
  };
  expect(write('Go', tick)).toContain('strings.NewReader("\\"a`b\\"")');
  const get = operation({});
  const plain = write('Go', get, spec);
  expect(plain).not.toContain('strings');
  expect(plain).toContain(
    'http.NewRequest("GET", "https://api.example/open/w/{workspaceId}/logs", nil)',
  );
});

test('Java: the body as a text block, its backslashes doubled', () => {
  const code = write('Java');
  expect(code).toContain(`    .uri(URI.create("${SAMPLE_URL}"))\n`);
  expect(code).toContain('    .header("Authorization", "Bearer <TOKEN>")\n');
  expect(code).toContain(
    '    .method("POST", HttpRequest.BodyPublishers.ofString("""\n        {\n          "name": "it\'s \\\\"up\\\\" \\\\\\\\o/",',
  );
  expect(code).toContain('          "count": 2\n        }"""))\n    .build();');
  expect(write('Java', operation({}), spec)).toContain(
    '.method("GET", HttpRequest.BodyPublishers.noBody())',
  );
});

test('PHP: single-quoted strings, quotes and backslashes escaped', () => {
  const code = write('PHP');
  expect(code.startsWith('<?php\n$curl = curl_init();\n')).toBe(true);
  expect(code).toContain(
    `    CURLOPT_URL => '${SAMPLE_URL}',\n    CURLOPT_CUSTOMREQUEST => 'POST',`,
  );
  expect(code).toContain("        'X-Request-Id: {X-Request-Id}',\n    ],");
  expect(code).toContain(
    `    CURLOPT_POSTFIELDS => '{\n      "name": "it\\'s \\\\"up\\\\" \\\\\\\\o/",`,
  );
});

test('C#: Content-Type on the content, the body verbatim with quotes doubled', () => {
  const code = write('C#');
  expect(code).toContain(
    `var request = new HttpRequestMessage(new HttpMethod("POST"), "${SAMPLE_URL}");`,
  );
  expect(code).not.toContain('TryAddWithoutValidation("Content-Type"');
  expect(code).toContain(
    'request.Headers.TryAddWithoutValidation("X-Request-Id", "{X-Request-Id}");',
  );
  expect(code).toContain(
    'request.Content = new StringContent(@"{\n  ""name"": ""it\'s \\""up\\"" \\\\o/"",',
  );
  expect(code).toContain('}", Encoding.UTF8, "application/json");');
});
