/**
 * The Markdown pipeline as one list of named plugins, shared by `.md` (compiled to HTML) and
 * `.mdx` (compiled to a React module). Order matters: ids before slugs, slugs before the TOC,
 * highlighting before code frames.
 */
import type { PluggableList } from 'unified';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import rehypeSlug from 'rehype-slug';
import rehypePrismGenerator from 'rehype-prism-plus/generator';
import { refractor } from 'refractor';
import docker from 'refractor/docker';
import graphql from 'refractor/graphql';
import jsx from 'refractor/jsx';
import nginx from 'refractor/nginx';
import powershell from 'refractor/powershell';
import properties from 'refractor/properties';
import shellSession from 'refractor/shell-session';
import toml from 'refractor/toml';
import tsx from 'refractor/tsx';
import remarkCodeMeta from './plugins/remarkCodeMeta.js';
import remarkAdmonitions from './plugins/remarkAdmonitions.js';
import remarkHeadingIds from './plugins/remarkHeadingIds.js';
import remarkLeadingTitle from './plugins/remarkLeadingTitle.js';
import remarkLinks from './plugins/remarkLinks.js';
import remarkTruncate from './plugins/remarkTruncate.js';
import rehypeCodeBlocks from './plugins/rehypeCodeBlocks.js';
import rehypeExternalLinks from './plugins/rehypeExternalLinks.js';
import rehypeImages from './plugins/rehypeImages.js';
import rehypeTables from './plugins/rehypeTables.js';
import rehypeToc from './plugins/rehypeToc.js';

for (const syntax of [docker, graphql, jsx, nginx, powershell, properties, shellSession, toml, tsx]) refractor.register(syntax);
refractor.alias({ bash: ['sh', 'shell', 'zsh', 'console'], docker: ['dockerfile'], yaml: ['yml'], json: ['json5', 'jsonc'] });

const rehypePrism = rehypePrismGenerator(refractor);

export const remarkPlugins: PluggableList = [
  remarkGfm,
  remarkDirective,
  remarkCodeMeta,
  remarkAdmonitions,
  remarkHeadingIds,
  remarkLeadingTitle,
  remarkLinks,
  remarkTruncate,
];

export const rehypePlugins: PluggableList = [
  rehypeSlug,
  rehypeToc,
  [rehypePrism, { ignoreMissing: true }],
  rehypeCodeBlocks,
  rehypeExternalLinks,
  rehypeImages,
  rehypeTables,
];
