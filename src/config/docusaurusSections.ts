/**
 * A Docusaurus preset's (or content plugin's) docs, blog and pages options as sitegen's content
 * sections: folders, route bases, edit URLs (a base or Docusaurus's function), the sidebars file,
 * the blog's paging, authors and reading times, each section's remark and rehype plugins and the
 * docs' versions; each other option is one warning.
 */
import type { EditableFile } from './types.js';
import { isPlain, relative, trimSlashes, type Plain, type Unused } from './docusaurusValues.js';

/**
 * Docusaurus's `editUrl`: a base URL, as sitegen's, or a function of the doc (or post) that
 * receives Docusaurus's arguments.
 */
function editUrl(option: unknown, dir: unknown): unknown {
  if (typeof option !== 'function') return option;
  const docusaurusEditUrl = option as (args: Plain) => string | undefined;
  return (file: EditableFile) =>
    docusaurusEditUrl({
      locale: file.locale,
      version: file.version?.name ?? 'current',
      versionDocsDirPath: file.version?.dir ?? dir,
      docPath: file.contentPath,
      blogDirPath: dir,
      blogPath: file.contentPath,
      permalink: '',
    });
}

/** A preset's docs, blog or pages options as a content section. */
export function section(
  value: unknown,
  kind: string,
  root: string,
  where: string,
  unused: Unused,
): unknown {
  if (value === false) return false;
  if (!isPlain(value)) return undefined;
  const out: Plain = {};
  for (const [key, option] of Object.entries(value)) {
    if (key === 'path') out.dir = relative(root, String(option));
    else if (key === 'routeBasePath') out.routeBasePath = trimSlashes(option);
    else if (key === 'editUrl') out.editUrl = editUrl(option, out.dir ?? kind);
    else if (key === 'sidebarPath' && kind === 'docs')
      out.sidebarPath = typeof option === 'string' ? relative(root, option) : undefined;
    else if (key === 'id' && kind === 'docs') out.id = option;
    else if (VERSION_OPTIONS.has(key) && kind === 'docs') out[key] = option;
    else if (key === 'versions' && kind === 'docs') out.versions = versions(option, where, unused);
    else if ((key === 'tags' || key === 'onInlineTags') && kind === 'docs') out[key] = option;
    else if (key === 'tagsBasePath' && kind === 'docs') out.tagsBasePath = trimSlashes(option);
    else if (key === 'postsPerPage' && kind === 'blog')
      out.postsPerPage = option === 'ALL' ? 1_000_000 : option;
    else if (key === 'authorsMapPath' && kind === 'blog') out.authorsFile = option;
    else if (key === 'authorsBasePath' && kind === 'blog')
      out.authorsBasePath = trimSlashes(option);
    else if ((key === 'include' || key === 'exclude') && kind === 'blog') out[key] = option;
    else if (key === 'blogSidebarTitle' && kind === 'blog') out.sidebarTitle = option;
    else if (key === 'blogSidebarCount' && kind === 'blog') out.sidebarCount = option;
    else if (PLUGIN_LISTS.includes(key)) out[key] = option;
    else if (key === 'showReadingTime' && kind === 'blog') out.showReadingTime = option !== false;
    else if ((key === 'showLastUpdateTime' || key === 'showLastUpdateAuthor') && kind === 'docs')
      continue; // read below
    // What sitegen does anyway (categories collapsible) is no news.
    else if (key === 'sidebarCollapsible' && option !== false) continue;
    else unused(`${where}.${key}`);
  }
  // A doc shows when it last changed only when asked, as under Docusaurus.
  if (kind === 'docs') {
    out.showLastUpdateTime = value.showLastUpdateTime === true;
    // Off unless asked, as in Docusaurus (and sitegen's default).
    if (value.showLastUpdateAuthor === true) out.showLastUpdateAuthor = true;
  }
  return out;
}

/** A content plugin's own remark, rehype and recma plugins: run by sitegen's Markdown pipeline. */
const PLUGIN_LISTS = [
  'beforeDefaultRemarkPlugins',
  'remarkPlugins',
  'beforeDefaultRehypePlugins',
  'rehypePlugins',
  'recmaPlugins',
];

/** The docs plugin's options about versions that sitegen reads as they are. */
const VERSION_OPTIONS = new Set([
  'lastVersion',
  'onlyIncludeVersions',
  'includeCurrentVersion',
  'disableVersioning',
]);

/** The docs plugin's `versions`: what sitegen shows of each (label, path, banner, badge). */
function versions(option: unknown, where: string, unused: Unused): unknown {
  if (!isPlain(option)) return option;
  return Object.fromEntries(
    Object.entries(option).map(([name, settings]) => {
      if (!isPlain(settings)) return [name, settings];
      const kept: Plain = {};
      for (const [key, value] of Object.entries(settings)) {
        if (['label', 'path', 'banner', 'badge'].includes(key)) kept[key] = value;
        else unused(`${where}.versions.${name}.${key}`);
      }
      return [name, kept];
    }),
  );
}
