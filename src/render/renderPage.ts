/**
 * One page to its HTML document: the React shell rendered to a string around the page's
 * pre-rendered content, poured into the template. The same document is what the browser fetches
 * to show the page on an in-place navigation (it reads the content region and head tags).
 */
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { ResolvedConfig } from '../config/index.js';
import type { FrontMatter } from '../content/index.js';
import {
  App,
  BOOT_DATA_ID,
  DocSidebar,
  DOCUSAURUS_DATA_GLOBAL,
  PAGE_URL_GLOBAL,
  ThemeScope,
  type ThemeOverrides,
  PageBody,
  type BootData,
  type ClientShell,
  type PageData,
  type PageView,
  type ShellData,
  type SidebarItem,
} from '../theme/index.js';
import type { DocusaurusData } from '../bundle/index.js';
import {
  escapeHtml,
  pageHeadTags,
  pageStylesheetTags,
  pageTitle,
  type SiteBodyTags,
  type SiteHead,
} from './head.js';
import { socialCardOf, type SocialCard } from './socialCard.js';
import { beforeHydrationScript } from './inlineScripts.js';
import { jsonForScript, structuredData } from './structuredData.js';
import { createSidebarHtml, type SidebarHtml } from './sidebarHtml.js';
import type { Template } from './template.js';
import { markOf, splice } from './pieces.js';

/** What every page of a locale shares, worked out once. */
export interface LocaleRenderContext {
  config: ResolvedConfig;
  template: Template;
  shell: ShellData;
  clientShell: ClientShell;
  /** The shared <head> tags (siteHeadParts), with the place of a page's own stylesheets. */
  siteHead: SiteHead;
  /** The plugins' tags of every page's <body> (siteBodyTags); none when absent. */
  siteBody?: SiteBodyTags;
  /** The docs sidebar of a page as HTML (see sidebarHtml.ts); made by `localeRenderContext`. */
  sidebarHtml: SidebarHtml;
  /** `clientShell` as JSON for the boot data, serialised once for the locale. */
  clientShellJson: string;
  /** The site's replacements of theme components. */
  overrides: ThemeOverrides;
  /** What they read through Docusaurus's modules (docusaurusData.ts); none without replacements. */
  docusaurus?: DocusaurusData;
  /**
   * With generated social cards on: takes a page's card and says the path of its image on the
   * site ("/assets/social/<hash>.png"), which the build then draws or takes from its cache.
   */
  socialCard?: (card: SocialCard) => string;
}

/** What every page of a locale shares, with the locale's sidebar renderer. */
export function localeRenderContext(
  shared: Omit<LocaleRenderContext, 'sidebarHtml' | 'clientShellJson'>,
): LocaleRenderContext {
  return {
    ...shared,
    sidebarHtml: createSidebarHtml(
      (items, activeHref, openHref) =>
        serverOnly(shared, createElement(DocSidebar, { items, activeHref, openHref })),
      shared.overrides.DocSidebar === undefined,
    ),
    clientShellJson: jsonForScript(shared.clientShell),
  };
}

/** Server-only HTML of a theme component, with the locale's strings and the site's replacements. */
function serverOnly(
  ctx: Pick<LocaleRenderContext, 'shell' | 'overrides' | 'docusaurus'>,
  element: ReactElement,
): string {
  (globalThis as Record<string, unknown>)[DOCUSAURUS_DATA_GLOBAL] = ctx.docusaurus;
  return renderToString(
    createElement(ThemeScope, { strings: ctx.shell.strings, overrides: ctx.overrides }, element),
  );
}

/** The boot data's JSON: what `jsonForScript(boot)` gives, with the locale's shell serialised once. */
export function bootJson(
  ctx: Pick<LocaleRenderContext, 'clientShellJson'>,
  boot: Omit<BootData, 'shell'>,
): string {
  const sidebar =
    boot.docSidebar === undefined ? '' : `,"docSidebar":${jsonForScript(boot.docSidebar)}`;
  const main = boot.ownMain === undefined ? '' : `,"ownMain":${jsonForScript(boot.ownMain)}`;
  return `{"shell":${ctx.clientShellJson},"url":${jsonForScript(boot.url)},"navPath":${jsonForScript(boot.navPath)}${sidebar}${main}}`;
}

export interface RenderedPage {
  /** The page's HTML in pieces (pieces.ts): its content and its docs sidebar are pieces of their own. */
  pieces: string[];
  /** The pieces of the page's body as rendered on the server ([first, end)): its search region is there. */
  body: [first: number, end: number];
  /** The page's language (its <html lang>). */
  lang: string;
  /**
   * Which piece is the docs sidebar, and the markup every page opening the same categories
   * shares, with its hash: the link check reads that once.
   */
  sidebar?: { piece: number; shared: { html: string; hash: string } };
}

/** The docs sidebar a page shows, if any. */
function sidebarOf(ctx: LocaleRenderContext, page: PageData): SidebarItem[] | undefined {
  const sidebar = page.withSidebar ? (page.sidebar ?? ctx.shell.docsSidebar) : undefined;
  return sidebar && sidebar.length > 0 ? sidebar : undefined;
}

/** What the page's sidebar is made from (see sidebarHtml.ts): "" for a page without one. */
export function pageSidebarKey(ctx: LocaleRenderContext, page: PageData): string {
  const sidebar = sidebarOf(ctx, page);
  return sidebar ? ctx.sidebarHtml.key(sidebar, page.url) : '';
}

/** `stylesheets`: the URLs of the page's own stylesheets, linked after the theme's (the API reference's). */
export function renderPage(
  ctx: LocaleRenderContext,
  page: PageData,
  frontMatter: FrontMatter,
  stylesheets: readonly string[] = [],
): RenderedPage {
  const { config, shell } = ctx;
  const settings = config.locales[shell.locale];
  // The location and data the site's replacements read through Docusaurus's modules.
  const globals = globalThis as Record<string, unknown>;
  globals[PAGE_URL_GLOBAL] = page.url;
  globals[DOCUSAURUS_DATA_GLOBAL] = ctx.docusaurus;
  const notFound = page.kind === 'not-found';
  const sidebar = sidebarOf(ctx, page);
  // The page's only copy of the sidebar: the mobile menu copies it in the browser when opened.
  const sidebarHtml = sidebar ? ctx.sidebarHtml.html(sidebar, page.url) : '';
  const body = bodyPieces(ctx, page, sidebarHtml);
  const view: PageView = {
    url: page.url,
    navPath: notFound ? shell.localeBase : page.url,
    // Only the navbar reads it, and only for its items leading to a sidebar.
    docSidebar: shell.navbar.items.some((item) => item.docSidebar !== undefined)
      ? page.docSidebar
      : undefined,
    body: BODY_MARK,
    // Markup escapes a "<main" that is text, so this finds elements only.
    // (Looked for piece by piece: a tag is never cut between two.)
    ...((page.htmlPieces ?? [page.html]).some((piece) => /<main[\s>]/.test(piece)) && {
      ownMain: true,
    }),
  };
  const title = pageTitle(config, shell, page);
  const pageHead = pageHeadTags({
    config,
    shell,
    page,
    keywords: frontMatter.keywords,
    image: frontMatter.image ?? cardImage(ctx, page),
    structuredData: structuredData(config, page),
    alternates: !notFound,
    // The search page shows results, not content of its own (Docusaurus's is noindex too).
    noindex: page.unlisted || page.draft || notFound || page.kind === 'search',
  });
  const lang = settings?.htmlLang ?? shell.locale;
  const dir = settings?.direction ?? 'ltr';
  const scripts = [
    `<script>${beforeHydrationScript(config, shell.strings, notFound ? null : page.url)}</script>`,
    `<script type="application/json" id="${BOOT_DATA_ID}">${bootJson(ctx, {
      url: view.url,
      navPath: view.navPath,
      docSidebar: view.docSidebar,
      ownMain: view.ownMain,
    })}</script>`,
  ].join('\n');
  const appOf = (pageView: PageView) =>
    renderToString(
      createElement(App, { shell: ctx.clientShell, view: pageView, overrides: ctx.overrides }),
    );
  // The shell always shows the body where the view says; if not, it is rendered with the body
  // whole, and the page is searched and shares its sidebar as one piece.
  const placed = splice(appOf(view), [{ mark: BODY_MARK, pieces: body.pieces }]);
  const app = placed ?? { pieces: [appOf({ ...view, body: body.pieces.join('') })], at: [0] };
  const { pieces, bodyAt } = ctx.template.fill({
    lang,
    dir,
    theme: config.colorMode.defaultMode,
    htmlAttrs: '',
    head: [
      `<title>${escapeHtml(title)}</title>`,
      pageHead,
      ctx.siteHead.start,
      ...(stylesheets.length > 0 ? [pageStylesheetTags(stylesheets)] : []),
      ctx.siteHead.end,
    ].join('\n'),
    body: app.pieces,
    scripts,
    preBody: ctx.siteBody?.preBody ?? '',
    postBody: ctx.siteBody?.postBody ?? '',
  });
  const first = bodyAt + app.at[0];
  return {
    pieces,
    body: [first, first + (placed ? body.pieces.length : 1)],
    lang,
    ...(sidebar &&
      placed &&
      body.sidebar !== undefined && {
        sidebar: {
          piece: first + body.sidebar,
          shared: ctx.sidebarHtml.unmarked(sidebar, page.url),
        },
      }),
  };
}

const CONTENT_MARK = markOf('content');
const SIDEBAR_MARK = markOf('sidebar');
const BODY_MARK = markOf('body');

/**
 * The page's body in pieces, its content and its sidebar each a piece of their own (pieces.ts);
 * `sidebar`: which piece is the sidebar. A site's component that does not show each once as it was
 * given gets them whole, and the sidebar is then found in what it rendered.
 */
function bodyPieces(
  ctx: LocaleRenderContext,
  page: PageData,
  sidebarHtml: string,
): { pieces: string[]; sidebar?: number } {
  // A site's home page is given the page itself: it may read its content, not only show it.
  const content = page.html !== '' && !(page.kind === 'home' && ctx.overrides.HomePage);
  // The sidebar's hole first: `at[0]` then says which piece it is.
  const holes = [
    ...(sidebarHtml ? [{ mark: SIDEBAR_MARK, pieces: [sidebarHtml] }] : []),
    ...(content ? [{ mark: CONTENT_MARK, pieces: page.htmlPieces ?? [page.html] }] : []),
  ];
  const marked = serverOnly(
    ctx,
    createElement(PageBody, {
      shell: ctx.shell,
      page: content ? { ...page, html: CONTENT_MARK } : page,
      sidebarHtml: sidebarHtml && SIDEBAR_MARK,
    }),
  );
  const spliced = splice(marked, holes);
  if (spliced) return { pieces: spliced.pieces, sidebar: sidebarHtml ? spliced.at[0] : undefined };
  const whole = serverOnly(ctx, createElement(PageBody, { shell: ctx.shell, page, sidebarHtml }));
  const at = sidebarHtml ? whole.indexOf(sidebarHtml) : -1;
  if (at < 0) return { pieces: [whole] };
  return {
    pieces: [whole.slice(0, at), sidebarHtml, whole.slice(at + sidebarHtml.length)],
    sidebar: 1,
  };
}

/** The generated social card's image of a page, when cards are on and the page has one. */
function cardImage(ctx: LocaleRenderContext, page: PageData): string | undefined {
  const card = ctx.socialCard && socialCardOf(ctx.config, ctx.shell, page);
  return card && ctx.socialCard!(card);
}
