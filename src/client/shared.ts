/**
 * React for the page's islands, loaded the first time one needs it. The runtime itself is plain
 * DOM code (plainShell.ts); a React page, an MDX file with interactive components, the search
 * dialog, a site's theme replacement or browser module bring React with them, and this loads the
 * one copy they all share (reactModules.ts, a chunk of its own), and the theme's own components
 * only for a module that imports one (`@theme-original/<Name>`: themeOriginals.tsx), and puts them
 * on the global that their bundles read (bundle/sharedModules.ts).
 */
import { SHARED_MODULES_GLOBAL, SHARED_MODULES_LOADER } from '../theme/browser.js';

type SharedModules = Record<string, unknown>;

const global = globalThis as unknown as Record<string, SharedModules | undefined>;
let react: Promise<SharedModules> | undefined;
let originals: Promise<SharedModules> | undefined;

/** Adds modules to the shared global (made on first use). */
function share(modules: SharedModules): SharedModules {
  return Object.assign((global[SHARED_MODULES_GLOBAL] ??= {}), modules);
}

/** React's modules, loaded once. */
export function loadReact(): Promise<SharedModules> {
  react ??= import('./reactModules.js').then(({ reactModules }) => share(reactModules));
  return react;
}

/** React's modules and the theme's own components, loaded once. */
export function loadThemeOriginals(): Promise<SharedModules> {
  originals ??= loadReact().then(() =>
    import('./themeOriginals.js').then(({ themeOriginals }) => share(themeOriginals)),
  );
  return originals;
}

/** The shared module of that name, loaded with what it needs. */
function loadShared(name: string): Promise<unknown> {
  const loading = name.startsWith('@theme-original/') ? loadThemeOriginals() : loadReact();
  return loading.then((modules) => modules[name]);
}

/** Lets a site's bundles ask for a shared module (call before any of them runs). */
export function offerShared(): void {
  (globalThis as unknown as Record<string, unknown>)[SHARED_MODULES_LOADER] = loadShared;
}
