/** swagger-parser's checks of the rules the OpenAPI JSON Schema cannot state (unique ids, path parameters …). */
declare module '@apidevtools/swagger-parser/lib/validators/spec.js' {
  export default function validateSpec(api: unknown): void;
}
