/**
 * Loads the OpenAPI description: validated and dereferenced by swagger-parser, then turned into
 * plain data the route table and theme use. Slugs come from operationIds by one rule (see
 * `operationSlug`), where two operations with one slug is an error naming both; or from summaries
 * as the Docusaurus OpenAPI preset makes them (`summarySlug`), numbering repeats. A response written as a
 * reference to `components.responses` is marked shared, so pages can describe it once.
 */
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import kebabCase from 'lodash.kebabcase';
import type { ApiSlugs } from '../../config/index.js';
import type { ErrorList, SiteError } from '../../errors.js';
import { validateOpenApi } from './validate.js';
import { constraintsOf, enumOf, refOf, schemaRows, typeName, type SchemaNames } from './schema.js';
import { exampleFromSchema, mediaExample, parameterExample } from './examples.js';
import {
  HTTP_METHODS,
  type ApiCodeSample,
  type ApiGroup,
  type ApiOperation,
  type ApiSchema,
  type ApiServer,
  type ApiSharedResponse,
  type ApiSpec,
} from '../../content/index.js';

/**
 * The page slug of an operation: its operationId split at dots and camel-case humps, joined by
 * "-" and lower-cased: `aiGateway.all` → `ai-gateway-all`, `website.getLighthouseJSON` →
 * `website-get-lighthouse-json`.
 */
export function operationSlug(operationId: string): string {
  return operationId
    .split(/[.\s_/]+/)
    .map((part) =>
      part
        .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
        .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
        .toLowerCase(),
    )
    .filter(Boolean)
    .join('-');
}

/**
 * The page slug of an operation as the Docusaurus OpenAPI preset makes it: its summary (else its
 * operationId) in lodash's kebab case, `Get all gateways` → `get-all-gateways`.
 */
export function summarySlug(summary: string | undefined, operationId: string): string {
  return kebabCase(summary ?? operationId);
}

type Json = Record<string, unknown>;

export async function loadOpenApi(
  file: string,
  errors: ErrorList,
  slugs: ApiSlugs = 'operationId',
): Promise<ApiSpec | undefined> {
  let doc: Json;
  let raw: Json;
  try {
    // The description as written, to see which responses are references to shared ones.
    raw = (await SwaggerParser.parse(file)) as unknown as Json;
    doc = await validateOpenApi(file);
  } catch (thrown) {
    errors.add(validationError(file, thrown));
    return undefined;
  }
  const info = (doc.info ?? {}) as Json;
  const tags = ((doc.tags ?? []) as Json[]).map((tag) => ({
    name: String(tag.name),
    description: tag.description as string | undefined,
  }));
  const globalSecurity = securityNames(doc.security);
  const components = (doc.components ?? {}) as Json;
  const schemaObjects = Object.entries((components.schemas ?? {}) as Record<string, Json>);
  const names: SchemaNames = new Map(schemaObjects.map(([name, schema]) => [schema, name]));
  const groups = new Map<string, ApiGroup>(
    tags.map((tag) => [tag.name, { ...tag, operations: [] }]),
  );
  const bySlug = new Map<string, ApiOperation>();
  // The preset counts its introduction page (made from the description) among the slugs.
  const seen = new Map<string, number>(info.description ? [['introduction', 1]] : []);
  const rawPaths = (raw.paths ?? {}) as Record<string, Json>;
  for (const [route, item] of Object.entries((doc.paths ?? {}) as Record<string, Json>)) {
    for (const method of HTTP_METHODS) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const operationId = typeof op.operationId === 'string' ? op.operationId : `${method}${route}`;
      const rawResponses = (((rawPaths[route] ?? {})[method] ?? {}) as Json).responses as
        Record<string, Json> | undefined;
      const operation = toOperation(
        op,
        operationId,
        method,
        route,
        [...((item.parameters ?? []) as Json[])],
        item.servers,
        globalSecurity,
        rawResponses ?? {},
        names,
      );
      if (slugs === 'summary') {
        const base = summarySlug(op.summary as string | undefined, operationId);
        const count = seen.get(base) ?? 0;
        seen.set(base, count + 1);
        operation.slug = count === 0 ? base : `${base}-${count}`;
      }
      const clash = bySlug.get(operation.slug);
      if (clash) {
        errors.add({
          file,
          message: `operations "${clash.operationId}" (${clash.method.toUpperCase()} ${clash.path}) and "${operationId}" (${method.toUpperCase()} ${route}) both get the page /${operation.slug}`,
          hint: 'rename one operationId',
        });
        continue;
      }
      bySlug.set(operation.slug, operation);
      if (!groups.has(operation.tag))
        groups.set(operation.tag, { name: operation.tag, operations: [] });
      groups.get(operation.tag)!.operations.push(operation);
    }
  }
  return {
    file,
    title: String(info.title ?? 'API'),
    version: String(info.version ?? ''),
    description: info.description as string | undefined,
    servers: ((doc.servers ?? []) as Json[]).map(toServer),
    securitySchemes: Object.entries((components.securitySchemes ?? {}) as Record<string, Json>).map(
      ([name, s]) => ({
        name,
        type: String(s.type),
        scheme: s.scheme as string | undefined,
        in: s.in as string | undefined,
        headerName: s.name as string | undefined,
        description: s.description as string | undefined,
      }),
    ),
    groups: [...groups.values()].filter((g) => g.operations.length > 0),
    sharedResponses: sharedResponses(
      [...bySlug.values()],
      (components.responses ?? {}) as Record<string, Json>,
    ),
    schemas: componentSchemas(file, schemaObjects, names, errors),
  };
}

/**
 * Each entry of `components.schemas` as its page shows it; two names with one kebab-case slug
 * (`UserProfile`, `user_profile`) are an error naming both, as two operations with one page are.
 */
function componentSchemas(
  file: string,
  entries: Array<[string, Json]>,
  names: SchemaNames,
  errors: ErrorList,
): ApiSchema[] {
  const bySlug = new Map<string, string>();
  const schemas: ApiSchema[] = [];
  for (const [name, schema] of entries) {
    const slug = kebabCase(name) || 'schema';
    const clash = bySlug.get(slug);
    if (clash !== undefined) {
      errors.add({
        file,
        message: `schemas "${clash}" and "${name}" both get the page /schemas/${slug}`,
        hint: 'rename one of them under components.schemas',
      });
      continue;
    }
    bySlug.set(slug, name);
    schemas.push({
      name,
      slug,
      ...(typeof schema.title === 'string' && { title: schema.title }),
      description: schema.description as string | undefined,
      // Its own type, not its name: the page is the schema itself.
      type: typeName(schema, new Map([...names].filter(([, n]) => n !== name))),
      rows: schemaRows(schema, names),
      enum: enumOf(schema),
      constraints: constraintsOf(schema),
      example: exampleFromSchema(schema),
    });
  }
  return schemas;
}

const SHARED_REF = /^#\/components\/responses\/([^/]+)$/;

/** The name of the shared response a raw response object refers to, if it is such a reference. */
function sharedName(rawResponse: Json | undefined): string | undefined {
  const ref = rawResponse?.$ref;
  const match = typeof ref === 'string' ? SHARED_REF.exec(ref) : null;
  return match ? decodeURIComponent(match[1].replace(/~1/g, '/').replace(/~0/g, '~')) : undefined;
}

function sharedResponses(
  operations: ApiOperation[],
  components: Record<string, Json>,
): ApiSharedResponse[] {
  const byName = new Map<string, ApiSharedResponse>();
  for (const operation of operations) {
    for (const response of operation.responses) {
      if (!response.shared || !components[response.shared]) continue;
      let shared = byName.get(response.shared);
      if (!shared) {
        const { status: _status, shared: name, ...rest } = response;
        byName.set(response.shared, (shared = { name: name!, statuses: [], ...rest }));
      }
      if (!shared.statuses.includes(response.status)) shared.statuses.push(response.status);
    }
  }
  return [...byName.values()];
}

function validationError(file: string, thrown: unknown): SiteError {
  const err = thrown as {
    message?: string;
    details?: Array<{ instancePath?: string; message?: string }>;
  };
  const detail = err.details?.[0];
  // The JSON path of the problem: from the validator's details, or as written in its message.
  const jsonPath = detail?.instancePath
    ? `#${detail.instancePath}`
    : /#\/[^\s"]*/.exec(err.message ?? '')?.[0];
  const text = (detail?.message ?? err.message ?? String(thrown)).split('\n')[0];
  return {
    file,
    message: `invalid OpenAPI description: ${text}${jsonPath && !text.includes(jsonPath) ? ` at ${jsonPath}` : ''}`,
    hint: `fix ${path.basename(file)} so it validates as OpenAPI 3`,
  };
}

function securityNames(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((requirement) => Object.keys(requirement as Json));
}

function toOperation(
  op: Json,
  operationId: string,
  method: string,
  route: string,
  shared: Json[],
  pathServers: unknown,
  globalSecurity: string[],
  rawResponses: Record<string, Json>,
  names: SchemaNames,
): ApiOperation {
  const parameters = [...shared, ...((op.parameters ?? []) as Json[])].map((p) => ({
    name: String(p.name),
    in: String(p.in),
    required: p.required === true,
    type: typeName((p.schema ?? {}) as Json, names),
    description: (p.description ?? ((p.schema ?? {}) as Json).description) as string | undefined,
    example: parameterExample(p),
    enum: enumOf(p.schema as Json | undefined),
    constraints: constraintsOf({
      ...((p.schema ?? {}) as Json),
      ...(p.deprecated === true && { deprecated: true }),
    }),
  }));
  const body = op.requestBody as Json | undefined;
  const bodyContent = body ? firstContent(body.content) : undefined;
  // The operation's servers, else its path's, replace the description's (OpenAPI 3).
  const servers = [op.servers, pathServers].find((s) => Array.isArray(s) && s.length > 0) as
    Json[] | undefined;
  return {
    operationId,
    slug: operationSlug(operationId),
    method,
    path: route,
    summary: String(op.summary ?? operationId),
    description: op.description as string | undefined,
    tag: String(((op.tags ?? []) as unknown[])[0] ?? 'default'),
    deprecated: op.deprecated === true,
    security: op.security !== undefined ? securityNames(op.security) : globalSecurity,
    ...(servers && { servers: servers.map(toServer) }),
    parameters,
    requestBody: bodyContent && {
      contentType: bodyContent.type,
      required: body?.required === true,
      description: body?.description as string | undefined,
      schema: schemaRows(bodyContent.media.schema as Json | undefined, names),
      schemaRef: refOf(bodyContent.media.schema as Json | undefined, names),
      example: mediaExample(bodyContent.media),
    },
    responses: Object.entries((op.responses ?? {}) as Record<string, Json>).map(
      ([status, response]) => {
        const content = firstContent(response.content);
        return {
          status,
          description: response.description as string | undefined,
          contentType: content?.type,
          schema: schemaRows(content?.media.schema as Json | undefined, names),
          schemaRef: refOf(content?.media.schema as Json | undefined, names),
          example: mediaExample(content?.media),
          shared: sharedName(rawResponses[status]),
        };
      },
    ),
    codeSamples: codeSamples(op['x-codeSamples'] ?? op['x-code-samples']),
  };
}

/** `x-codeSamples` as written (Redoc's extension): entries without a source are left out. */
function codeSamples(value: unknown): ApiCodeSample[] {
  if (!Array.isArray(value)) return [];
  return (value as Json[]).flatMap((sample) =>
    sample && typeof sample.source === 'string'
      ? [
          {
            lang: typeof sample.lang === 'string' ? sample.lang : '',
            ...(typeof sample.label === 'string' && { label: sample.label }),
            source: sample.source,
          },
        ]
      : [],
  );
}

function toServer(server: Json): ApiServer {
  const variables = Object.entries((server.variables ?? {}) as Record<string, Json>).map(
    ([name, v]) =>
      [
        name,
        {
          default: String(v.default ?? ''),
          ...(Array.isArray(v.enum) && { enum: (v.enum as unknown[]).map(String) }),
          ...(typeof v.description === 'string' && { description: v.description }),
        },
      ] as const,
  );
  return {
    url: String(server.url),
    description: server.description as string | undefined,
    ...(variables.length > 0 && { variables: Object.fromEntries(variables) }),
  };
}

function firstContent(content: unknown): { type: string; media: Json } | undefined {
  const entries = Object.entries((content ?? {}) as Record<string, Json>);
  const json = entries.find(([type]) => type.includes('json')) ?? entries[0];
  return json && { type: json[0], media: json[1] ?? {} };
}
