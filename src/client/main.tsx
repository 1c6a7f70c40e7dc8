/**
 * The browser runtime's entry: hydrates the server-rendered shell from the page's boot data.
 * The content region is pre-rendered HTML that React leaves as it is while hydrating, so it is
 * neither sent twice nor read back: the first view carries no HTML of its own, and the region is
 * only replaced when another page is shown.
 */
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BOOT_DATA_ID, type BootData, type PageView } from '../theme/index.js';
import { ClientApp } from './ClientApp.js';

/** Stands for "the HTML the server rendered here": React does not compare it while hydrating. */
const KEEP_SERVER_HTML = ' ';

const data = document.getElementById(BOOT_DATA_ID);
const root = document.getElementById('root');
if (data && root) {
  const boot = JSON.parse(data.textContent ?? '{}') as BootData;
  const initial: PageView = {
    url: boot.url,
    navPath: boot.navPath,
    body: KEEP_SERVER_HTML,
  };
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole shell: the page answers input (and paints) while it hydrates.
  startTransition(() => {
    hydrateRoot(root, <ClientApp boot={boot} initial={initial} />);
  });
}
