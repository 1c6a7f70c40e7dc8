/**
 * One request (samples.ts `SampleRequest`) written in each language an API reference reader may
 * call it from: curl, JavaScript (fetch), Python (requests), Go (net/http), Java (java.net.http),
 * PHP (the curl extension) and C# (HttpClient). Each writes every string as its own literal, so a
 * quote or backslash in an example reaches the server as it was written.
 */

/** A request as every language writes it (samples.ts `sampleRequest` makes it). */
export interface SampleRequest {
  /** Upper case: "POST". */
  method: string;
  /** The whole URL, query included. */
  url: string;
  headers: Array<[string, string]>;
  /** The JSON body, pretty-printed; undefined without one. */
  body?: string;
  /** The body's value, for languages that write it as their own literal (Python). */
  bodyValue?: unknown;
}

export interface SampleLanguage {
  /** The tab's label, also the key the reader's choice is kept under. */
  label: string;
  /** The highlighter's name for the language. */
  highlight: string;
  write(request: SampleRequest): string;
}

/** A double-quoted literal with JSON's escapes, which Python, Go, Java and C# read alike. */
const quoted = (text: string) => JSON.stringify(text);

const singleQuoted = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

const jsString = (text: string) => singleQuoted(text).replace(/\n/g, '\\n');

const indentAfterFirst = (text: string, indent: string) => text.replace(/\n/g, `\n${indent}`);

function curl(request: SampleRequest): string {
  const shell = (text: string) => `'${text.replace(/'/g, "'\\''")}'`;
  const lines = [`curl -X ${request.method} ${shell(request.url)}`];
  for (const [name, value] of request.headers) lines.push(`  -H ${shell(`${name}: ${value}`)}`);
  if (request.body !== undefined) lines.push(`  -d ${shell(request.body)}`);
  return lines.join(' \\\n');
}

function javaScript(request: SampleRequest): string {
  const lines = [
    `const response = await fetch(${jsString(request.url)}, {`,
    `  method: ${jsString(request.method)},`,
  ];
  if (request.headers.length > 0) {
    lines.push('  headers: {');
    for (const [name, value] of request.headers)
      lines.push(
        `    ${/^[A-Za-z_$][\w$]*$/.test(name) ? name : jsString(name)}: ${jsString(value)},`,
      );
    lines.push('  },');
  }
  if (request.body !== undefined)
    lines.push(`  body: JSON.stringify(${indentAfterFirst(request.body, '  ')}),`);
  lines.push('});', 'const data = await response.json();');
  return lines.join('\n');
}

/** A JSON value as a Python literal (True, False, None), indented like JSON.stringify's. */
export function pythonLiteral(value: unknown, indent = ''): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'None';
  if (typeof value === 'string') return quoted(value);
  const inner = `${indent}    `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${inner}${pythonLiteral(item, inner)},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  return `{\n${entries
    .map(([key, item]) => `${inner}${quoted(key)}: ${pythonLiteral(item, inner)},`)
    .join('\n')}\n${indent}}`;
}

function python(request: SampleRequest): string {
  const args = [`    ${quoted(request.url)},`];
  if (request.headers.length > 0) {
    args.push('    headers={');
    for (const [name, value] of request.headers)
      args.push(`        ${quoted(name)}: ${quoted(value)},`);
    args.push('    },');
  }
  if (request.body !== undefined) {
    const json = request.headers.some(([n, v]) => n === 'Content-Type' && /json/i.test(v));
    args.push(
      json
        ? `    json=${pythonLiteral(request.bodyValue, '    ')},`
        : `    data=${quoted(request.body)},`,
    );
  }
  return [
    'import requests',
    '',
    `response = requests.request(`,
    `    ${quoted(request.method)},`,
    ...args,
    ')',
    'print(response.status_code, response.text)',
  ].join('\n');
}

function go(request: SampleRequest): string {
  const hasBody = request.body !== undefined;
  const body = hasBody
    ? request.body!.includes('`')
      ? quoted(request.body!)
      : `\`${request.body}\``
    : '';
  return [
    'package main',
    '',
    'import (',
    '\t"fmt"',
    '\t"io"',
    '\t"net/http"',
    ...(hasBody ? ['\t"strings"'] : []),
    ')',
    '',
    'func main() {',
    ...(hasBody ? [`\tbody := strings.NewReader(${body})`] : []),
    `\treq, err := http.NewRequest(${quoted(request.method)}, ${quoted(request.url)}, ${hasBody ? 'body' : 'nil'})`,
    '\tif err != nil {',
    '\t\tpanic(err)',
    '\t}',
    ...request.headers.map(
      ([name, value]) => `\treq.Header.Set(${quoted(name)}, ${quoted(value)})`,
    ),
    '\tres, err := http.DefaultClient.Do(req)',
    '\tif err != nil {',
    '\t\tpanic(err)',
    '\t}',
    '\tdefer res.Body.Close()',
    '\tdata, _ := io.ReadAll(res.Body)',
    '\tfmt.Println(res.StatusCode, string(data))',
    '}',
  ].join('\n');
}

/** A Java text block: backslashes doubled (they are escapes there), `"""` broken. */
const javaTextBlock = (text: string, indent: string) =>
  `"""\n${indent}${text
    .replace(/\\/g, '\\\\')
    .replace(/"""/g, '""\\"')
    .replace(/\n/g, `\n${indent}`)}"""`;

function java(request: SampleRequest): string {
  const publisher =
    request.body !== undefined
      ? `HttpRequest.BodyPublishers.ofString(${javaTextBlock(request.body, '        ')})`
      : 'HttpRequest.BodyPublishers.noBody()';
  return [
    'import java.net.URI;',
    'import java.net.http.HttpClient;',
    'import java.net.http.HttpRequest;',
    'import java.net.http.HttpResponse;',
    '',
    'HttpRequest request = HttpRequest.newBuilder()',
    `    .uri(URI.create(${quoted(request.url)}))`,
    ...request.headers.map(([name, value]) => `    .header(${quoted(name)}, ${quoted(value)})`),
    `    .method(${quoted(request.method)}, ${publisher})`,
    '    .build();',
    'HttpResponse<String> response = HttpClient.newHttpClient()',
    '    .send(request, HttpResponse.BodyHandlers.ofString());',
    'System.out.println(response.statusCode() + " " + response.body());',
  ].join('\n');
}

function php(request: SampleRequest): string {
  const options = [
    `    CURLOPT_URL => ${singleQuoted(request.url)},`,
    `    CURLOPT_CUSTOMREQUEST => ${singleQuoted(request.method)},`,
    '    CURLOPT_RETURNTRANSFER => true,',
  ];
  if (request.headers.length > 0) {
    options.push('    CURLOPT_HTTPHEADER => [');
    for (const [name, value] of request.headers)
      options.push(`        ${singleQuoted(`${name}: ${value}`)},`);
    options.push('    ],');
  }
  if (request.body !== undefined)
    options.push(
      `    CURLOPT_POSTFIELDS => ${indentAfterFirst(singleQuoted(request.body), '    ')},`,
    );
  return [
    '<?php',
    '$curl = curl_init();',
    'curl_setopt_array($curl, [',
    ...options,
    ']);',
    '$response = curl_exec($curl);',
    '$status = curl_getinfo($curl, CURLINFO_RESPONSE_CODE);',
    'curl_close($curl);',
    'echo $status, " ", $response;',
  ].join('\n');
}

function cSharp(request: SampleRequest): string {
  // HttpClient refuses Content-Type among a request's headers: it is the content's.
  const contentType = request.headers.find(([name]) => name.toLowerCase() === 'content-type');
  const headers = request.headers.filter(([name]) => name.toLowerCase() !== 'content-type');
  const lines = [
    'using System;',
    'using System.Net.Http;',
    'using System.Text;',
    '',
    'var client = new HttpClient();',
    `var request = new HttpRequestMessage(new HttpMethod(${quoted(request.method)}), ${quoted(request.url)});`,
    ...headers.map(
      ([name, value]) =>
        `request.Headers.TryAddWithoutValidation(${quoted(name)}, ${quoted(value)});`,
    ),
  ];
  if (request.body !== undefined)
    lines.push(
      `request.Content = new StringContent(@"${request.body.replace(/"/g, '""')}", Encoding.UTF8, ${quoted(contentType?.[1] ?? 'application/json')});`,
    );
  lines.push(
    'var response = await client.SendAsync(request);',
    'Console.WriteLine($"{(int)response.StatusCode} {await response.Content.ReadAsStringAsync()}");',
  );
  return lines.join('\n');
}

/** The languages, in the order of their tabs. */
export const SAMPLE_LANGUAGES: SampleLanguage[] = [
  { label: 'curl', highlight: 'bash', write: curl },
  { label: 'JavaScript', highlight: 'javascript', write: javaScript },
  { label: 'Python', highlight: 'python', write: python },
  { label: 'Go', highlight: 'go', write: go },
  { label: 'Java', highlight: 'java', write: java },
  { label: 'PHP', highlight: 'php', write: php },
  { label: 'C#', highlight: 'csharp', write: cSharp },
];
