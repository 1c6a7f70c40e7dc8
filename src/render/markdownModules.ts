/**
 * Markdown as modules in a bundle: an `.mdx` page, a `.md` page read as MDX, and every `.md` or
 * `.mdx` file such a page (or a React page) imports, a partial (`import Intro from './_intro.mdx'`;
 * files starting with `_` are no pages), compiled by the MDX pipeline into a React component.
 * Each file is read as its front matter `format` or the config's `markdown.format` says, as
 * Docusaurus reads it: a partial read as CommonMark is still a component. What each compile
 * found (table of contents, assets, problems) is kept by file for the bundle's caller.
 */
import fs from 'node:fs';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import type { MarkdownFormat, MarkdownPlugins } from '../config/index.js';
import { formatOf, splitFrontMatter, whyOutsideSite } from '../content/index.js';
import type { CompiledMdx, CompileContext } from '../markdown/index.js';
import type { TocEntry } from '../shared/index.js';

export interface MarkdownModuleSettings {
  /** The site folder: no Markdown outside it is read. */
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

/** What a Markdown file compiled to, its code left out. */
export interface MarkdownFindings extends Omit<CompiledMdx, 'code'> {
  /** It did not compile: its problems say why, and the bundle is of no use. */
  failed: boolean;
}

/** What each Markdown file of a bundle compiled to, by absolute path. */
export type CompiledMarkdown = Map<string, MarkdownFindings>;

export const MARKDOWN_MODULE = /\.mdx?$/;

export function markdownModules(
  settings: MarkdownModuleSettings | undefined,
  compiled: CompiledMarkdown = new Map(),
): esbuild.Plugin {
  return {
    name: 'sitegen-markdown',
    setup(build) {
      build.onLoad({ filter: MARKDOWN_MODULE }, async (args) => {
        if (!settings)
          return { errors: [{ text: `Markdown cannot be imported here (${args.path})` }] };
        const refused = whyOutsideSite(settings.root, args.path);
        if (refused) return { errors: [{ text: `${args.path} cannot be read: ${refused}` }] };
        const split = splitFrontMatter(fs.readFileSync(args.path, 'utf8'), args.path);
        const { compileMdx } = await import('../markdown/compileMdx.js');
        const format = formatOf(args.path, settings.format, split.frontMatter.format);
        const result = await compileMdx(split.body, settings.contextOf(args.path), {
          format: format === 'md' ? 'md' : 'mdx',
          plugins: settings.pluginsOf(args.path),
        });
        const { code, ...found } = result;
        compiled.set(args.path, {
          ...found,
          problems: [...split.errors, ...found.problems],
          failed: code === '' || split.errors.length > 0,
        });
        return {
          // A file that does not compile is reported with its position; the bundle goes on.
          contents: code || 'export default function Broken() { return null; }',
          loader: 'js',
          resolveDir: path.dirname(args.path),
        };
      });
    },
  };
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
): Omit<CompiledMdx, 'code'> | undefined {
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
