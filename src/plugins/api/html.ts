/**
 * The OpenAPI description's Markdown as HTML: every description rendered once (block HTML for
 * operations, groups and responses; inline HTML for parameters and schema properties), before
 * the parsed description is cached.
 */
import type { ApiSpec } from '../../content/index.js';
import type { SchemaRow } from '../../shared/index.js';

type ToHtml = (text: string | undefined) => string | undefined;

/** `toHtml` and `toInlineHtml` are the safe Markdown renderers (src/markdown/safeMarkdown.ts). */
export function renderDescriptions(
  spec: ApiSpec,
  toHtml: ToHtml,
  toInlineHtml: ToHtml = toHtml,
): ApiSpec {
  const rows = (list: SchemaRow[]): SchemaRow[] =>
    list.map((row) => ({
      ...row,
      descriptionHtml: toInlineHtml(row.description),
      children: rows(row.children),
    }));
  return {
    ...spec,
    descriptionHtml: toHtml(spec.description),
    securitySchemes: spec.securitySchemes.map((s) => ({
      ...s,
      descriptionHtml: toHtml(s.description),
    })),
    groups: spec.groups.map((group) => ({
      ...group,
      descriptionHtml: toHtml(group.description),
      operations: group.operations.map((op) => ({
        ...op,
        descriptionHtml: toHtml(op.description),
        parameters: op.parameters.map((p) => ({
          ...p,
          descriptionHtml: toInlineHtml(p.description),
        })),
        requestBody: op.requestBody && {
          ...op.requestBody,
          descriptionHtml: toHtml(op.requestBody.description),
          schema: rows(op.requestBody.schema),
        },
        responses: op.responses.map((r) => ({
          ...r,
          descriptionHtml: toHtml(r.description),
          schema: rows(r.schema),
        })),
      })),
    })),
    sharedResponses: spec.sharedResponses.map((r) => ({
      ...r,
      descriptionHtml: toHtml(r.description),
      schema: rows(r.schema),
    })),
    schemas: spec.schemas.map((s) => ({
      ...s,
      descriptionHtml: toHtml(s.description),
      rows: rows(s.rows),
    })),
  };
}
