/**
 * A site's module (an MDX or React page, a plugin's page component) rendered to HTML on the server
 * with React, with the props it hydrates with in the browser, and what is wrong with that HTML
 * for hydration.
 */
import { jsx } from 'react/jsx-runtime';
import { renderToString } from 'react-dom/server';
import type { DocusaurusData, LoadedModule } from '../bundle/index.js';
import type { ErrorList } from '../errors.js';
import {
  DOCUSAURUS_DATA_GLOBAL,
  PAGE_URL_GLOBAL,
  PAGE_HEAD_GLOBAL,
  PATH_READ_GLOBAL,
  type ModuleHead,
  type SiteData,
} from '../theme/index.js';

/** Props every `.tsx` page component receives. */
export interface PageComponentProps {
  locale: string;
  localeBase: string;
  url: string;
  t: (key: string, vars?: Record<string, string | number>) => string;
  /** The site config, as Docusaurus gives its pages (`useDocusaurusContext().siteConfig`). */
  config?: SiteData['siteConfig'];
}

/**
 * A module's HTML: rendered with the props its browser module hydrates with (an MDX file ignores
 * them), its `useId` ids under `idPrefix` when it hydrates, and `@docusaurus/router` reporting
 * the page's URL, and (`docusaurus`) the locale's data to a module that reads it as it renders
 * (one bundled for every locale); with the title and description it gave through Docusaurus's
 * Layout or Head. `localeFree`: the render succeeded without reading the page's path, its props
 * or the locale's data, so a module bundled for every locale renders the same for another locale.
 */
export function renderModule(
  loaded: LoadedModule,
  file: string,
  props: PageComponentProps,
  errors: ErrorList,
  idPrefix?: string,
  docusaurus?: DocusaurusData,
): { html: string; head?: ModuleHead; localeFree: boolean } {
  const globals = globalThis as Record<string, unknown>;
  const head: ModuleHead = {};
  let read = false;
  const reading = () => {
    read = true;
  };
  globals[PAGE_URL_GLOBAL] = props.url;
  globals[PATH_READ_GLOBAL] = reading;
  // The locale's data, watched while the module renders.
  if (docusaurus)
    Object.defineProperty(globals, DOCUSAURUS_DATA_GLOBAL, {
      configurable: true,
      enumerable: true,
      get: () => {
        read = true;
        return docusaurus;
      },
      set: (value: unknown) => plainGlobal(DOCUSAURUS_DATA_GLOBAL, value),
    });
  globals[PAGE_HEAD_GLOBAL] = head;
  try {
    const html = renderToString(jsx(loaded.component, watchedProps(props, reading)), {
      identifierPrefix: idPrefix,
    });
    return { html, head: head.title || head.description ? head : undefined, localeFree: !read };
  } catch (thrown) {
    errors.add({
      file,
      message: `rendering failed: ${(thrown as Error).message}`,
      hint: 'fix the component so it renders on the server (no window/document at render time)',
    });
    return { html: '', localeFree: false };
  } finally {
    globals[PAGE_HEAD_GLOBAL] = undefined;
    globals[PATH_READ_GLOBAL] = undefined;
    // Left set, as a plain value, for what runs after the render.
    if (docusaurus && Object.getOwnPropertyDescriptor(globals, DOCUSAURUS_DATA_GLOBAL)?.get)
      plainGlobal(DOCUSAURUS_DATA_GLOBAL, docusaurus);
  }
}

/**
 * `props`, each read of which calls `reading`. The element is made with them after `reading` is
 * armed: React hands a keyless element's props object to the component as it is, so only what the
 * component reads is told; a React that copied them would tell every prop (and the module is
 * rendered for each locale, as before).
 */
function watchedProps(props: PageComponentProps, reading: () => void): Record<string, unknown> {
  const watched: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(props))
    Object.defineProperty(watched, name, {
      enumerable: true,
      get: () => {
        reading();
        return value;
      },
    });
  return watched;
}

function plainGlobal(name: string, value: unknown): void {
  Object.defineProperty(globalThis, name, {
    configurable: true,
    enumerable: true,
    writable: true,
    value,
  });
}
