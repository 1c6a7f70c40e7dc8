/**
 * React for the page's islands, loaded the first time one needs it. The runtime itself is plain
 * DOM code (plainShell.ts); a React page, an MDX file with interactive components, the search
 * dialog, a site's theme replacement or browser module bring React with them, and this loads the
 * one copy they all share (reactModules.tsx, a chunk of its own) and puts it on the global that
 * their bundles read (bundle/sharedModules.ts).
 */
import { SHARED_MODULES_GLOBAL, SHARED_MODULES_LOADER } from '../theme/browser.js';

type SharedModules = Record<string, unknown>;

const global = globalThis as unknown as Record<string, unknown>;
let loading: Promise<SharedModules> | undefined;

/** The shared modules, loaded once. */
export function loadShared(): Promise<SharedModules> {
  loading ??= import('./reactModules.js').then(({ sharedModules }) => {
    global[SHARED_MODULES_GLOBAL] = sharedModules;
    return sharedModules;
  });
  return loading;
}

/** Lets a site's bundles ask for the shared modules (call before any of them runs). */
export function offerShared(): void {
  global[SHARED_MODULES_LOADER] = loadShared;
}
