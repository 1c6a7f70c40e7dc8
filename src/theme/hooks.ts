/** Small React hooks the interactive parts of the shell share. */
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type MouseEvent,
  type RefObject,
} from 'react';
import { documentColorMode, onColorModeChange, type ColorMode } from './colorMode.js';
import { trapFocus } from './keyboard.js';
import {
  onPreferredVersionChange,
  readPreferredVersions,
  type PreferredVersions,
} from './docsVersions.js';
import type { VersionedDocs } from './types.js';

/**
 * False during the server render and the first (hydrating) render in the browser, true after:
 * what only the browser can know is rendered from the second render on, so hydration matches.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** Closes a popup on Escape (focus back to its toggle) and on a click outside it. */
export function useDismiss(
  ref: RefObject<HTMLElement | null>,
  open: boolean,
  close: (refocus: boolean) => void,
): void {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close(true);
      }
    };
    // On click, not pointerdown: closing moves what is below, which must not move under the pointer mid-click.
    const onClick = (event: Event) => {
      if (ref.current && !ref.current.contains(event.target as Node)) close(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [ref, open, close]);
}

/** The query string and hash of the current location, kept current across navigations. */
export function useLocationSuffix(path: string): string {
  const [suffix, setSuffix] = useState('');
  useEffect(() => {
    const update = () => setSuffix(window.location.search + window.location.hash);
    update();
    window.addEventListener('hashchange', update);
    return () => window.removeEventListener('hashchange', update);
  }, [path]);
  return suffix;
}

/**
 * A <details> popup driven by React once hydrated (before that, and without JavaScript, the
 * native element opens and closes it). Closes on Escape, outside clicks and navigation.
 */
export function useDisclosure(path: string) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDetailsElement>(null);
  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) ref.current?.querySelector('summary')?.focus();
  }, []);
  useDismiss(ref, open, close);
  useEffect(() => setOpen(false), [path]);
  const onSummaryClick = useCallback((event: MouseEvent) => {
    event.preventDefault();
    setOpen((value) => !value);
  }, []);
  return { open, ref, close, onSummaryClick };
}

/** True while the reader scrolls down past the navbar; false when scrolling up or disabled. */
export function useHideOnScroll(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (Math.abs(y - last) < 8) return;
      setHidden(y > last && y > 120);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);
  return hidden;
}

/** Keeps Tab and Shift+Tab inside `container` while `active`. */
export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      if (container.current) trapFocus(container.current, event);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [container, active]);
}

const NO_PREFERENCE: PreferredVersions = {};

/**
 * The preferred versions for rendering: none on the server and while hydrating (so the markup
 * matches), then what the browser keeps, updated when the reader chooses another.
 */
export function usePreferredVersions(sections: VersionedDocs[] | undefined): PreferredVersions {
  return useSyncExternalStore(
    onPreferredVersionChange,
    () => (sections ? readPreferredVersions(sections) : NO_PREFERENCE),
    () => NO_PREFERENCE,
  );
}

/**
 * The colour mode now, and again whenever it changes; `defaultMode` on the server and while the
 * page hydrates, so both render the same HTML.
 */
export function useDocumentColorMode(defaultMode: ColorMode): ColorMode {
  return useSyncExternalStore(onColorModeChange, documentColorMode, () => defaultMode);
}
