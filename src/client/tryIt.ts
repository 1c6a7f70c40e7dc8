/**
 * The API try-it panel, as every page loads it: only a check. On a page with a panel (an API
 * operation page, theme/components/api/TryIt.tsx) it loads the panel's module (tryItPanel.ts, a
 * chunk of its own that no other page fetches), and from then on hands it each page shown, so a
 * panel reached by in-place navigation is made live too.
 */
import { API_TRY_CLASS } from '../theme/browser.js';

type Panel = typeof import('./tryItPanel.js');

let panel: Promise<Panel> | undefined;

/** Makes the panels of the page being shown live, loading their module the first time. */
export function startTryIt(): void {
  if (!document.querySelector(`.${API_TRY_CLASS}`)) return;
  panel ??= import('./tryItPanel.js');
  panel.then(
    (module) => module.makeLive(),
    (error: unknown) => console.error('sitegen: could not load the try-it panel', error),
  );
}
