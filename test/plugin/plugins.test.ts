/**
 * The plugin API on its own: options checked by the plugin's schema (defaults filled in, each
 * problem named by its key), entries told apart by id, what hooks give checked (a component that
 * exists, JSON props and data, tag names), a hook that throws named with its hook, and the files
 * plugins watch.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { ErrorList } from '../../src/errors.js';
import { definePlugin } from '../../src/plugins/index.js';
import {
  pluginsReading,
  pluginWatchPaths,
  runPlugins,
  setupPlugins,
  siteSharpFile,
  type LoadedPlugin,
  type PluginLocale,
  type PluginSite,
} from '../../src/plugin/index.js';
import { repoRoot } from '../helpers.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-plugins-'));
fs.writeFileSync(path.join(root, 'Card.tsx'), 'export default () => null;');
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const site: PluginSite = {
  root,
  configFile: path.join(root, 'sitegen.config.ts'),
  title: 'T',
  url: 'https://t.example',
  baseUrl: '/',
  defaultLocale: 'en',
  locales: ['en', 'fr'],
  cacheDir: path.join(root, '.cache'),
};
const fr: PluginLocale = { ...site, locale: 'fr', localeBaseUrl: '/fr/' };

const cards = definePlugin({
  name: 'cards',
  options: z.object({ file: z.string(), path: z.string().default('cards') }),
  setup: (options) => ({
    loadContent: () => [options.path],
    contentLoaded: ({ content, actions, locale }) => {
      for (const name of content as string[])
        actions.addRoute({
          path: `/${name}/`,
          component: 'Card.tsx',
          props: { locale: locale.locale },
        });
      actions.setGlobalData({ file: options.file });
    },
  }),
});

describe('setupPlugins', () => {
  test('gives setup the options with the schema defaults, under the default id', async () => {
    const errors = new ErrorList();
    const [plugin] = await setupPlugins([cards({ file: 'a.json' })], site, errors);
    expect(errors.errors).toEqual([]);
    expect(plugin).toMatchObject({ name: 'cards', id: 'default' });
    const content = await runPlugins([plugin], fr, errors);
    expect(content.pages).toEqual([
      expect.objectContaining({
        path: 'cards',
        component: path.join(root, 'Card.tsx'),
        props: { locale: 'fr' },
        plugin: 'cards',
        pluginId: 'default',
        sourceFile: site.configFile,
      }),
    ]);
    expect(content.globalData).toEqual({ cards: { default: { file: 'a.json' } } });
  });

  test('names each wrong option by its key, in the config file', async () => {
    const errors = new ErrorList();
    // @ts-expect-error: the wrong type is the point
    const loaded = await setupPlugins([cards({ file: 3, path: false })], site, errors);
    expect(loaded).toEqual([]);
    expect(errors.errors.map((e) => e.message)).toEqual([
      expect.stringMatching(/^plugin "cards", option: file: /),
      expect.stringMatching(/^plugin "cards", option: path: /),
    ]);
    expect(errors.errors[0].file).toBe(site.configFile);
  });

  test('a plugin listed twice needs an id; with ids both run', async () => {
    const errors = new ErrorList();
    await setupPlugins([cards({ file: 'a' }), cards({ file: 'b' })], site, errors);
    expect(errors.errors.map((e) => e.message)).toEqual(['plugin "cards" is listed twice']);
    const ok = new ErrorList();
    const both = await setupPlugins(
      [cards({ file: 'a' }), cards({ file: 'b', id: 'more', path: 'more' })],
      site,
      ok,
    );
    expect(ok.errors).toEqual([]);
    const content = await runPlugins(both, fr, ok);
    expect(content.globalData.cards).toEqual({ default: { file: 'a' }, more: { file: 'b' } });
  });

  test("responsive images need the site's sharp: without it, one warning naming the plugin, and plain images", async () => {
    const images = definePlugin({
      name: 'images',
      setup: () => ({ responsiveImages: { sizes: [320] } }),
    });
    expect(siteSharpFile(root)).toBeUndefined();
    const errors = new ErrorList();
    const [without] = await setupPlugins([images()], site, errors);
    expect(without.responsiveImages).toBeUndefined();
    expect(errors.warnings.map((w) => [w.message, w.hint])).toEqual([
      [
        'plugin "images": images are not resized: the site has no sharp package (each image import stays the plain image)',
        'install it in the site: npm install --save-dev sharp',
      ],
    ]);
    // This repository has sharp: a site inside it finds it, as Node does.
    const withSharp = new ErrorList();
    const [found] = await setupPlugins([images()], { ...site, root: repoRoot }, withSharp);
    expect(found.responsiveImages).toEqual({ sizes: [320] });
    expect(withSharp.warnings).toEqual([]);
  });

  test('a setup that throws is an error naming the plugin and the hook', async () => {
    const broken = definePlugin({
      name: 'broken',
      setup: () => {
        throw new Error('no key');
      },
    });
    const errors = new ErrorList();
    await setupPlugins([broken()], site, errors);
    expect(errors.errors[0].message).toBe('plugin "broken" failed in setup: no key');
  });
});

describe('runPlugins', () => {
  const plugin = (hooks: Partial<LoadedPlugin>): LoadedPlugin => ({
    name: 'p',
    id: 'default',
    origin: site.configFile,
    ...hooks,
  });

  test("code translations: a later plugin's win; ones that are not id → string are refused", async () => {
    const errors = new ErrorList();
    const content = await runPlugins(
      [
        plugin({
          name: 'a',
          codeTranslations: (locale) => ({ 'x.one': `a ${locale.locale}`, 'x.two': 'a' }),
        }),
        plugin({ name: 'b', codeTranslations: async () => ({ 'x.two': 'b' }) }),
        plugin({
          name: 'c',
          codeTranslations: () => ({ 'x.three': 3 }) as unknown as Record<string, string>,
        }),
      ],
      fr,
      errors,
    );
    expect(content.codeTranslations).toEqual({ 'x.one': 'a fr', 'x.two': 'b' });
    expect(errors.errors.map((e) => e.message)).toEqual([
      'plugin "c" failed in codeTranslations: the message of "x.three" is not a string (give id → message strings)',
    ]);
  });

  test('refuses a page whose component is missing, or whose props are not JSON', async () => {
    const errors = new ErrorList();
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const content = await runPlugins(
      [
        plugin({
          contentLoaded: ({ actions }) => {
            actions.addRoute({ path: 'a', component: 'Missing.tsx', sourceFile: 'data.json' });
            actions.addRoute({ path: 'b', component: 'Card.tsx', props: cyclic });
            actions.addRoute({ path: 'c', component: 'Card.tsx', props: { when: 'now' } });
          },
        }),
      ],
      fr,
      errors,
    );
    expect(content.pages.map((page) => page.path)).toEqual(['c']);
    expect(errors.errors).toEqual([
      expect.objectContaining({
        file: path.join(root, 'data.json'),
        message: expect.stringContaining(
          'the component of the page "a" (Missing.tsx) does not exist',
        ),
      }),
      expect.objectContaining({
        message: expect.stringContaining('the props of the page "b" are not a plain JSON object'),
      }),
    ]);
  });

  test('a hook that throws is named; head tags must be tag names in a known position; the others still run', async () => {
    const errors = new ErrorList();
    const content = await runPlugins(
      [
        plugin({
          name: 'thrower',
          loadContent: () => {
            throw new Error('offline');
          },
        }),
        plugin({
          name: 'tags',
          headTags: (locale) => [
            { tagName: 'meta', attributes: { name: 'l', content: locale.locale } },
            { tagName: 'scr ipt' },
            { tagName: 'noscript', position: 'preBody' },
            { tagName: 'div', position: 'footer' as 'postBody' },
          ],
        }),
      ],
      fr,
      errors,
    );
    expect(errors.errors.map((e) => e.message)).toEqual([
      'plugin "thrower" failed in loadContent: offline',
      'plugin "tags" failed in headTags: "scr ipt" is not an HTML tag name',
      'plugin "tags" failed in headTags: the <div> tag\'s position "footer" is not one of head, preBody, postBody',
    ]);
    expect(content.headTags).toEqual([
      { tagName: 'meta', attributes: { name: 'l', content: 'fr' } },
      { tagName: 'noscript', position: 'preBody' },
    ]);
  });
});

test('the files plugins watch: globs and folders, relative to the site, by plugin', () => {
  const plugins = [
    { name: 'a', id: 'default', origin: '', watch: ['data/*.json', 'content/team'] },
    { name: 'b', id: 'x', origin: '', watch: ['data/people.json'] },
  ] satisfies LoadedPlugin[];
  const readers = pluginsReading(plugins, root);
  expect(readers(path.join(root, 'data', 'people.json'))).toEqual(['a#default', 'b#x']);
  expect(readers(path.join(root, 'data', 'places.json'))).toEqual(['a#default']);
  expect(readers(path.join(root, 'data', 'people.yaml'))).toEqual([]);
  expect(readers(path.join(root, 'content', 'team', 'ana.md'))).toEqual(['a#default']);
  expect(readers(path.join(root, 'content', 'teams.md'))).toEqual([]);
  expect(pluginWatchPaths(plugins, root).sort()).toEqual(
    [
      path.join(root, 'content', 'team'),
      path.join(root, 'data'),
      path.join(root, 'data', 'people.json'),
    ].sort(),
  );
  expect(pluginsReading([], root)(path.join(root, 'data', 'x.json'))).toEqual([]);
});

test('run again, only the plugins named run; the others keep what they gave', async () => {
  let runs = 0;
  const counted = (name: string): LoadedPlugin => ({
    name,
    id: 'default',
    origin: site.configFile,
    contentLoaded: ({ actions }) => actions.setGlobalData({ run: ++runs }),
  });
  const plugins = [counted('one'), counted('two')];
  const errors = new ErrorList();
  const first = await runPlugins(plugins, fr, errors);
  expect(first.globalData).toEqual({ one: { default: { run: 1 } }, two: { default: { run: 2 } } });
  const again = await runPlugins(plugins, fr, errors, {
    content: first,
    rerun: new Set(['two#default']),
  });
  expect(again.globalData).toEqual({ one: { default: { run: 1 } }, two: { default: { run: 3 } } });
});
