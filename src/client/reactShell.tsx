/**
 * The shell hydrated by React, for a site that replaces components of the shell (its
 * `src/theme/Navbar.tsx`, `Footer.tsx`…: `shell.themeModules`): their code is React, so the shell
 * around them is too. Every other site gets the plain view (plainShell.ts) and no React.
 * The content region is pre-rendered HTML that React leaves as it is while hydrating, so it is
 * neither sent twice nor read back: the first view carries no HTML of its own, and the region is
 * only replaced when another page is shown.
 */
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { BootData, PageView, ThemeOverrides } from '../theme/index.js';
import { ClientApp } from './ClientApp.js';
import { loadThemeOriginals } from './shared.js';

/** The site's replacements of shell components, loaded from their browser modules. */
async function loadOverrides(modules: Record<string, string>): Promise<ThemeOverrides> {
  const loaded = await Promise.all(
    Object.entries(modules).map(async ([name, src]) => {
      const module = (await import(/* @vite-ignore */ src)) as { default: unknown };
      return [name, module.default] as const;
    }),
  );
  return Object.fromEntries(loaded) as ThemeOverrides;
}

/** Stands for "the HTML the server rendered here": React does not compare it while hydrating. */
const KEEP_SERVER_HTML = ' ';

export async function startReactShell(
  boot: BootData,
  root: HTMLElement,
  modules: Record<string, string>,
): Promise<void> {
  // The replacements import React and the theme's own components from the shared global.
  await loadThemeOriginals();
  // The page's view as its boot data gives it (its shell is no part of it), the server's HTML kept.
  const initial: PageView = { ...boot, body: KEEP_SERVER_HTML };
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole shell: the page answers input (and paints) while it hydrates.
  const hydrate = (overrides: ThemeOverrides) =>
    startTransition(() => {
      hydrateRoot(root, <ClientApp boot={boot} initial={initial} overrides={overrides} />);
    });
  await loadOverrides(modules).then(hydrate, (error: unknown) => {
    // The theme's own components then render in their place.
    console.error('sitegen: could not load the theme replacements', error);
    hydrate({});
  });
}
