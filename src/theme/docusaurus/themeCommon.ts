/**
 * `@docusaurus/theme-common` (and its `/internal`): the hooks and constants sites use, in
 * Docusaurus 3's shapes. `useColorMode` reads and sets the page's colour mode with sitegen's
 * switch (colorMode.ts), `useThemeConfig` gives the site's themeConfig (themeConfig.ts),
 * `ThemeClassNames` the stable class names Docusaurus gives its layout (sites write CSS for them),
 * `useWindowSize` the width class Docusaurus's layout switches at (996 px). The docs hooks that
 * Docusaurus 2 exported from here are docsClient.ts's.
 */
import { useEffect, useState } from 'react';
import { chooseColorMode, storedColorMode, type ColorMode } from '../colorMode.js';
import { useDocumentColorMode } from '../hooks.js';
import { siteData } from './siteData.js';
import { themeConfig } from './themeConfig.js';

export {
  findFirstSidebarItemLink,
  isActiveSidebarItem,
  useCurrentSidebarCategory,
  useDocById,
  useDocsSidebar,
  useDocsVersion,
} from './docsClient.js';

export function useThemeConfig() {
  return themeConfig;
}

export function useColorMode() {
  const settings = themeConfig.colorMode;
  const colorMode = useDocumentColorMode(settings.defaultMode);
  const setColorMode = (mode: ColorMode | null) => chooseColorMode(mode, settings);
  return {
    colorMode,
    setColorMode,
    /** What the reader chose (null: the default or the system's). */
    get colorModeChoice(): ColorMode | null {
      return typeof window === 'undefined' ? null : storedColorMode();
    },
    /** Docusaurus 2's names, still answered. */
    isDarkTheme: colorMode === 'dark',
    setLightTheme: () => setColorMode('light'),
    setDarkTheme: () => setColorMode('dark'),
  };
}

interface PrismTheme {
  plain: Record<string, unknown>;
  styles: unknown[];
}

/** The site's prism theme of the colour mode (themeConfig.prism.theme, or .darkTheme when dark). */
export function usePrismTheme(): PrismTheme {
  const { colorMode } = useColorMode();
  const prism = (themeConfig.prism ?? {}) as { theme?: PrismTheme; darkTheme?: PrismTheme };
  return (
    (colorMode === 'dark' ? (prism.darkTheme ?? prism.theme) : prism.theme) ?? {
      plain: {},
      styles: [],
    }
  );
}

const DESKTOP_MIN_WIDTH = 996;

/**
 * 'desktop' or 'mobile' by the window's width; 'ssr' on the server and while the page hydrates,
 * so both render the same HTML.
 */
export function useWindowSize(): 'desktop' | 'mobile' | 'ssr' {
  const [size, setSize] = useState<'desktop' | 'mobile' | 'ssr'>('ssr');
  useEffect(() => {
    const update = () => setSize(window.innerWidth > DESKTOP_MIN_WIDTH ? 'desktop' : 'mobile');
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return size;
}

/**
 * Docusaurus's plural forms: `plurals` is "one|other" (or as many forms as the locale has, in
 * Intl.PluralRules' order), `{count}` in the form is the number.
 */
export function usePluralForm() {
  const locale = siteData.i18n.currentLocale;
  const rules = pluralRules(locale);
  return {
    selectMessage(count: number, plurals: string): string {
      const forms = plurals.split('|');
      const wanted = rules.select(count);
      const present = rules.resolvedOptions().pluralCategories;
      const order = PLURAL_ORDER.filter((category) => present.includes(category));
      const index = forms.length === 1 ? 0 : order.indexOf(wanted);
      const form = forms[Math.max(0, Math.min(index, forms.length - 1))] ?? '';
      return form.replace(/\{count\}/g, String(count));
    },
  };
}

/** The order the forms of a plural message are written in, as Docusaurus reads them. */
const PLURAL_ORDER: Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

function pluralRules(locale: string): Intl.PluralRules {
  try {
    return new Intl.PluralRules(locale);
  } catch {
    return new Intl.PluralRules('en');
  }
}

const docSidebarLevel = (kind: string) => (level: number) =>
  `theme-doc-sidebar-item-${kind}-level-${level}`;

/**
 * The class names Docusaurus puts on its layout for sites' CSS (its ThemeClassNames values, which
 * Docusaurus keeps stable).
 */
export const ThemeClassNames = {
  page: {
    blogListPage: 'blog-list-page',
    blogPostPage: 'blog-post-page',
    blogTagsListPage: 'blog-tags-list-page',
    blogTagPostListPage: 'blog-tags-post-list-page',
    blogAuthorsListPage: 'blog-authors-list-page',
    blogAuthorsPostsPage: 'blog-authors-posts-page',
    docsDocPage: 'docs-doc-page',
    docsTagsListPage: 'docs-tags-list-page',
    docsTagDocListPage: 'docs-tags-doc-list-page',
    mdxPage: 'mdx-page',
  },
  wrapper: {
    main: 'main-wrapper',
    blogPages: 'blog-wrapper',
    docsPages: 'docs-wrapper',
    mdxPages: 'mdx-wrapper',
  },
  common: {
    editThisPage: 'theme-edit-this-page',
    lastUpdated: 'theme-last-updated',
    backToTopButton: 'theme-back-to-top-button',
    codeBlock: 'theme-code-block',
    admonition: 'theme-admonition',
    unlistedBanner: 'theme-unlisted-banner',
    draftBanner: 'theme-draft-banner',
    admonitionType: (type: string) => `theme-admonition-${type}`,
  },
  announcementBar: { container: 'theme-announcement-bar' },
  layout: {
    navbar: {
      container: 'theme-layout-navbar',
      containerLeft: 'theme-layout-navbar-left',
      containerRight: 'theme-layout-navbar-right',
      mobileSidebar: {
        container: 'theme-layout-navbar-sidebar',
        panel: 'theme-layout-navbar-sidebar-panel',
      },
    },
    main: { container: 'theme-layout-main' },
    footer: { container: 'theme-layout-footer', column: 'theme-layout-footer-column' },
  },
  docs: {
    docVersionBanner: 'theme-doc-version-banner',
    docVersionBadge: 'theme-doc-version-badge',
    docBreadcrumbs: 'theme-doc-breadcrumbs',
    docMarkdown: 'theme-doc-markdown',
    docTocMobile: 'theme-doc-toc-mobile',
    docTocDesktop: 'theme-doc-toc-desktop',
    docFooter: 'theme-doc-footer',
    docFooterTagsRow: 'theme-doc-footer-tags-row',
    docFooterEditMetaRow: 'theme-doc-footer-edit-meta-row',
    docSidebarContainer: 'theme-doc-sidebar-container',
    docSidebarMenu: 'theme-doc-sidebar-menu',
    docSidebarItemCategory: 'theme-doc-sidebar-item-category',
    docSidebarItemLink: 'theme-doc-sidebar-item-link',
    docSidebarItemCategoryLevel: docSidebarLevel('category'),
    docSidebarItemLinkLevel: docSidebarLevel('link'),
  },
  blog: {
    blogFooterTagsRow: 'theme-blog-footer-tags-row',
    blogFooterEditMetaRow: 'theme-blog-footer-edit-meta-row',
  },
  pages: { pageFooterEditMetaRow: 'theme-pages-footer-edit-meta-row' },
} as const;
