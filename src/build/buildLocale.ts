/**
 * One locale, top to bottom: load the sources, decide every URL, compile, render each route into
 * the template, write the files. Errors are collected per stage and thrown together.
 */
import path from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { ResolvedConfig } from '../config/types.js';
import { loadBlog } from '../content/blog.js';
import type { ApiSpec } from '../content/openapi.js';
import { loadDocs } from '../content/docs.js';
import { loadPages } from '../content/pages.js';
import type { SourceFile } from '../content/types.js';
import { copyContentAssets, copyStatic, createWriter, minifiedCss, type Stylesheet } from '../emit/assets.js';
import { feedPaths, renderFeeds } from '../emit/feeds.js';
import { docMarkdown, LLMS_FILE, renderLlmsTxt } from '../emit/llmsTxt.js';
import { isIndexable, renderSitemap, SITEMAP_FILE, type SitemapEntry } from '../emit/sitemap.js';
import { ErrorList } from '../errors.js';
import { loadStrings } from '../i18n/strings.js';
import { buildHead } from '../render/head.js';
import { structuredData } from '../render/structuredData.js';
import { pageDataFor } from '../render/pageData.js';
import { buildShell } from '../render/shell.js';
import type { Template } from '../render/template.js';
import { buildRouteTable, type RouteKind } from '../routes/routeTable.js';
import { localeBase, localeOutDir, urlOf } from '../routes/urls.js';
import { App } from '../theme/App.js';
import { format } from '../theme/i18n.js';
import { compileSources } from './compileSources.js';

export interface LocaleBuildOptions {
  config: ResolvedConfig;
  locale: string;
  /** The staging folder (root of all locales). */
  outRoot: string;
  template: Template;
  stylesheet: Stylesheet;
  includeDrafts: boolean;
  /** The OpenAPI description, loaded once for all locales. */
  apiSpec?: ApiSpec;
}

export interface LocaleBuildResult {
  locale: string;
  pages: Partial<Record<RouteKind, number>>;
  bytes: number;
}

export async function buildLocale(options: LocaleBuildOptions): Promise<LocaleBuildResult> {
  const { config, locale, template, stylesheet, includeDrafts } = options;
  const errors = new ErrorList();

  // content
  const strings = loadStrings(config, locale);
  const docs = loadDocs(config, locale, errors, includeDrafts);
  const pages = loadPages(config, locale, errors, includeDrafts);
  const blog = loadBlog(config, locale, errors, includeDrafts);
  const apiPages = config.content.api ? loadPages(config, locale, errors, includeDrafts, config.content.api) : [];
  errors.throwIfAny();

  // routes
  const table = buildRouteTable(config, locale, { docs, pages, blog, api: options.apiSpec && { spec: options.apiSpec, pages: apiPages, overviewLabel: format(strings, 'api.overview') } }, errors);
  errors.throwIfAny();

  // compile
  const sources: SourceFile[] = [...docs.docs, ...pages, ...blog, ...apiPages];
  const compiled = await compileSources({ config, locale, strings, table, sources, errors });
  errors.throwIfAny();

  // render + emit
  const outDir = path.join(options.outRoot, localeOutDir(config, locale));
  const writeFile = createWriter(outDir);
  const shell = buildShell(config, locale, strings, table);
  const base = localeBase(config, locale);
  const pageCss = [...compiled.values()].map((c) => c.css ?? '').join('');
  const sheets = [stylesheet];
  if (pageCss) sheets.push(await minifiedCss('pages', pageCss));
  const t = (key: string, vars?: Record<string, string | number>) => format(strings, key, vars);
  const settings = config.locales[locale];
  const counts: Partial<Record<RouteKind, number>> = {};
  let bytes = 0;
  const sitemap: SitemapEntry[] = [];
  const feedPathsOfLocale = feedPaths(config);
  const feedLinks = feedPathsOfLocale && {
    title: `${config.title} ${t('blog.title')}`,
    rss: urlOf(config, locale, feedPathsOfLocale.rss),
    atom: urlOf(config, locale, feedPathsOfLocale.atom),
  };
  const context = { config, locale, table, apiSpec: options.apiSpec, allPosts: blog, compiledOf: (file: string) => compiled.get(file), t };
  const sourceOf = new Map(sources.map((source) => [source.file, source]));
  for (const route of table.routes) {
    const page = pageDataFor(context, route);
    const fm = sourceOf.get(route.sourceFile)?.frontMatter ?? {};
    const head = buildHead({
      config,
      shell,
      page,
      keywords: fm.keywords,
      image: fm.image,
      stylesheets: sheets.map((sheet) => base + sheet.file),
      feeds: feedLinks,
      structuredData: structuredData(config, page),
      alternates: route.kind !== 'not-found',
      noindex: page.unlisted || page.draft || route.kind === 'not-found',
    });
    const body = renderToString(createElement(App, { shell, page }));
    const html = template.fill({
      lang: settings.htmlLang ?? locale,
      dir: settings.direction ?? 'ltr',
      theme: config.colorMode.defaultMode,
      htmlAttrs: '',
      head,
      body,
      scripts: '',
    });
    bytes += writeFile(route.outFile, html);
    if (isIndexable(route, page)) sitemap.push({ url: route.url, lastmod: page.blog?.post?.date });
    counts[route.kind] = (counts[route.kind] ?? 0) + 1;
  }
  for (const sheet of sheets) bytes += writeFile(sheet.file, sheet.text);
  bytes += writeFile(SITEMAP_FILE, await renderSitemap(config, sitemap));
  bytes += writeFile(LLMS_FILE, renderLlmsTxt(config, format(strings, config.tagline), table));
  for (const route of table.routes) {
    if (route.kind === 'doc' && route.doc.format === 'md') bytes += writeFile(`${route.path}.md`, docMarkdown(route.doc));
  }
  const feeds = feedPaths(config);
  if (feeds) {
    const rendered = renderFeeds(config, locale, blog, context.compiledOf, { title: t('blog.title'), description: t('blog.description'), copyright: shell.footer.copyright });
    bytes += writeFile(feeds.rss, rendered.rss) + writeFile(feeds.atom, rendered.atom);
  }
  copyStatic(path.resolve(config.root, config.staticDir), outDir);
  copyContentAssets([...compiled.values()].flatMap((c) => c.assets), outDir);
  return { locale, pages: counts, bytes };
}

