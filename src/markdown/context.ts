/**
 * What the Markdown plugins need to know about the file being compiled, passed on the vfile
 * (`file.data.sitegen`) so one frozen processor serves every file.
 */
import type { BrokenLinkPolicy, MagicComment } from '../config/index.js';
import type { SiteError } from '../errors.js';
import type { ImageSize, ImportedFile } from '../content/index.js';
import type { TocEntry } from '../shared/index.js';

export interface AssetRef {
  /** Absolute path of the file referenced from content. */
  from: string;
  /** Output path relative to the locale's output folder ("assets/images/diagram-1a2b3c4d.svg"). */
  to: string;
}

export interface CompileContext {
  /** The file being compiled (maybe a translation). */
  file: string;
  /** The default-locale file it stands for; relative `.md` links resolve from there. */
  defaultFile: string;
  /**
   * The default-locale root of the content folder the file is in (a docs section's version, the
   * blog, the pages): a link to a `.md` file is also looked up from there, as Docusaurus does.
   */
  contentRoot?: string;
  /** Maps the folder of a translation to the default folder (for resolving relative links). */
  toDefaultPath: (absPath: string) => string;
  /** URL of a source file (default-locale path) in the locale being built. */
  urlOfSource: (absDefaultPath: string) => string | undefined;
  /**
   * A site-absolute link ("/docs/intro") made into this locale's URL ("/id/docs/intro"); undefined
   * when a compile shared by every locale cannot write it (the file is then compiled per locale).
   */
  localize: (href: string) => string | undefined;
  /** Locale base URL for assets ("/id/"). */
  assetBase: string;
  /** The site folder: content may reference files inside it only. */
  siteRoot: string;
  /** Size of an image of the static folder, by its site-absolute link ("/img/a.svg"). */
  staticImageSize: (href: string) => ImageSize | undefined;
  /** Words the pipeline writes into content, in the locale being built. */
  labels: ContentLabels;
  /** The config's comments that mark lines of code (rehypeMagicComments); its defaults when absent. */
  magicComments?: MagicComment[];
  /** What a relative link to a Markdown file that is no page is (the config's onBrokenMarkdownLinks). */
  brokenMarkdownLinks?: BrokenLinkPolicy;
  /** Whether a ```mermaid fence is a diagram (the config's `markdown.mermaid`), not code. */
  mermaid?: boolean;
  /** MDX's static parts may be compiled to HTML (CompileSettings.staticHtml). */
  staticHtml?: { inside: string[] };
  /**
   * Set when the file is compiled for its twins too (twinCompile.ts): its page links become
   * placeholders, and what it looked up from its place is recorded here.
   */
  twin?: TwinRecord;
}

/** What the compile of a twin looked up from its place, for the other twins to look up from theirs (twinCompile.ts). */
export interface TwinRecord {
  /** Each link to a `.md`/`.mdx` source (as written, decoded), and the URL it led to, if any. */
  links: Array<{ link: string; url?: string }>;
  /** Each relative link to a file that was not found beside the twin (decoded). */
  missing: string[];
}

/** A Mermaid diagram of a page: its source and where its fence starts. */
export interface DiagramSource {
  source: string;
  line?: number;
  column?: number;
}

export interface ContentLabels {
  footnotes: string;
  backToReference: string;
  /** Default admonition titles by kind ("tip" → "Tip"). */
  admonitions: Record<string, string>;
  /** The accessible name of a heading's link to itself, `{heading}` standing for its text. */
  headingLink: string;
}

declare module 'vfile' {
  interface DataMap {
    sitegen: CompileContext;
    toc: TocEntry[];
    assets: AssetRef[];
    problems: SiteError[];
    warnings: SiteError[];
    /** The Mermaid diagrams of the file, for the build to check (markdown/mermaidCheck.ts). */
    diagrams: DiagramSource[];
    /** The files the content imported code from (remarkCodeImport), with their hashes. */
    imports: ImportedFile[];
    /** A compile shared by every locale met what only a locale's own compile can write. */
    localeBound: boolean;
  }
}
