/** Element ids the server render and the browser runtime agree on. */

/** The pre-rendered content region inside <main>. */
export const CONTENT_ID = 'page-content';

/** The inline JSON the runtime boots from. */
export const BOOT_DATA_ID = '__sitegen_data';

/** <main>, the skip link's target and where focus goes after an in-place navigation. */
export const MAIN_ID = 'main-content';

/**
 * The docs sidebar column: the only copy of the sidebar in a page. The mobile menu shows a copy of
 * it made when the menu opens.
 */
export const DOC_SIDEBAR_CLASS = 'doc-sidebar';

/** The container of that copy inside the mobile menu. */
export const MENU_SIDEBAR_CLASS = 'navbar-sidebar';

/** The runtime's entry <script>: a page whose entry differs was built with another runtime. */
export const RUNTIME_SCRIPT_ID = '__sitegen_runtime';

/** The page's own <head> tags, swapped on an in-place navigation (the others are the locale's). */
export const PAGE_HEAD_ATTRIBUTE = 'data-page-head';

/**
 * The element around a React page's server-rendered HTML: its value is the URL of the page's
 * browser module, which the runtime imports and hydrates into that element.
 */
export const PAGE_MODULE_ATTRIBUTE = 'data-sitegen-page';

/** On the same element: the locale's strings as JSON, for the page's `t` in the browser. */
export const PAGE_STRINGS_ATTRIBUTE = 'data-sitegen-strings';

/** On a React page's element: the site config it gets as its `config` prop (as Docusaurus gives it). */
export const PAGE_CONFIG_ATTRIBUTE = 'data-sitegen-config';

/** On a plugin's page's element: the props its component renders with (JSON), for hydration. */
export const PAGE_PROPS_ATTRIBUTE = 'data-sitegen-props';

/**
 * The global sitegen puts the modules a site's code shares with it on, by module name ("react",
 * "react-dom/client", "@theme-original/Footer"…): see bundle/sharedModules.ts.
 */
export const SHARED_MODULES_GLOBAL = '__sitegenShared';

/**
 * The global function that loads those modules in the browser (React comes only to pages with an
 * island: client/shared.ts), resolving to what SHARED_MODULES_GLOBAL then holds. A site's browser
 * module that imports one of them waits for it (bundle/sharedModules.ts).
 */
export const SHARED_MODULES_LOADER = '__sitegenLoadShared';

/** The module names the runtime shares on that global. */
export const SHARED_REACT_MODULES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
] as const;

/**
 * The prefix of the ids `useId` makes inside a hydrated page module, the same on the server and in
 * the browser: from the module's file name ("page.1A2B3C4D.js"), so ids of two modules on one page,
 * or of a module and the shell, never meet.
 */
export function pageIdPrefix(script: string): string {
  return `${/\.([A-Za-z0-9]+)\.js$/.exec(script)?.[1] ?? 'page'}-`;
}

/**
 * The global that holds the URL of the page being rendered, which `@docusaurus/router` reports as
 * the location while a module is rendered on the server and while it hydrates in the browser.
 */
export const PAGE_URL_GLOBAL = '__sitegenPageUrl';

/**
 * The global that holds, while a module renders on the server, what `@docusaurus/router` calls
 * when the module reads the page's path (render/moduleHtml.ts: a module that does not may render
 * the same for every locale).
 */
export const PATH_READ_GLOBAL = '__sitegenPathRead';

/**
 * The global that holds the Docusaurus data of the locale being rendered (render/docusaurusData.ts),
 * which the site's theme replacements read: they are bundled once for every locale.
 */
export const DOCUSAURUS_DATA_GLOBAL = '__sitegenDocusaurusData';

/**
 * The global where a module rendered on the server leaves the title and description it gives the
 * page through Docusaurus's `<Layout title description>` or `<Head>` (see theme/docusaurus).
 */
export const PAGE_HEAD_GLOBAL = '__sitegenPageHead';

/** What a module said of its page's head while it was rendered on the server. */
export interface ModuleHead {
  title?: string;
  description?: string;
}

/**
 * The global that holds the code highlighter on the server (`@theme/CodeBlock` highlights with it;
 * the browser has none and keeps the server's highlighted HTML).
 */
export const CODE_HIGHLIGHTER_GLOBAL = '__sitegenHighlight';

/** What that highlighter returns: the classes of the `<pre>` and the `<code>` element's HTML. */
export interface HighlightedCode {
  preClassName?: string;
  html: string;
}

export type CodeHighlighter = (code: string, language: string, meta: string) => HighlightedCode;

/**
 * The copy button the runtime adds to each code block, and the class it gives the block
 * (client/codeCopy.ts); a page's module takes them out before React hydrates its region.
 */
export const COPY_BUTTON_CLASS = 'code-copy';
export const COPY_HOLDER_CLASS = 'has-copy';

/** The search page's search box is mounted on the element with this attribute (client/searchPage.tsx). */
export const SEARCH_PAGE_ATTRIBUTE = 'data-search-page';

/** On a docs version menu (and its group in the mobile menu): the id of its docs section. */
export const VERSION_MENU_ATTRIBUTE = 'data-version-menu';

/**
 * The current version's label in a version menu, which the plain view updates to the reader's
 * preferred version on a page in no version (client/navbar.ts), as React's hook does.
 */
export const CURRENT_VERSION_CLASS = 'version-menu-current';

/** The shell's navbar (a <header>, or a <div> on a page with landmarks of its own). */
export const NAVBAR_CLASS = 'theme-layout-navbar';

/**
 * The notice of a page shown untranslated (Banners.tsx): its element's attribute holds the page's
 * path; a reader who dismissed it has that path in localStorage under the key, and <html> gets
 * the dismissed attribute before first paint (render/inlineScripts.ts) and on each in-place
 * navigation (client/untranslatedNotice.ts), which hides it without a shift.
 */
export const UNTRANSLATED_NOTICE_ATTRIBUTE = 'data-untranslated-notice';
export const UNTRANSLATED_DISMISSED_ATTRIBUTE = 'data-untranslated-dismissed';
export const UNTRANSLATED_STORAGE_KEY = 'sitegen.untranslated.dismissed';
export const UNTRANSLATED_CLOSE_CLASS = 'untranslated-notice-close';

/** The name of the API request samples' tab radio buttons: client/apiSamples.ts keeps the choice. */
export const API_SAMPLE_INPUT = 'api-sample';

/**
 * The try-it panel of an API operation page (theme/components/api/TryIt.tsx): client/tryIt.ts
 * loads its module on pages that have one, which marks each panel it has made live.
 */
export const API_TRY_CLASS = 'api-try';
export const API_TRY_LIVE_ATTRIBUTE = 'data-live';

/**
 * On the element around a site's replacement of a shell component (theme/overridable.tsx): its
 * name, and its props as JSON, where the locale's shell data, which the page's boot data holds
 * already, stands as SHELL_IN_PROPS. The browser hydrates it alone (client/shellIslands.ts).
 */
export const ISLAND_ATTRIBUTE = 'data-sitegen-island';
export const ISLAND_PROPS_ATTRIBUTE = 'data-sitegen-island-props';
const SHELL_IN_PROPS = '__sitegen_shell__';

/** The props of a shell island as JSON, with the shell data named rather than repeated. */
export function islandPropsJson(props: object, shell: object): string {
  return JSON.stringify(props, (_key, value: unknown) =>
    value === shell ? SHELL_IN_PROPS : value,
  );
}

/** The props of a shell island, with the page's shell data in place. */
export function readIslandProps(json: string, shell: object): Record<string, unknown> {
  return JSON.parse(json, (_key, value: unknown) =>
    value === SHELL_IN_PROPS ? shell : value,
  ) as Record<string, unknown>;
}
