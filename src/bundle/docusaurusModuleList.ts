/**
 * The Docusaurus modules sitegen answers (`@docusaurus/…`, `@theme/…`), each with the file of
 * theme/docusaurus/ it comes from, what it exports and whether it needs the browser; the names a
 * site may replace, and the core's modules sitegen has not. docusaurusModules.ts resolves imports
 * with this list.
 */
export interface ModuleInfo {
  /** The file of theme/docusaurus/ it comes from. */
  file: string;
  /** What it exports, as what. */
  exports: string;
  /** It works only in the browser (state, effects, events): an MDX file using it is hydrated. */
  interactive?: boolean;
}

const THEME_COMMON_EXPORTS = [
  'useColorMode',
  'useThemeConfig',
  'usePrismTheme',
  'useWindowSize',
  'usePluralForm',
  'ThemeClassNames',
  // Docusaurus 2 exported the docs hooks from here.
  'useCurrentSidebarCategory',
  'useDocsSidebar',
  'useDocsVersion',
  'useDocById',
  'isActiveSidebarItem',
  'findFirstSidebarItemLink',
].join(', ');

export const MODULES: Record<string, ModuleInfo> = {
  '@docusaurus/Link': { file: 'Link.tsx', exports: 'default, isInternalUrl' },
  '@docusaurus/isInternalUrl': {
    file: 'Link.tsx',
    exports: 'isInternalUrl as default, isInternalUrl',
  },
  '@docusaurus/Head': { file: 'Layout.tsx', exports: 'Head as default' },
  '@docusaurus/useDocusaurusContext': { file: 'useDocusaurusContext.ts', exports: 'default' },
  '@docusaurus/useBaseUrl': { file: 'useBaseUrl.ts', exports: 'default, useBaseUrlUtils' },
  '@docusaurus/Translate': { file: 'Translate.tsx', exports: 'default, translate' },
  '@docusaurus/Interpolate': {
    file: 'Translate.tsx',
    exports: 'Interpolate as default, Interpolate',
  },
  '@docusaurus/BrowserOnly': { file: 'BrowserOnly.tsx', exports: 'default', interactive: true },
  '@docusaurus/useIsBrowser': {
    file: 'BrowserOnly.tsx',
    exports: 'useIsBrowser as default',
    interactive: true,
  },
  '@docusaurus/ExecutionEnvironment': {
    file: 'BrowserOnly.tsx',
    exports: 'ExecutionEnvironment as default',
  },
  '@docusaurus/useIsomorphicLayoutEffect': {
    file: 'BrowserOnly.tsx',
    exports: 'useIsomorphicLayoutEffect as default',
    interactive: true,
  },
  '@docusaurus/router': {
    file: 'router.tsx',
    exports: 'useLocation, useHistory, Redirect',
    interactive: true,
  },
  '@docusaurus/useGlobalData': {
    file: 'useGlobalData.ts',
    exports: 'default, usePluginData, useAllPluginInstancesData',
  },
  '@theme/Layout': { file: 'Layout.tsx', exports: 'default' },
  '@theme/Heading': { file: 'Layout.tsx', exports: 'Heading as default' },
  '@theme/CodeBlock': { file: 'CodeBlock.tsx', exports: 'default' },
  '@theme/Tabs': { file: 'Tabs.tsx', exports: 'default', interactive: true },
  '@theme/TabItem': { file: 'Tabs.tsx', exports: 'TabItem as default', interactive: true },
  '@theme/Admonition': { file: 'Admonition.tsx', exports: 'default' },
  '@theme/Details': { file: 'Details.tsx', exports: 'default' },
  '@theme/TOCInline': { file: 'TOCInline.tsx', exports: 'default' },
  '@theme/MDXComponents': { file: 'MDXComponents.tsx', exports: 'default' },
  '@theme/ThemedImage': { file: 'ThemedImage.tsx', exports: 'default' },
  '@theme/IdealImage': { file: 'IdealImage.tsx', exports: 'default' },
  '@theme/Mermaid': { file: 'Mermaid.tsx', exports: 'default' },
  '@theme/DocCardList': { file: 'DocCard.tsx', exports: 'DocCardList as default' },
  '@theme/DocCard': { file: 'DocCard.tsx', exports: 'default' },
  // The colour mode and the window's size change in the browser.
  '@docusaurus/theme-common': {
    file: 'themeCommon.ts',
    exports: THEME_COMMON_EXPORTS,
    interactive: true,
  },
  '@docusaurus/theme-common/internal': {
    file: 'themeCommon.ts',
    exports: THEME_COMMON_EXPORTS,
    interactive: true,
  },
  '@docusaurus/plugin-content-docs/client': {
    file: 'docsClient.ts',
    exports: [
      'useAllDocsData',
      'useDocsData',
      'useActivePlugin',
      'useActiveVersion',
      'useActiveDocContext',
      'useVersions',
      'useLatestVersion',
      'useDocsPreferredVersion',
      'useDocsVersion',
      'useDocById',
      'useDocsSidebar',
      'useCurrentSidebarCategory',
      'isActiveSidebarItem',
      'findFirstSidebarItemLink',
    ].join(', '),
  },
};

export const DOCUSAURUS_MODULES = Object.keys(MODULES);

/** The `@theme/<Name>` modules sitegen has, by name: a site may replace each one. */
export const DOCUSAURUS_THEME_NAMES = DOCUSAURUS_MODULES.filter((name) =>
  name.startsWith('@theme/'),
).map((name) => name.slice('@theme/'.length));

/**
 * sitegen's content components (theme/docusaurus/: Steps.tsx, FileTree.tsx, Cards.tsx, Badge.tsx),
 * which every MDX file gets without an import; their stylesheet goes where one is used.
 */
export const CONTENT_COMPONENTS: readonly string[] = [
  'Steps',
  'FileTree',
  'Card',
  'CardGrid',
  'LinkCard',
  'Badge',
];

/** What `@theme/MDXComponents` gives every MDX file (theme/docusaurus/MDXComponents.tsx). */
export const MDX_GLOBALS: readonly string[] = ['Head', 'Details', ...CONTENT_COMPONENTS];

/**
 * What Docusaurus's core gives client code under `@docusaurus/` (webpack aliases, never packages
 * of their own): those sitegen has not are an error naming the import, not a search of the site's
 * node_modules.
 */
export const CORE_CLIENT_MODULES = new Set([
  'ComponentCreator',
  'constants',
  'ErrorBoundary',
  'Noop',
  'renderRoutes',
  'useBrokenLinks',
  'useRouteContext',
]);
