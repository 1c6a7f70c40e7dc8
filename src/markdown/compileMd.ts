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
import { walk } from './walk.js';
import { withExcerpt } from './plugins/remarkTruncate.js';
import type { CompiledContent } from './types.js';

/**
 * Frozen processors reused for every file, in two steps: Markdown to its syntax tree with our
 * plugins applied, then that tree to HTML. The second step is made per set of labels (so per
 * locale) and per whether the tree still holds raw HTML: re-parsing the whole tree for raw HTML is
 * the slowest step of all, so a file without any (after the plugins, which turn a blog post's
 * `<!-- truncate -->` into an element) skips it.
 */
const markdownStep = unified().use(remarkParse).use(remarkPlugins).freeze();

function createHtmlStep(labels: ContentLabels, rawHtml: boolean) {
  return unified()
    .use(remarkRehype, { allowDangerousHtml: rawHtml, ...footnoteOptions(labels) })
    .use(rawHtml ? [rehypeRaw] : [])
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

const htmlStepFor = memoized(createHtmlStep);

/**
 * Parsed by markdown-it when it reads the file as remark-parse would (much faster), otherwise
 * by remark-parse. A file with a problem is compiled again by remark-parse, whose tree records
 * the line and column to report it at.
 */
export function compileMd(
  body: string,
  ctx: CompileContext,
  parser: 'fastest' | 'remark' = 'fastest',
): CompiledContent {
  const text = preprocessMarkdown(body, 'md');
  if (parser === 'fastest' && readsAlike(text)) {
    const fast = compileWith(ctx, text, () => fastParse(text));
    // Only remark-parse's tree knows where each node is.
    if (fast.problems.length === 0 && fast.warnings.length === 0) return fast;
  }
  return compileWith(ctx, text, (file) => markdownStep.parse(file) as Root);
}

function compileWith(
  ctx: CompileContext,
  text: string,
  parse: (file: VFile) => Root,
): CompiledContent {
  const file = new VFile({ path: ctx.file, value: text, data: { sitegen: ctx } });
  try {
    const mdast = markdownStep.runSync(parse(file), file) as Root;
    let rawHtml = false;
    walk(mdast, 'html', () => {
      rawHtml = true;
      return 'skip';
    });
    const htmlStep = htmlStepFor(ctx.labels, rawHtml);
    const tree = htmlStep.runSync(mdast, file);
    const html = htmlStep.stringify(tree, file);
    return {
      ...withExcerpt(html),
      toc: file.data.toc ?? [],
      assets: file.data.assets ?? [],
      problems: file.data.problems ?? [],
      warnings: file.data.warnings ?? [],
    };
  } catch (thrown) {
    return {
      html: '',
      toc: [],
      assets: [],
      problems: [toSiteError(ctx.file, thrown, 'fix the Markdown at this position')],
      warnings: [],
    };
  }
}
