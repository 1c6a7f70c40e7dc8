/**
 * What the link check read in each page last time, by the page's content hash, so a warm build
 * reads again only the pages that changed. One file for the whole build, read when the check
 * starts and rewritten with the pages of this build when it finishes.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { scanPage, type PageLinks } from './pageLinks.js';

/** Bumped when what scanPage finds changes. */
const SCAN_VERSION = 1;

interface StoredScan {
  ids: string[];
  links: PageLinks['links'];
  base?: string;
}

interface StoredFile {
  version: number;
  pages: Record<string, StoredScan>;
}

export interface ScanCache {
  /** The page's links and ids, read from the cache when its content is unchanged. */
  scan(html: string): PageLinks;
  /** Keeps this build's pages (and only them) for the next build. */
  save(): void;
}

/** Without a file, every page is read (nothing is kept). */
export function openScanCache(file: string | undefined): ScanCache {
  const previous = file ? read(file) : {};
  const current: Record<string, StoredScan> = {};
  return {
    scan(html) {
      const key = crypto.createHash('sha1').update(html).digest('base64url');
      const known = current[key] ?? previous[key];
      if (known) {
        current[key] = known;
        return { ids: new Set(known.ids), links: known.links, base: known.base };
      }
      const scanned = scanPage(html);
      current[key] = { ids: [...scanned.ids], links: scanned.links, base: scanned.base };
      return scanned;
    },
    save() {
      if (!file) return;
      try {
        fs.mkdirSync(path.dirname(file), { recursive: true });
        const tmp = `${file}.${process.pid}.tmp`;
        fs.writeFileSync(tmp, JSON.stringify({ version: SCAN_VERSION, pages: current } satisfies StoredFile));
        fs.renameSync(tmp, file);
      } catch {
        // Only a cache: the next build reads every page.
      }
    },
  };
}

function read(file: string): Record<string, StoredScan> {
  try {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as StoredFile;
    return stored.version === SCAN_VERSION && stored.pages ? stored.pages : {};
  } catch {
    return {};
  }
}
