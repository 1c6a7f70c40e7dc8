/**
 * The `context` a Docusaurus plugin function is called with, for one locale, as Docusaurus makes
 * it for `docusaurus build` of that locale: the site's folder and config (its `baseUrl` the
 * locale's, as Docusaurus localizes it), the generated files' folder (in sitegen's cache), i18n,
 * the locale's code translations, and the bundler, which plugins ask about (webpack).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PluginSite } from '../types.js';
import { directionOf } from '../../shared/index.js';
import { normalizedSiteConfig } from './siteConfig.js';
import type { DocusaurusContext } from './types.js';

type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Where the plugins' `createData` files go: Docusaurus's `.docusaurus`, in the cache. */
export const generatedFilesDir = (site: PluginSite) => path.join(site.cacheDir, 'docusaurus');

/** The path under which a locale's pages are, site-absolute: "/", "/fr/", "/docs/fr/". */
export function localeBaseUrl(site: PluginSite, locale: string): string {
  return locale === site.defaultLocale ? site.baseUrl : `${site.baseUrl}${locale}/`;
}

/** A Docusaurus translation file's `{ id: { message } }` as id → message; {} when absent or broken. */
function readCodeTranslations(file: string): Record<string, string> {
  try {
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
    if (!isPlain(data)) return {};
    const messages: Record<string, string> = {};
    for (const [id, entry] of Object.entries(data)) {
      const message = typeof entry === 'string' ? entry : isPlain(entry) ? entry.message : '';
      if (typeof message === 'string') messages[id] = message;
    }
    return messages;
  } catch {
    return {};
  }
}

function siteVersion(root: string): string | undefined {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as Plain;
    return typeof manifest.version === 'string' ? manifest.version : undefined;
  } catch {
    return undefined;
  }
}

export function docusaurusContext(
  site: PluginSite,
  configFile: string,
  siteConfig: Plain,
  locale: string,
): DocusaurusContext {
  const i18n: Plain = isPlain(siteConfig.i18n) ? siteConfig.i18n : {};
  const given: Plain = isPlain(i18n.localeConfigs) ? i18n.localeConfigs : {};
  const localeConfigs = Object.fromEntries(
    site.locales.map((id) => {
      const own: Plain = isPlain(given[id]) ? given[id] : {};
      return [
        id,
        {
          label: id,
          direction: directionOf(id),
          htmlLang: id,
          calendar: 'gregory',
          path: id,
          translate: fs.existsSync(path.join(site.root, 'i18n', id)),
          url: site.url,
          baseUrl: localeBaseUrl(site, id),
          ...own,
        },
      ];
    }),
  );
  const folder = String(localeConfigs[locale]?.path ?? locale);
  const localizationDir = path.join(
    site.root,
    typeof i18n.path === 'string' ? i18n.path : 'i18n',
    folder,
  );
  const baseUrl = localeBaseUrl(site, locale);
  const outDir = path.join(site.root, 'dist', locale === site.defaultLocale ? '' : locale);
  return {
    siteDir: site.root,
    siteVersion: siteVersion(site.root),
    generatedFilesDir: generatedFilesDir(site),
    siteConfig: {
      ...normalizedSiteConfig(siteConfig),
      baseUrl,
      url: site.url,
      title: site.title,
      i18n: { ...i18n, defaultLocale: site.defaultLocale, locales: site.locales, localeConfigs },
    },
    siteConfigPath: configFile,
    outDir,
    baseUrl,
    i18n: {
      defaultLocale: site.defaultLocale,
      locales: site.locales,
      currentLocale: locale,
      path: typeof i18n.path === 'string' ? i18n.path : 'i18n',
      localeConfigs,
    },
    localizationDir,
    codeTranslations: readCodeTranslations(path.join(localizationDir, 'code.json')),
    siteStorage: { type: 'localStorage', namespace: '' },
    currentBundler: { name: 'webpack' },
  };
}
