/**
 * `.md` files: Markdown (with HTML allowed, as CommonMark says) straight to an HTML string. A site
 * with Markdown plugins of its own compiles through `compileMdWith`, which runs them (a plugin may
 * work asynchronously, and may add syntax only remark-parse reads).
 */
import rehypeRaw from 'rehype-raw';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { footnoteReference } from './footnoteReference.js';
import { unified } from 'unified';
import type { Root } from 'mdast';
import { VFile } from 'vfile';
import type { MarkdownPlugins } from '../config/index.js';
import { toSiteError } from '../errors.js';
import type { CompileContext, ContentLabels } from './context.js';
import { rehypeFastStringify } from './fastHtml.js';
import { fastParse, readsAlike } from './fastParse.js';
import { rehypePluginsWith, remarkPluginsWith } from './plugins.js';
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
const markdownStep = createMarkdownStep(undefined);

function createMarkdownStep(site: MarkdownPlugins | undefined) {
  return unified().use(remarkParse).use(remarkPluginsWith(site)).freeze();
}

function createHtmlStep(labels: ContentLabels, rawHtml: boolean, site?: MarkdownPlugins) {
  return unified()
    .use(remarkRehype, { allowDangerousHtml: rawHtml, ...footnoteOptions(labels) })
    .use(rawHtml ? [rehypeRaw] : [])
    .use(rehypePluginsWith(site))
    .use(rehypeFastStringify)
    .freeze();
}

type MarkdownStep = ReturnType<typeof createMarkdownStep>;
type HtmlStep = ReturnType<typeof createHtmlStep>;

/** The steps with a site's own plugins, made once per set of them (a section's). */
const siteSteps = new WeakMap<
  MarkdownPlugins,
  { markdown: MarkdownStep; html: Map<string, HtmlStep> }
>();

function siteStepsFor(site: MarkdownPlugins, labels: ContentLabels, rawHtml: boolean) {
  let steps = siteSteps.get(site);
  if (!steps)
    siteSteps.set(site, (steps = { markdown: createMarkdownStep(site), html: new Map() }));
  const key = JSON.stringify([labels, rawHtml]);
  let html = steps.html.get(key);
  if (!html) steps.html.set(key, (html = createHtmlStep(labels, rawHtml, site)));
  return { markdown: steps.markdown, html };
}

export function footnoteOptions(labels: ContentLabels) {
  return {
    footnoteLabel: labels.footnotes,
    footnoteBackLabel: (index: number) => labels.backToReference.replace('{n}', String(index + 1)),
    handlers: { footnoteReference },
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
    // Only remark-parse's tree knows where each node is (a diagram's, for a warning the build
    // may give once it checked it).
    if (fast.problems.length === 0 && fast.warnings.length === 0 && !fast.diagrams) return fast;
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
    const htmlStep = htmlStepFor(ctx.labels, holdsHtml(mdast));
    const tree = htmlStep.runSync(mdast, file);
    return compiled(file, htmlStep.stringify(tree, file));
  } catch (thrown) {
    return failed(ctx, thrown);
  }
}

/** With the site's own plugins (those of the file's section), which may run asynchronously. */
export async function compileMdWith(
  body: string,
  ctx: CompileContext,
  site: MarkdownPlugins,
): Promise<CompiledContent> {
  const file = new VFile({
    path: ctx.file,
    value: preprocessMarkdown(body, 'md'),
    data: { sitegen: ctx },
  });
  try {
    const { markdown } = siteStepsFor(site, ctx.labels, false);
    const mdast = (await markdown.run(markdown.parse(file), file)) as Root;
    // JSX from a plugin: the file is compiled as a module (compileSources), where MDX compiles it.
    if (mdxNodeIn(mdast)) return { ...failed(ctx, undefined), asModule: true };
    const { html } = siteStepsFor(site, ctx.labels, holdsHtml(mdast));
    const tree = await html.run(mdast, file);
    return compiled(file, html.stringify(tree, file));
  } catch (thrown) {
    return failed(ctx, thrown);
  }
}

/** Whether the tree still holds raw HTML (re-parsing it is the slowest step: skipped without). */
function holdsHtml(mdast: Root): boolean {
  let rawHtml = false;
  walk(mdast, 'html', () => {
    rawHtml = true;
    return 'skip';
  });
  return rawHtml;
}

/** Whether the tree holds a node only MDX has (JSX, an expression, an import), which a plugin may add. */
function mdxNodeIn(mdast: Root): boolean {
  let found = false;
  walk(mdast, null, (node) => {
    if (found) return 'skip';
    if (node.type.startsWith('mdx')) found = true;
    return undefined;
  });
  return found;
}

function compiled(file: VFile, html: string): CompiledContent {
  return {
    ...withExcerpt(html),
    toc: file.data.toc ?? [],
    assets: file.data.assets ?? [],
    problems: file.data.problems ?? [],
    warnings: file.data.warnings ?? [],
    ...(file.data.localeBound && { localeBound: true }),
    ...(file.data.imports && { imports: file.data.imports }),
    ...(file.data.diagrams && { diagrams: file.data.diagrams }),
  };
}

function failed(ctx: CompileContext, thrown: unknown): CompiledContent {
  return {
    html: '',
    toc: [],
    assets: [],
    problems:
      thrown === undefined
        ? []
        : [toSiteError(ctx.file, thrown, 'fix the Markdown at this position')],
    warnings: [],
  };
}
