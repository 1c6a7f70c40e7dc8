/**
 * Markdown as modules in a bundle: an `.mdx` page, a `.md` page read as MDX, and every `.md` or
 * `.mdx` file such a page (or a React page) imports, a partial (`import Intro from './_intro.mdx'`;
 * files starting with `_` are no pages), compiled by the MDX pipeline into a React component.
 * Each file is read as its front matter `format` or the config's `markdown.format` says, as
 * Docusaurus reads it: a partial read as CommonMark is still a component. What each compile
 * found (table of contents, assets, problems) and the module it made are kept by file for the
 * bundle's caller, and the browser's bundle of the same pages takes those modules as they are.
 *
 * As in Docusaurus, a module asks `MDX_PROVIDER` for the components it uses without importing
 * them (the site's `@theme/MDXComponents`), and exports its headings as `toc` (for
 * `<TOCInline toc={toc} />`), with those of the partials it shows where each stands.
 */
import path from 'node:path';
import type * as esbuild from 'esbuild';
import type { MarkdownFormat, MarkdownPlugins } from '../config/index.js';
import {
  formatOf,
  isPackageFile,
  noteCodeImport,
  splitFrontMatter,
  whyCodeCannotImport,
} from '../content/index.js';
import {
  MDX_PROVIDER,
  type CompiledMdx,
  type CompileContext,
  type TocPartial,
} from '../markdown/index.js';
import type { TocEntry } from '../shared/index.js';
import type { SiteError } from '../errors.js';
import { readText } from '../readText.js';

export interface MarkdownModuleSettings {
  /** The site folder: no Markdown outside its repository is read (content/codeImports.ts). */
  root: string;
  /** The config's `markdown.format`. */
  format: MarkdownFormat;
  /** The compile context of a file (a page, or a partial it imports). */
  contextOf: (file: string) => CompileContext;
  /** The site's own plugins for a file (those of its section). */
  pluginsOf: (file: string) => MarkdownPlugins | undefined;
  /** Changes whenever what the files compile to may change besides their text (the plugins). */
  key: string;
}

/** What a Markdown file compiled to: its module (`code`, with its `toc` export) and findings. */
export interface MarkdownFindings extends CompiledMdx {
  /** It did not compile: its problems say why, and the bundle is of no use. */
  failed: boolean;
}

/** What each Markdown file of a bundle compiled to, by absolute path. */
export type CompiledMarkdown = Map<string, MarkdownFindings>;

/** What a file that does not compile loads as, so the bundle goes on to find other problems. */
const BROKEN_MODULE = 'export default function Broken() { return null; }\nexport const toc = [];\n';

export const MARKDOWN_MODULE = /\.mdx?$/;

/**
 * `compiled` keeps what each file compiled to; a file already in it (the browser's bundle is given
 * the server's) loads as the module it made, compiled once for both.
 */
export function markdownModules(
  settings: MarkdownModuleSettings | undefined,
  compiled: CompiledMarkdown = new Map(),
): esbuild.Plugin {
  return {
    name: 'sitegen-markdown',
    setup(build) {
      build.onLoad({ filter: MARKDOWN_MODULE, namespace: 'file' }, async (args) => {
        const resolveDir = path.dirname(args.path);
        const done = compiled.get(args.path);
        if (done) return { contents: done.code || BROKEN_MODULE, loader: 'js', resolveDir };
        if (!settings)
          return { errors: [{ text: `Markdown cannot be imported here (${args.path})` }] };
        // Markdown imported by code is code's to read: the site's repository, or a package's.
        const refused = isPackageFile(args.path)
          ? undefined
          : whyCodeCannotImport(settings.root, args.path);
        if (refused) return { errors: [{ text: `${args.path} cannot be read: ${refused}` }] };
        const { found, result } = await compileMarkdownModule(settings, args.path);
        compiled.set(args.path, found);
        // Snippets it imported code from are watched by `serve --watch` and compared by a warm build.
        for (const { file } of result.imports ?? [])
          noteCodeImport(settings.root, file, { anywhere: true });
        // A file that does not compile is reported with its position; the bundle goes on.
        return { contents: found.code || BROKEN_MODULE, loader: 'js', resolveDir };
      });
    },
  };
}

/** A Markdown file compiled into a module, as a bundle imports it: its findings, and the compile. */
export async function compileMarkdownModule(
  settings: MarkdownModuleSettings,
  file: string,
): Promise<{ found: MarkdownFindings; result: CompiledMdx }> {
  const split = splitFrontMatter(readText(file), file);
  const { compileMdx } = await import('../markdown/compileMdx.js');
  const format = formatOf(file, settings.format, split.frontMatter.format);
  const result = await compileMdx(split.body, settings.contextOf(file), {
    format: format === 'md' ? 'md' : 'mdx',
    plugins: settings.pluginsOf(file),
    providerImportSource: MDX_PROVIDER,
  });
  return { found: findingsOf(result, split.errors), result };
}

/**
 * What a Markdown file's compile found, as the bundle keeps it: its module with its `toc` export;
 * `frontMatterErrors` fail it too.
 */
export function findingsOf(
  result: CompiledMdx,
  frontMatterErrors: SiteError[] = [],
): MarkdownFindings {
  const code = result.code && withTocExport(result.code, result.toc, result.tocPartials);
  return {
    ...result,
    code,
    problems: [...frontMatterErrors, ...result.problems],
    failed: code === '' || frontMatterErrors.length > 0,
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The module with its headings exported as Docusaurus exports them (`{ value, id, level }`, the
 * value as HTML), each partial it shows (`partials`, from its compile) bringing its own `toc`
 * where it stands; unless the file exports a `toc` of its own.
 */
export function withTocExport(code: string, toc: TocEntry[], partials: TocPartial[] = []): string {
  if (/^export\s+(?:const|let|var|function)\s+toc\b/m.test(code)) return code;
  const entry = ({ text, id, level }: TocEntry) =>
    JSON.stringify({ value: escapeHtml(text), id, level });
  const imports = partials.map(
    (partial, i) => `import { toc as _partialToc${i} } from ${JSON.stringify(partial.source)};\n`,
  );
  const items: string[] = [];
  let next = 0;
  toc.forEach((heading, at) => {
    while (next < partials.length && partials[next].at === at)
      items.push(`..._partialToc${next++}`);
    items.push(entry(heading));
  });
  while (next < partials.length) items.push(`..._partialToc${next++}`);
  return `${imports.join('')}${code}\nexport const toc = [${items.join(', ')}];\n`;
}

/**
 * The Markdown files a bundled module takes in, itself first: each one its imports lead to,
 * through code and other Markdown alike (`inputs` is esbuild's metafile, paths from `root`).
 */
export function markdownImportedBy(
  root: string,
  file: string,
  inputs: esbuild.Metafile['inputs'],
): string[] {
  const seen = new Set<string>();
  const found: string[] = [];
  const visit = (input: string) => {
    if (seen.has(input) || !inputs[input]) return;
    seen.add(input);
    const abs = path.resolve(root, input);
    if (MARKDOWN_MODULE.test(abs)) found.push(abs);
    for (const imported of inputs[input].imports) visit(imported.path);
  };
  visit(path.relative(root, file).split(path.sep).join('/'));
  return found;
}

/** What a page's Markdown found, for its page. */
export type PageFindings = Omit<CompiledMdx, 'code' | 'tocPartials'>;

/**
 * What a module's own Markdown (when it is Markdown) and the partials it imports found, for its
 * page: its table of contents (with the headings of the partials it shows), and the assets and
 * warnings of them all. Problems are the bundle's.
 */
export function pageFindings(
  root: string,
  file: string,
  imported: string[],
  compiled: CompiledMarkdown,
): PageFindings | undefined {
  const own = compiled.get(file);
  const partials = imported.filter((f) => f !== file).flatMap((f) => compiled.get(f) ?? []);
  if (!own && partials.length === 0) return undefined;
  const all = own ? [own, ...partials] : partials;
  return {
    toc: own ? tocWithPartials(root, file, compiled) : [],
    assets: all.flatMap((found) => found.assets),
    problems: [],
    warnings: all.flatMap((found) => found.warnings),
  };
}

/** A Markdown file's entries, each partial it shows bringing its own where it stands. */
function tocWithPartials(
  root: string,
  file: string,
  compiled: CompiledMarkdown,
  seen = new Set<string>(),
): TocEntry[] {
  const found = compiled.get(file);
  if (!found || seen.has(file)) return [];
  const toc = [...found.toc];
  // From the last, so each place is still where it was.
  for (const partial of [...(found.tocPartials ?? [])].reverse()) {
    const source = partial.source.startsWith('@site/')
      ? path.join(root, partial.source.slice('@site/'.length))
      : path.resolve(path.dirname(file), partial.source);
    toc.splice(partial.at, 0, ...tocWithPartials(root, source, compiled, new Set([...seen, file])));
  }
  return toc;
}
