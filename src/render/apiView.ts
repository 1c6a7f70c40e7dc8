/** Builds the page data of API reference routes: overview, operations, and the Markdown pages. */
import GithubSlugger from 'github-slugger';
import type { ApiOperation, ApiSpec } from '../content/openapi.js';
import type { ApiRouteData } from '../routes/apiRoutes.js';
import type { RouteTable } from '../routes/routeTable.js';
import { prevNext } from '../routes/sidebar.js';
import type { ApiOperationView, ApiOverviewView, PageData, TocEntry } from '../theme/types.js';

export function schemeLabel(spec: ApiSpec, name: string): string {
  const scheme = spec.securitySchemes.find((s) => s.name === name);
  if (!scheme) return name;
  if (scheme.type === 'http' && scheme.scheme?.toLowerCase() === 'bearer') return 'Authorization: Bearer <API key>';
  if (scheme.type === 'apiKey') return `${scheme.headerName ?? name} (${scheme.in ?? 'header'})`;
  return `${name} (${scheme.type})`;
}

function exampleValue(operation: ApiOperation): string | undefined {
  if (!operation.requestBody) return undefined;
  return JSON.stringify(operation.requestBody.example ?? {}, null, 2);
}

export function fetchExample(spec: ApiSpec, operation: ApiOperation): string {
  const base = spec.servers[0]?.url ?? '';
  const headers: string[] = [];
  if (operation.security.length > 0) headers.push(`    Authorization: 'Bearer <API_KEY>',`);
  const body = exampleValue(operation);
  if (body !== undefined) headers.push(`    'Content-Type': 'application/json',`);
  const lines = [`const response = await fetch('${base}${operation.path}', {`, `  method: '${operation.method.toUpperCase()}',`];
  if (headers.length > 0) lines.push('  headers: {', ...headers, '  },');
  if (body !== undefined) lines.push(`  body: JSON.stringify(${body.replace(/\n/g, '\n  ')}),`);
  lines.push('});', 'const data = await response.json();');
  return lines.join('\n');
}

export function curlExample(spec: ApiSpec, operation: ApiOperation): string {
  const base = spec.servers[0]?.url ?? '';
  const lines = [`curl -X ${operation.method.toUpperCase()} '${base}${operation.path}'`];
  if (operation.security.length > 0) lines.push(`  -H 'Authorization: Bearer <API_KEY>'`);
  const body = exampleValue(operation);
  if (body !== undefined) lines.push(`  -H 'Content-Type: application/json'`, `  -d '${body.replace(/'/g, "'\\''")}'`);
  return lines.join(' \\\n');
}

export function operationView(spec: ApiSpec, operation: ApiOperation): ApiOperationView {
  return {
    method: operation.method,
    path: operation.path,
    deprecated: operation.deprecated,
    descriptionHtml: operation.descriptionHtml,
    auth: operation.security.map((name) => schemeLabel(spec, name)),
    parameters: operation.parameters,
    requestBody: operation.requestBody && {
      contentType: operation.requestBody.contentType,
      required: operation.requestBody.required,
      descriptionHtml: operation.requestBody.descriptionHtml,
      schema: operation.requestBody.schema,
    },
    responses: operation.responses.map((r) => ({
      status: r.status,
      descriptionHtml: r.descriptionHtml,
      contentType: r.contentType,
      schema: r.schema,
      example: r.example === undefined ? undefined : JSON.stringify(r.example, null, 2),
    })),
    curl: curlExample(spec, operation),
    fetch: fetchExample(spec, operation),
  };
}

export function overviewView(spec: ApiSpec, hrefOf: (operation: ApiOperation) => string): ApiOverviewView {
  const slugger = new GithubSlugger();
  return {
    version: spec.version,
    descriptionHtml: spec.descriptionHtml,
    baseUrl: spec.servers[0]?.url ?? '',
    auth: spec.securitySchemes.map((s) => ({ name: s.name, detail: schemeLabel(spec, s.name), descriptionHtml: s.descriptionHtml })),
    groups: spec.groups.map((group) => ({
      id: slugger.slug(group.name),
      name: group.name,
      descriptionHtml: group.descriptionHtml,
      operations: group.operations.map((op) => ({ method: op.method, path: op.path, summary: op.summary, href: hrefOf(op) })),
    })),
  };
}

/** The fields of PageData an API route sets (the rest come from the caller). */
export function apiPageFields(
  spec: ApiSpec,
  table: RouteTable,
  url: string,
  data: ApiRouteData,
  t: (key: string) => string,
): Pick<PageData, 'kind' | 'title' | 'description' | 'toc' | 'api' | 'breadcrumbs' | 'previous' | 'next'> {
  const overviewHref = table.apiSidebar[0]?.href ?? url;
  const nav = prevNext(table.apiOrder, url);
  if (data.kind === 'api-overview') {
    const overview = overviewView(spec, (op) => table.apiOrder.find((l) => l.href.endsWith(`/${op.slug}`))?.href ?? '');
    const toc: TocEntry[] = overview.groups.map((g) => ({ id: g.id, text: g.name, level: 2 }));
    return { kind: 'api-overview', title: t('api.title'), description: spec.description?.split('\n')[0], toc, api: { overview }, breadcrumbs: [], ...nav };
  }
  if (data.kind === 'api-operation') {
    const { operation } = data;
    const toc: TocEntry[] = [
      { id: 'parameters', text: t('api.parameters'), level: 2 },
      ...(operation.requestBody ? [{ id: 'request-body', text: t('api.requestBody'), level: 2 }] : []),
      { id: 'responses', text: t('api.responses'), level: 2 },
      { id: 'example', text: t('api.example'), level: 2 },
    ];
    return {
      kind: 'api-operation',
      title: operation.summary,
      description: operation.description?.split('\n')[0] ?? `${operation.method.toUpperCase()} ${operation.path}`,
      toc,
      api: { operation: operationView(spec, operation) },
      breadcrumbs: [{ label: t('api.title'), href: overviewHref }, { label: operation.tag, href: '' }],
      ...nav,
    };
  }
  return { kind: 'api-doc', title: data.page.title ?? data.page.slug, description: data.page.frontMatter.description, toc: [], breadcrumbs: [{ label: t('api.title'), href: overviewHref }], ...nav };
}
