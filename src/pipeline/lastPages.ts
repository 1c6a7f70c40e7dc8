/**
 * Pages taken from the last build instead of rendered again. A build records, for each page it
 * wrote into an output folder, the hash of everything the page was made from (`pageKey` in
 * renderRoutes.ts) and what the rest of the build needed of it; the next build into the same
 * folder renders a page only when its key changed, and copies the others' files from the output
 * it replaces. One edited doc then renders that doc and what shows it (a sidebar, a list), not
 * every page of every locale.
 *
 * Records are used only when the output folder is exactly as the build that recorded them left it
 * (upToDate.ts compares every file's size and time), never with `--force`, and kept beside the
 * record of that build (`builds/<folder>.pages.json` in the cache folder).
 */
import fs from 'node:fs';
import path from 'node:path';
import { cacheDir, codeVersion, hashOf } from '../cache/index.js';
import type { ResolvedConfig } from '../config/index.js';
import { replaceFile } from '../replaceFile.js';
import type { SharedPart } from '../check/index.js';
import { outputPath, type FileIdentity, type IndexedPage, type Writer } from '../emit/index.js';
import type { Route } from '../routes/index.js';

/** What a build needs of a page it did not render: all but its bytes, which it copies and reads. */
export interface PageRecord {
  key: string;
  /** Its files, relative to the locale's folder (the page first). */
  files: string[];
  /** The page's language (its <html lang>). */
  lang: string;
  /** The hash its search index knows it by (emit/searchIndex.ts `indexedHash`); none: not indexed. */
  search?: string;
  /** Where its search region is in the page's HTML, in bytes. */
  region?: [start: number, end: number];
  /** Its parts the link check reads once ([key, start, end] in bytes: sharedParts.ts). */
  parts?: Array<[key: string, start: number, end: number]>;
  diagram?: true;
}

/** The records of one locale: the last build's, and this build's as its pages are done. */
export interface LocalePages {
  /** The last build's record of a page, when its files can be taken from the output. */
  last(url: string): PageRecord | undefined;
  /** Records a page of this build. */
  set(url: string, record: PageRecord): void;
  /** The locale's folder in the output the last build left. */
  outDir: string;
  /** Whether that folder is as the last build left it (its files may be taken). */
  asLeft: boolean;
  /** What a file of the output (absolute) was found to be when it was compared, if it was. */
  identity(file: string): FileIdentity | undefined;
}

export interface LastPages {
  locale(locale: string, localeDir: string): LocalePages;
  /** Keeps this build's records, once its output is in place. */
  save(): void;
}

interface Stored {
  code: string;
  locales: Record<string, Record<string, PageRecord>>;
}

/**
 * `usable`: whether the output folder is as the last recorded build left it; when not, nothing is
 * taken from it, and the records of locales this build does not build are dropped. `files`: its
 * files as that comparison found them (upToDate.ts).
 */
export function lastPages(
  config: ResolvedConfig,
  outDir: string,
  usable: boolean,
  files?: ReadonlyMap<string, FileIdentity>,
): LastPages {
  const file = recordFile(config, outDir, 'pages');
  const code = codeVersion();
  let stored: Stored = { code, locales: {} };
  if (usable) {
    try {
      const read = JSON.parse(fs.readFileSync(file, 'utf8')) as Stored;
      if (read.code === code && typeof read.locales === 'object') stored = read;
    } catch {
      // None yet, or unreadable: every page is rendered.
    }
  }
  const now: Stored['locales'] = {};
  return {
    locale(locale, localeDir) {
      const before = stored.locales[locale] ?? {};
      const records: Record<string, PageRecord> = (now[locale] = {});
      return {
        last: (url) => (Object.hasOwn(before, url) ? before[url] : undefined),
        set: (url, record) => void (records[url] = record),
        outDir: path.join(outDir, localeDir),
        asLeft: usable,
        identity: (file) => files?.get(file),
      };
    },
    save() {
      try {
        replaceFile(file, JSON.stringify({ code, locales: { ...stored.locales, ...now } }));
      } catch {
        // Only a shortcut: the next build renders every page.
      }
    },
  };
}

/**
 * Where what a build into `outDir` leaves for the next is kept: its pages' records (`pages`), and
 * what the link check read of them (`scans`: check/storedScans.ts), by their keys.
 */
function recordFile(config: ResolvedConfig, outDir: string, what: 'pages' | 'scans'): string {
  return path.join(cacheDir(config.root), 'builds', `${hashOf(outDir)}.${what}.json`);
}

/** Where the link check keeps what it read of the pages of a build into `outDir`, for the next. */
export function linkScans(config: ResolvedConfig, outDir: string) {
  return { file: recordFile(config, outDir, 'scans'), version: codeVersion() };
}

/** A page's files written into this build's output: rendered, or taken from the last build. */
export interface PageOutput {
  files: string[];
  /**
   * The page's bytes, for the link check (which may take them); undefined for a page taken from
   * the last build, which the check reads from the file it was taken from (`takenFrom`).
   */
  html?: Uint8Array;
  /**
   * The last build's file a page was taken from: the one this build's output is made a second
   * name of, which may not be made yet (emit/writeThread.ts). It is there until the swap.
   */
  takenFrom?: string;
  bytes: number;
  parts: SharedPart[];
  /** What the search index is given of it: the region is read from the file only if asked for. */
  indexed?: IndexedPage;
  diagram: boolean;
}

/**
 * The route's files as the last build wrote them, when its record has this `key`, put into this
 * build's output unread (writer.ts's `take`); undefined when they cannot be (then the page is
 * rendered). The link check reads the page, and its shared parts' markup, from the output.
 */
export function takePage(
  pages: LocalePages,
  route: Route,
  key: string,
  writer: Writer,
): PageOutput | undefined {
  const record = pages.last(route.url);
  if (record?.key !== key || record.files[0] !== route.outFile) return undefined;
  let bytes = 0;
  try {
    for (const file of record.files) {
      const from = outputPath(pages.outDir, file);
      bytes += writer.take(from, file, pages.identity(from));
    }
  } catch {
    return undefined; // not there after all: rendered
  }
  pages.set(route.url, record);
  const parts = (record.parts ?? []).map(([key, start, end]): SharedPart => ({ key, start, end }));
  const page = outputPath(pages.outDir, route.outFile);
  const [start, end] = record.region ?? [0, 0];
  const indexed: IndexedPage | undefined =
    record.search === undefined
      ? undefined
      : {
          url: route.url,
          lang: record.lang,
          hash: record.search,
          // The old output is in place until this build's is swapped in, after its index is written.
          get body() {
            return new Uint8Array(fs.readFileSync(page).subarray(start, end));
          },
        };
  return {
    files: record.files,
    takenFrom: page,
    bytes,
    parts,
    indexed,
    diagram: record.diagram === true,
  };
}

/** What a later build needs of a page this one rendered, to take it from this build's output. */
export function recordOf(
  key: string,
  output: PageOutput,
  lang: string,
  region: [start: number, end: number] | undefined,
): PageRecord | undefined {
  const { indexed, parts } = output;
  if (indexed && indexed.hash === undefined) return undefined;
  return {
    key,
    files: output.files,
    lang,
    ...(indexed && region && { search: indexed.hash, region }),
    ...(parts.length > 0 && {
      parts: parts.map((part): [string, number, number] => [part.key, part.start, part.end]),
    }),
    ...(output.diagram && { diagram: true as const }),
  };
}
