/**
 * What a click on a code block's copy button does (codeCopy.ts adds the buttons and loads this on
 * the first click): the code as a reader would type it goes to the clipboard, and the button and a
 * live region say so.
 */
import { REMOVED_LINE_CLASS } from '../shared/index.js';

export interface CopyStrings {
  /** The button's label ("Copy code"). */
  copy: string;
  /** Said and shown once the code is on the clipboard ("Copied"). */
  copied: string;
}

const SHOWN_MS = 2000;
const LIVE_REGION_ID = 'code-copy-announcer';

/** `buttonClass`: the copy buttons' class (a block's own button is not copied with its code). */
export function copyFrom(
  button: HTMLButtonElement,
  strings: CopyStrings,
  buttonClass: string,
): void {
  const pre = button.parentElement?.matches('pre')
    ? button.parentElement
    : button.parentElement?.querySelector('pre');
  const code = pre?.querySelector('code') ?? pre;
  if (!code) return;
  const language = /\blanguage-([\w-]+)/.exec(code.className)?.[1];
  void copyText(codeToCopy(codeText(code, buttonClass), language)).then((done) => {
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

/**
 * The text of a code element without the copy button's own words, and without the lines a
 * `[!code --]` marks removed (as VitePress copies them: the code to paste is the new code).
 */
function codeText(code: Element, buttonClass: string): string {
  const clone = code.cloneNode(true) as Element;
  clone.querySelectorAll(`.${buttonClass}, .${REMOVED_LINE_CLASS}`).forEach((el) => el.remove());
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
