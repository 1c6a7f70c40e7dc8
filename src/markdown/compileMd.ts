/** `.md` files: Markdown (with HTML allowed, as CommonMark says) straight to an HTML string. */
import rehypeRaw from 'rehype-raw';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import type { Root } from 'mdast';
import { VFile } from 'vfile';
import { toSiteError } from '../errors.js';
import type { CompileContext, ContentLabels } from './context.js';
import { fastParse, readsAlike } from './fastParse.js';
import { rehypePlugins, remarkPlugins } from './plugins.js';
import { memoized } from './memo.js';
import { preprocessMarkdown } from './preprocess.js';
import type { CompiledContent } from './types.js';


/**
 * Frozen processors reused for every file, one per set of labels (so per locale) and per whether
 * the file holds raw HTML: re-parsing the tree for raw HTML is the slowest step, so files without
 * any skip it.
 */
function createProcessor(labels: ContentLabels, rawHtml: boolean) {
  return unified()
    .use(remarkParse)
    .use(remarkPlugins)
    .use(remarkRehype, { allowDangerousHtml: rawHtml, ...footnoteOptions(labels) })
    .use(rawHtml ? [rehypeRaw] : [])
    .use(rehypePlugins)
    .use(rehypeStringify)
    .freeze();
}

/** Raw HTML outside code: a tag or comment at the start of a line or inside a paragraph. */
const RAW_HTML = /<(?:[a-zA-Z][\w-]*[\s/>]|!--)/;

export function footnoteOptions(labels: ContentLabels) {
  return {
    footnoteLabel: labels.footnotes,
    footnoteBackLabel: (index: number) => labels.backToReference.replace('{n}', String(index + 1)),
  };
}

const processorFor = memoized(createProcessor);

/**
 * Parsed by markdown-it when it reads the file as remark-parse would (much faster), otherwise
 * by remark-parse. A file with a problem is compiled again by remark-parse, whose tree records
 * the line and column to report it at.
 */
export function compileMd(body: string, ctx: CompileContext, parser: 'fastest' | 'remark' = 'fastest'): CompiledContent {
  const text = preprocessMarkdown(body, 'md');
  const processor = processorFor(ctx.labels, RAW_HTML.test(body));
  if (parser === 'fastest' && readsAlike(text)) {
    const fast = compileWith(processor, ctx, text, () => fastParse(text));
    if (fast.problems.length === 0) return fast;
  }
  return compileWith(processor, ctx, text, (file) => processor.parse(file) as Root);
}

function compileWith(processor: ReturnType<typeof createProcessor>, ctx: CompileContext, text: string, parse: (file: VFile) => Root): CompiledContent {
  const file = new VFile({ path: ctx.file, value: text, data: { sitegen: ctx } });
  try {
    const tree = processor.runSync(parse(file), file);
    const html = processor.stringify(tree, file);
    return { html, toc: file.data.toc ?? [], assets: file.data.assets ?? [], problems: file.data.problems ?? [] };
  } catch (thrown) {
    return { html: '', toc: [], assets: [], problems: [toSiteError(ctx.file, thrown, 'fix the Markdown at this position')] };
  }
}
