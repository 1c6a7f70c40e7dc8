/**
 * What a page's generated social card shows (emit/socialCards.ts draws it): the page's title, its
 * section (a doc's top category, else the docs, the blog or the API reference, in the page's
 * language) and the site's name, with the locale's language and direction for the fonts.
 */
import type { ResolvedConfig } from '../config/index.js';
import type { PageData, ShellData } from '../theme/index.js';

export interface SocialCard {
  title: string;
  section?: string;
  site: string;
  /** The page's language (BCP 47): it chooses the fonts (Japanese or Chinese forms of Han characters). */
  lang: string;
  direction?: 'rtl';
}

/** The card of a page: none for the not-found page, which is never shared. */
export function socialCardOf(
  config: ResolvedConfig,
  shell: ShellData,
  page: PageData,
): SocialCard | undefined {
  if (page.kind === 'not-found') return undefined;
  const settings = config.locales[shell.locale];
  const word = (key: string) => shell.strings[key];
  const section =
    page.kind === 'doc' || page.kind === 'doc-category'
      ? (page.breadcrumbs?.[0]?.label ?? word('docs.title'))
      : page.kind.startsWith('blog')
        ? word('blog.title')
        : page.kind.startsWith('api')
          ? word('api.title')
          : undefined;
  const site = shell.siteTitle;
  return {
    title: page.title.trim() || site,
    ...(section && section !== page.title && { section }),
    site,
    lang: settings?.htmlLang ?? shell.locale,
    ...(settings?.direction === 'rtl' && { direction: 'rtl' as const }),
  };
}
