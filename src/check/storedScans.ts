/**
 * What the link check read of each page and shared part, kept between builds into the same output
 * folder (`LinkCheckOptions.scans`). A build that takes most pages from the last one (one doc
 * edited) would otherwise read every page back from the disk and scan it again on the check's
 * thread: on the 5,000-doc benchmark site the thread was busy 1.6 s rather than 0.9 s, and the
 * build waited for it at the end. A page is known by its key (everything it is made from, hashed),
 * a shared part by the hash of its markup; the file holds what the last check read, nothing older.
 * What is kept is only what was read: each link is judged anew by every check.
 */
import fs from 'node:fs';
import { replaceFile } from '../replaceFile.js';
import type { PageLinks } from './pageLinks.js';

/** A page's or a part's ids and links as stored: each link as its tag, then its value. */
type Stored = { ids: string[]; links: string[]; base?: string };

interface ScansFile {
  version: string;
  pages: Record<string, Stored>;
  parts: Record<string, Stored>;
}

export interface StoredScans {
  /** The ids and links of the page of this key as the last check read them. */
  page(key: string): PageLinks | undefined;
  /** The same of the shared part of this key. */
  part(key: string): PageLinks | undefined;
  /** Keeps what this check read of a page, or of a part, for the next check. */
  keep(kind: 'pages' | 'parts', key: string, scan: PageLinks): void;
  /** Writes what this check kept, in place of what the last one did. */
  save(): void;
}

/** The scans kept in `where.file` by the same version of sitegen; none without `where`. */
export function storedScans(where: { file: string; version: string } | undefined): StoredScans {
  const last = where && read(where.file, where.version);
  // Each entry kept is written out as JSON when it comes, while the check waits for pages, so
  // that saving at the end (which the build waits for) only joins them.
  const now = { pages: [] as string[], parts: [] as string[] };
  const found = (record: Record<string, Stored> | undefined, key: string) =>
    record && Object.hasOwn(record, key) ? fromStored(record[key]) : undefined;
  return {
    page: (key) => found(last?.pages, key),
    part: (key) => found(last?.parts, key),
    keep(kind, key, scan) {
      if (where) now[kind].push(`${JSON.stringify(key)}:${JSON.stringify(toStored(scan))}`);
    },
    save() {
      // A check that kept no page (a build that keys none, as one drawing social cards) leaves the
      // last file.
      if (!where || now.pages.length === 0) return;
      const version = JSON.stringify(where.version);
      const json = `{"version":${version},"pages":{${now.pages.join(',')}},"parts":{${now.parts.join(',')}}}`;
      try {
        replaceFile(where.file, json);
      } catch {
        // Only a shortcut: the next check reads every page.
      }
    },
  };
}

function read(file: string, version: string): ScansFile | undefined {
  try {
    const scans = JSON.parse(fs.readFileSync(file, 'utf8')) as ScansFile;
    const usable = scans.version === version && isRecord(scans.pages) && isRecord(scans.parts);
    return usable ? scans : undefined;
  } catch {
    return undefined; // none yet, or unreadable: pages are read
  }
}

const isRecord = (value: unknown): value is Record<string, Stored> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function toStored({ ids, links, base }: PageLinks): Stored {
  const flat: string[] = [];
  for (const { tag, value } of links) flat.push(tag, value);
  return { ids: [...ids], links: flat, ...(base !== undefined && { base }) };
}

function fromStored({ ids, links, base }: Stored): PageLinks | undefined {
  if (!Array.isArray(ids) || !Array.isArray(links) || links.length % 2 !== 0) return undefined;
  const found: PageLinks = { ids: new Set(ids), links: [] };
  for (let i = 0; i < links.length; i += 2)
    found.links.push({ tag: links[i], value: links[i + 1] });
  if (typeof base === 'string') found.base = base;
  return found;
}
