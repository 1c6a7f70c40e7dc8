/**
 * The plain view: the shell as the server rendered it, made to work without React. To show
 * another page it swaps in that page's navbar and content region, as the server rendered them
 * (payload.ts reads both from the page's HTML), and says the new title to screen readers. A slow
 * load shows the progress bar and the spinner (after 200 ms: router.ts), a failed one the error
 * with Retry, a page that cannot be put in place "This page crashed." with Try again; the markup
 * of each is what the theme's CSS styles (runtime.css). A site's replacements of shell
 * components are islands of their own in it (shellIslands.ts).
 */
import {
  CONTENT_ID,
  format,
  MAIN_ID,
  type BootData,
  type ClientShell,
  type PagePayload,
} from '../theme/browser.js';
import { enhanceNavbar, navbarOf, startAnnouncement, startNavbar } from './navbar.js';
import { startPageRuntime } from './pageRuntime.js';
import { hydrateShellIslands, unmountShellIslands, updateShellIslands } from './shellIslands.js';
import type { Router } from './router.js';

export function startPlainShell(boot: BootData): void {
  const shell = boot.shell;
  const t = (key: string, vars?: Record<string, string>) => format(shell.strings, key, vars);
  let router: Router | undefined;
  startNavbar(shell, boot.navPath);
  startAnnouncement();
  hydrateShellIslands(shell);
  ({ router } = startPageRuntime(boot, {
    show(payload) {
      swapNavbar(payload);
      const region = document.createElement(payload.ownMain ? 'div' : 'main');
      region.id = MAIN_ID;
      region.tabIndex = -1;
      region.className = 'main';
      try {
        const content = document.createElement('div');
        content.id = CONTENT_ID;
        content.innerHTML = payload.body;
        region.append(content);
      } catch (error) {
        console.error('sitegen: the page crashed while rendering', error);
        const message = error instanceof Error ? error.message : String(error);
        region.append(
          pageError(shell, t('crash.title'), message, t('crash.retry'), () => router?.refresh()),
        );
      }
      document.getElementById(MAIN_ID)?.replaceWith(region);
      updateShellIslands(payload.shellIslands);
      const live = document.querySelector('#root > [aria-live]');
      if (live) live.textContent = payload.title;
    },
    fail(message) {
      document
        .getElementById(MAIN_ID)
        ?.replaceChildren(
          pageError(shell, t('loading.failed', { message }), undefined, t('loading.retry'), () =>
            window.location.reload(),
          ),
        );
    },
    loading(slow) {
      for (const old of document.querySelectorAll('#root > .progress-bar, #root > .loader'))
        old.remove();
      if (slow) document.getElementById(MAIN_ID)?.before(...loadingState(shell));
    },
    plainNavbar: true,
  }));
}

/** The next page's navbar in place of this one's, with what the runtime adds to a navbar. */
function swapNavbar(payload: PagePayload): void {
  const template = document.createElement('template');
  template.innerHTML = payload.navbar ?? '';
  const next = template.content.firstElementChild;
  const navbar = navbarOf();
  if (next && navbar) {
    unmountShellIslands(navbar);
    navbar.replaceWith(next);
  }
  enhanceNavbar(payload.navPath);
}

/** The loading state of a slow navigation: a bar across the top and a spinner. */
function loadingState(shell: ClientShell): HTMLElement[] {
  const label = format(shell.strings, 'loading.label');
  const bar = element('div', 'progress-bar');
  bar.setAttribute('role', 'progressbar');
  bar.setAttribute('aria-label', label);
  const loader = element('div', 'loader');
  loader.setAttribute('role', 'status');
  const spinner = element('span', 'spinner');
  spinner.setAttribute('aria-hidden', 'true');
  loader.append(spinner, element('span', 'sr-only', label));
  return [bar, loader];
}

/** What the reader sees instead of a page that could not be shown: the page crashed, or its content could not be loaded. */
function pageError(
  shell: ClientShell,
  text: string,
  detail: string | undefined,
  action: string,
  onAction: () => void,
): HTMLElement {
  const box = element('div', 'page-layout page-error');
  box.setAttribute('role', 'alert');
  const article = element('article', 'page-article');
  article.append(element('h1', 'page-title', format(shell.strings, 'error.pageErrorTitle')));
  article.append(element('p', '', text));
  if (detail) {
    const p = element('p', '');
    p.append(element('code', '', detail));
    article.append(p);
  }
  const button = element('button', 'button button-primary', action);
  button.setAttribute('type', 'button');
  button.addEventListener('click', onAction);
  const p = element('p', '');
  p.append(button);
  article.append(p);
  box.append(article);
  return box;
}

function element(tag: string, className: string, text?: string): HTMLElement {
  const el = document.createElement(tag);
  if (className) el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
}
