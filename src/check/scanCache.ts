/**
 * What the link check read in each page last time, by the page's content hash, so a warm build
 * reads again only the pages that changed. One file for the whole build, read when the check
 * starts and rewritten with the pages of this build when it finishes. Most links are on many
 * pages (navbar, sidebar, footer), so the file lists each distinct link once and pages name them
 * by number.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { codeVersion } from '../cache/index.js';
import { replaceFile } from '../replaceFile.js';
import { scanPage, type PageLinks } from './pageLinks.js';

/** The file is read only by the same code that wrote it (see cache/codeVersion.ts). */
const SCAN_VERSION = codeVersion();

type PageLink = PageLinks['links'][number];

interface StoredScan {
  ids: string[];
  /** Positions in StoredFile.links. */
  links: number[];
  base?: string;
}

interface StoredFile {
  version: string;
  /** Each distinct link: [tag, attribute, value]. */
  links: Array<[string, string, string]>;
  pages: Record<string, StoredScan>;
}

/** A page's scan as kept in memory: its links are shared objects. */
interface Scan {
  ids: string[];
  links: PageLink[];
  base?: string;
}

export interface ScanCache {
  /** The page's links and ids, read from the cache when its content is unchanged. */
  scan(html: string): PageLinks;
  /** Keeps this build's pages (and only them) for the next build. */
  save(): void;
}

/** Without a file, every page is read (nothing is kept). */
export function openScanCache(file: string | undefined): ScanCache {
  const previous = file ? read(file) : undefined;
  const current = new Map<string, Scan>();
  /** Whether any page was read afresh (otherwise the file already says what saving would write). */
  let readAfresh = false;
  return {
    scan(html) {
      const key = crypto.createHash('sha1').update(html).digest('base64url');
      let known = current.get(key);
      const stored = known ? undefined : previous?.pages[key];
      if (stored && previous)
        known = {
          ids: stored.ids,
          links: stored.links.map((i) => previous.links[i]),
          base: stored.base,
        };
      if (known) {
        current.set(key, known);
        return { ids: new Set(known.ids), links: known.links, base: known.base };
      }
      const scanned = scanPage(html);
      readAfresh = true;
      current.set(key, { ids: [...scanned.ids], links: scanned.links, base: scanned.base });
      return scanned;
    },
    save() {
      if (!file || (!readAfresh && current.size === Object.keys(previous?.pages ?? {}).length))
        return;
      try {
        replaceFile(file, JSON.stringify(pack(current)));
      } catch {
        // Only a cache: the next build reads every page.
      }
    },
  };
}

function pack(scans: Map<string, Scan>): StoredFile {
  const links: StoredFile['links'] = [];
  const numbers = new Map<string, number>();
  const pages: StoredFile['pages'] = {};
  for (const [key, scan] of scans) {
    const numbered = scan.links.map((link) => {
      const id = `${link.tag}\u0000${link.attribute}\u0000${link.value}`;
      let n = numbers.get(id);
      if (n === undefined) {
        n = links.push([link.tag, link.attribute, link.value]) - 1;
        numbers.set(id, n);
      }
      return n;
    });
    pages[key] = { ids: scan.ids, links: numbered, base: scan.base };
  }
  return { version: SCAN_VERSION, links, pages };
}

/** The stored file with its links as shared objects. */
function read(file: string): { links: PageLink[]; pages: StoredFile['pages'] } | undefined {
  try {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as StoredFile;
    if (stored.version !== SCAN_VERSION || !stored.pages || !Array.isArray(stored.links))
      return undefined;
    return {
      links: stored.links.map(([tag, attribute, value]) => ({ tag, attribute, value })),
      pages: stored.pages,
    };
  } catch {
    return undefined;
  }
}
