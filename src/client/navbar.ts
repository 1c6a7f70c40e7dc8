/**
 * The navbar without React: what Navbar.tsx and its menus do once hydrated, done on the server's
 * markup. Its menus are native <details> (they open without JavaScript); here a click on a
 * summary toggles its menu and says so with aria-expanded, Escape closes (focus back on the
 * toggle), a click outside closes. The mobile menu also traps focus, marks <html> `menu-open`,
 * closes at desktop width and on a link, and holds a copy of the page's docs sidebar while open.
 * The row collapses into the mobile menu when its items do not fit (the width they needed is
 * remembered), hides on scrolling down when the config says so; the colour switch, the search
 * button (its dialog is an island: searchDialog.ts) and locale links (the address's query and
 * hash) are kept current; docs links and version menus follow the reader's preferred version with
 * the page's other docs links (client/docsVersions.ts).
 *
 * Listeners are on the document, so they serve each navbar the view swaps in; `enhanceNavbar`
 * does what is per navbar.
 */
import { pathInLocale } from '../shared/index.js';
import {
  applyColorMode,
  chooseColorMode,
  DOC_SIDEBAR_CLASS,
  documentColorMode,
  format,
  isSearchShortcut,
  ISLAND_ATTRIBUTE,
  MAIN_ID,
  MENU_SIDEBAR_CLASS,
  NAVBAR_CLASS,
  onColorModeChange,
  readStorage,
  STORAGE_KEYS,
  trapFocus,
  writeStorage,
  type ClientShell,
} from '../theme/browser.js';
import { openSearchDialog } from './searchDialog.js';

const DESKTOP = '(min-width: 997px)';
const MOBILE_MENU = 'navbar-mobile';
/** The navbar's menus (not the sidebar's categories in the mobile menu, also <details>). */
const MENUS = `.${NAVBAR_CLASS} details:is(.${MOBILE_MENU}, .dropdown)`;

let shell: ClientShell;
let path = '';
/** Whether the row's items did not fit, and the width they needed (kept across navbars). */
let crowding = { crowded: false, needed: 0 };
let rowObserver: ResizeObserver | undefined;

/** The plain navbar (none when a site's replacement renders it: that one is an island). */
export function navbarOf(): HTMLElement | null {
  return document.querySelector<HTMLElement>(`#root > .${NAVBAR_CLASS}`);
}

/** Inside a shell island: React runs what is there (shellIslands.ts). */
function inIsland(element: Element): boolean {
  return element.closest(`[${ISLAND_ATTRIBUTE}]`) !== null;
}

/** Starts the document's listeners, then enhances the navbar on the page. */
export function startNavbar(given: ClientShell, at: string): void {
  shell = given;
  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKey);
  window.addEventListener('hashchange', keepLocaleLinks);
  window.matchMedia(DESKTOP).addEventListener('change', (event) => {
    if (event.matches) for (const menu of openMenus()) if (isMobile(menu)) close(menu, false);
  });
  startHideOnScroll();
  startColorMode();
  enhanceNavbar(at);
}

/** What each navbar needs once it is on the page (the first, and each the view swaps in). */
export function enhanceNavbar(at: string): void {
  path = at;
  document.documentElement.classList.remove('menu-open');
  const navbar = navbarOf();
  if (!navbar) return;
  for (const menu of navbar.querySelectorAll(MENUS))
    if (!inIsland(menu))
      menu.querySelector(':scope > summary')?.setAttribute('aria-expanded', 'false');
  const search = navbar.querySelector<HTMLElement>('.search-button');
  if (search && !inIsland(search)) search.removeAttribute('hidden');
  showColorMode();
  keepLocaleLinks();
  watchRow(navbar);
}

// --- menus ---------------------------------------------------------------------------------

function openMenus(): HTMLDetailsElement[] {
  return [...document.querySelectorAll<HTMLDetailsElement>(`${MENUS}[open]`)].filter(
    (menu) => !inIsland(menu),
  );
}

function isMobile(menu: HTMLDetailsElement): boolean {
  return menu.classList.contains(MOBILE_MENU);
}

function open(menu: HTMLDetailsElement): void {
  menu.open = true;
  menu.querySelector(':scope > summary')?.setAttribute('aria-expanded', 'true');
  if (!isMobile(menu)) return;
  document.documentElement.classList.add('menu-open');
  navbarOf()?.classList.remove('navbar-hidden');
  // A copy of the sidebar column (hidden at this width) in its current state.
  const sidebar = document.querySelector(`.${DOC_SIDEBAR_CLASS}`)?.innerHTML ?? '';
  if (sidebar) {
    const copy = document.createElement('div');
    copy.className = MENU_SIDEBAR_CLASS;
    copy.innerHTML = sidebar;
    menu.querySelector('.navbar-panel')?.append(copy);
  }
}

function close(menu: HTMLDetailsElement, refocus: boolean): void {
  menu.open = false;
  const summary = menu.querySelector<HTMLElement>(':scope > summary');
  summary?.setAttribute('aria-expanded', 'false');
  if (isMobile(menu)) {
    document.documentElement.classList.remove('menu-open');
    menu.querySelector(`.${MENU_SIDEBAR_CLASS}`)?.remove();
  }
  if (refocus) summary?.focus();
}

function onClick(event: MouseEvent): void {
  const target = event.target as Element | null;
  if (!target?.closest) return;
  // On click, not pointerdown: closing moves what is below, which must not move under the pointer.
  for (const menu of openMenus()) if (!menu.contains(target)) close(menu, false);
  if (inIsland(target)) return;
  const summary = target.closest('summary');
  const menu = summary?.parentElement;
  if (summary && menu instanceof HTMLDetailsElement && menu.matches(MENUS)) {
    event.preventDefault();
    if (menu.open) close(menu, false);
    else open(menu);
    return;
  }
  // A link in the mobile menu closes it, also one to a #section of this page.
  const panelLink = target.closest('.navbar-panel a');
  const mobile = panelLink?.closest<HTMLDetailsElement>(`details.${MOBILE_MENU}`);
  if (mobile?.open) close(mobile, false);
  if (target.closest('.search-button')) openSearch();
  if (target.closest('.color-mode-toggle'))
    chooseColorMode(documentColorMode() === 'dark' ? 'light' : 'dark', shell.colorMode);
}

function onKey(event: KeyboardEvent): void {
  const menus = openMenus();
  if (event.key === 'Escape' && menus.length > 0) {
    event.preventDefault();
    menus.forEach((menu, i) => close(menu, i === menus.length - 1));
    return;
  }
  const mobile = menus.find(isMobile);
  if (mobile) trapFocus(mobile, event);
  if (shell.search && isSearchShortcut(event)) {
    event.preventDefault();
    openSearch();
  }
}

function openSearch(): void {
  const button = navbarOf()?.querySelector<HTMLElement>('.search-button');
  if (!button) return;
  openSearchDialog(shell, path, () => {
    // The button sits in the sticky navbar: focusing it must not scroll the page to it.
    navbarOf()?.querySelector<HTMLElement>('.search-button')?.focus({ preventScroll: true });
  });
}

// --- the row ---------------------------------------------------------------------------------

/** Collapses the row into the mobile menu while its items overflow it (see theme/navbarFit.ts). */
function watchRow(navbar: HTMLElement): void {
  rowObserver?.disconnect();
  const row = navbar.querySelector<HTMLElement>('.navbar-inner');
  if (!row || typeof ResizeObserver === 'undefined') return;
  const show = () => navbar.toggleAttribute('data-crowded', crowding.crowded);
  const check = () => {
    if (!crowding.crowded && row.scrollWidth > row.clientWidth + 1)
      crowding = { crowded: true, needed: row.scrollWidth };
    else if (crowding.crowded && row.clientWidth >= crowding.needed)
      crowding = { crowded: false, needed: 0 };
    show();
  };
  show();
  // The row follows the window; its parts change width when their font arrives or, like the
  // search button, when they appear.
  // Its first call comes once the row is laid out, before it is painted: no layout is forced here,
  // on the way to showing a page.
  rowObserver = new ResizeObserver(check);
  rowObserver.observe(row);
  for (const part of row.children) rowObserver.observe(part);
}

function startHideOnScroll(): void {
  if (!shell.navbar.hideOnScroll) return;
  let last = window.scrollY;
  window.addEventListener(
    'scroll',
    () => {
      const y = window.scrollY;
      if (Math.abs(y - last) < 8) return;
      const navbar = navbarOf();
      const menuOpen = document.documentElement.classList.contains('menu-open');
      navbar?.classList.toggle('navbar-hidden', y > last && y > 120 && !menuOpen);
      last = y;
    },
    { passive: true },
  );
}

// --- colour mode, announcement ---------------------------------------------------------------

function startColorMode(): void {
  onColorModeChange(showColorMode);
  const settings = shell.colorMode;
  if (settings.disableSwitch || !settings.respectPrefersColorScheme) return;
  const query = window.matchMedia('(prefers-color-scheme: dark)');
  query.addEventListener('change', () => {
    if (!readStorage(STORAGE_KEYS.theme)) applyColorMode(query.matches ? 'dark' : 'light');
  });
}

/** The switch's label says the mode shown (its icon follows by CSS). */
function showColorMode(): void {
  const t = (key: string, vars?: Record<string, string>) => format(shell.strings, key, vars);
  const label = t('colorMode.toggle', { mode: t(`colorMode.${documentColorMode()}`) });
  for (const button of document.querySelectorAll('.color-mode-toggle'))
    if (!inIsland(button)) button.setAttribute('aria-label', label);
}

/** The announcement bar's close button: remembered with the bar's id (see AnnouncementBar.tsx). */
export function startAnnouncement(): void {
  const found = document.querySelector<HTMLElement>('.announcement');
  const bar = found && !inIsland(found) ? found : null;
  const id = bar?.dataset.announcementId;
  bar?.querySelector('.announcement-close')?.addEventListener('click', () => {
    if (id !== undefined) writeStorage(STORAGE_KEYS.announcementId, id);
    writeStorage(STORAGE_KEYS.announcementDismiss, 'true');
    bar.remove();
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  });
}

// --- locale links -----------------------------------------------------------------------------------

/** Locale links lead to this page in each locale with the address's query string and hash. */
function keepLocaleLinks(): void {
  const suffix = window.location.search + window.location.hash;
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-locale-base]')) {
    const base = link.dataset.localeBase!;
    link.setAttribute('href', pathInLocale(path, shell.localeBase, base) + suffix);
  }
}
