/**
 * The Markdown pipeline as one list of named plugins, shared by `.md` (compiled to HTML) and
 * `.mdx` (compiled to a React module). Order matters: ids before slugs, slugs before the TOC,
 * highlighting before code frames.
 */
import type { PluggableList } from 'unified';
import remarkGfm from 'remark-gfm';
import remarkCodeMeta from './plugins/remarkCodeMeta.js';
import remarkContentWarnings from './plugins/remarkContentWarnings.js';
import remarkContainerDirectives from './plugins/remarkContainerDirectives.js';
import remarkAdmonitions from './plugins/remarkAdmonitions.js';
import remarkHeadingIds from './plugins/remarkHeadingIds.js';
import remarkLeadingTitle from './plugins/remarkLeadingTitle.js';
import remarkLinks from './plugins/remarkLinks.js';
import remarkTruncate from './plugins/remarkTruncate.js';
import rehypeCodeBlocks from './plugins/rehypeCodeBlocks.js';
import rehypeHeadingSlugs from './plugins/rehypeHeadingSlugs.js';
import rehypeHighlight from './plugins/rehypeHighlight.js';
import rehypeExternalLinks from './plugins/rehypeExternalLinks.js';
import rehypeImages from './plugins/rehypeImages.js';
import rehypeTables from './plugins/rehypeTables.js';
import rehypeToc from './plugins/rehypeToc.js';

export const remarkPlugins: PluggableList = [
  remarkGfm,
  remarkContentWarnings,
  remarkContainerDirectives,
  remarkCodeMeta,
  remarkAdmonitions,
  remarkHeadingIds,
  remarkLeadingTitle,
  remarkLinks,
  remarkTruncate,
];

export const rehypePlugins: PluggableList = [
  rehypeHeadingSlugs,
  rehypeToc,
  rehypeHighlight,
  rehypeCodeBlocks,
  rehypeExternalLinks,
  rehypeImages,
  rehypeTables,
];
