/**
 * Draws the page's Mermaid diagrams, loaded by client/mermaid.ts on the first page that has one
 * (this module is one of mermaid's chunks, which a site without a diagram does not get). The
 * server wrote each diagram as its source in a <pre> (remarkMermaid.ts,
 * theme/docusaurus/Mermaid.tsx); here mermaid draws each in the reader's colour mode, again when
 * the mode changes, and after each in-place navigation. It draws with `securityLevel: 'strict'`
 * whatever the config's options say: a diagram is content, and content is untrusted. A diagram
 * mermaid cannot read keeps its source on show, with mermaid's message under it.
 */
import mermaid, { type MermaidConfig } from 'mermaid';
import {
  DEFAULT_MERMAID_SETTINGS,
  MERMAID_CLASS,
  MERMAID_SOURCE_CLASS,
  type DiagramOptions,
} from '../shared/index.js';

const DRAWING_CLASS = 'mermaid-drawing';
const ERROR_CLASS = 'mermaid-error';

let options: DiagramOptions = { failed: (message) => message, wait: '' };
let started = false;
let queue: Promise<void> = Promise.resolve();
let ids = 0;
/** What each container was last drawn from: the theme and the source. */
const drawn = new WeakMap<HTMLElement, string>();

/**
 * Draws the diagrams of the page being shown that are not drawn yet (or were drawn in the other
 * colour mode). The first call starts watching the colour mode.
 */
export function drawDiagrams(given: DiagramOptions): void {
  options = given;
  if (!started) {
    started = true;
    new MutationObserver(() => drawDiagrams(options)).observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['data-theme'],
    });
  }
  // One drawing at a time: mermaid keeps global state (its configuration, the ids it renders with).
  queue = queue.then(drawPending, drawPending);
}

function colourMode(): 'light' | 'dark' {
  return document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
}

interface Pending {
  container: HTMLElement;
  source: HTMLElement;
  key: string;
}

async function drawPending(): Promise<void> {
  const settings = options.settings ?? DEFAULT_MERMAID_SETTINGS;
  const theme = settings.theme[colourMode()];
  const pending: Pending[] = [];
  for (const container of document.querySelectorAll<HTMLElement>(`.${MERMAID_CLASS}`)) {
    // Inside a React page not hydrated yet: drawn once it is (React would undo it meanwhile).
    if (options.wait && container.closest(options.wait)) continue;
    const source = container.querySelector<HTMLElement>(`:scope > .${MERMAID_SOURCE_CLASS}`);
    if (!source) continue;
    const key = `${theme}\n${source.textContent ?? ''}`;
    if (drawn.get(container) !== key) pending.push({ container, source, key });
  }
  if (pending.length === 0) return;
  mermaid.initialize({
    ...settings.options,
    startOnLoad: false,
    theme: theme as MermaidConfig['theme'],
    securityLevel: 'strict',
  });
  for (const { container, source, key } of pending) {
    if (!container.isConnected) continue;
    drawn.set(container, key);
    const id = `sitegen-mermaid-${++ids}`;
    const drawing = childOf(container, DRAWING_CLASS);
    const error = childOf(container, ERROR_CLASS);
    try {
      const { svg, bindFunctions } = await mermaid.render(id, source.textContent ?? '');
      drawing.innerHTML = svg;
      bindFunctions?.(drawing);
      drawing.hidden = false;
      source.hidden = true;
      error.hidden = true;
    } catch (thrown) {
      // mermaid may leave its scratch element behind.
      document.getElementById(id)?.remove();
      document.getElementById(`d${id}`)?.remove();
      const message = thrown instanceof Error ? thrown.message : String(thrown);
      drawing.hidden = true;
      drawing.textContent = '';
      source.hidden = false;
      error.textContent = options.failed(summary(message));
      error.hidden = false;
    }
  }
}

/**
 * mermaid's message in a line: a parse error's first line and its last ("Parse error on line 2:
 * … Expecting 'NODE_STRING', got 'EOF'"), leaving out the excerpt between them.
 */
function summary(message: string): string {
  const lines = message.split('\n').filter((line) => line.trim() !== '');
  if (lines.length <= 1) return lines[0] ?? message;
  return `${lines[0]} ${lines[lines.length - 1]}`;
}

/** The container's child of this class, made (hidden) when it has none. */
function childOf(container: HTMLElement, className: string): HTMLElement {
  const found = container.querySelector<HTMLElement>(`:scope > .${className}`);
  if (found) return found;
  const element = document.createElement(className === ERROR_CLASS ? 'p' : 'div');
  element.className = className;
  element.hidden = true;
  if (className === ERROR_CLASS) element.setAttribute('role', 'note');
  container.append(element);
  return element;
}
