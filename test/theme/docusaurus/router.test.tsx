/**
 * `@docusaurus/router` and `@docusaurus/useGlobalData` on the server: the location is the page's
 * URL the server renders (no query, no hash), `history.location` too, `<Redirect>` renders nothing
 * (the browser follows it); the global data is what the build wrote, `failfast` throws for a
 * plugin it does not have.
 */
import { renderToString } from 'react-dom/server';
import { afterEach, expect, test } from 'vitest';
import { PAGE_URL_GLOBAL } from '../../../src/theme/dom.js';
import { Redirect, useHistory, useLocation } from '../../../src/theme/docusaurus/router.js';
import useGlobalData, {
  useAllPluginInstancesData,
  usePluginData,
} from '../../../src/theme/docusaurus/useGlobalData.js';

const global = globalThis as Record<string, unknown>;
afterEach(() => delete global[PAGE_URL_GLOBAL]);

function Where() {
  const location = useLocation();
  const history = useHistory();
  return (
    <p>
      {location.pathname}|{location.search}|{location.hash}|{history.location.pathname}|
      {history.createHref({ pathname: '/x', search: 'a=1', hash: 'b' })}
    </p>
  );
}

test("the location is the page's URL, as the server renders it", () => {
  global[PAGE_URL_GLOBAL] = '/fr/docs/intro';
  expect(renderToString(<Where />)).toBe(
    '<p>/fr/docs/intro<!-- -->|<!-- -->|<!-- -->|<!-- -->/fr/docs/intro<!-- -->|<!-- -->/x?a=1#b</p>',
  );
  expect(renderToString(<Redirect to="/docs/next" />)).toBe('');
});

test('the global data is empty until a build writes it; failfast throws', () => {
  expect(useGlobalData()).toEqual({});
  expect(usePluginData('docusaurus-plugin-content-docs')).toBeUndefined();
  expect(useAllPluginInstancesData('docusaurus-plugin-content-docs')).toBeUndefined();
  expect(() => usePluginData('x', 'default', { failfast: true })).toThrow(
    'sitegen has no global data for the plugin "x" (id "default")',
  );
});
