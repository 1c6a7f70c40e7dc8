/**
 * The API reference's options (`content.api`): the schema a config is checked with, and the
 * description and folder they resolve to. Read by the config stage, so it imports only what that
 * stage may.
 */
import { z } from 'zod';
import type { ApiFolder } from '../../config/contentTypes.js';
import type { DefaultFolder, SectionContext } from '../../config/sectionContext.js';
import { contentFolderOf, sitePath, translations } from '../../config/schemaParts.js';

export const API_FOLDER: DefaultFolder = { dir: 'api', translations: 'i18n/{locale}/api' };

/** An API reference generated from an OpenAPI 3 description. */
export const apiOptions = z
  .strictObject({
    ...contentFolderOf(API_FOLDER.dir, API_FOLDER.translations),
    spec: sitePath.describe('The OpenAPI description (JSON or YAML).'),
    specTranslations: translations
      .optional()
      .describe('Translations of its text per locale, with `{locale}`.'),
    routeBasePath: z
      .string()
      .optional()
      .describe("The URL path of the reference's pages.")
      .meta({ default: "`'api'`" }),
    schemaPages: z
      .boolean()
      .default(true)
      .describe(
        "A page per schema of `components.schemas` (`<routeBasePath>/schemas/<name>`), linked from every use; a Docusaurus config's OpenAPI preset makes none, so a moved site keeps its URLs.",
      ),
    slugs: z
      .enum(['operationId', 'summary'])
      .default('operationId')
      .describe(
        'How operation pages are named: from their operationId (`aiGateway.all` → `ai-gateway-all`), or from their summaries as the Docusaurus OpenAPI preset does (`Get all gateways` → `get-all-gateways`, repeats numbered `-1`, `-2`).',
      ),
  })
  .optional()
  .describe(
    'An API reference generated from an OpenAPI 3 description: see [the API reference](/docs/guides/api-reference).',
  );

export type ApiOptions = z.infer<typeof apiOptions>;

/** The reference, on when configured: its description must exist; its folder of pages may not. */
export function resolveApi(options: ApiOptions, ctx: SectionContext): ApiFolder | undefined {
  const folder = options && ctx.folder('api', options, API_FOLDER, true);
  return (
    options &&
    folder && {
      ...folder,
      spec: ctx.existing('content.api.spec', options.spec)!,
      specTranslations:
        options.specTranslations === undefined ? undefined : ctx.at(options.specTranslations),
      routeBasePath: options.routeBasePath ?? 'api',
      slugs: options.slugs,
      schemaPages: options.schemaPages,
    }
  );
}
