/**
 * The browser runtime's entry, on every page. The page is the server's HTML; this makes it work:
 * the plain view (plainShell.ts: in-place navigation, the navbar's menus, prefetch, copy buttons…)
 * with no React, which comes only with an island that needs it (shared.ts). A site that replaces
 * components of the shell gets the shell hydrated by React instead (reactShell.tsx).
 */
import { BOOT_DATA_ID, type BootData } from '../theme/browser.js';
import { startPlainShell } from './plainShell.js';
import { offerShared } from './shared.js';

offerShared();
const data = document.getElementById(BOOT_DATA_ID);
const root = document.getElementById('root');
if (data && root) {
  const boot = JSON.parse(data.textContent ?? '{}') as BootData;
  const modules = boot.shell.themeModules;
  if (modules)
    import('./reactShell.js')
      .then(({ startReactShell }) => startReactShell(boot, root, modules))
      .catch((error: unknown) => console.error('sitegen: could not start the page', error));
  else startPlainShell(boot);
}
