/**
 * The API reference's description as plain data, as its plugin reads it from the site's OpenAPI
 * file (plugins/api/openapi.ts): what the route table and the theme's pages are made from.
 */
import type { ApiParameter, SchemaConstraints, SchemaRow } from '../shared/index.js';

export const HTTP_METHODS = [
  'get',
  'put',
  'post',
  'delete',
  'patch',
  'options',
  'head',
  'trace',
] as const;

export interface ApiResponse {
  status: string;
  description?: string;
  descriptionHtml?: string;
  contentType?: string;
  schema: SchemaRow[];
  /** The `components.schemas` entry the body is (or is an array of), by name. */
  schemaRef?: string;
  /** From the description's examples, else generated from the schema. */
  example?: unknown;
  /** The name under `components.responses` when the response is a reference to a shared one. */
  shared?: string;
}

/** A response under `components.responses` that operations refer to, with where it is used. */
export interface ApiSharedResponse {
  name: string;
  /** The statuses operations give it under ("401", "default"), in order of first use. */
  statuses: string[];
  description?: string;
  descriptionHtml?: string;
  contentType?: string;
  schema: SchemaRow[];
  schemaRef?: string;
  example?: unknown;
}

export interface ApiOperation {
  operationId: string;
  slug: string;
  method: string;
  path: string;
  summary: string;
  description?: string;
  /** The description as safe HTML (filled by `renderDescriptions`). */
  descriptionHtml?: string;
  tag: string;
  deprecated: boolean;
  /**
   * The servers of the operation (its own `servers`, else its path's), which stand in for the
   * description's as OpenAPI 3 says; none when it names none.
   */
  servers?: ApiServer[];
  /** Names of the security schemes required; empty for public operations. */
  security: string[];
  parameters: ApiParameter[];
  requestBody?: {
    contentType: string;
    required: boolean;
    description?: string;
    descriptionHtml?: string;
    schema: SchemaRow[];
    schemaRef?: string;
    example?: unknown;
  };
  responses: ApiResponse[];
  /** The description's own samples (`x-codeSamples`, `x-code-samples`), shown before generated ones. */
  codeSamples: ApiCodeSample[];
}

/** A sample the description writes itself: its language, tab label and code (content, escaped when shown). */
export interface ApiCodeSample {
  lang: string;
  label?: string;
  source: string;
}

/** A server of the description, with its URL template's variables (`{region}`) and their defaults. */
export interface ApiServer {
  url: string;
  description?: string;
  variables?: Record<string, { default: string; enum?: string[]; description?: string }>;
}

/** A schema of `components.schemas`, which gets a page of its own. */
export interface ApiSchema {
  name: string;
  /** Its page's last path segment: the name in kebab case (`UserProfile` → `user-profile`). */
  slug: string;
  title?: string;
  description?: string;
  descriptionHtml?: string;
  type: string;
  rows: SchemaRow[];
  enum?: string[];
  constraints?: SchemaConstraints;
  example?: unknown;
}

export interface ApiGroup {
  name: string;
  description?: string;
  descriptionHtml?: string;
  operations: ApiOperation[];
}

export interface ApiSpec {
  file: string;
  title: string;
  version: string;
  description?: string;
  descriptionHtml?: string;
  servers: ApiServer[];
  securitySchemes: Array<{
    name: string;
    type: string;
    scheme?: string;
    in?: string;
    headerName?: string;
    description?: string;
    descriptionHtml?: string;
  }>;
  groups: ApiGroup[];
  /** Responses shared by reference; operation pages summarise them and link to the overview. */
  sharedResponses: ApiSharedResponse[];
  /** `components.schemas`, in the description's order. */
  schemas: ApiSchema[];
}
