/**
 * `.mdx` files: compiled by @mdx-js/mdx with the same plugins as `.md`, into an ES module whose
 * default export is a React component. Imports are resolved later, when modules are bundled; so
 * are the components a file uses without importing them (`MDX_PROVIDER`). As in Docusaurus, the
 * module exports its headings as `toc` (for `<TOCInline toc={toc} />`).
 */
import { createProcessor } from '@mdx-js/mdx';
import { VFile } from 'vfile';
import { toSiteError, type SiteError } from '../errors.js';
import type { AssetRef, CompileContext, ContentLabels } from './context.js';
import type { TocEntry } from '../shared/index.js';
import { footnoteOptions } from './compileMd.js';
import { rehypePlugins, remarkPlugins } from './plugins.js';
import { memoized } from './memo.js';
import { preprocessMarkdown } from './preprocess.js';
import { MDX_PROVIDER } from './mdxProvider.js';

export interface CompiledMdx {
  code: string;
  toc: TocEntry[];
  assets: AssetRef[];
  problems: SiteError[];
  warnings: SiteError[];
}

/** One frozen processor per set of labels (so per locale), reused for every file. */
const processorFor = memoized((labels: ContentLabels) =>
  createProcessor({
    format: 'mdx',
    jsxImportSource: 'react',
    providerImportSource: MDX_PROVIDER,
    remarkPlugins,
    rehypePlugins,
    remarkRehypeOptions: footnoteOptions(labels),
  }),
);

export function compileMdx(body: string, ctx: CompileContext): CompiledMdx {
  const file = new VFile({
    path: ctx.file,
    value: preprocessMarkdown(body, 'mdx'),
    data: { sitegen: ctx },
  });
  try {
    const code = String(processorFor(ctx.labels).processSync(file));
    const toc = file.data.toc ?? [];
    return {
      code: withTocExport(code, toc),
      toc,
      assets: file.data.assets ?? [],
      problems: file.data.problems ?? [],
      warnings: file.data.warnings ?? [],
    };
  } catch (thrown) {
    return {
      code: '',
      toc: [],
      assets: [],
      problems: [
        toSiteError(
          ctx.file,
          thrown,
          'fix the MDX at this position (JSX and {expressions} must be valid)',
        ),
      ],
      warnings: [],
    };
  }
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The module with its headings exported as Docusaurus exports them (`{ value, id, level }`, the
 * value as HTML), unless the file exports a `toc` of its own.
 */
export function withTocExport(code: string, toc: TocEntry[]): string {
  if (/^export\s+(?:const|let|var|function)\s+toc\b/m.test(code)) return code;
  const items = toc.map(({ text, id, level }) => ({ value: escapeHtml(text), id, level }));
  return `${code}\nexport const toc = ${JSON.stringify(items)};\n`;
}
