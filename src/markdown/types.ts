import type { SiteError } from '../errors.js';
import type { AssetRef, DiagramSource, TwinRecord } from './context.js';
import type { ImportedFile } from '../content/index.js';
import type { TocEntry } from '../shared/index.js';

/** The result of compiling one content file: HTML ready to pour into the theme. */
export interface CompiledContent {
  html: string;
  /** The part before a blog post's `<!-- truncate -->` marker; absent when it has none. */
  excerpt?: string;
  toc: TocEntry[];
  assets: AssetRef[];
  /** Problems found while compiling (broken relative links, syntax errors). */
  problems: SiteError[];
  /** What the page gets wrong without breaking (see remarkContentWarnings.ts). */
  warnings: SiteError[];
  /**
   * A site's remark plugin put JSX (or an import) into this file read as CommonMark, as
   * npm2yarn does: it has no HTML here, and is compiled as a module instead (read as CommonMark
   * by MDX, as Docusaurus compiles every file).
   */
  asModule?: true;
  /** Compiled for every locale at once, it holds a link only its locale's own compile can write. */
  localeBound?: true;
  /** Files it imported code from, with their hashes: a cached compile is stale once one changed. */
  imports?: ImportedFile[];
  /**
   * Its Mermaid diagrams, until the build checked them (checkDiagrams, in compileMarkdown.ts):
   * never kept in a cache.
   */
  diagrams?: DiagramSource[];
  /** What a twin's compile looked up from its place, until each twin is given its own (twinCompile.ts). */
  twin?: TwinRecord;
}

/** A compiled source as the later stages take it: its HTML or React module, and what a `.tsx`/`.mdx` module exports. */
export interface CompiledSource extends CompiledContent {
  /**
   * A module page's HTML in the pieces it was made of (its render's, and what its locale filled
   * in), when `html` is their join: written and hashed as they are, never copied into one string
   * (encodePieces.ts says why).
   */
  htmlPieces?: readonly string[];
  /** Exports of a `.tsx`/`.mdx` module besides the component (e.g. `frontMatter`). */
  exports?: Record<string, unknown>;
  css?: string;
  /** The stylesheets of sitegen's Docusaurus modules it uses: the locale's page CSS has each once. */
  themeCss?: string[];
  /** A hydrated React page's browser module (one file). */
  script?: { file: string; text: string | Uint8Array };
  /** The title and description the module gave through Docusaurus's Layout or Head. */
  head?: { title?: string; description?: string };
}
