/**
 * The request samples of an operation page: one request made from the operation (the first
 * server, the path with its parameters' example values, the required query parameters, the
 * credentials its security scheme asks for, the example body), written out in each language of
 * `SAMPLE_LANGUAGES` (sampleLanguages.ts). The description's own `x-codeSamples` come first.
 * Plain text here: apiView highlights (and so escapes) each one.
 */
import type { ApiOperation, ApiSpec } from '../../content/index.js';
import { SAMPLE_LANGUAGES, type SampleRequest } from './sampleLanguages.js';

export type { SampleRequest };

/** A sample as the page lists it: its tab label, its code, the highlighter's language. */
export interface CodeSample {
  label: string;
  code: string;
  language: string;
}

/**
 * The server URL with its variables at their defaults (`https://{region}.example` →
 * `https://eu.example`): the operation's first server when it names its own, else the description's.
 */
export function serverUrl(spec: ApiSpec, operation?: ApiOperation): string {
  const server = (operation?.servers ?? spec.servers)[0];
  if (!server) return '';
  return server.url.replace(/\{([^}]+)\}/g, (whole, name: string) =>
    server.variables?.[name] ? server.variables[name].default : whole,
  );
}

/** A parameter's value: its example, else `{name}`. */
const valueOf = (p: ApiOperation['parameters'][number]) => p.example ?? `{${p.name}}`;

/** Characters a URL's path or query keeps as they are; the others are percent-encoded. */
const encode = (value: string) =>
  /^\{[^}]*\}$/.test(value) ? value : encodeURIComponent(value).replace(/%2C/g, ',');

/** What the operation's first security scheme adds: a header, or a query parameter. */
function credentials(
  spec: ApiSpec,
  operation: ApiOperation,
): { header?: [string, string]; query?: [string, string] } {
  const name = operation.security[0];
  if (name === undefined) return {};
  const scheme = spec.securitySchemes.find((s) => s.name === name);
  if (!scheme) return { header: ['Authorization', 'Bearer <API_KEY>'] };
  if (scheme.type === 'apiKey') {
    const key = scheme.headerName ?? name;
    if (scheme.in === 'query') return { query: [key, '<API_KEY>'] };
    if (scheme.in === 'cookie') return { header: ['Cookie', `${key}=<API_KEY>`] };
    return { header: [key, '<API_KEY>'] };
  }
  if (scheme.type === 'http' && scheme.scheme?.toLowerCase() === 'basic')
    return { header: ['Authorization', 'Basic <BASE64_USER_COLON_PASSWORD>'] };
  return { header: ['Authorization', 'Bearer <TOKEN>'] };
}

/** The request every sample sends. */
export function sampleRequest(spec: ApiSpec, operation: ApiOperation): SampleRequest {
  const auth = credentials(spec, operation);
  const path = operation.path.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const parameter = operation.parameters.find((p) => p.in === 'path' && p.name === name);
    return parameter ? encode(valueOf(parameter)) : whole;
  });
  const query = operation.parameters
    .filter((p) => p.in === 'query' && p.required)
    .map((p) => `${encodeURIComponent(p.name)}=${encode(valueOf(p))}`);
  if (auth.query) query.push(`${auth.query[0]}=${auth.query[1]}`);
  const bodyValue = operation.requestBody ? (operation.requestBody.example ?? {}) : undefined;
  const headers: Array<[string, string]> = [];
  // Required cookie parameters, with a cookie API key, in one Cookie header.
  const cookies = operation.parameters
    .filter((p) => p.in === 'cookie' && p.required)
    .map((p) => `${p.name}=${valueOf(p)}`);
  if (auth.header?.[0] === 'Cookie') cookies.unshift(auth.header[1]);
  else if (auth.header) headers.push(auth.header);
  if (cookies.length > 0) headers.push(['Cookie', cookies.join('; ')]);
  if (operation.requestBody) headers.push(['Content-Type', operation.requestBody.contentType]);
  for (const p of operation.parameters)
    if (p.in === 'header' && p.required) headers.push([p.name, valueOf(p)]);
  return {
    method: operation.method.toUpperCase(),
    url: `${serverUrl(spec, operation)}${path}${query.length > 0 ? `?${query.join('&')}` : ''}`,
    headers,
    ...(bodyValue !== undefined && { body: JSON.stringify(bodyValue, null, 2), bodyValue }),
  };
}

/** The language names `x-codeSamples` use, as the highlighter knows them. */
const HIGHLIGHT_ALIASES: Record<string, string> = {
  shell: 'bash',
  sh: 'bash',
  curl: 'bash',
  'c#': 'csharp',
  cs: 'csharp',
  'node.js': 'javascript',
  node: 'javascript',
  js: 'javascript',
  ts: 'typescript',
  py: 'python',
  golang: 'go',
  rb: 'ruby',
  'objective-c': 'objectivec',
};

/** The highlighter's name for an `x-codeSamples` language ("C#" → csharp, "Shell" → bash). */
export function highlightLanguage(lang: string): string {
  const lower = lang.trim().toLowerCase();
  return HIGHLIGHT_ALIASES[lower] ?? (/^[a-z0-9+-]+$/.test(lower) ? lower : 'text');
}

/** The operation's samples: its own first, then one per language the description did not give. */
export function codeSamples(spec: ApiSpec, operation: ApiOperation): CodeSample[] {
  const own = operation.codeSamples.map((sample) => ({
    label: sample.label ?? sample.lang,
    code: sample.source,
    language: highlightLanguage(sample.lang),
  }));
  const labels = new Set(own.map((sample) => sample.label.toLowerCase()));
  const request = sampleRequest(spec, operation);
  const generated = SAMPLE_LANGUAGES.filter(
    (language) => !labels.has(language.label.toLowerCase()),
  ).map((language) => ({
    label: language.label,
    code: language.write(request),
    language: language.highlight,
  }));
  return [...own, ...generated];
}
