/**
 * localStorage that never throws. Storage can be blocked (privacy settings, sandboxed frames): then
 * reads return null, writes are dropped, and one console warning says so.
 */
let warned = false;

function store(): Storage | undefined {
  try {
    return window.localStorage;
  } catch (error) {
    warnOnce(error);
    return undefined;
  }
}

function warnOnce(error: unknown): void {
  if (warned) return;
  warned = true;
  console.warn(
    `sitegen: localStorage is not available, so preferences will not be remembered (${error instanceof Error ? error.message : String(error)})`,
  );
}

export function readStorage(key: string): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch (error) {
    warnOnce(error);
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    store()?.setItem(key, value);
  } catch (error) {
    warnOnce(error);
  }
}

export function removeStorage(key: string): void {
  try {
    store()?.removeItem(key);
  } catch (error) {
    warnOnce(error);
  }
}

/** Keys shared with Docusaurus, so a reader's choices survive the move. */
export const STORAGE_KEYS = {
  theme: 'theme',
  announcementId: 'docusaurus.announcement.id',
  announcementDismiss: 'docusaurus.announcement.dismiss',
  /** The version of a docs section (by its id) the reader chose last. */
  preferredVersion: (section: string) => `docs-preferred-version-${section}`,
  /** The API reference's request sample language the reader chose last (its tab's label). */
  apiSample: 'sitegen.api.sample',
} as const;
