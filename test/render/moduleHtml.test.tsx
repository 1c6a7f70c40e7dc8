/**
 * A module rendered on the server says whether it read anything of its locale (the page's path,
 * its props, the locale's Docusaurus data): one that did not renders the same for every locale of
 * a build.
 */
import { createElement, type ComponentType } from 'react';
import { expect, test } from 'vitest';
import type { DocusaurusData, LoadedModule } from '../../src/bundle/index.js';
import { ErrorList } from '../../src/errors.js';
import { renderModule } from '../../src/render/moduleHtml.js';
import { currentLocation, useLocation } from '../../src/theme/docusaurus/location.js';
import { DOCUSAURUS_DATA_GLOBAL, PAGE_URL_GLOBAL } from '../../src/theme/dom.js';

const moduleOf = (component: ComponentType<Record<string, unknown>>): LoadedModule => ({
  component,
  exports: {},
  css: '',
  themeCss: [],
  assets: [],
  partials: [],
  hydrates: false,
});

const props = { locale: 'fr', localeBase: '/fr/', url: '/fr/docs/intro', t: (key: string) => key };
const data = { site: { localeBase: '/fr/' } } as unknown as DocusaurusData;
const globals = globalThis as Record<string, unknown>;

function render(component: ComponentType<Record<string, unknown>>) {
  const errors = new ErrorList();
  return { ...renderModule(moduleOf(component), 'page.mdx', props, errors, 'p-', data), errors };
}

test('a module that reads nothing of its locale is told so, with its HTML', () => {
  const plain = render(() => createElement('p', null, 'Hello'));
  expect(plain.html).toBe('<p>Hello</p>');
  expect(plain.localeFree).toBe(true);
  // Its query and hash are the same for every locale (none, on the server).
  const query = render(() => createElement('p', null, `query "${useLocation().search}"`));
  expect(query.html).toBe('<p>query &quot;&quot;</p>');
  expect(query.localeFree).toBe(true);
});

test('a module that reads the page path or the locale data is not', () => {
  const path = render(() => createElement('p', null, useLocation().pathname));
  expect(path.html).toBe('<p>/fr/docs/intro</p>');
  expect(path.localeFree).toBe(false);
  const now = render(() => createElement('p', null, currentLocation().pathname));
  expect(now.localeFree).toBe(false);
  const read = render(() => {
    const locale = (globals[DOCUSAURUS_DATA_GLOBAL] as { site: { localeBase: string } }).site;
    return createElement('p', null, locale.localeBase);
  });
  expect(read.html).toBe('<p>/fr/</p>');
  expect(read.localeFree).toBe(false);
});

test('a module that reads its props is not: an MDX file naming them, a layout handed them all', () => {
  const url = render((given) => createElement('p', null, String(given.url)));
  expect(url.html).toBe('<p>/fr/docs/intro</p>');
  expect(url.localeFree).toBe(false);
  const words = render((given) =>
    createElement('p', null, (given.t as (k: string) => string)('x')),
  );
  expect(words.localeFree).toBe(false);
  const spread = render((given) => createElement('div', { ...given, t: undefined }));
  expect(spread.localeFree).toBe(false);
  // MDX's own reading of `props.components` is no prop of the locale.
  const mdx = render((given) => createElement('p', null, given.components ? 'own' : 'none'));
  expect(mdx.html).toBe('<p>none</p>');
  expect(mdx.localeFree).toBe(true);
});

test('a module that fails to render is not, and the globals are plain values after a render', () => {
  const failed = render(() => {
    throw new Error('no window here');
  });
  expect(failed.localeFree).toBe(false);
  expect(failed.errors.errors).toHaveLength(1);
  // What runs after a render reads and sets the globals as before.
  expect(globals[PAGE_URL_GLOBAL]).toBe('/fr/docs/intro');
  expect(globals[DOCUSAURUS_DATA_GLOBAL]).toBe(data);
  globals[DOCUSAURUS_DATA_GLOBAL] = undefined;
  expect(Object.getOwnPropertyDescriptor(globals, DOCUSAURUS_DATA_GLOBAL)?.writable).toBe(true);
});
