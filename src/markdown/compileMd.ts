/** `.md` files: Markdown (with HTML allowed, as CommonMark says) straight to an HTML string. */
import rehypeRaw from 'rehype-raw';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { toSiteError } from '../errors.js';
import type { CompileContext, ContentLabels } from './context.js';
import { rehypePlugins, remarkPlugins } from './plugins.js';
import { preprocessMarkdown } from './preprocess.js';
import type { CompiledContent } from './types.js';


/** One frozen processor per set of labels (so per locale), reused for every file. */
const processors = new Map<string, ReturnType<typeof createProcessor>>();

function createProcessor(labels: ContentLabels) {
  return unified()
    .use(remarkParse)
    .use(remarkPlugins)
    .use(remarkRehype, { allowDangerousHtml: true, ...footnoteOptions(labels) })
    .use(rehypeRaw)
    .use(rehypePlugins)
    .use(rehypeStringify)
    .freeze();
}

export function footnoteOptions(labels: ContentLabels) {
  return {
    footnoteLabel: labels.footnotes,
    footnoteBackLabel: (index: number) => labels.backToReference.replace('{n}', String(index + 1)),
  };
}

function processorFor(labels: ContentLabels) {
  const key = JSON.stringify(labels);
  let processor = processors.get(key);
  if (!processor) processors.set(key, (processor = createProcessor(labels)));
  return processor;
}

export function compileMd(body: string, ctx: CompileContext): CompiledContent {
  const file = new VFile({ path: ctx.file, value: preprocessMarkdown(body, 'md'), data: { sitegen: ctx } });
  try {
    const html = String(processorFor(ctx.labels).processSync(file));
    return { html, toc: file.data.toc ?? [], assets: file.data.assets ?? [], problems: file.data.problems ?? [] };
  } catch (thrown) {
    return { html: '', toc: [], assets: [], problems: [toSiteError(ctx.file, thrown, 'fix the Markdown at this position')] };
  }
}
