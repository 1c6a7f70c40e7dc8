/**
 * Builds the page data of API reference routes: overview, operations, and the Markdown pages.
 * Request and response samples are highlighted here, at build time, by the docs' highlighter;
 * responses the description shares by reference are left to the overview's "errors" section,
 * which each operation links to.
 */
import { decodeHTML } from 'entities';
import GithubSlugger from 'github-slugger';
import type { ApiOperation, ApiSpec } from '../../content/index.js';
import type { HighlightSnippet } from '../../markdown/index.js';
import { codeSamples, serverUrl } from './samples.js';
import { type ApiRouteData, type RouteTable, prevNext } from '../../routes/index.js';
import type { ApiOperationView, ApiOverviewView, PageData, TocEntry } from '../../theme/index.js';

export function schemeLabel(spec: ApiSpec, name: string): string {
  const scheme = spec.securitySchemes.find((s) => s.name === name);
  if (!scheme) return name;
  if (scheme.type === 'http' && scheme.scheme?.toLowerCase() === 'bearer')
    return 'Authorization: Bearer <API key>';
  if (scheme.type === 'apiKey') return `${scheme.headerName ?? name} (${scheme.in ?? 'header'})`;
  return `${name} (${scheme.type})`;
}

/** The first paragraph of rendered Markdown as plain text, for the meta description. */
export function plainText(html: string | undefined): string | undefined {
  const first = html && /<p>([\s\S]*?)<\/p>/.exec(html)?.[1];
  return first
    ? decodeHTML(first.replace(/<[^>]*>/g, ''))
        .replace(/\s+/g, ' ')
        .trim()
    : undefined;
}

/** The id of the overview's section on shared responses, which operation pages link to. */
export const SHARED_ERRORS_ID = 'errors';

function jsonSample(value: unknown, highlight: HighlightSnippet): string | undefined {
  return value === undefined ? undefined : highlight(JSON.stringify(value, null, 2), 'json');
}

/** The request samples a page shows at most: as many as api.css has tab rules for. */
export const MAX_SAMPLES = 20;

/** `highlight`: the build's snippet highlighter (each snippet highlighted once for all locales). */
export function operationView(
  spec: ApiSpec,
  operation: ApiOperation,
  errorsHref: string,
  highlight: HighlightSnippet,
): ApiOperationView {
  const own = operation.responses.filter((r) => !r.shared);
  const shared = operation.responses.filter((r) => r.shared);
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
    responses: own.map((r) => ({
      status: r.status,
      descriptionHtml: r.descriptionHtml,
      contentType: r.contentType,
      schema: r.schema,
    })),
    sharedErrors:
      shared.length > 0 ? { statuses: shared.map((r) => r.status), href: errorsHref } : undefined,
    requestSamples: codeSamples(spec, operation)
      .slice(0, MAX_SAMPLES)
      .map((sample) => ({
        label: sample.label,
        html: highlight(sample.code, sample.language),
      })),
    responseSamples: own.flatMap((r) => {
      const html = jsonSample(r.example, highlight);
      return html ? [{ status: r.status, html }] : [];
    }),
  };
}

export function overviewView(
  spec: ApiSpec,
  hrefOf: (operation: ApiOperation) => string,
  highlight: HighlightSnippet,
): ApiOverviewView {
  const slugger = new GithubSlugger();
  slugger.slug(SHARED_ERRORS_ID); // the shared errors' section: a group named "Errors" gets another id
  return {
    version: spec.version,
    descriptionHtml: spec.descriptionHtml,
    baseUrl: serverUrl(spec),
    auth: spec.securitySchemes.map((s) => ({
      name: s.name,
      detail: schemeLabel(spec, s.name),
      descriptionHtml: s.descriptionHtml,
    })),
    groups: spec.groups.map((group) => ({
      id: slugger.slug(group.name),
      name: group.name,
      descriptionHtml: group.descriptionHtml,
      operations: group.operations.map((op) => ({
        method: op.method,
        path: op.path,
        summary: op.summary,
        href: hrefOf(op),
      })),
    })),
    sharedResponses: spec.sharedResponses.map((r) => ({
      id: slugger.slug(`${SHARED_ERRORS_ID}-${r.name}`),
      name: r.name,
      statuses: r.statuses,
      descriptionHtml: r.descriptionHtml,
      schema: r.schema,
      sample: jsonSample(r.example, highlight),
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
  highlight: HighlightSnippet,
): Pick<
  PageData,
  'kind' | 'title' | 'description' | 'toc' | 'api' | 'breadcrumbs' | 'previous' | 'next'
> {
  const overviewHref = table.apiSidebar[0]?.href ?? url;
  const nav = prevNext(table.apiOrder, url);
  if (data.kind === 'api-overview') {
    const overview = overviewView(
      spec,
      (op) => table.apiOrder.find((l) => l.href.endsWith(`/${op.slug}`))?.href ?? '',
      highlight,
    );
    const toc: TocEntry[] = overview.groups.map((g) => ({ id: g.id, text: g.name, level: 2 }));
    if (overview.sharedResponses.length > 0)
      toc.push({ id: SHARED_ERRORS_ID, text: t('api.errors'), level: 2 });
    return {
      kind: 'api-overview',
      title: t('api.title'),
      description: plainText(spec.descriptionHtml),
      toc,
      api: { overview },
      breadcrumbs: [],
      ...nav,
    };
  }
  if (data.kind === 'api-operation') {
    const { operation } = data;
    // No table of contents: its column goes to the samples, as in Redoc and Scalar.
    return {
      kind: 'api-operation',
      title: operation.summary,
      description:
        plainText(operation.descriptionHtml) ??
        `${operation.method.toUpperCase()} ${operation.path}`,
      toc: [],
      api: {
        operation: operationView(spec, operation, `${overviewHref}#${SHARED_ERRORS_ID}`, highlight),
      },
      breadcrumbs: [
        { label: t('api.title'), href: overviewHref },
        { label: operation.tag, href: '' },
      ],
      ...nav,
    };
  }
  return {
    kind: 'api-doc',
    title: data.page.title ?? data.page.slug,
    description: data.page.frontMatter.description,
    toc: [],
    breadcrumbs: [{ label: t('api.title'), href: overviewHref }],
    ...nav,
  };
}
