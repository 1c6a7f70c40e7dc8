/**
 * The search dialog, an island: the navbar's button (and Ctrl/⌘+K, "/") loads it on first use
 * (searchDialogIsland.tsx, with React and the index), so pages carry only the button.
 */
import type { ClientShell } from '../theme/browser.js';

let island: Promise<typeof import('./searchDialogIsland.js')> | undefined;

/** Opens the dialog searching from the page at `path`; `closed` runs when the reader closes it. */
export function openSearchDialog(shell: ClientShell, path: string, closed: () => void): void {
  island ??= import('./searchDialogIsland.js');
  island.then(
    (module) => module.showSearchDialog(shell, path, closed),
    (error: unknown) => {
      island = undefined;
      console.error('sitegen: could not load the search dialog', error);
    },
  );
}
