/**
 * Which pages' untranslated notices the reader dismissed: a list of page paths (normalizePath)
 * in localStorage, the one the head script reads before first paint (render/inlineScripts.ts).
 */
import { normalizePath } from '../shared/index.js';
import { UNTRANSLATED_STORAGE_KEY } from './dom.js';
import { readStorage, writeStorage } from './storage.js';

/** The most pages remembered: the oldest are forgotten first. */
const KEPT = 200;

function dismissedPaths(): string[] {
  try {
    const list: unknown = JSON.parse(readStorage(UNTRANSLATED_STORAGE_KEY) ?? '[]');
    return Array.isArray(list)
      ? list.filter((item): item is string => typeof item === 'string')
      : [];
  } catch {
    return [];
  }
}

/** Whether the reader dismissed the notice of the page at `url`. */
export function noticeDismissed(url: string): boolean {
  return dismissedPaths().includes(normalizePath(url));
}

/** Remembers that the reader dismissed the notice of the page at `url`. */
export function dismissNotice(url: string): void {
  const path = normalizePath(url);
  const list = dismissedPaths().filter((item) => item !== path);
  list.push(path);
  writeStorage(UNTRANSLATED_STORAGE_KEY, JSON.stringify(list.slice(-KEPT)));
}
