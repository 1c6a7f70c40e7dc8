/**
 * The browser runtime's entry: hydrates the server-rendered shell from the page's boot data.
 * The content region is pre-rendered HTML that React leaves as it is while hydrating, so it is
 * neither sent twice nor read back: the first view carries no HTML of its own, and the region is
 * only replaced when another page is shown.
 */
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import {
  BOOT_DATA_ID,
  originalComponents,
  SHARED_MODULES_GLOBAL,
  type SHARED_REACT_MODULES,
  type BootData,
  type PageView,
  type ThemeOverrides,
} from '../theme/index.js';
import { ClientApp } from './ClientApp.js';

// The one React of the page, and the theme's own components: a site's React pages and theme
// replacements import them from here (see bundle/sharedModules.ts).
const react: Record<(typeof SHARED_REACT_MODULES)[number], unknown> = {
  react: React,
  'react/jsx-runtime': JsxRuntime,
  'react-dom': ReactDom,
  'react-dom/client': ReactDomClient,
};
const shared: Record<string, unknown> = { ...react };
for (const [name, component] of originalComponents())
  shared[`@theme-original/${name}`] = { default: component };
(globalThis as Record<string, unknown>)[SHARED_MODULES_GLOBAL] = shared;

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

const data = document.getElementById(BOOT_DATA_ID);
const root = document.getElementById('root');
if (data && root) {
  const boot = JSON.parse(data.textContent ?? '{}') as BootData;
  // The page's view as its boot data gives it (its shell is no part of it), the server's HTML kept.
  const initial: PageView = { ...boot, body: KEEP_SERVER_HTML };
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole shell: the page answers input (and paints) while it hydrates.
  const hydrate = (overrides: ThemeOverrides) =>
    React.startTransition(() => {
      ReactDomClient.hydrateRoot(
        root,
        <ClientApp boot={boot} initial={initial} overrides={overrides} />,
      );
    });
  const modules = boot.shell.themeModules;
  if (modules)
    loadOverrides(modules).then(hydrate, (error: unknown) => {
      // The theme's own components then render in their place.
      console.error('sitegen: could not load the theme replacements', error);
      hydrate({});
    });
  else hydrate({});
}
