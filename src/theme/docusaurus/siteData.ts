/**
 * The site as Docusaurus's modules describe it to a page: its config and locales. This file holds
 * the shape and empty values; when a site's page is bundled, sitegen puts the build's values in its
 * place (bundle/docusaurusModules.ts), the same on the server and in the browser.
 */
export interface SiteData {
  siteConfig: {
    title: string;
    tagline: string;
    url: string;
    baseUrl: string;
    /** Docusaurus's `trailingSlash`: how a `<Link to>` to a page of the site ends. */
    trailingSlash?: boolean;
    /** What stands between a page's and the site's title ("|" by default). */
    titleDelimiter: string;
    customFields: Record<string, unknown>;
  };
  i18n: { currentLocale: string; defaultLocale: string; locales: string[] };
  /** This locale's root URL ("/", "/fr/"): what Docusaurus calls the base URL of a locale build. */
  localeBase: string;
  /** The site's own strings of this locale, by id. */
  strings: Record<string, string>;
}

export const siteData: SiteData = {
  siteConfig: {
    title: '',
    tagline: '',
    url: '',
    baseUrl: '/',
    titleDelimiter: '|',
    customFields: {},
  },
  i18n: { currentLocale: 'en', defaultLocale: 'en', locales: ['en'] },
  localeBase: '/',
  strings: {},
};
