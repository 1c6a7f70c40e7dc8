/**
 * React pages (and MDX files with interactive components) in the browser: each element the server
 * marked with a module is hydrated by that module (theme/hydrateModule.tsx), with the same props
 * the server gave it. Once it is, `hydrated()` is called (the runtime then adds its copy buttons
 * again). Its roots are unmounted before another page replaces the content region (their effects
 * are cleaned up). A module that fails to load leaves its page as the server rendered it, with the
 * error in the console.
 */
import type { Root } from 'react-dom/client';
import {
  format,
  PAGE_MODULE_ATTRIBUTE,
  PAGE_STRINGS_ATTRIBUTE,
  type ClientShell,
} from '../theme/browser.js';
import { HYDRATED_ATTRIBUTE } from './mermaid.js';

interface PageModule {
  hydrate?: (element: HTMLElement, props: object, done: () => void) => Root;
}

let roots: Root[] = [];

export function hydratePages(shell: ClientShell, url: string, hydrated: () => void): void {
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
    import(/* @vite-ignore */ src).then(
      (module: PageModule) => {
        // Another page may have been shown while the module loaded.
        if (!element.isConnected) return;
        if (typeof module.hydrate === 'function')
          roots.push(
            module.hydrate(element, props, () => {
              element.setAttribute(HYDRATED_ATTRIBUTE, '');
              hydrated();
            }),
          );
      },
      (error: unknown) => console.error(`sitegen: could not load ${src}`, error),
    );
  }
}

/** Before the content region is replaced. */
export function unmountPages(): void {
  const leaving = roots;
  roots = [];
  for (const root of leaving) root.unmount();
}
