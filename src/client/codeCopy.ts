/**
 * A copy button on every code block of the content. Added in the browser (a page read without
 * JavaScript has no dead button), after the first load and after each in-place navigation; one
 * click listener on the document serves them all. What is copied is the code as a reader would
 * type it: no line numbers (drawn by CSS), and for shell sessions no prompts and no output.
 */
import { MERMAID_SOURCE_CLASS } from '../shared/index.js';
import { COPY_BUTTON_CLASS, COPY_HOLDER_CLASS } from '../theme/browser.js';
import type { CopyStrings } from './copyCode.js';

export type { CopyStrings };

const BUTTON_CLASS = COPY_BUTTON_CLASS;
/** Two overlapping sheets: the usual picture of "copy". */
const COPY_ICON =
  '<svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><rect x="9" y="9" width="11" height="11" rx="2"/><path d="M5 15V5a2 2 0 0 1 2-2h10"/></svg>';

let strings: CopyStrings = { copy: 'Copy code', copied: 'Copied' };
let listening = false;

/** Adds a button to each code block of the page being shown that has none yet. */
export function addCopyButtons(labels: CopyStrings): void {
  strings = labels;
  if (!listening) {
    document.addEventListener('click', onClick);
    listening = true;
  }
  // A diagram's source (drawn in its place) is no code to copy.
  for (const block of document.querySelectorAll<HTMLElement>(
    `.markdown pre:not(.${MERMAID_SOURCE_CLASS})`,
  )) {
    const holder = block.parentElement?.classList.contains('code-block')
      ? block.parentElement
      : block;
    if (holder.querySelector(`:scope > .${BUTTON_CLASS}`)) continue;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = BUTTON_CLASS;
    button.setAttribute('aria-label', strings.copy);
    button.title = strings.copy;
    button.innerHTML = COPY_ICON;
    // Shown beside the icon once copied; said by the page's one live region for copies (`announce`).
    const status = document.createElement('span');
    status.className = 'code-copy-status';
    status.setAttribute('aria-hidden', 'true');
    button.append(status);
    holder.classList.add(COPY_HOLDER_CLASS);
    holder.append(button);
  }
}

function onClick(event: MouseEvent): void {
  const button = (event.target as Element | null)?.closest?.(`.${BUTTON_CLASS}`);
  if (!(button instanceof HTMLButtonElement)) return;
  // The copying itself is loaded on the first click: a page that is only read never loads it.
  void import('./copyCode.js').then(({ copyFrom }) => copyFrom(button, strings, BUTTON_CLASS));
}
