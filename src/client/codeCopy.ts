/**
 * A copy button on every code block of the content. Added in the browser (a page read without
 * JavaScript has no dead button), after the first load and after each in-place navigation; one
 * click listener on the document serves them all. What is copied is the code as a reader would
 * type it: no line numbers (drawn by CSS), and for shell sessions no prompts and no output.
 */
import { COPY_BUTTON_CLASS, COPY_HOLDER_CLASS } from '../theme/index.js';

export interface CopyStrings {
  /** The button's label ("Copy code"). */
  copy: string;
  /** Said and shown once the code is on the clipboard ("Copied"). */
  copied: string;
}

const BUTTON_CLASS = COPY_BUTTON_CLASS;
/** Two overlapping sheets: the usual picture of "copy". */
const COPY_ICON =
  '<svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><rect x="9" y="9" width="11" height="11" rx="2"/><path d="M5 15V5a2 2 0 0 1 2-2h10"/></svg>';
const SHOWN_MS = 2000;
const LIVE_REGION_ID = 'code-copy-announcer';

let strings: CopyStrings = { copy: 'Copy code', copied: 'Copied' };
let listening = false;

/** Adds a button to each code block of the page being shown that has none yet. */
export function addCopyButtons(labels: CopyStrings): void {
  strings = labels;
  if (!listening) {
    document.addEventListener('click', onClick);
    listening = true;
  }
  for (const block of document.querySelectorAll<HTMLElement>('.markdown pre')) {
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
  const pre = button.parentElement?.matches('pre')
    ? button.parentElement
    : button.parentElement?.querySelector('pre');
  const code = pre?.querySelector('code') ?? pre;
  if (!code) return;
  const language = /\blanguage-([\w-]+)/.exec(code.className)?.[1];
  void copyText(codeToCopy(codeText(code), language)).then((done) => {
    if (!done) return;
    const status = button.querySelector('.code-copy-status');
    if (status) status.textContent = strings.copied;
    announce(strings.copied);
    button.classList.add('copied');
    window.setTimeout(() => {
      button.classList.remove('copied');
      if (status) status.textContent = '';
    }, SHOWN_MS);
  });
}

/** Says `text` to screen readers through one polite live region, made when first needed. */
function announce(text: string): void {
  let region = document.getElementById(LIVE_REGION_ID);
  if (!region) {
    region = document.createElement('div');
    region.id = LIVE_REGION_ID;
    region.className = 'sr-only';
    region.setAttribute('aria-live', 'polite');
    document.body.append(region);
  }
  // Emptied first, so copying twice is said twice.
  region.textContent = '';
  const target = region;
  window.setTimeout(() => (target.textContent = text), 50);
}

/** The text of a code element without the copy button's own words. */
function codeText(code: Element): string {
  const clone = code.cloneNode(true) as Element;
  clone.querySelectorAll(`.${BUTTON_CLASS}`).forEach((el) => el.remove());
  return (clone.textContent ?? '').replace(/\n$/, '');
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard API (an insecure origin) or no permission: select the text for the reader.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.cssText = 'position:fixed;top:0;left:0;opacity:0';
    document.body.append(area);
    area.select();
    const done = document.execCommand('copy');
    area.remove();
    return done;
  }
}

const SESSIONS = new Set(['console', 'shell-session', 'sh-session', 'terminal']);
const SHELLS = new Set(['bash', 'sh', 'shell', 'zsh']);

/**
 * The code as it should be pasted: in a shell session only the commands (lines after a `$ ` or
 * `# ` prompt, and the lines a trailing backslash continues), without the prompt; in a shell
 * script a leading `$ ` is dropped; other code is copied as it is.
 */
export function codeToCopy(text: string, language: string | undefined): string {
  const lines = text.split('\n');
  if (language && SESSIONS.has(language)) {
    const commands: string[] = [];
    let continued = false;
    for (const line of lines) {
      const prompt = /^\s*[$#] /.exec(line);
      if (prompt) commands.push(line.slice(prompt[0].length));
      else if (continued) commands.push(line);
      else continue;
      continued = line.endsWith('\\');
    }
    return commands.length > 0 ? commands.join('\n') : text;
  }
  if (language && SHELLS.has(language))
    return lines.map((line) => line.replace(/^\s*\$ /, '')).join('\n');
  return text;
}
