/**
 * The browser runtime's entry, on every page. The page is the server's HTML; this makes it work:
 * the plain view (plainShell.ts: in-place navigation, the navbar's menus, prefetch, copy buttons…)
 * with no React, which comes only with an island that needs it (shared.ts): a React page, the
 * search dialog, a site's replacement of a shell component (shellIslands.ts).
 */
import { BOOT_DATA_ID, type BootData } from '../theme/browser.js';
import { startPlainShell } from './plainShell.js';
import { offerShared } from './shared.js';

offerShared();
const data = document.getElementById(BOOT_DATA_ID);
if (data && document.getElementById('root'))
  startPlainShell(JSON.parse(data.textContent ?? '{}') as BootData);
