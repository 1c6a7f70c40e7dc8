/** What the content stage hands to the route table: sources read, front matter parsed, nothing compiled. */
import type { FrontMatter } from './frontMatter.js';

export type SourceFormat = 'md' | 'mdx' | 'tsx';

export interface SourceFile {
  /** The file read (a translation, or the default-locale file). */
  file: string;
  /** The default-locale file this one stands for. */
  defaultFile: string;
  /** Path inside its content folder, forward slashes. */
  relPath: string;
  locale: string;
  translated: boolean;
  format: SourceFormat;
  frontMatter: FrontMatter;
  /** Source text with front matter blanked (line numbers preserved). Empty for `.tsx`. */
  body: string;
}

export interface DocSource extends SourceFile {
  /** The version of the docs section it belongs to (`docsGroupKey`: "default/current"). */
  group: string;
  /** Docusaurus-style doc id ("install/manual"), unique within its group. */
  id: string;
  /** Folder of the doc within the docs folder, number prefixes stripped ("install/kubernetes"). */
  dir: string;
  /** Path under the docs route base, no leading slash ("install/manual"; "mcp" for an index doc). */
  slug: string;
  title: string;
  sidebarLabel: string;
  sidebarPosition?: number;
  /** Sort key from the file name when no position is given. */
  fileName: string;
  /** True for `index.md`, `README.md` or `<folder>/<folder>.md`: the page of its folder. */
  isIndex: boolean;
  draft: boolean;
  unlisted: boolean;
}

export interface CategoryMeta {
  /** Folder path relative to the docs folder, prefixes stripped. */
  dir: string;
  /** The folder name as written (for sorting and the default label). */
  folderName: string;
  label: string;
  /**
   * The label a generated index's URL is made from: the default locale's, so a page keeps one
   * path in every locale (Docusaurus translates labels, never paths).
   */
  slugLabel: string;
  position?: number;
  collapsed: boolean;
  collapsible: boolean;
  link?:
    | { type: 'doc'; id: string }
    | { type: 'generated-index'; slug?: string; title?: string; description?: string };
  /** The `_category_` file, for error messages. */
  file?: string;
}

export interface PageSource extends SourceFile {
  /** Path under the locale root, no leading slash ("pricing"; "" for the home page). */
  slug: string;
  title?: string;
  draft: boolean;
  unlisted: boolean;
}

/** The pixel size of an image in the static folder, written on its <img> to reserve its space. */
export interface ImageSize {
  width: number;
  height: number;
}

export interface Author {
  key?: string;
  name: string;
  title?: string;
  url?: string;
  imageUrl?: string;
  /** Its page's path under the blog's `authors/` (`page: true` in the authors file: its key, kebab-cased). */
  page?: string;
  /** Its social links as Docusaurus writes them out (`github: ada` → https://github.com/ada). */
  socials?: SocialLink[];
  /** Its place in the authors file (0 first): the authors index lists them in that order. */
  order?: number;
}

/** A social link: the platform's key ("github"), the name it is shown by ("GitHub"), its URL. */
export interface SocialLink {
  platform: string;
  label: string;
  url: string;
}

export interface BlogTag {
  label: string;
  slug: string;
}

export interface BlogPost extends SourceFile {
  /** Path under the blog route base ("welcome-to-the-blog"). */
  slug: string;
  title: string;
  description?: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  tags: BlogTag[];
  authors: Author[];
  readingMinutes: number;
  draft: boolean;
  unlisted: boolean;
}
