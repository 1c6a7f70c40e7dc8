/**
 * The page's colour mode, one value for everything that shows or sets it: `data-theme` on <html>
 * (set by the head script before the first paint from the stored choice, the system preference or
 * the default). The switch in the navbar and a site's components (`useColorMode` of
 * `@docusaurus/theme-common`) read it here and follow each other's changes; a choice is stored
 * under the key Docusaurus uses.
 */
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from './storage.js';

export type ColorMode = 'light' | 'dark';

/** The colour mode shown now. */
export function documentColorMode(): ColorMode {
  return document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
}

/** Calls `onChange` whenever the colour mode shown changes; returns the unsubscribe. */
export function onColorModeChange(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

/** Shows `mode` without storing it (the system's preference followed). */
export function applyColorMode(mode: ColorMode): void {
  document.documentElement.setAttribute('data-theme', mode);
}

/**
 * The reader's choice: shown and stored. `null` forgets it: the system's preference when the site
 * respects it, else the default mode.
 */
export function chooseColorMode(
  mode: ColorMode | null,
  settings: { defaultMode: ColorMode; respectPrefersColorScheme: boolean },
): void {
  if (mode) {
    writeStorage(STORAGE_KEYS.theme, mode);
    applyColorMode(mode);
    return;
  }
  removeStorage(STORAGE_KEYS.theme);
  const dark =
    settings.respectPrefersColorScheme && window.matchMedia('(prefers-color-scheme: dark)').matches;
  applyColorMode(
    settings.respectPrefersColorScheme ? (dark ? 'dark' : 'light') : settings.defaultMode,
  );
}

/** The choice the reader stored, if any. */
export function storedColorMode(): ColorMode | null {
  const stored = readStorage(STORAGE_KEYS.theme);
  return stored === 'light' || stored === 'dark' ? stored : null;
}
