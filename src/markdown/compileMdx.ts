/**
 * MDX (`.mdx` files, and `.md` ones read as MDX) compiled by @mdx-js/mdx with the same plugins as
 * `.md`, into an ES module whose default export is a React component. Imports are resolved later,
 * when modules are bundled. HTML comments are read and left out by remark-comment, as Docusaurus
 * reads them in MDX. A Markdown partial read as CommonMark (format `md`) is compiled here too, as
 * Docusaurus does: its HTML is parsed by rehype-raw. The components a file uses without importing
 * them come from `providerImportSource` when one is given, as the module bundler gives
 * (bundle/markdownModules.ts).
 */
import { createProcessor } from '@mdx-js/mdx';
import remarkComment from '@slorber/remark-comment';
import rehypeRaw from 'rehype-raw';
import type { PluggableList } from 'unified';
import { VFile } from 'vfile';
import type { MarkdownPlugins } from '../config/index.js';
import type { ImportedFile } from '../content/index.js';
import { toSiteError, type SiteError } from '../errors.js';
import type {
  AssetRef,
  CompileContext,
  ContentLabels,
  DiagramSource,
  TwinRecord,
} from './context.js';
import type { TocEntry } from '../shared/index.js';
import { footnoteOptions } from './compileMd.js';
import { rehypePluginsWith, remarkPlugins, remarkPluginsWith } from './plugins.js';
import { fastParseMdx } from './fastParseMdx.js';
import type { TocPartial } from './plugins/rehypeToc.js';
import { preprocessMarkdown } from './preprocess.js';
import rehypeStaticHtml, {
  STATIC_HTML_NODE,
  staticHtmlHandler,
  type StaticHtmlOptions,
} from './plugins/rehypeStaticHtml.js';

export interface CompiledMdx {
  code: string;
  toc: TocEntry[];
  /** Where the Markdown partials it shows bring their own entries into `toc`. */
  tocPartials?: TocPartial[];
  /** What a twin's compile looked up from its place, until each twin is given its own (twinCompile.ts). */
  twin?: TwinRecord;
  assets: AssetRef[];
  problems: SiteError[];
  warnings: SiteError[];
  /** Compiled for every locale at once, it holds a link only its locale's own compile can write. */
  localeBound?: true;
  /** Files it imported code from, with their hashes: a cached compile is stale once one changed. */
  imports?: ImportedFile[];
  /**
   * Its Mermaid diagrams, until the build checked them (checkDiagrams, in compileMarkdown.ts):
   * never kept in a cache.
   */
  diagrams?: DiagramSource[];
}

export interface MdxOptions {
  /** `mdx` (the default), or `md` for a Markdown partial read as CommonMark. */
  format?: 'md' | 'mdx';
  /** The site's own plugins for the file's section. */
  plugins?: MarkdownPlugins;
  /** The module MDX asks for the components a file uses without importing them. */
  providerImportSource?: string;
  /** `remark`: parsed by MDX's own parser even where markdown-it reads it alike (tests compare). */
  parser?: 'fastest' | 'remark';
}

/** What rehype-raw leaves to MDX in a CommonMark file: JSX and expressions a plugin put there. */
const MDX_NODES = [
  'mdxFlowExpression',
  'mdxJsxFlowElement',
  'mdxJsxTextElement',
  'mdxTextExpression',
  'mdxjsEsm',
];

function createMdxProcessor(
  labels: ContentLabels,
  format: 'md' | 'mdx',
  options: MdxOptions,
  staticHtml: StaticHtmlOptions | undefined,
) {
  const site = options.plugins;
  const rehypePlugins: PluggableList = [
    ...rehypePluginsWith(site),
    ...(staticHtml
      ? [[rehypeStaticHtml, staticHtml] as [typeof rehypeStaticHtml, StaticHtmlOptions]]
      : []),
  ];
  return createProcessor({
    format,
    jsxImportSource: 'react',
    providerImportSource: options.providerImportSource,
    remarkPlugins: [remarkComment, ...remarkPluginsWith(site)],
    rehypePlugins:
      format === 'md' ? [[rehypeRaw, { passThrough: MDX_NODES }], ...rehypePlugins] : rehypePlugins,
    remarkRehypeOptions: footnoteOptions(labels),
    // The site's recma plugins work on the program MDX makes, as under Docusaurus.
    recmaPlugins: site?.recmaPlugins ?? [],
    // How hast-util-to-estree (rehype-recma, which MDX hands these options) writes static parts.
    ...({ handlers: { [STATIC_HTML_NODE]: staticHtmlHandler } } as object),
  });
}

type MdxProcessor = ReturnType<typeof createProcessor>;

/**
 * The file's module, its MDX parsed by markdown-it when MDX would read it as CommonMark
 * (`fastParseMdx`): parsing was about half of compiling a doc. Only remark-parse's tree knows
 * where each node is, so a file with something to report is compiled again from it; so is a file
 * of a site whose plugins teach the parser more syntax (`extendsSyntax`).
 */
async function compileFast(
  processor: MdxProcessor,
  file: VFile,
  format: 'md' | 'mdx',
  options: MdxOptions,
): Promise<string> {
  const tree =
    format === 'mdx' && options.parser !== 'remark' && !extendsSyntax(processor, options)
      ? fastParseMdx(String(file.value), (text) => processor.parse(text) as never)
      : undefined;
  if (tree) {
    // A file of its own, so that a compile done again starts from what the plugins were given.
    const copy = new VFile({ path: file.path, value: file.value, data: { ...file.data } });
    const code = processor.stringify(await processor.run(tree as never, copy), copy);
    const { problems, warnings, diagrams } = copy.data;
    if (!problems?.length && !warnings?.length && !diagrams?.length) {
      Object.assign(file.data, copy.data);
      return String(code);
    }
  }
  return String(await processor.process(file));
}

/** How many syntax extensions MDX's parser has with sitegen's plugins alone. */
let ownExtensions: number | undefined;

/** Whether the site's plugins add syntax to MDX's parser (remark-math, say): read by it alone. */
function extendsSyntax(processor: MdxProcessor, options: MdxOptions): boolean {
  if (!options.plugins) return false;
  ownExtensions ??= extensionCount(
    createProcessor({ remarkPlugins: [remarkComment, ...remarkPlugins] }),
  );
  return extensionCount(processor) !== ownExtensions;
}

function extensionCount(processor: MdxProcessor): number {
  processor.freeze();
  return ((processor.data('micromarkExtensions') as unknown[] | undefined) ?? []).length;
}

/**
 * One frozen processor per set of labels (so per locale), format, provider and site plugins,
 * reused for every file.
 */
const processors = new Map<string, MdxProcessor>();
const siteProcessors = new WeakMap<MarkdownPlugins, Map<string, MdxProcessor>>();

function processorFor(
  labels: ContentLabels,
  format: 'md' | 'mdx',
  options: MdxOptions,
  staticHtml: StaticHtmlOptions | undefined,
) {
  const site = options.plugins;
  let made = processors;
  if (site) {
    made = siteProcessors.get(site) ?? new Map();
    siteProcessors.set(site, made);
  }
  const key = JSON.stringify([
    labels,
    format,
    options.providerImportSource ?? null,
    staticHtml ?? null,
  ]);
  let processor = made.get(key);
  if (!processor)
    made.set(key, (processor = createMdxProcessor(labels, format, options, staticHtml)));
  return processor;
}

export async function compileMdx(
  body: string,
  ctx: CompileContext,
  options: MdxOptions = {},
): Promise<CompiledMdx> {
  const format = options.format ?? 'mdx';
  const file = new VFile({
    path: ctx.file,
    value: preprocessMarkdown(body, format),
    data: { sitegen: ctx },
  });
  try {
    // Static parts as HTML unless a site's recma plugins would look for their elements.
    const staticHtml = options.plugins?.recmaPlugins?.length ? undefined : ctx.staticHtml;
    const processor = processorFor(ctx.labels, format, options, staticHtml);
    const code = await compileFast(processor, file, format, options);
    return {
      code,
      toc: file.data.toc ?? [],
      tocPartials: file.data.tocPartials,
      assets: file.data.assets ?? [],
      problems: file.data.problems ?? [],
      warnings: file.data.warnings ?? [],
      ...(file.data.localeBound && { localeBound: true }),
      ...(file.data.imports && { imports: file.data.imports }),
      ...(file.data.diagrams && { diagrams: file.data.diagrams }),
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
          format === 'mdx'
            ? 'fix the MDX at this position (JSX and {expressions} must be valid; write `format: md` in the front matter to read the file as CommonMark)'
            : 'fix the Markdown at this position',
        ),
      ],
      warnings: [],
    };
  }
}
