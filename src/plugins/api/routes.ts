/**
 * The API reference's routes and sidebar: the overview at the route base, the Markdown pages of
 * the API folder (the introduction), one page per operation, grouped by tag, and one per schema
 * of `components.schemas` at `schemas/<name in kebab case>` (where docusaurus-openapi-docs puts
 * them), grouped last.
 */
import type { ApiSchema } from '../../content/index.js';
import type { ApiSpec, PageSource } from '../../content/index.js';
import type { ApiRouteData, SidebarItem } from '../../routes/index.js';

export function apiRoutes(
  spec: ApiSpec,
  pages: PageSource[],
  basePath: string,
): Array<{ path: string; data: ApiRouteData; sourceFile: string }> {
  return [
    { path: basePath, data: { kind: 'api-overview' }, sourceFile: spec.file },
    ...sortPages(pages).map((page) => ({
      path: `${basePath}/${page.slug}`,
      data: { kind: 'api-doc' as const, page },
      sourceFile: page.file,
    })),
    ...spec.groups.flatMap((group) =>
      group.operations.map((operation) => ({
        path: `${basePath}/${operation.slug}`,
        data: { kind: 'api-operation' as const, operation },
        sourceFile: spec.file,
      })),
    ),
    ...spec.schemas.map((schema) => ({
      path: schemaPath(basePath, schema),
      data: { kind: 'api-schema' as const, schema },
      sourceFile: spec.file,
    })),
  ];
}

/** The path of a schema's page, inside the locale. */
export function schemaPath(basePath: string, schema: Pick<ApiSchema, 'slug'>): string {
  return `${basePath}/schemas/${schema.slug}`;
}

function sortPages(pages: PageSource[]): PageSource[] {
  const position = (page: PageSource) =>
    page.frontMatter.sidebar_position ?? Number.MAX_SAFE_INTEGER;
  return [...pages]
    .filter((page) => page.slug !== '')
    .sort((a, b) => position(a) - position(b) || a.slug.localeCompare(b.slug));
}

export function apiSidebar(
  spec: ApiSpec,
  pages: PageSource[],
  labels: { overview: string; schemas: string },
  urlOfPath: (path: string) => string,
  basePath: string,
): SidebarItem[] {
  const schemas: SidebarItem[] =
    spec.schemas.length === 0
      ? []
      : [
          {
            type: 'category',
            label: labels.schemas,
            collapsed: true,
            collapsible: true,
            items: spec.schemas.map((schema) => ({
              type: 'link',
              label: schema.name,
              href: urlOfPath(schemaPath(basePath, schema)),
            })),
          },
        ];
  return [
    { type: 'link', label: labels.overview, href: urlOfPath(basePath) },
    ...sortPages(pages)
      .filter((page) => !page.unlisted)
      .map((page): SidebarItem => ({
        type: 'link',
        label: page.frontMatter.sidebar_label ?? page.title ?? page.slug,
        href: urlOfPath(`${basePath}/${page.slug}`),
      })),
    ...spec.groups.map((group): SidebarItem => ({
      type: 'category',
      label: group.name,
      collapsed: true,
      collapsible: true,
      items: group.operations.map((operation) => ({
        type: 'link',
        label: operation.summary,
        href: urlOfPath(`${basePath}/${operation.slug}`),
        badge: operation.method,
      })),
    })),
    ...schemas,
  ];
}
