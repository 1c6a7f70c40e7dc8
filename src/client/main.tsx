/**
 * The browser runtime's entry: hydrates the server-rendered shell from the page's boot data.
 * The content region is read back from the DOM, so it is never sent twice.
 */
import { hydrateRoot } from 'react-dom/client';
import { BOOT_DATA_ID, CONTENT_ID, MENU_SIDEBAR_CLASS } from '../theme/dom.js';
import type { BootData, PageView } from '../theme/types.js';
import { ClientApp } from './ClientApp.js';

const data = document.getElementById(BOOT_DATA_ID);
const root = document.getElementById('root');
if (data && root) {
  const boot = JSON.parse(data.textContent ?? '{}') as BootData;
  const initial: PageView = {
    url: boot.url,
    navPath: boot.navPath,
    body: document.getElementById(CONTENT_ID)?.innerHTML ?? '',
    menu: document.querySelector(`.${MENU_SIDEBAR_CLASS}`)?.innerHTML ?? '',
  };
  hydrateRoot(root, <ClientApp boot={boot} initial={initial} />);
}
