/**
 * Collects the headings (h2–h6, with their ids) into `file.data.toc`; which levels are shown is
 * the theme's choice (front matter `toc_min_heading_level` / `toc_max_heading_level`).
 *
 * In MDX, a Markdown partial shown on its own line (`<Intro />` after `import Intro from
 * './_intro.mdx'`) brings its headings where it stands, as in Docusaurus 3: its place and import
 * are kept in `file.data.tocPartials`, and its entries are laid in when the page is bundled
 * (bundle/markdownModules.ts), once the partial is compiled.
 */
import type { Element, Root, RootContent } from 'hast';
import { toString } from 'hast-util-to-string';
import type { VFile } from 'vfile';
import { walk } from '../walk.js';
import type { TocEntry } from '../../shared/index.js';

const LEVEL = /^h([2-6])$/;
const MARKDOWN_IMPORT = /\.mdx?$/;

/** Where a partial's entries go: before `toc[at]`, those of the file `source` imports. */
export interface TocPartial {
  at: number;
  source: string;
}

declare module 'vfile' {
  interface DataMap {
    tocPartials: TocPartial[];
  }
}

interface Program {
  body: Array<{
    type: string;
    source?: { value?: unknown };
    specifiers?: Array<{ type: string; local: { name: string } }>;
  }>;
}

export default function rehypeToc() {
  return (tree: Root, file: VFile) => {
    const toc: TocEntry[] = [];
    const partials: TocPartial[] = [];
    const imported = markdownImports(tree);
    walk(tree, null, (node) => {
      if (node.type === 'mdxJsxFlowElement') {
        const source = imported.get((node as { name?: string }).name ?? '');
        if (source) partials.push({ at: toc.length, source });
        return undefined;
      }
      if (node.type !== 'element') return undefined;
      const element = node as Element;
      if (element.tagName === 'section' && element.properties?.dataFootnotes !== undefined)
        return 'skip';
      const level = LEVEL.exec(element.tagName);
      const id = element.properties?.id;
      if (!level || typeof id !== 'string') return undefined;
      toc.push({ id, text: toString(element).trim(), level: Number(level[1]) });
      return undefined;
    });
    file.data.toc = toc;
    if (partials.length > 0) file.data.tocPartials = partials;
  };
}

/** The Markdown files the module imports by default, by the name it gives each. */
function markdownImports(tree: Root): Map<string, string> {
  const names = new Map<string, string>();
  for (const node of tree.children as Array<RootContent | { type: string; data?: unknown }>) {
    if (node.type !== 'mdxjsEsm') continue;
    const program = (node.data as { estree?: Program } | undefined)?.estree;
    for (const statement of program?.body ?? []) {
      const source = statement.source?.value;
      if (statement.type !== 'ImportDeclaration' || typeof source !== 'string') continue;
      if (!MARKDOWN_IMPORT.test(source)) continue;
      for (const specifier of statement.specifiers ?? [])
        if (specifier.type === 'ImportDefaultSpecifier') names.set(specifier.local.name, source);
    }
  }
  return names;
}

/** The entries of a TOC between two levels, inclusive. */
export function tocBetween(toc: TocEntry[], min: number, max: number): TocEntry[] {
  return toc.filter((entry) => entry.level >= min && entry.level <= max);
}
