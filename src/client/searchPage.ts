/**
 * The search page in the browser: where the server marked it (theme/pages/SearchPage.tsx), its
 * island (searchPageIsland.tsx, with React) is loaded and mounted; other pages load nothing.
 */
import { SEARCH_PAGE_ATTRIBUTE, type ClientShell } from '../theme/browser.js';

type Island = typeof import('./searchPageIsland.js');

let island: Promise<Island> | undefined;
let loaded: Island | undefined;
/** Counts pages shown: a page left before its island loaded gets none. */
let shown = 0;

export function mountSearchPage(shell: ClientShell, path: string): void {
  const mine = ++shown;
  const element = document.querySelector<HTMLElement>(`[${SEARCH_PAGE_ATTRIBUTE}]`);
  if (!element) return;
  island ??= import('./searchPageIsland.js');
  island.then(
    (module) => {
      loaded = module;
      if (mine === shown && element.isConnected) module.mountSearchPage(element, shell, path);
    },
    (error: unknown) => console.error('sitegen: could not load the search page', error),
  );
}

/** Before the content region is replaced. */
export function unmountSearchPage(): void {
  shown++;
  loaded?.unmountSearchPage();
}
