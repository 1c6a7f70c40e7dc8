/**
 * A locale's loaded content after some files changed: only the changed docs and pages are read
 * again (a large site's docs take far longer to load than one edit may), the blog as a whole.
 * Tells which sources changed and whether anything the route table is made of did.
 */
import {
  docsGroups,
  loadBlog,
  loadCategories,
  loadSidebarLabels,
  toDoc,
  isBuilt,
  locateFile,
  toPage,
  readSource,
  type PageSource,
  type SourceFile,
} from '../content/index.js';
import { BuildFailed, type ErrorList } from '../errors.js';
import { loadStrings } from '../i18n/index.js';
import { docRouteShape } from '../routes/index.js';
import { sourcePatterns, type FolderKind } from './changes.js';
import type { LocaleContent } from './localeState.js';
import type { SiteInputs } from './siteInputs.js';

export interface ContentChanges {
  /**
   * Sources changed, added or removed, by content folder and path inside it (for docs, `group`
   * names the version of the docs section).
   */
  sources: Array<{ kind: FolderKind; relPath: string; group?: string }>;
  /** A `_category_` file of the docs. */
  categories: boolean;
  /** The blog's authors file. */
  authors: boolean;
  /** The locale's UI strings. */
  strings: boolean;
}

export interface SourceChange {
  /** Undefined when the source was added. */
  before?: SourceFile;
  /** Undefined when the source was removed. */
  after?: SourceFile;
}

export interface ContentUpdate {
  content: LocaleContent;
  changed: SourceChange[];
  /** Whether a URL, the sidebar, the blog or the API pages may differ: the route table is rebuilt. */
  routes: boolean;
}

function pageShape(page: PageSource): string {
  return JSON.stringify([page.file, page.defaultFile, page.slug]);
}

export function updateContent(
  site: SiteInputs,
  locale: string,
  previous: LocaleContent,
  changes: ContentChanges,
  errors: ErrorList,
): ContentUpdate {
  const { config, includeDrafts, frontMatter } = site;
  const changed: SourceChange[] = [];
  let routes = false;
  const groups = new Map(docsGroups(config).map((group) => [group.key, group]));
  const locate = (kind: FolderKind, relPath: string, group?: string) => {
    const folder =
      kind === 'docs'
        ? group === undefined
          ? undefined
          : groups.get(group)?.version
        : config.content[kind];
    return (
      folder &&
      locateFile(
        config.root,
        folder,
        locale,
        config.defaultLocale,
        sourcePatterns(config, kind),
        relPath,
      )
    );
  };
  const keep = <T extends { draft: boolean }>(source: T | undefined) =>
    source && isBuilt(source, includeDrafts) ? source : undefined;

  // Docs and pages: each changed file read again, replaced in (or added to, removed from) its list.
  const docs = new Map(previous.docs.map((loaded) => [loaded.key, loaded.docs]));
  const lists: Record<'pages' | 'api', PageSource[]> = {
    pages: previous.pages,
    api: previous.apiPages,
  };
  const docsAddedOrRemoved = new Set<string>();
  for (const { kind, relPath, group } of changes.sources) {
    if (kind === 'blog') continue;
    const located = locate(kind, relPath, group);
    const source =
      located &&
      readSource(
        located,
        locale,
        errors,
        frontMatter,
        config.markdown.format,
        config.maxFileSizeMB,
      );
    if (kind === 'docs') {
      const list = group === undefined ? undefined : docs.get(group);
      if (group === undefined || !list) continue;
      const after = keep(source && toDoc(source, { key: group }, errors));
      const before = list.find((doc) => doc.relPath === relPath);
      if (!before && !after) continue;
      docs.set(group, replaceByPath(list, relPath, after));
      changed.push({ before, after });
      if (!before || !after) docsAddedOrRemoved.add(group);
      else if (docRouteShape(before) !== docRouteShape(after)) routes = true;
    } else {
      const after = keep(source && toPage(source, errors));
      const before = lists[kind].find((page) => page.relPath === relPath);
      if (!before && !after) continue;
      lists[kind] = replaceByPath(lists[kind], relPath, after);
      changed.push({ before, after });
      // API pages are listed in the API sidebar by title: any change may move it.
      if (kind === 'api' || !before || !after || pageShape(before) !== pageShape(after))
        routes = true;
    }
  }
  // A category file (or a sidebar labels file) may be any version's: all are read again (they are few).
  const loadedDocs = previous.docs.map((loaded) => {
    const list = docs.get(loaded.key)!;
    const group = groups.get(loaded.key);
    if (!group || !(changes.categories || docsAddedOrRemoved.has(loaded.key)))
      return { ...loaded, docs: list };
    const sidebarLabels = changes.categories
      ? loadSidebarLabels(config, group, locale, errors)
      : loaded.sidebarLabels;
    const categories = loadCategories(config, group, locale, list, errors, sidebarLabels);
    return { key: loaded.key, docs: list, categories, sidebarLabels };
  });
  if (changes.categories || docsAddedOrRemoved.size > 0) routes = true;

  // The blog is small and every post shows up in lists, tags and feeds: read all of it again.
  let blog = previous.blog;
  const blogPaths = changes.sources.filter((s) => s.kind === 'blog').map((s) => s.relPath);
  if (blogPaths.length > 0 || changes.authors) {
    blog = loadBlog(config, locale, errors, includeDrafts, frontMatter);
    routes = true;
    for (const relPath of blogPaths) {
      const before = previous.blog.find((post) => post.relPath === relPath);
      const after = blog.find((post) => post.relPath === relPath);
      if (before || after) changed.push({ before, after });
    }
  }

  let strings = previous.strings;
  if (changes.strings) {
    try {
      strings = loadStrings(config, locale);
    } catch (thrown) {
      if (!(thrown instanceof BuildFailed)) throw thrown;
      thrown.errors.forEach((e) => errors.add(e));
    }
  }

  return {
    content: {
      strings,
      // Plugins run again only when a file one of them watches changed (buildLocale.ts).
      plugins: previous.plugins,
      docs: loadedDocs,
      pages: lists.pages,
      blog,
      apiPages: lists.api,
    },
    changed,
    routes,
  };
}

/** A copy of `list` (sorted by path, as `locateFiles` lists files) with the entry at `relPath` replaced, added or removed. */
function replaceByPath<T extends SourceFile>(
  list: T[],
  relPath: string,
  entry: T | undefined,
): T[] {
  const out = list.filter((item) => item.relPath !== relPath);
  if (!entry) return out;
  const at = out.findIndex((item) => item.relPath > relPath);
  out.splice(at < 0 ? out.length : at, 0, entry);
  return out;
}
