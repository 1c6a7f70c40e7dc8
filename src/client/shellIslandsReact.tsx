/**
 * The React side of the shell's islands (shellIslands.ts): loads the site's replacements and
 * hydrates each island with its replacement, inside the locale's strings and every replacement
 * (a replaced Navbar renders the theme's LocaleDropdown, which may be replaced too).
 */
import { hydrateRoot } from 'react-dom/client';
import { ThemeScope, type ClientShell, type ThemeOverrides } from '../theme/index.js';
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

/** What hydrates an island, once React, the theme's components and the replacements are loaded. */
export async function islandHydrator(shell: ClientShell, modules: Record<string, string>) {
  // The replacements import React and the theme's own components from the shared global.
  await loadThemeOriginals();
  const overrides = await loadOverrides(modules);
  return (element: HTMLElement, name: string, props: Record<string, unknown>) => {
    const Replacement = overrides[name as keyof ThemeOverrides];
    const view = (given: Record<string, unknown>) => (
      <ThemeScope strings={shell.strings} overrides={overrides}>
        {Replacement ? <Replacement {...given} /> : null}
      </ThemeScope>
    );
    const root = hydrateRoot(element, view(props));
    return {
      render: (next: Record<string, unknown>) => root.render(view(next)),
      unmount: () => root.unmount(),
    };
  };
}
