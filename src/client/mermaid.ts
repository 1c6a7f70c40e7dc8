/**
 * Mermaid diagrams in the browser, as every page loads it: only a check. On a page with a
 * diagram (the container remarkMermaid.ts and `@theme/Mermaid` write), it loads the drawer
 * (mermaidDraw.ts, with mermaid: chunks of their own, which a site without a diagram does not get
 * and a page without one never fetches), and from then on hands it each page shown.
 */
import { MERMAID_CLASS, MERMAID_DRAW_EVENT, type DiagramOptions } from '../shared/index.js';
import { PAGE_MODULE_ATTRIBUTE } from '../theme/browser.js';

/** Set on a hydrated page module's element (hydratePages.ts): React owns what is inside it. */
export const HYDRATED_ATTRIBUTE = 'data-sitegen-hydrated';

const WAIT = `[${PAGE_MODULE_ATTRIBUTE}]:not([${HYDRATED_ATTRIBUTE}])`;
/**
 * The drawer's file, beside the runtime's (scripts/clientBundle.mjs bundles it apart and names
 * it here); its module, for types.
 */
declare const MERMAID_DRAWER: string;
type Drawer = typeof import('./mermaidDraw.js');

let options: DiagramOptions = { failed: (message) => message, wait: WAIT };
let listening = false;
let drawer: Promise<Drawer> | undefined;

/**
 * Draws the diagrams of the page being shown, loading the drawer the first time a page has one.
 * The first call sets the options.
 */
export function drawDiagrams(given?: Omit<DiagramOptions, 'wait'>): void {
  if (given) options = { ...given, wait: WAIT };
  if (!listening) {
    listening = true;
    // A diagram React rendered after the page was shown (`@theme/Mermaid` in a tab) asks here.
    document.addEventListener(MERMAID_DRAW_EVENT, () => drawDiagrams());
  }
  if (!drawer && !document.querySelector(`.${MERMAID_CLASS}`)) return;
  drawer ??= import(/* @vite-ignore */ MERMAID_DRAWER) as Promise<Drawer>;
  drawer.then(
    (module) => module.drawDiagrams(options),
    (error: unknown) => console.error('sitegen: could not load the diagram drawer', error),
  );
}
