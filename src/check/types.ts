/** What the link check is given and what it reports (linkCheck.ts starts it, linkChecker.ts judges). */
import type { ResolvedConfig } from '../config/index.js';
import type { Route } from '../routes/index.js';

/**
 * A page the build rendered: its route, its file in the output ("id/docs/intro/index.html"), and,
 * when the build keys its pages (pipeline/lastPages.ts), the hash of everything it is made from:
 * a page of the same key has the same bytes, so the same ids and links.
 */
export type CheckedPage = Pick<Route, 'url' | 'locale' | 'sourceFile' | 'kind'> & {
  file: string;
  key?: string;
  /**
   * Where to read the page when its HTML is not handed over (absolute): a page taken from the
   * last build is read there, as this build's file may not be made yet.
   */
  readFrom?: string;
};

export interface LinkCheckOptions {
  config: Pick<ResolvedConfig, 'url' | 'baseUrl'>;
  /** The folder being written; every locale's folder in it, and those this build writes. */
  outDir: string;
  localeDirs: string[];
  builtLocaleDirs: string[];
  /** Also request the links to other sites. */
  external: boolean;
  /**
   * Where the ids and links of each page read are kept by its key, and of each shared part by
   * its own, for the next check (a page taken from the last build is then not read again); and
   * the version of sitegen that read them (a file of another version is not used).
   */
  scans?: { file: string; version: string };
}

/**
 * `anchor`: the page is there, but not the element the link's `#fragment` names. `pages`: for a
 * link of a part many pages share (`SharedPart`), how many pages have it (`page` is the first).
 */
export type BrokenLink = {
  page: CheckedPage;
  href: string;
  reason: string;
  anchor?: boolean;
  pages?: number;
};

export interface LinkCheckReport {
  broken: BrokenLink[];
  /** Links found, of them those to other sites and into locales not built (not checked). */
  links: number;
  external: number;
  otherLocales: number;
  /** Distinct URLs checked, and those of other sites requested (with `external`). */
  targets: number;
  requested: number;
  /** Milliseconds spent once every page was written. */
  ms: number;
  /**
   * On its own thread: the time it was busy, the most heap it held (MB), and how many checks the
   * thread has begun, this one included (a thread is kept for the next check: linkCheck.ts).
   */
  thread?: { busyMs: number; peakHeapMB: number; checks: number };
}

/**
 * A part of a page that many pages share (the docs sidebar, the navbar, the footer): where it is in
 * the page's UTF-8 bytes (`start` to `end`), and its key; its markup may come with the first page
 * that has it (`html`), else it is read from that page. Its links and ids are those of every page
 * with its key. A page's parts do not overlap.
 */
export interface SharedPart {
  key: string;
  start: number;
  end: number;
  html?: string;
}

export interface LinkCheck {
  /**
   * A page's HTML, as text or UTF-8 (bytes handed to the check's thread are moved there), or
   * undefined to read it from its file in the output folder (a page taken from the last build);
   * and the parts of it pages share, if any.
   */
  addPage(page: CheckedPage, html: string | Uint8Array | undefined, parts?: SharedPart[]): void;
  /** The report, once every page is added and the output folder holds everything else. */
  finish(): Promise<LinkCheckReport>;
  /**
   * Lets the check go, whether or not it finished: a thread that gave its report is kept a moment
   * for the next check of the process, any other is stopped.
   */
  stop(): void;
}

/**
 * A message to the check's thread (linkCheck.ts to linkCheckWorker.ts): a check's options, a batch
 * of pages, or `finish`.
 */
export type LinkCheckMessage =
  | { start: LinkCheckOptions }
  | Array<[CheckedPage, string | Uint8Array | undefined, SharedPart[]?]>
  | 'finish';
