/**
 * Loads the docs of one locale, per version of each docs section: every doc with its id, slug,
 * title and sidebar fields, the folder metadata (`_category_.json` / `_category_.yml`) the
 * sidebar is built from, and the tags file its tags are defined in.
 */
import path from 'node:path';
import type { ContentFolder, ResolvedConfig } from '../../config/index.js';
import {
  docsGroups,
  frontMatterLine,
  isBuilt,
  isIndexFile,
  joinSlug,
  leadingHeading,
  locateFiles,
  readSource,
  slugFromFrontMatter,
  stripExtension,
  stripNumberPrefix,
  translationDir,
  type CategoryMeta,
  type DocsGroup,
  type DocSource,
  type FrontMatterCache,
} from '../../content/index.js';
import { ErrorList } from '../../errors.js';
import { readMessages } from '../../i18n/index.js';
import { readCategoryFile } from './categoryFile.js';
import { readTagsFile, type TagsFile } from './tagsFile.js';

/** The docs of one version of one docs section. */
export interface LoadedDocs {
  key: string;
  docs: DocSource[];
  /** Keyed by folder path (prefixes stripped); every folder holding docs has an entry. */
  categories: Map<string, CategoryMeta>;
  /**
   * The locale's translations of sidebar labels that no doc's front matter holds, by kind and
   * English label ("category:Install" → "Memasang"), from a Docusaurus site's `current.json`
   * (`version-<name>.json` for a version of versions.json), and the version's label under
   * `VERSION_LABEL`.
   */
  sidebarLabels: Map<string, string>;
  /** The tags its docs may use (its `tags.yml`), when it has a tags file (tagsFile.ts). */
  tagsFile?: TagsFile;
}

export const DOC_PATTERNS = ['**/*.md', '**/*.mdx'];

/** The docs of every version of every docs section, in `docsGroups` order. */
export function loadDocs(
  config: ResolvedConfig,
  locale: string,
  errors: ErrorList,
  includeDrafts: boolean,
  frontMatter?: FrontMatterCache,
): LoadedDocs[] {
  return docsGroups(config).map((group) => {
    const located = locateFiles(
      config.root,
      group.version,
      locale,
      config.defaultLocale,
      DOC_PATTERNS,
      errors,
    );
    const docs: DocSource[] = [];
    for (const file of located) {
      const doc = toDoc(
        readSource(file, locale, errors, frontMatter, config.markdown.format, config.maxFileSizeMB),
        group,
        errors,
      );
      if (isBuilt(doc, includeDrafts)) docs.push(doc);
    }
    const sidebarLabels = loadSidebarLabels(config, group, locale, errors);
    const tagsFile = readTagsFile(group.section, group.version, locale, errors);
    return {
      key: group.key,
      docs,
      categories: loadCategories(config, group, locale, docs, errors, sidebarLabels),
      sidebarLabels,
      ...(tagsFile && { tagsFile }),
    };
  });
}

/** A read source as a doc of its group: id, slug, title and sidebar fields from its path and front matter. */
export function toDoc(
  source: ReturnType<typeof readSource>,
  group: Pick<DocsGroup, 'key'>,
  errors: ErrorList,
): DocSource {
  const fm = source.frontMatter;
  const segments = source.relPath.split('/');
  const baseName = segments.pop()!;
  const dir = segments.map(stripNumberPrefix).join('/');
  const fileName = stripExtension(baseName);
  const isIndex = isIndexFile(baseName, segments.at(-1));
  if (fm.id !== undefined && (fm.id.includes('/') || fm.id === '.' || fm.id === '..')) {
    errors.add({
      file: source.file,
      line: frontMatterLine(source.file, 'id'),
      column: 1,
      message: `doc id "${fm.id}" may not contain "/" or be "." or ".."`,
      hint: 'an id names the doc inside its folder; to change its URL, set "slug"',
    });
    delete fm.id;
  }
  // `parse_number_prefixes: false` keeps the file name's "01-" in its id, URL and title.
  const name = fm.parse_number_prefixes === false ? fileName : stripNumberPrefix(fileName);
  const id = joinSlug(dir, fm.id ?? name);
  const pathSlug = isIndex ? dir : joinSlug(dir, fm.id ?? name);
  const slug =
    fm.slug !== undefined ? slugFromFrontMatter(source, dir, fm.slug, errors, pathSlug) : pathSlug;
  const title = fm.title ?? leadingHeading(source.body, source.format) ?? name;
  return {
    ...source,
    frontMatter: source.translated ? withDefaultTags(source) : fm,
    group: group.key,
    id,
    dir,
    slug,
    title,
    sidebarLabel: fm.sidebar_label ?? title,
    sidebarPosition: fm.sidebar_position,
    fileName: baseName,
    isIndex,
    draft: fm.draft === true,
    unlisted: fm.unlisted === true,
  };
}

export function loadCategories(
  config: ResolvedConfig,
  group: Pick<DocsGroup, 'version'>,
  locale: string,
  docs: DocSource[],
  errors: ErrorList,
  sidebarLabels: Map<string, string> = new Map(),
): Map<string, CategoryMeta> {
  const folder = group.version;
  const docsDir = folder.dir;
  const transDir = locale === config.defaultLocale ? undefined : translationDir(folder, locale);
  const folders = new Map<string, string>(); // stripped dir → dir as written
  for (const doc of docs) {
    const written = path.posix.dirname(doc.relPath);
    const parts = written === '.' ? [] : written.split('/');
    for (let i = 1; i <= parts.length; i++) {
      folders.set(parts.slice(0, i).map(stripNumberPrefix).join('/'), parts.slice(0, i).join('/'));
    }
  }
  const categories = new Map<string, CategoryMeta>();
  for (const [dir, written] of folders) {
    const folderName = written.split('/').at(-1)!;
    const meta: CategoryMeta = {
      dir,
      folderName,
      label: stripNumberPrefix(folderName),
      slugLabel: stripNumberPrefix(folderName),
      collapsed: true,
      collapsible: true,
    };
    const base = readCategoryFile(path.join(docsDir, written), errors, config.maxFileSizeMB);
    const translated = transDir
      ? readCategoryFile(path.join(transDir, written), errors, config.maxFileSizeMB)
      : undefined;
    for (const found of [base, translated]) {
      if (!found) continue;
      const { data, file } = found;
      meta.file = file;
      if (data.label !== undefined) meta.label = data.label;
      if (found === base && data.label !== undefined) meta.slugLabel = data.label;
      if (data.position !== undefined) meta.position = data.position;
      if (data.collapsed !== undefined) meta.collapsed = data.collapsed;
      if (data.collapsible !== undefined) meta.collapsible = data.collapsible;
      if (data.link !== undefined) meta.link = data.link ?? undefined;
    }
    const english = meta.label;
    meta.label = sidebarLabels.get(sidebarLabelKey('category', english)) ?? english;
    // current.json translates a generated index's title and description too.
    if (meta.link?.type === 'generated-index')
      meta.link = {
        ...meta.link,
        title: sidebarLabels.get(`index-title:${english}`) ?? meta.link.title,
        description: sidebarLabels.get(`index-description:${english}`) ?? meta.link.description,
      };
    categories.set(dir, meta);
  }
  return categories;
}

export type SidebarLabelKind = 'category' | 'link' | 'doc';

/**
 * The key of a translated sidebar label in `LoadedDocs.sidebarLabels`: of one sidebar (its id
 * given), or of whichever sidebar first translates that label.
 */
export function sidebarLabelKey(kind: SidebarLabelKind, label: string, sidebarId?: string): string {
  return sidebarId === undefined ? `${kind}:${label}` : `${kind}@${sidebarId}:${label}`;
}

/** The key of a version's label in its translation file (and in `LoadedDocs.sidebarLabels`). */
export const VERSION_LABEL = 'version.label';

/**
 * Where a Docusaurus site translates one docs version's sidebar labels: beside the version's
 * translated docs, `i18n/<locale>/docusaurus-plugin-content-docs/current.json` for the docs
 * folder and `version-<name>.json` for a version of versions.json.
 */
export function sidebarLabelsFile(version: ContentFolder, locale: string): string {
  return `${translationDir(version, locale)}.json`;
}

/**
 * The files `loadSidebarLabels` reads for a locale, there or not: one per version of each docs
 * section, beside its translated docs (`current.json`, `version-<name>.json`); none for the
 * default locale.
 */
export function sidebarLabelsFiles(config: ResolvedConfig, locale: string): string[] {
  return locale === config.defaultLocale
    ? []
    : docsGroups(config).map(({ version }) => sidebarLabelsFile(version, locale));
}

/**
 * The locale's labels of one docs version's sidebar, from its `sidebarLabelsFile`:
 * `sidebar.<sidebar>.category.<label>` (and `.link.`, `.doc.` for labels the sidebars file gives)
 * become the locale's labels, and `version.label` the version's own.
 */
export function loadSidebarLabels(
  config: ResolvedConfig,
  group: Pick<DocsGroup, 'version'>,
  locale: string,
  errors: ErrorList,
): Map<string, string> {
  if (locale === config.defaultLocale) return new Map();
  const { messages, error } = readMessages(sidebarLabelsFile(group.version, locale));
  if (error) errors.add(error);
  const labels = new Map<string, string>();
  for (const [key, message] of Object.entries(messages ?? {})) {
    // A category's generated index has keys of its own (….link.generated-index.title).
    const index =
      /^sidebar\.[^.]+\.category\.(.+)\.link\.generated-index\.(title|description)$/.exec(key);
    const found = /^sidebar\.([^.]+)\.(category|link|doc)\.(.+)$/.exec(key);
    if (index) labels.set(`index-${index[2]}:${index[1]}`, message);
    else if (found) {
      const [, sidebarId, kind, label] = found;
      labels.set(sidebarLabelKey(kind as SidebarLabelKind, label, sidebarId), message);
      // The folder tree's categories are not of one sidebar: the first translation of the label.
      const anySidebar = sidebarLabelKey(kind as SidebarLabelKind, label);
      if (!labels.has(anySidebar)) labels.set(anySidebar, message);
    } else if (key === VERSION_LABEL) labels.set(VERSION_LABEL, message);
  }
  return labels;
}

/**
 * A translation's front matter with the tags of the default-locale doc it translates: a tag's page
 * has one URL in every locale (the locale menu and the alternates lead there), so which tags a doc
 * has is the default locale's; a locale translates their labels with its own tags file
 * (docTags.ts). Problems of the default file are its own locale's to report.
 */
function withDefaultTags(source: ReturnType<typeof readSource>): DocSource['frontMatter'] {
  const original = readSource(
    {
      file: source.defaultFile,
      defaultFile: source.defaultFile,
      relPath: source.relPath,
      translated: false,
    },
    source.locale,
    new ErrorList(),
  );
  const { tags: _translated, ...rest } = source.frontMatter;
  void _translated;
  return original.frontMatter.tags === undefined
    ? rest
    : { ...rest, tags: original.frontMatter.tags };
}
