/**
 * Browser code: the build-error overlay of `serve --watch`. Built with DOM calls and textContent
 * only, inside a shadow root so the page's styles neither leak in nor get disturbed.
 */

import type { OverlayError } from '../../shared/index.js';

export type { OverlayError };

export const OVERLAY_TAG = 'sitegen-error-overlay';

const STYLE = `
:host { position: fixed; inset: 0; z-index: 2147483647; display: block; }
.backdrop { position: absolute; inset: 0; background: rgba(8, 10, 16, 0.72); overflow: auto; padding: 5vh 16px; box-sizing: border-box; }
.panel { max-width: 960px; margin: 0 auto; background: #181b24; color: #e8e8ef; border-top: 4px solid #ff5c6c; border-radius: 6px; padding: 20px 24px; font: 14px/1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; box-shadow: 0 12px 40px rgba(0,0,0,.5); }
h2 { margin: 0 0 4px; font-size: 18px; color: #ff7b88; }
.note { margin: 0 0 16px; color: #a3a7b7; }
.error { margin: 16px 0 0; }
.where { color: #7cc4ff; font-weight: bold; }
.message { margin: 4px 0; white-space: pre-wrap; }
.hint { margin: 4px 0; color: #a3a7b7; }
pre { margin: 8px 0 0; padding: 12px; background: #0f1117; border-radius: 4px; overflow: auto; color: #d6d6e0; }
button { float: right; background: none; border: 1px solid #4a4f62; color: #e8e8ef; border-radius: 4px; padding: 2px 10px; font: inherit; cursor: pointer; }
`;

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

export function errorPlace(error: OverlayError): string {
  if (error.line === undefined) return error.file;
  return `${error.file}:${error.line}${error.column === undefined ? '' : `:${error.column}`}`;
}

export function hideOverlay(): void {
  document.querySelectorAll(OVERLAY_TAG).forEach((node) => node.remove());
}

export function showOverlay(errors: OverlayError[]): void {
  hideOverlay();
  const host = document.createElement(OVERLAY_TAG);
  const root = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = STYLE;
  const backdrop = element('div', 'backdrop');
  const panel = element('div', 'panel');
  panel.setAttribute('role', 'alertdialog');
  panel.setAttribute('aria-label', 'Build failed');
  const close = element('button', 'close', 'Close');
  close.type = 'button';
  close.addEventListener('click', hideOverlay);
  panel.append(
    close,
    element(
      'h2',
      'title',
      `Build failed with ${errors.length} error${errors.length === 1 ? '' : 's'}`,
    ),
  );
  panel.append(
    element(
      'p',
      'note',
      'The last good pages are still served. Fix the file and save: this goes away by itself.',
    ),
  );
  for (const error of errors) {
    const item = element('section', 'error');
    item.append(element('div', 'where', errorPlace(error)), element('p', 'message', error.message));
    if (error.hint) item.append(element('p', 'hint', `→ ${error.hint}`));
    if (error.frame) item.append(element('pre', 'frame', error.frame));
    panel.append(item);
  }
  backdrop.append(panel);
  root.append(style, backdrop);
  document.documentElement.append(host);
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    hideOverlay();
    window.removeEventListener('keydown', onKey);
  };
  window.addEventListener('keydown', onKey);
}
