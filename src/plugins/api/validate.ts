/**
 * An OpenAPI description parsed, dereferenced and validated: what swagger-parser's `validate`
 * does, step for step, with the check against the official JSON Schema of the description's
 * version compiled ahead by `npm run compile` (scripts/openapiSchemas.mjs). swagger-parser
 * compiles that schema with Ajv on every run, about 130 ms of a cold build.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import SwaggerParser from '@apidevtools/swagger-parser';
import validateSpec from '@apidevtools/swagger-parser/lib/validators/spec.js';
import { packageRoot } from '../../packageRoot.js';

type Json = Record<string, unknown>;

interface SchemaProblem {
  instancePath: string;
  message?: string;
}

interface SchemaCheck {
  (api: unknown): boolean;
  errors?: SchemaProblem[] | null;
}

/** The compiled check for the description's version, as swagger-parser chooses its schema. */
async function schemaCheck(api: Json): Promise<SchemaCheck> {
  const version = api.swagger ? 'v2' : String(api.openapi).startsWith('3.1') ? 'v31' : 'v30';
  const file = path.join(packageRoot(), 'lib', 'openapiSchema', `${version}.js`);
  const module = (await import(pathToFileURL(file).href)) as { validate: SchemaCheck };
  return module.validate;
}

/**
 * The description dereferenced, or a thrown error as swagger-parser throws it: a schema problem is
 * a SyntaxError whose `details` are Ajv's errors.
 */
export async function validateOpenApi(file: string): Promise<Json> {
  const parser = new SwaggerParser();
  // Circular references stay references while the schema is checked (the check would not end).
  let api = (await parser.dereference(file, {
    dereference: { circular: 'ignore' },
  })) as unknown as Json;
  const check = await schemaCheck(api);
  if (!check(api)) {
    const problems = check.errors ?? [];
    const lines = problems.map((p) => `  #${p.instancePath || '/'} ${p.message}\n`).join('');
    const error = new SyntaxError(`Swagger schema validation failed.\n${lines}`);
    (error as SyntaxError & { details: SchemaProblem[] }).details = problems;
    throw error;
  }
  if (parser.$refs.circular) api = (await SwaggerParser.dereference(file)) as unknown as Json; // now all the way
  validateSpec(api);
  return api;
}
