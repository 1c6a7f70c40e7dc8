/**
 * A site's module (an MDX or React page, a plugin's page component) rendered to HTML on the server
 * with React, with the props it hydrates with in the browser, and what is wrong with that HTML
 * for hydration.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { DocusaurusData, LoadedModule } from '../bundle/index.js';
import type { ErrorList } from '../errors.js';
import {
  DOCUSAURUS_DATA_GLOBAL,
  PAGE_URL_GLOBAL,
  PAGE_HEAD_GLOBAL,
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
 * Layout or Head.
 */
export function renderModule(
  loaded: LoadedModule,
  file: string,
  props: PageComponentProps,
  errors: ErrorList,
  idPrefix?: string,
  docusaurus?: DocusaurusData,
): { html: string; head?: ModuleHead } {
  const globals = globalThis as Record<string, unknown>;
  const head: ModuleHead = {};
  globals[PAGE_URL_GLOBAL] = props.url;
  if (docusaurus) globals[DOCUSAURUS_DATA_GLOBAL] = docusaurus;
  globals[PAGE_HEAD_GLOBAL] = head;
  try {
    const html = renderToString(createElement(loaded.component, { ...props }), {
      identifierPrefix: idPrefix,
    });
    return { html, head: head.title || head.description ? head : undefined };
  } catch (thrown) {
    errors.add({
      file,
      message: `rendering failed: ${(thrown as Error).message}`,
      hint: 'fix the component so it renders on the server (no window/document at render time)',
    });
    return { html: '' };
  } finally {
    globals[PAGE_HEAD_GLOBAL] = undefined;
  }
}
