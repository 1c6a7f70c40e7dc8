/**
 * The request samples of an operation page, as plain text (apiView highlights them): a curl
 * command and a JavaScript fetch call with the server URL, the path, the required query and
 * header parameters as `{name}` placeholders, the API key header when the operation needs one,
 * and the example body.
 */
import type { ApiOperation, ApiSpec } from '../../content/index.js';

function exampleValue(operation: ApiOperation): string | undefined {
  if (!operation.requestBody) return undefined;
  return JSON.stringify(operation.requestBody.example ?? {}, null, 2);
}

/** The URL to call: server, path, and each required query parameter as `name={name}`. */
export function sampleUrl(spec: ApiSpec, operation: ApiOperation): string {
  const base = spec.servers[0]?.url ?? '';
  const query = operation.parameters
    .filter((p) => p.in === 'query' && p.required)
    .map((p) => `${p.name}={${p.name}}`);
  return `${base}${operation.path}${query.length > 0 ? `?${query.join('&')}` : ''}`;
}

/** The headers to send, as name and value: the API key, the body type, required header parameters. */
function sampleHeaders(operation: ApiOperation, hasBody: boolean): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  if (operation.security.length > 0) headers.push(['Authorization', 'Bearer <API_KEY>']);
  if (hasBody) headers.push(['Content-Type', 'application/json']);
  for (const p of operation.parameters)
    if (p.in === 'header' && p.required) headers.push([p.name, `{${p.name}}`]);
  return headers;
}

export function fetchExample(spec: ApiSpec, operation: ApiOperation): string {
  const body = exampleValue(operation);
  const headers = sampleHeaders(operation, body !== undefined).map(
    ([name, value]) => `    ${/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`}: '${value}',`,
  );
  const lines = [
    `const response = await fetch('${sampleUrl(spec, operation)}', {`,
    `  method: '${operation.method.toUpperCase()}',`,
  ];
  if (headers.length > 0) lines.push('  headers: {', ...headers, '  },');
  if (body !== undefined) lines.push(`  body: JSON.stringify(${body.replace(/\n/g, '\n  ')}),`);
  lines.push('});', 'const data = await response.json();');
  return lines.join('\n');
}

export function curlExample(spec: ApiSpec, operation: ApiOperation): string {
  const body = exampleValue(operation);
  const lines = [`curl -X ${operation.method.toUpperCase()} '${sampleUrl(spec, operation)}'`];
  for (const [name, value] of sampleHeaders(operation, body !== undefined))
    lines.push(`  -H '${name}: ${value}'`);
  if (body !== undefined) lines.push(`  -d '${body.replace(/'/g, "'\\''")}'`);
  return lines.join(' \\\n');
}
