/**
 * The locale's search index, written with Pagefind beside its pages (`<locale>/pagefind/`). Pages
 * are handed over from memory as they are rendered, so Pagefind (a process of its own) indexes on
 * the other core while the build goes on. It reads each page's language from <html lang> (so
 * Indonesian, Japanese and Chinese text is split into words the right way) and only the region
 * the theme marks with `data-pagefind-body`.
 *
 * A warm build reuses the last index: while the pages come in the same order with the same
 * content as last time, they are only hashed and held back; if all of them match, the cached
 * index is linked into place and Pagefind never starts. The first page that differs sends
 * everything held back to Pagefind, and indexing goes on as in a cold build.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { hashOf } from '../cache/index.js';
import { dependencyManifest } from '../packageRoot.js';
import { SEARCH_DIR } from '../routes/index.js';
import { SEARCH_IGNORED } from '../theme/index.js';

export interface IndexedPage {
  url: string;
  /** The page's language (its <html lang>). */
  lang: string;
  /** HTML holding the page's search region; the less else it holds, the faster Pagefind reads it. */
  body: string;
}

export interface SearchIndexer {
  add(page: IndexedPage): void;
  /** Writes the index into `<outDir>/pagefind/` once every added page is indexed. */
  write(outDir: string): Promise<void>;
}

/** What the cache folder remembers of the index it holds. */
interface Manifest {
  /** What else the index depends on: Pagefind's version and what it is told to skip. */
  settings: string;
  /** Hash of each indexed page, in the order they were added. */
  pages: string[];
}

/** Files Pagefind writes for its own UI, which the theme does not use (about 400 kB). */
const UNUSED_FILES = /^pagefind-(?:ui|modular-ui|component-ui|highlight)\.(?:js|css)$/;

/** `cacheDir`: where this locale's last index is kept between builds. */
export function startSearchIndex(cacheDir: string): SearchIndexer {
  const manifestFile = path.join(cacheDir, 'manifest.json');
  const cachedIndex = path.join(cacheDir, 'index');
  const settings = indexSettings();
  const previous = readManifest(manifestFile, settings);
  const hashes: string[] = [];
  const heldBack: IndexedPage[] = [];
  let same = previous !== undefined;
  let index: Promise<pagefind.PagefindIndex> | undefined;
  const added: Array<Promise<string[]>> = [];

  const send = (page: IndexedPage) => {
    index ??= track(createIndex());
    const result = track(
      index
        .then((i) =>
          i.addHTMLFile({
            url: page.url,
            content: `<html lang="${page.lang}"><body>${page.body}</body></html>`,
          }),
        )
        .then((r) => r.errors),
    );
    result.catch(() => undefined); // reported by write()
    added.push(result);
  };

  return {
    add(page) {
      const hash = hashOf(page.url, page.lang, page.body);
      hashes.push(hash);
      if (same && previous?.pages[hashes.length - 1] === hash) {
        heldBack.push(page);
        return;
      }
      same = false;
      heldBack.splice(0).forEach(send);
      send(page);
    },
    async write(outDir) {
      const target = path.join(outDir, SEARCH_DIR);
      // Output written over (see output.ts) holds the last index: its files may be the cached ones
      // (hard links), which neither Pagefind nor a link may write into.
      fs.rmSync(target, { recursive: true, force: true });
      if (same && previous?.pages.length === hashes.length && fs.existsSync(cachedIndex)) {
        linkTree(cachedIndex, target);
        return;
      }
      heldBack.splice(0).forEach(send);
      index ??= track(createIndex());
      const pages = await index;
      try {
        const failed = (await Promise.all(added)).flat();
        if (failed.length > 0) throw new Error(`search indexing failed: ${failed.join('; ')}`);
        const written = await track(pages.writeFiles({ outputPath: target }));
        if (written.errors.length > 0)
          throw new Error(`the search index could not be written: ${written.errors.join('; ')}`);
      } finally {
        await track(pages.deleteIndex());
      }
      for (const name of fs.readdirSync(target))
        if (UNUSED_FILES.test(name)) fs.rmSync(path.join(target, name));
      remember(target, cacheDir, cachedIndex, manifestFile, { settings, pages: hashes });
    },
  };
}

async function createIndex(): Promise<pagefind.PagefindIndex> {
  const { index, errors } = await pagefind.createIndex({ excludeSelectors: SEARCH_IGNORED });
  if (!index) throw new Error(`the search index could not be created: ${errors.join('; ')}`);
  return index;
}

function indexSettings(): string {
  let version = 'unknown';
  try {
    const manifest = dependencyManifest('pagefind');
    if (manifest)
      version = (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
  } catch {
    // An unreadable manifest: the skipped selectors still count.
  }
  return JSON.stringify({ version, ignored: SEARCH_IGNORED });
}

function readManifest(file: string, settings: string): Manifest | undefined {
  try {
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
    return manifest.settings === settings && Array.isArray(manifest.pages) ? manifest : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps a copy of the index just written (linked, not copied, where the file system allows). */
function remember(
  written: string,
  cacheDir: string,
  cachedIndex: string,
  manifestFile: string,
  manifest: Manifest,
): void {
  try {
    fs.rmSync(cachedIndex, { recursive: true, force: true });
    fs.rmSync(manifestFile, { force: true });
    linkTree(written, cachedIndex);
    fs.writeFileSync(manifestFile, JSON.stringify(manifest));
  } catch {
    // Only a cache: the next build indexes again.
    fs.rmSync(cacheDir, { recursive: true, force: true });
  }
}

/**
 * Recreates the folder `from` at `to` with hard links: the files are never changed after they are
 * written (a new index replaces them), so the output and the cache can share them.
 */
function linkTree(from: string, to: string): void {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, target);
    else {
      try {
        fs.linkSync(source, target);
      } catch {
        fs.copyFileSync(source, target); // another file system (a mounted output folder)
      }
    }
  }
}

/** Requests to Pagefind not answered yet. */
const inFlight = new Set<Promise<unknown>>();

function track<T>(request: Promise<T>): Promise<T> {
  inFlight.add(request);
  const done = () => inFlight.delete(request);
  request.then(done, done);
  return request;
}

/** How long a failed build waits for Pagefind to finish what it was asked before stopping it. */
const DRAIN_MS = 10_000;

/**
 * Stops Pagefind's background process, so the command can exit. A build that failed may still have
 * requests out (pages being read, an index being written into the staging folder): they are let
 * finish first, or Pagefind, cut off while it answers, panics with "broken pipe", and the index it
 * is writing keeps the staging folder from being removed.
 */
export async function stopSearchIndexer(): Promise<void> {
  const deadline = Date.now() + DRAIN_MS;
  while (inFlight.size > 0 && Date.now() < deadline) {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise((resolve) => (timer = setTimeout(resolve, deadline - Date.now())));
    await Promise.race([Promise.allSettled([...inFlight]), timeout]);
    clearTimeout(timer);
    // What a settled request led to (an index deleted once written) is asked for in the
    // callbacks that run next: let them run before looking again.
    await new Promise(setImmediate);
  }
  await pagefind.close();
}
