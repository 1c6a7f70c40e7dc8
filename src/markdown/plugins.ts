/**
 * The Markdown pipeline as one list of named plugins, shared by `.md` (compiled to HTML) and
 * `.mdx` (compiled to a React module). Order matters: code imported from files before the
 * plugins that read fences (diagrams, meta), ids before slugs, slugs before the TOC,
 * magic comments and notation comments before highlighting, highlighting before marked words and
 * code frames, the TOC before heading links.
 *
 * A site's own plugins go where Docusaurus runs them: its `beforeDefault…` lists first, its remark
 * plugins after ours, its rehype plugins once headings have their ids (Docusaurus gives them in
 * remark) and before code is highlighted (Docusaurus highlights when it renders).
 */
import { isMainThread } from 'node:worker_threads';
import type { PluggableList } from 'unified';
import type { MarkdownPlugins } from '../config/index.js';
import remarkGfm from 'remark-gfm';
import remarkComponentLinks from './plugins/remarkComponentLinks.js';
import remarkCodeImport from './plugins/remarkCodeImport.js';
import remarkCodeMeta from './plugins/remarkCodeMeta.js';
import remarkContentWarnings from './plugins/remarkContentWarnings.js';
import remarkContainerDirectives from './plugins/remarkContainerDirectives.js';
import remarkAdmonitions from './plugins/remarkAdmonitions.js';
import remarkGithubAlerts from './plugins/remarkGithubAlerts.js';
import remarkHeadingIds from './plugins/remarkHeadingIds.js';
import remarkLeadingTitle from './plugins/remarkLeadingTitle.js';
import remarkLinks from './plugins/remarkLinks.js';
import remarkMermaid from './plugins/remarkMermaid.js';
import remarkTruncate from './plugins/remarkTruncate.js';
import remarkUnsafeUrls from './plugins/remarkUnsafeUrls.js';
import rehypeCodeBlocks from './plugins/rehypeCodeBlocks.js';
import rehypeCodeNotation from './plugins/rehypeCodeNotation.js';
import rehypeCodeWords from './plugins/rehypeCodeWords.js';
import rehypeHeadingLinks from './plugins/rehypeHeadingLinks.js';
import rehypeHeadingSlugs from './plugins/rehypeHeadingSlugs.js';
import rehypeHighlight from './plugins/rehypeHighlight.js';
import rehypeExternalLinks from './plugins/rehypeExternalLinks.js';
import rehypeImages from './plugins/rehypeImages.js';
import rehypeMagicComments from './plugins/rehypeMagicComments.js';
import rehypeTables from './plugins/rehypeTables.js';
import rehypeToc from './plugins/rehypeToc.js';

export const remarkPlugins: PluggableList = [
  remarkGfm,
  remarkContentWarnings,
  remarkUnsafeUrls,
  remarkContainerDirectives,
  remarkCodeImport,
  remarkMermaid,
  remarkCodeMeta,
  remarkGithubAlerts,
  remarkAdmonitions,
  remarkHeadingIds,
  remarkLeadingTitle,
  remarkLinks,
  remarkComponentLinks,
  remarkTruncate,
];

/** What Docusaurus does while compiling: heading ids and the table of contents. */
const rehypeStructure: PluggableList = [rehypeHeadingSlugs, rehypeToc];

/** What Docusaurus's theme does when it renders: heading links, code, links, images, tables. */
const rehypePresentation: PluggableList = [
  rehypeHeadingLinks,
  rehypeMagicComments,
  rehypeCodeNotation,
  // The compile threads keep what they highlight: they are sent the versions of a doc one after
  // another (compileMany.ts). On the main thread (a small site's compile) kept tokens cost the
  // garbage collector more than they save (a site of about 250 pages: 0.06 s more collecting,
  // 0.2 s in all).
  [rehypeHighlight, { keep: !isMainThread }],
  rehypeCodeWords,
  rehypeCodeBlocks,
  rehypeExternalLinks,
  rehypeImages,
  rehypeTables,
];

export const rehypePlugins: PluggableList = [...rehypeStructure, ...rehypePresentation];

/** Our remark plugins with the site's around them. */
export function remarkPluginsWith(site: MarkdownPlugins | undefined): PluggableList {
  if (!site) return remarkPlugins;
  return [...site.beforeDefaultRemarkPlugins, ...remarkPlugins, ...site.remarkPlugins];
}

/** Our rehype plugins with the site's among them. */
export function rehypePluginsWith(site: MarkdownPlugins | undefined): PluggableList {
  if (!site) return rehypePlugins;
  return [
    ...site.beforeDefaultRehypePlugins,
    ...rehypeStructure,
    ...site.rehypePlugins,
    ...rehypePresentation,
  ];
}
