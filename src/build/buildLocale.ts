/**
 * One locale, top to bottom: load the sources, decide every URL, compile, render each route into
 * the template, write the files. Errors are collected per stage and thrown together.
 */
import path from 'node:path';
import type { ResolvedConfig } from '../config/types.js';
import { loadBlog } from '../content/blog.js';
import { lastModified, type CommitDates } from '../content/commitDates.js';
import type { CheckedPage } from '../check/linkCheck.js';
import type { ApiSpec } from '../content/openapi.js';
import { loadDocs } from '../content/docs.js';
import { loadPages } from '../content/pages.js';
import type { SourceFile } from '../content/types.js';
import { copyContentAssets, copyStatic, createWriter, minifiedCss, type Stylesheet } from '../emit/assets.js';
import type { ClientBundle } from '../emit/clientBundle.js';
import { feedPaths, renderFeeds } from '../emit/feeds.js';
import { docMarkdown, LLMS_FILE, renderLlmsTxt } from '../emit/llmsTxt.js';
import { startSearchIndex } from '../emit/searchIndex.js';
import { isIndexable, renderSitemap, SITEMAP_FILE, type SitemapEntry } from '../emit/sitemap.js';
import { ErrorList } from '../errors.js';
import { loadStrings } from '../i18n/strings.js';
import { indexBlog } from '../render/blogView.js';
import { pageDataFor } from '../render/pageData.js';
import { siteHeadTags } from '../render/head.js';
import { renderPage, type LocaleRenderContext } from '../render/renderPage.js';
import { buildShell, clientShell } from '../render/shell.js';
import type { Template } from '../render/template.js';
import { buildRouteTable, type RouteKind } from '../routes/routeTable.js';
import { localeBase, localeOutDir, payloadFileOf, urlOf } from '../routes/urls.js';
import { format } from '../theme/i18n.js';
import { searchKindOf } from '../theme/search.js';
import { compileSources } from './compileSources.js';

export interface LocaleBuildOptions {
  config: ResolvedConfig;
  locale: string;
  /** The staging folder (root of all locales). */
  outRoot: string;
  template: Template;
  stylesheet: Stylesheet;
  /** The browser runtime; without it pages are plain HTML. */
  client?: ClientBundle;
  includeDrafts: boolean;
  /** The OpenAPI description, loaded once for all locales. */
  apiSpec?: ApiSpec;
  /** Last commit date of each source, for the sitemap (read once for all locales). */
  commitDates?: Promise<CommitDates>;
  /** Told about each page as soon as it is written (the link check reads it then). */
  onPageWritten?: (page: CheckedPage) => void;
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
  const feeds = feedPaths(config);
  const feedLinks = feeds && { title: `${config.title} ${t('blog.title')}`, rss: urlOf(config, locale, feeds.rss), atom: urlOf(config, locale, feeds.atom) };
  const context = { config, locale, table, apiSpec: options.apiSpec, blogIndex: indexBlog(config, locale, blog), compiledOf: (file: string) => compiled.get(file), t };
  const sourceOf = new Map(sources.map((source) => [source.file, source]));
  const stylesheets = sheets.map((sheet) => base + sheet.file);
  const { client } = options;
  const siteHead = siteHeadTags({ config, shell, stylesheets, feeds: feedLinks, script: client && base + client.entry });
  const renderContext: LocaleRenderContext = { config, template, shell, clientShell: clientShell(shell), siteHead, hydrate: client !== undefined };
  const counts: Partial<Record<RouteKind, number>> = {};
  const sitemap: SitemapEntry[] = [];
  const search = config.search === false ? undefined : startSearchIndex();
  const commits = (await options.commitDates) ?? new Map<string, string>();
  let bytes = 0;
  for (const route of table.routes) {
    const page = pageDataFor(context, route);
    const frontMatter = sourceOf.get(route.sourceFile)?.frontMatter ?? {};
    const rendered = renderPage(renderContext, page, frontMatter);
    bytes += writeFile(route.outFile, rendered.html);
    options.onPageWritten?.({ url: route.url, locale, file: path.join(outDir, route.outFile), sourceFile: route.sourceFile, kind: route.kind });
    if (search && searchKindOf(page)) search.add({ url: route.url, lang: rendered.payload.lang, body: rendered.payload.body });
    // The not-found page is never navigated to in place.
    if (route.kind !== 'not-found') bytes += writeFile(payloadFileOf(route.outFile), JSON.stringify(rendered.payload));
    if (isIndexable(route, page)) sitemap.push({ url: route.url, lastmod: lastModified(frontMatter, route.sourceFile, commits, page.blog?.post?.date) });
    counts[route.kind] = (counts[route.kind] ?? 0) + 1;
  }

  // the locale's other files
  const indexing = search?.write(outDir);
  indexing?.catch(() => undefined); // awaited below; this only keeps an early throw from leaving it unhandled
  for (const sheet of sheets) bytes += writeFile(sheet.file, sheet.text);
  for (const file of client?.files ?? []) bytes += writeFile(file.file, file.text);
  bytes += writeFile(SITEMAP_FILE, await renderSitemap(config, sitemap));
  bytes += writeFile(LLMS_FILE, renderLlmsTxt(config, t(config.tagline), table));
  for (const route of table.routes) {
    if (route.kind === 'doc' && route.doc.format === 'md') bytes += writeFile(`${route.path}.md`, docMarkdown(route.doc));
  }
  if (feeds) {
    const rendered = renderFeeds(config, locale, blog, context.compiledOf, { title: t('blog.title'), description: t('blog.description'), copyright: shell.footer.copyright });
    bytes += writeFile(feeds.rss, rendered.rss) + writeFile(feeds.atom, rendered.atom);
  }
  copyStatic(path.resolve(config.root, config.staticDir), outDir);
  copyContentAssets([...compiled.values()].flatMap((c) => c.assets), outDir);
  await indexing;
  return { locale, pages: counts, bytes };
}

