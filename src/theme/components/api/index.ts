/**
 * The API reference's page bodies, one file per view: an operation's page (OperationPage.tsx) with
 * its parameters (parameters.tsx), try-it panel (TryIt.tsx) and samples (samples.tsx), a schema's
 * page (SchemaPage.tsx) and the overview (OverviewPage.tsx); the fields and small parts they share
 * beside them (fields.tsx, parts.tsx).
 */
export { ApiOperationBody } from './OperationPage.js';
export { ApiOverviewBody } from './OverviewPage.js';
export { ApiSchemaBody } from './SchemaPage.js';
