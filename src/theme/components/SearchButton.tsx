/**
 * The navbar's search button. Opens the search dialog on click, Ctrl/⌘+K or "/". The dialog's
 * code and the index load on first open, so pages carry only this button on first load. Hidden
 * until hydrated: without JavaScript there is nothing it could do.
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useHydrated } from '../hooks.js';
import { isSearchShortcut } from '../keyboard.js';
import { useT } from '../i18n.js';
import { SearchIcon } from './Icons.js';
import { overridable } from '../overridable.js';
import type { VersionedDocs } from '../types.js';

const SearchDialog = lazy(() => import('./SearchDialog.js'));

export interface SearchButtonProps {
  localeBase: string;
  /** The docs sections with versions, when the site has any: the dialog searches one version. */
  docsVersions?: VersionedDocs[];
  /** The page's path: its docs version is the one searched first. */
  path?: string;
}

function SearchButtonOriginal({ localeBase, docsVersions, path }: SearchButtonProps) {
  const t = useT();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  const close = useCallback(() => {
    setOpen(false);
    // The button sits in the sticky navbar: focusing it must not scroll the page to it.
    button.current?.focus({ preventScroll: true });
  }, []);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="navbar-link search-button"
        hidden={!hydrated}
        aria-label={t('search.label')}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <SearchIcon />
        <span className="search-button-text" aria-hidden="true">
          {t('search.button')}
        </span>
        <kbd className="search-button-key" aria-hidden="true">
          /
        </kbd>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog
            localeBase={localeBase}
            onClose={close}
            docsVersions={docsVersions}
            path={path}
          />
        </Suspense>
      )}
    </>
  );
}

/** Replaceable by a site's `src/theme/SearchButton.tsx` (see overridable.tsx). */
export const SearchButton = /* @__PURE__ */ overridable('SearchButton', SearchButtonOriginal);
