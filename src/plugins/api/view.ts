/**
 * Builds the page data of API reference routes: overview, operations, schemas, the Markdown pages.
 * Request and response samples are highlighted here, at build time, by the docs' highlighter;
 * responses the description shares by reference are left to the overview's "errors" section,
 * which each operation links to.
 */
import { decodeHTML } from 'entities';
import GithubSlugger from 'github-slugger';
import type { ApiOperation, ApiSchema, ApiSpec } from '../../content/index.js';
import type { SchemaRow } from '../../shared/index.js';
import type { HighlightSnippet } from '../../markdown/index.js';
import { codeSamples, serverUrl } from './samples.js';
import { tryItView } from './tryIt.js';
import { type ApiRouteData, type RouteTable, prevNext } from '../../routes/index.js';
import type {
  ApiOperationView,
  ApiOverviewView,
  ApiSchemaLink,
  ApiSchemaView,
  PageData,
  TocEntry,
} from '../../theme/index.js';

/** The href of each schema's page in this locale, by the schema's name. */
export type SchemaHrefs = ReadonlyMap<string, string>;

const hrefsOfTable = new WeakMap<RouteTable, WeakMap<ApiSpec, SchemaHrefs>>();

/**
 * Each schema's page, as the route table made it: the link of the API order ending in its path.
 * Worked out once per table and spec (every API page of a locale asks for it).
 */
export function schemaHrefs(spec: ApiSpec, table: RouteTable): SchemaHrefs {
  let bySpec = hrefsOfTable.get(table);
  if (!bySpec) hrefsOfTable.set(table, (bySpec = new WeakMap()));
  let hrefs = bySpec.get(spec);
  if (!hrefs) bySpec.set(spec, (hrefs = findSchemaHrefs(spec, table)));
  return hrefs;
}

function findSchemaHrefs(spec: ApiSpec, table: RouteTable): SchemaHrefs {
  const bySuffix = new Map(
    table.apiOrder.map((link) => [link.href.replace(/\/$/, ''), link.href] as const),
  );
  const hrefs = new Map<string, string>();
  for (const schema of spec.schemas) {
    const suffix = `/schemas/${schema.slug}`;
    for (const [bare, href] of bySuffix)
      if (bare.endsWith(suffix)) {
        hrefs.set(schema.name, href);
        break;
      }
  }
  return hrefs;
}

/** Rows with the page of each schema they name, at any depth. */
export function linkRows(rows: SchemaRow[], hrefs: SchemaHrefs): SchemaRow[] {
  return rows.map((row) => {
    const href = row.ref === undefined ? undefined : hrefs.get(row.ref);
    return { ...row, ...(href && { refHref: href }), children: linkRows(row.children, hrefs) };
  });
}

function schemaLink(name: string | undefined, hrefs: SchemaHrefs): ApiSchemaLink | undefined {
  const href = name === undefined ? undefined : hrefs.get(name);
  return href ? { name: name!, href } : undefined;
}

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
  hrefs: SchemaHrefs = new Map(),
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
      schema: linkRows(operation.requestBody.schema, hrefs),
      schemaLink: schemaLink(operation.requestBody.schemaRef, hrefs),
    },
    responses: own.map((r) => ({
      status: r.status,
      descriptionHtml: r.descriptionHtml,
      contentType: r.contentType,
      schema: linkRows(r.schema, hrefs),
      schemaLink: schemaLink(r.schemaRef, hrefs),
    })),
    sharedErrors:
      shared.length > 0 ? { statuses: shared.map((r) => r.status), href: errorsHref } : undefined,
    requestSamples: codeSamples(spec, operation)
      .slice(0, MAX_SAMPLES)
      .map((sample) => ({
        label: sample.label,
        html: highlight(sample.code, sample.language),
      })),
    tryIt: tryItView(spec, operation),
    responseSamples: own.flatMap((r) => {
      const html = jsonSample(r.example, highlight);
      return html ? [{ status: r.status, html }] : [];
    }),
  };
}

export function schemaView(
  schema: ApiSchema,
  highlight: HighlightSnippet,
  hrefs: SchemaHrefs,
): ApiSchemaView {
  return {
    name: schema.name,
    descriptionHtml: schema.descriptionHtml,
    type: schema.type,
    rows: linkRows(schema.rows, hrefs),
    enum: schema.enum,
    constraints: schema.constraints,
    sample: jsonSample(schema.example, highlight),
  };
}

export function overviewView(
  spec: ApiSpec,
  hrefOf: (operation: ApiOperation) => string,
  highlight: HighlightSnippet,
  hrefs: SchemaHrefs = new Map(),
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
      schema: linkRows(r.schema, hrefs),
      schemaLink: schemaLink(r.schemaRef, hrefs),
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
  const hrefs = schemaHrefs(spec, table);
  if (data.kind === 'api-overview') {
    const overview = overviewView(
      spec,
      (op) => table.apiOrder.find((l) => l.href.endsWith(`/${op.slug}`))?.href ?? '',
      highlight,
      hrefs,
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
        operation: operationView(
          spec,
          operation,
          `${overviewHref}#${SHARED_ERRORS_ID}`,
          highlight,
          hrefs,
        ),
      },
      breadcrumbs: [
        { label: t('api.title'), href: overviewHref },
        { label: operation.tag, href: '' },
      ],
      ...nav,
    };
  }
  if (data.kind === 'api-schema') {
    const { schema } = data;
    return {
      kind: 'api-schema',
      title: schema.name,
      description: plainText(schema.descriptionHtml) ?? schema.name,
      toc: [],
      api: { schema: schemaView(schema, highlight, hrefs) },
      breadcrumbs: [
        { label: t('api.title'), href: overviewHref },
        { label: t('api.schemas'), href: '' },
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
