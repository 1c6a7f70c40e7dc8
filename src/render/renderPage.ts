/**
 * One page to its two files: the HTML document (the React shell rendered to a string around the
 * page's pre-rendered content, poured into the template) and the payload the browser fetches to
 * show the same page on an in-place navigation.
 */
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { ResolvedConfig } from '../config/types.js';
import { PAYLOAD_VERSION } from '../routes/urls.js';
import type { FrontMatter } from '../content/frontMatter.js';
import { App } from '../theme/App.js';
import { BOOT_DATA_ID } from '../theme/dom.js';
import { DocSidebar } from '../theme/components/DocSidebar.js';
import { StringsProvider } from '../theme/i18n.js';
import { PageBody } from '../theme/PageBody.js';
import type { BootData, ClientShell, PageData, PagePayload, PageView, ShellData } from '../theme/types.js';
import { escapeHtml, pageHeadTags, pageTitle } from './head.js';
import { beforeHydrationScript } from './inlineScripts.js';
import { jsonForScript, structuredData } from './structuredData.js';
import type { Template } from './template.js';

/** What every page of a locale shares, worked out once. */
export interface LocaleRenderContext {
  config: ResolvedConfig;
  template: Template;
  shell: ShellData;
  clientShell: ClientShell;
  /** The shared <head> tags (siteHeadTags). */
  siteHead: string;
}

export interface RenderedPage {
  html: string;
  payload: PagePayload;
}

export function renderPage(ctx: LocaleRenderContext, page: PageData, frontMatter: FrontMatter): RenderedPage {
  const { config, shell } = ctx;
  const settings = config.locales[shell.locale];
  const notFound = page.kind === 'not-found';
  const strings = (element: ReactElement) => renderToString(createElement(StringsProvider, { value: shell.strings }, element));
  const sidebar = page.withSidebar ? (page.sidebar ?? shell.docsSidebar) : undefined;
  const view: PageView = {
    url: page.url,
    navPath: notFound ? shell.localeBase : page.url,
    body: strings(createElement(PageBody, { shell, page })),
    menu: sidebar && sidebar.length > 0 ? strings(createElement(DocSidebar, { items: sidebar, activeHref: page.url })) : '',
  };
  const title = pageTitle(config, shell, page);
  const pageHead = pageHeadTags({
    config,
    shell,
    page,
    keywords: frontMatter.keywords,
    image: frontMatter.image,
    structuredData: structuredData(config, page),
    alternates: !notFound,
    noindex: page.unlisted || page.draft || notFound,
  });
  const lang = settings?.htmlLang ?? shell.locale;
  const dir = settings?.direction ?? 'ltr';
  const boot: BootData = { shell: ctx.clientShell, url: view.url, navPath: view.navPath };
  const scripts = [
    `<script>${beforeHydrationScript(config, shell.strings, notFound ? null : page.url)}</script>`,
    `<script type="application/json" id="${BOOT_DATA_ID}">${jsonForScript(boot)}</script>`,
  ].join('\n');
  const html = ctx.template.fill({
    lang,
    dir,
    theme: config.colorMode.defaultMode,
    htmlAttrs: '',
    head: `<title>${escapeHtml(title)}</title>\n${pageHead}\n${ctx.siteHead}`,
    body: renderToString(createElement(App, { shell: ctx.clientShell, view })),
    scripts,
  });
  // The menu before the body: the body starts with the same sidebar, so it compresses to little.
  const payload: PagePayload = { version: PAYLOAD_VERSION, url: view.url, navPath: view.navPath, title, lang, dir, head: pageHead, menu: view.menu, body: view.body };
  return { html, payload };
}
