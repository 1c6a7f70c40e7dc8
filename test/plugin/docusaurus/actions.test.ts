/** A Docusaurus plugin's addRoute and createData on sitegen's actions: paths, components and modules. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { docusaurusActions, pathInLocale } from '../../../src/plugin/docusaurus/actions.js';
import type { PluginRoute } from '../../../src/plugin/index.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-actions-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
fs.mkdirSync(path.join(root, 'src/components/Card'), { recursive: true });
fs.writeFileSync(path.join(root, 'src/components/Card/index.jsx'), 'export default () => null;');
fs.mkdirSync(path.join(root, 'data'));
fs.writeFileSync(path.join(root, 'data/crew.json'), '["Ada", "Grace"]');
fs.writeFileSync(path.join(root, 'data/notes.md'), '# Notes');

function actionsAt(localeBaseUrl: string) {
  const routes: PluginRoute[] = [];
  const global: unknown[] = [];
  const warned: string[] = [];
  const actions = docusaurusActions(
    {
      root,
      pluginFile: path.join(root, 'docusaurus.config.js'),
      generatedFilesDir: path.join(root, '.generated'),
      name: 'crew',
      id: 'default',
      localeBaseUrl,
      warnOnce: (_key, message) => warned.push(message),
    },
    { addRoute: (route) => routes.push(route), setGlobalData: (data) => global.push(data) },
  );
  return { actions, routes, global, warned };
}

test("a route's path is made inside the locale, under a base URL too; one outside it is said", () => {
  expect(pathInLocale('/docs/fr/crew/ada/', '/docs/fr/')).toBe('crew/ada');
  expect(pathInLocale('/docs/fr', '/docs/fr/')).toBe('');
  expect(pathInLocale('/crew?x=1', '/')).toBe('crew');
  expect(() => pathInLocale('/crew', '/docs/')).toThrow(
    'addRoute: the path "/crew" is not under the locale\'s base URL "/docs/"',
  );
});

test('modules: createData files, JSON files, @generated paths, nested in objects and lists, beside props', async () => {
  const { actions, routes, warned } = actionsAt('/');
  const made = await actions.createData('ada.json', { name: 'Ada' });
  expect(made).toBe(path.join(root, '.generated/crew/default/ada.json'));
  const text = await actions.createData('motto.txt', 'Keep the light');
  actions.addRoute({
    path: '/crew/ada',
    component: '@site/src/components/Card',
    modules: {
      person: made,
      crew: '@site/data/crew.json',
      more: { again: '@generated/crew/default/ada.json', list: [{ __import: true, path: made }] },
      motto: text,
    },
    props: { rank: 'keeper' },
    exact: true,
  });
  actions.addRoute({
    path: '/nested',
    component: '@site/src/components/Card',
    routes: [{ path: '/nested/a', component: 'x' }],
  });
  expect(routes).toEqual([
    {
      path: 'crew/ada',
      component: path.join(root, 'src/components/Card/index.jsx'),
      props: {
        rank: 'keeper',
        person: { name: 'Ada' },
        crew: ['Ada', 'Grace'],
        more: { again: { name: 'Ada' }, list: [{ name: 'Ada' }] },
        motto: 'Keep the light',
      },
      sourceFile: path.join(root, 'docusaurus.config.js'),
    },
  ]);
  expect(warned).toEqual([
    'addRoute: nested routes (/nested with routes: [...]) — sitegen renders each page alone (ignored)',
  ]);
});

test('a module that is not JSON, or a component that is missing, is said with what sitegen takes', () => {
  const { actions } = actionsAt('/');
  expect(() =>
    actions.addRoute({
      path: '/a',
      component: '@site/src/components/Card',
      modules: { notes: '@site/data/notes.md' },
    }),
  ).toThrow(
    /modules\.notes: "@site\/data\/notes\.md" is not a JSON module; sitegen gives a page's modules as JSON data/,
  );
  expect(() => actions.addRoute({ path: '/a', component: '@site/src/components/Missing' })).toThrow(
    'addRoute: the component "@site/src/components/Missing" was not found',
  );
  expect(() => actions.addRoute({ path: '/a', component: '@theme/DocItem' })).toThrow(
    'addRoute: the component "@theme/DocItem" is a Docusaurus theme component sitegen does not have',
  );
});
