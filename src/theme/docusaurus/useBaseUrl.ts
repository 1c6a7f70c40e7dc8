/**
 * `@docusaurus/useBaseUrl`: a path of the site under the locale's root, as Docusaurus builds each
 * locale under its own base URL ("/img/x.png" → "/fr/img/x.png"); full URLs stay as they are.
 */
import { siteData } from './siteData.js';

export function withBaseUrl(url: string, options: { absolute?: boolean } = {}): string {
  if (/^([a-z][\w+.-]*:|\/\/|#)/i.test(url)) return url;
  const { localeBase, siteConfig } = siteData;
  const path = url.startsWith(localeBase) ? url : localeBase + url.replace(/^\/+/, '');
  return options.absolute ? siteConfig.url + path : path;
}

export function useBaseUrlUtils() {
  return { withBaseUrl };
}

export default function useBaseUrl(url: string, options: { absolute?: boolean } = {}): string {
  return withBaseUrl(url, options);
}
