/** `@docusaurus/useDocusaurusContext`: the site's config and locales. */
import { siteData } from './siteData.js';

export default function useDocusaurusContext() {
  return { siteConfig: siteData.siteConfig, i18n: siteData.i18n, siteMetadata: {}, globalData: {} };
}
