/**
 * What sitegen's Docusaurus modules (theme/docusaurus/) are told of a locale: the site and its
 * strings, the theme's words, the global data, the theme config and the docs data. Page modules
 * get it written into their bundle (docusaurusModules.ts); a site's theme replacements, bundled
 * once for every locale, read it from `DOCUSAURUS_DATA_GLOBAL`, which the render of each page sets.
 */
import type { ResolvedConfig } from '../config/index.js';
import { loadSiteStrings } from '../i18n/index.js';
import { localeBase, type RouteTable } from '../routes/index.js';
import { format } from '../theme/index.js';
import type { DocusaurusData } from '../bundle/index.js';
import { docusaurusThemeConfig } from './themeConfigData.js';

/** `admonitionTitles`: each admonition kind's title in the locale. */
export function docusaurusDataFor(
  config: ResolvedConfig,
  locale: string,
  strings: Record<string, string>,
  table: RouteTable,
  admonitionTitles: Record<string, string>,
  /** The global data of the locale: its content plugins' and the site's plugins' (name → id → data). */
  globalData: Record<string, Record<string, unknown>> = {},
  /** The default messages the site's plugins give `translate()` ids, under the site's own. */
  codeTranslations: Record<string, string> = {},
  /** What the docs modules read beyond the global data (the docs plugin's `docusaurusDocs`). */
  docs: DocusaurusData['docs'] = { versions: [] },
): DocusaurusData {
  return {
    site: {
      siteConfig: {
        title: config.title,
        tagline: format(strings, config.tagline),
        url: config.url,
        baseUrl: config.baseUrl,
        trailingSlash: config.trailingSlash,
        // The title template is "%s <delimiter> <site>" for a Docusaurus config.
        titleDelimiter: /^%s\s+(\S+)\s/.exec(config.titleTemplate)?.[1] ?? '|',
        customFields: config.customFields ?? {},
      },
      i18n: {
        currentLocale: locale,
        defaultLocale: config.defaultLocale,
        locales: Object.keys(config.locales),
      },
      localeBase: localeBase(config, locale),
      strings: loadSiteStrings(config, locale, codeTranslations),
    },
    theme: {
      admonitionTitles,
      detailsSummary: format(strings, 'details.summary'),
      fileTreeFolder: format(strings, 'fileTree.folder'),
      docCardItems: {
        one: format(strings, 'docCard.oneItem'),
        other: format(strings, 'docCard.items'),
      },
    },
    globalData,
    themeConfig: docusaurusThemeConfig(config),
    docs,
  };
}
