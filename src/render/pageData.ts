/** Turns a route and its compiled content into the PageData the theme renders. */
import path from 'node:path';
import type { DocsVersion, EditUrl, ResolvedConfig } from '../config/index.js';
import {
  lastAuthor,
  lastModified,
  type CommitDates,
  type SourceFile,
  type FrontMatter,
} from '../content/index.js';
import {
  editUrlOf,
  localeBase,
  type Route,
  type RouteTable,
  compiledKeyOf,
  type NavLink,
} from '../routes/index.js';
import { tocBetween, type CompiledSource, type HighlightSnippet } from '../markdown/index.js';
import type { PageData } from '../theme/index.js';
import { pathInLocale } from '../shared/index.js';

/** The headings a page's table of contents lists: the config's levels, unless its front matter says. */
export function sourceToc(
  compiled: CompiledSource | undefined,
  fm: FrontMatter,
  levels: ResolvedConfig['tableOfContents'],
) {
  if (!compiled || fm.hide_table_of_contents) return [];
  return tocBetween(
    compiled.toc,
    fm.toc_min_heading_level ?? levels.minHeadingLevel,
    fm.toc_max_heading_level ?? levels.maxHeadingLevel,
  );
}

/** What a page has unless its kind says otherwise. */
export const pageBase = {
  toc: [],
  unlisted: false,
  draft: false,
  wide: false,
  withSidebar: false,
} satisfies Partial<PageData>;

export interface PageDataContext {
  config: ResolvedConfig;
  locale: string;
  table: RouteTable;
  compiledOf: (file: string) => CompiledSource | undefined;
  t: (key: string, vars?: Record<string, string | number>) => string;
  /** When each source file was last committed (empty outside git). */
  commits: CommitDates;
  /** Highlights the API reference's code samples, each once per build. */
  highlight: HighlightSnippet;
}

/**
 * "Edit this page" and "last updated" of a page made from one source file: when (`dated`) and by
 * whom (`authored`), as Docusaurus's showLastUpdateTime and showLastUpdateAuthor say.
 */
export function sourceFields(
  ctx: PageDataContext,
  source: SourceFile,
  editUrl: EditUrl | undefined,
  dated: boolean,
  version?: DocsVersion,
  authored = false,
): Pick<PageData, 'editUrl' | 'lastUpdated' | 'lastUpdatedBy'> {
  const fromRoot = (file: string) => path.relative(ctx.config.root, file).split(path.sep).join('/');
  const file = {
    locale: ctx.locale,
    path: fromRoot(source.file),
    contentPath: source.relPath,
    translated: source.translated,
    ...(version && { version: { name: version.name, dir: fromRoot(version.dir) } }),
  };
  const updated = dated ? lastModified(source.frontMatter, source.file, ctx.commits) : undefined;
  // A doc's own edit link (checked as a web address with its front matter); '' or null: none.
  const custom = source.frontMatter.custom_edit_url;
  return {
    editUrl: custom === undefined ? editUrlOf(editUrl, file) : custom || undefined,
    lastUpdated:
      updated && !Number.isNaN(Date.parse(updated)) ? new Date(updated).toISOString() : undefined,
    ...(authored && { lastUpdatedBy: lastAuthor(source.frontMatter, source.file, ctx.commits) }),
  };
}

/** The kinds of page a locale shows from the default locale's source when it has no translation. */
const TRANSLATABLE: ReadonlyArray<PageData['kind']> = ['doc', 'page', 'blog-post'];

/**
 * The notice of a page shown from the default locale's source for lack of a translation (a doc,
 * a post, a Markdown page of a locale other than the default, read from the default's file):
 * where the page is in the default locale. Nothing for a translated page, and for a React page
 * (its words are its code's).
 */
export function untranslatedOf(
  ctx: Pick<PageDataContext, 'config' | 'locale'>,
  source: SourceFile | undefined,
  page: Pick<PageData, 'kind' | 'url'>,
): Pick<PageData, 'untranslated'> {
  const { config, locale } = ctx;
  if (
    !source ||
    source.translated ||
    source.format === 'tsx' ||
    locale === config.defaultLocale ||
    !TRANSLATABLE.includes(page.kind)
  )
    return {};
  const original = config.locales[config.defaultLocale];
  return {
    untranslated: {
      href: pathInLocale(
        page.url,
        localeBase(config, locale),
        localeBase(config, config.defaultLocale),
      ),
      language: original?.label ?? config.defaultLocale,
      htmlLang: original?.htmlLang ?? config.defaultLocale,
    },
  };
}

/**
 * The page data of a route the core makes itself: the generated home page, the 404 page and the
 * pages of a site's plugins. A content plugin's routes are its own (pipeline/renderRoutes.ts).
 * `homeLinks`: where each content section of the locale starts, for the home page's cards.
 */
/** The route kinds `corePageData` renders: no content plugin may render them. */
export const CORE_ROUTE_KINDS: readonly Route['kind'][] = ['plugin', 'home', 'not-found'];

export function corePageData(ctx: PageDataContext, route: Route, homeLinks: NavLink[]): PageData {
  const { config, t } = ctx;
  switch (route.kind) {
    case 'plugin': {
      const { plugin } = route;
      const compiled = ctx.compiledOf(compiledKeyOf(route));
      return {
        ...pageBase,
        kind: 'page',
        url: route.url,
        // What its plugin said, else what its component gave Docusaurus's Layout or Head.
        title: plugin.title ?? compiled?.head?.title ?? config.title,
        description: plugin.description ?? compiled?.head?.description,
        html: compiled?.html ?? '',
        htmlPieces: compiled?.htmlPieces,
        unlisted: plugin.unlisted === true,
        wide: true,
      };
    }
    case 'home':
      return {
        ...pageBase,
        kind: 'home',
        url: route.url,
        title: config.title,
        description: t(config.tagline) || undefined,
        html: '',
        cards: homeLinks,
      };
    case 'not-found':
      return {
        ...pageBase,
        kind: 'not-found',
        url: route.url,
        title: t('notFound.title'),
        html: '',
      };
    default:
      throw new Error(`no content plugin renders a route of kind "${route.kind}"`);
  }
}

/** A front matter value that is a non-empty string. */
export const stringOf = (value: unknown) =>
  typeof value === 'string' && value ? value : undefined;
