/**
 * React pages (and MDX files with interactive components) in the browser: each element the server
 * marked with a module is hydrated with that module's component, with the same props, `useId`
 * prefix and location the server rendered it with. Once it is hydrated `hydrated(element)` is
 * called (the runtime then adds what it adds to server HTML, such as copy buttons: before, React
 * would find nodes it did not render). Its roots are unmounted before another page replaces the
 * content region (their effects are cleaned up). A module that fails to load leaves its page as
 * the server rendered it, with the error in the console.
 */
import { createElement, useEffect, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import {
  format,
  PAGE_MODULE_ATTRIBUTE,
  PAGE_STRINGS_ATTRIBUTE,
  PAGE_URL_GLOBAL,
  pageIdPrefix,
  type ClientShell,
} from '../theme/index.js';

interface PageModule {
  default?: unknown;
}

let roots: Root[] = [];

/** Says when what it wraps is on the page (renders nothing of its own: the HTML stays the server's). */
function Hydrated({ children, done }: { children?: ReactNode; done: () => void }) {
  useEffect(done, []);
  return children;
}

/** Whether an element is inside a module region that React has not hydrated yet. */
export function awaitingHydration(element: Element): boolean {
  return element.closest(`[${PAGE_MODULE_ATTRIBUTE}]:not([data-hydrated])`) !== null;
}

export function hydratePages(
  shell: ClientShell,
  url: string,
  hydrated: (element: HTMLElement) => void,
): void {
  (globalThis as Record<string, unknown>)[PAGE_URL_GLOBAL] = url;
  for (const element of document.querySelectorAll<HTMLElement>(`[${PAGE_MODULE_ATTRIBUTE}]`)) {
    const src = element.getAttribute(PAGE_MODULE_ATTRIBUTE)!;
    const strings = {
      ...shell.strings,
      ...(JSON.parse(element.getAttribute(PAGE_STRINGS_ATTRIBUTE) ?? '{}') as Record<
        string,
        string
      >),
    };
    const props = {
      locale: shell.locale,
      localeBase: shell.localeBase,
      url,
      t: (key: string, vars?: Record<string, string | number>) => format(strings, key, vars),
    };
    const done = () => {
      element.setAttribute('data-hydrated', '');
      hydrated(element);
    };
    import(/* @vite-ignore */ src).then(
      (module: PageModule) => {
        // Another page may have been shown while the module loaded.
        if (!element.isConnected) return;
        if (typeof module.default !== 'function') return done();
        const component = module.default as (p: typeof props) => ReturnType<typeof createElement>;
        roots.push(
          hydrateRoot(element, createElement(Hydrated, { done }, createElement(component, props)), {
            identifierPrefix: pageIdPrefix(src),
          }),
        );
      },
      (error: unknown) => {
        console.error(`sitegen: could not load ${src}`, error);
        if (element.isConnected) done();
      },
    );
  }
}

/** Before the content region is replaced. */
export function unmountPages(): void {
  const leaving = roots;
  roots = [];
  for (const root of leaving) root.unmount();
}
