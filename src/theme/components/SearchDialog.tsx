/**
 * The search dialog: results as you type from the locale's Pagefind index, narrowed by page kind
 * and, on a site with docs versions, to one version of the docs (the page's, by default),
 * chosen with the arrow keys and Enter, each result linking to the page or straight to the
 * heading that matched. Loaded on first open, with the index.
 *
 * The same search is the search page's (`variant="page"`, theme/searchPage.tsx): there it is
 * no dialog, starts from the page's `?q=` and keeps it in the address as the reader types, so a
 * search can be linked to.
 */
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { followLink } from '../followLink.js';
import { useFocusTrap } from '../hooks.js';
import { useT } from '../i18n.js';
import { SEARCH_DIR } from '../../shared/index.js';
import { SEARCH_KINDS, type SearchKind } from '../search.js';
import { CloseIcon, SearchIcon } from './Icons.js';
import { excerptParts } from './searchExcerpt.js';
import { usePreferredVersions } from '../hooks.js';
import type { VersionedDocs } from '../types.js';
import { defaultSearchVersion, searchVersionOptions, versionFilter } from './searchVersions.js';

/** The parts of Pagefind's browser API used here. */
interface Pagefind {
  options(options: { baseUrl?: string; excerptLength?: number }): Promise<void>;
  init(): Promise<void>;
  filters(): Promise<Record<string, Record<string, number>>>;
  debouncedSearch(
    query: string,
    options: { filters?: Record<string, unknown> },
    wait: number,
  ): Promise<{ results: Array<{ data(): Promise<PagefindResult> }> } | null>;
}

interface PagefindResult {
  url: string;
  excerpt: string;
  meta: { title?: string };
  sub_results?: Array<{ title: string; url: string; excerpt: string }>;
}

/** One line of the results: a page, or a section of it. */
interface Hit {
  id: string;
  url: string;
  title: string;
  section?: string;
  excerpt: string;
}

const MAX_PAGES = 8;
const SECTIONS_PER_PAGE = 3;

let loaded: Promise<Pagefind> | undefined;

function loadPagefind(localeBase: string): Promise<Pagefind> {
  // Not bundled: the index and its loader are build output of each locale.
  const url = `${localeBase}${SEARCH_DIR}/pagefind.js`;
  loaded ??= (import(/* webpackIgnore: true */ url) as Promise<Pagefind>).then(async (pagefind) => {
    // Result URLs are site-absolute already ("/id/docs/intro"), not relative to the index's folder.
    await pagefind.options({ baseUrl: '/', excerptLength: 18 });
    await pagefind.init();
    return pagefind;
  });
  loaded.catch(() => (loaded = undefined));
  return loaded;
}

function hitsOf(results: PagefindResult[]): Hit[] {
  const hits: Hit[] = [];
  results.forEach((result, i) => {
    const title = result.meta.title ?? result.url;
    const sections = (result.sub_results ?? [])
      .filter((sub) => sub.url !== result.url && sub.title !== title)
      .slice(0, SECTIONS_PER_PAGE);
    hits.push({ id: `${i}`, url: result.url, title, excerpt: result.excerpt });
    sections.forEach((sub, j) =>
      hits.push({ id: `${i}-${j}`, url: sub.url, title, section: sub.title, excerpt: sub.excerpt }),
    );
  });
  return hits;
}

/** Pagefind's excerpt with its matches marked; shown as text, never as HTML. */
function Excerpt({ text }: { text: string }) {
  const parts = excerptParts(text);
  return (
    <>{parts.map((part, i) => (part.marked ? <mark key={i}>{part.text}</mark> : part.text))}</>
  );
}

/** The query a search page's address carries (`?q=`). */
export const SEARCH_QUERY_PARAM = 'q';

function queryOfLocation(): string {
  return new URLSearchParams(window.location.search).get(SEARCH_QUERY_PARAM) ?? '';
}

/** The page's address with the query as its `?q=` (none for an empty query), history unchanged. */
function keepQueryInLocation(query: string): void {
  const url = new URL(window.location.href);
  if (query.trim()) url.searchParams.set(SEARCH_QUERY_PARAM, query);
  else url.searchParams.delete(SEARCH_QUERY_PARAM);
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
}

/** A search page's: one function for every render, so the effects that depend on it run once. */
const noClose = () => {};

export default function SearchDialog({
  localeBase,
  onClose = noClose,
  docsVersions,
  path = localeBase,
  variant = 'dialog',
}: {
  localeBase: string;
  /** Closes the dialog (a search page has nothing to close). */
  onClose?: () => void;
  /** A dialog over the page, or the search page's own content. */
  variant?: 'dialog' | 'page';
  /** The docs sections with versions: results come from one version of each (see searchVersions.ts). */
  docsVersions?: VersionedDocs[];
  /** The page the dialog is opened on: its docs version is the one searched first. */
  path?: string;
}) {
  const t = useT();
  const preferred = usePreferredVersions(docsVersions);
  const [version, setVersion] = useState(() =>
    docsVersions ? defaultSearchVersion(docsVersions, path, preferred) : '',
  );
  const ids = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const onPage = variant === 'page';
  const [query, setQuery] = useState(() => (onPage ? queryOfLocation() : ''));
  const [kind, setKind] = useState<SearchKind | undefined>();
  const [hits, setHits] = useState<Hit[] | undefined>();
  const [active, setActive] = useState(0);
  const [status, setStatus] = useState<{ loading: boolean; error?: string }>({ loading: true });
  // The kinds this locale has pages of (a site without a blog shows no Blog filter).
  const [present, setPresent] = useState<SearchKind[]>([]);
  useFocusTrap(dialog, !onPage);

  useEffect(() => {
    input.current?.focus();
    loadPagefind(localeBase).then(
      async (pagefind) => {
        const counts = (await pagefind.filters()).kind ?? {};
        setPresent(SEARCH_KINDS.filter((k) => (counts[k] ?? 0) > 0));
        setStatus({ loading: false });
      },
      (error: unknown) =>
        setStatus({
          loading: false,
          error: error instanceof Error ? error.message : String(error),
        }),
    );
    if (onPage) return;
    const onClickAway = (event: MouseEvent) =>
      dialog.current && !dialog.current.contains(event.target as Node) && onClose();
    document.addEventListener('mousedown', onClickAway);
    document.documentElement.classList.add('search-open');
    return () => {
      document.removeEventListener('mousedown', onClickAway);
      document.documentElement.classList.remove('search-open');
    };
  }, [localeBase, onClose, onPage]);

  useEffect(() => {
    if (onPage) keepQueryInLocation(query);
  }, [onPage, query]);

  useEffect(() => {
    if (status.loading || status.error) return;
    const words = query.trim();
    if (!words) {
      setHits(undefined);
      return;
    }
    let current = true;
    void loadPagefind(localeBase).then(async (pagefind) => {
      const filters = {
        ...(kind && { kind }),
        ...(docsVersions && versionFilter(docsVersions, version)),
      };
      const search = await pagefind.debouncedSearch(words, { filters }, 120);
      if (!search || !current) return; // a newer query took over
      const results = await Promise.all(search.results.slice(0, MAX_PAGES).map((r) => r.data()));
      if (!current) return;
      setHits(hitsOf(results));
      setActive(0);
    });
    return () => {
      current = false;
    };
  }, [query, kind, version, docsVersions, status, localeBase]);

  const optionId = (hit: Hit) => `${ids}-option-${hit.id}`;
  const open = (hit: Hit | undefined, newTab = false) => {
    if (!hit) return;
    onClose();
    if (newTab) {
      window.open(hit.url, '_blank', 'noopener');
      return;
    }
    followLink(hit.url);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const count = hits?.length ?? 0;
    if (event.key === 'Escape' && !onPage) {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      setActive((i) => (i + 1) % count);
    } else if (event.key === 'ArrowUp' && count > 0) {
      event.preventDefault();
      setActive((i) => (i - 1 + count) % count);
    } else if (event.key === 'Enter' && event.target === input.current) {
      event.preventDefault();
      open(hits?.[active]);
    }
  };
  useEffect(() => {
    const hit = hits?.[active];
    if (hit) document.getElementById(optionId(hit))?.scrollIntoView({ block: 'nearest' });
  });

  const kinds = useMemo(() => (present.length > 1 ? [undefined, ...present] : []), [present]);
  const listId = `${ids}-results`;
  const activeHit = hits?.[active];
  const box = (
    <div
      className={onPage ? 'search-dialog search-page-box' : 'search-dialog'}
      {...(!onPage && { role: 'dialog', 'aria-modal': true })}
      aria-label={t('search.label')}
      ref={dialog}
      onKeyDown={onKeyDown}
    >
      <div className="search-field">
        <SearchIcon />
        <input
          ref={input}
          // Text, not "search": the native clear button would stand beside the close button.
          type="text"
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          className="search-input"
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          role="combobox"
          aria-expanded={!!hits && hits.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeHit ? optionId(activeHit) : undefined}
          aria-describedby={`${ids}-help`}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        {!onPage && (
          <button
            type="button"
            className="search-close"
            aria-label={t('search.close')}
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        )}
      </div>
      {(kinds.length > 0 || docsVersions) && (
        <div className="search-filters" role="group" aria-label={t('search.filters')}>
          {docsVersions && (
            <label className="search-version">
              <span>{t('versions.search')}</span>
              <select value={version} onChange={(event) => setVersion(event.target.value)}>
                {searchVersionOptions(docsVersions).map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </label>
          )}
          {kinds.map((k) => (
            <button
              key={k ?? 'all'}
              type="button"
              className="search-filter"
              aria-pressed={kind === k}
              onClick={() => setKind(k)}
            >
              {k ? t(`search.kind.${k}`) : t('search.all')}
            </button>
          ))}
        </div>
      )}
      <p className="sr-only" id={`${ids}-help`}>
        {t(onPage ? 'search.pageHelp' : 'search.help')}
      </p>
      <div className="search-status" role="status">
        {status.loading && t('search.loading')}
        {status.error && t('search.failed', { message: status.error })}
        {hits && hits.length === 0 && t('search.noResults', { query: query.trim() })}
        {hits && hits.length > 0 && (
          <span className="sr-only">
            {t('search.results', { count: hits.filter((h) => !h.section).length })}
          </span>
        )}
      </div>
      <ul className="search-results" id={listId} role="listbox" aria-label={t('search.label')}>
        {hits?.map((hit, i) => (
          <li
            key={hit.id}
            id={optionId(hit)}
            role="option"
            aria-selected={i === active}
            data-href={hit.url}
            className={hit.section ? 'search-hit search-hit-section' : 'search-hit'}
            onMouseEnter={() => setActive(i)}
            onClick={(event) => open(hit, event.ctrlKey || event.metaKey)}
          >
            <span className="search-hit-title">
              {hit.section ? `${hit.title} › ${hit.section}` : hit.title}
            </span>
            <span className="search-hit-excerpt">
              <Excerpt text={hit.excerpt} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
  return onPage ? box : <div className="search-backdrop">{box}</div>;
}
