/**
 * sitegen's own plugins are written with the public `definePlugin`, as a site's are, and listed
 * with the site's: the content plugins of a site are its own that its config turns on, then those
 * its config's plugins bring, each route kind rendered by one plugin.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { ResolvedConfig } from '../../src/config/types.js';
import { BuildFailed } from '../../src/errors.js';
import {
  BUILT_IN_ORIGIN,
  BUILT_IN_PLUGINS,
  checkContentPlugins,
  contentPluginsOf,
  definePlugin,
  sitePluginEntries,
  type ContentHooks,
} from '../../src/plugins/index.js';
import { loadFixtureConfig, removeDir } from '../helpers.js';

let site: string;
let config: ResolvedConfig;
beforeAll(async () => {
  ({ site, config } = await loadFixtureConfig('basic'));
});
afterAll(() => removeDir(site));

const pagesHooks = BUILT_IN_PLUGINS[0].content!;

/** Content hooks that render `kinds`, reading nothing. */
const hooksRendering = (...kinds: string[]): ContentHooks => ({
  ...pagesHooks,
  // A kind of its own is the plugin's to render (its pageData picks the theme's layout).
  kinds: kinds as ContentHooks['kinds'],
  enabled: () => true,
  load: () => null,
  sources: () => [],
});

const withPlugins = (...plugins: ResolvedConfig['plugins']): ResolvedConfig => ({
  ...config,
  plugins,
});

test("sitegen's own plugins are definePlugin entries with their content hooks, named", () => {
  expect(BUILT_IN_PLUGINS.map((entry) => [entry.name, entry.content?.name, entry.origin])).toEqual([
    ['pages', 'pages', BUILT_IN_ORIGIN],
    ['docs', 'docs', BUILT_IN_ORIGIN],
    ['blog', 'blog', BUILT_IN_ORIGIN],
    ['api', 'api', BUILT_IN_ORIGIN],
    ['search', 'search', BUILT_IN_ORIGIN],
  ]);
  // None needs setting up: the build sets up only the site's plugins with hooks.
  expect(BUILT_IN_PLUGINS.filter((entry) => entry.setup)).toEqual([]);
});

test("a site's plugins follow sitegen's own that its config turns on", () => {
  const showcase = definePlugin({ name: 'showcase', setup: () => ({}) })();
  const entries = sitePluginEntries(withPlugins(showcase));
  expect(entries.map((entry) => entry.name)).toEqual([
    'pages',
    'docs',
    'blog',
    'api',
    'search',
    'showcase',
  ]);
  expect(contentPluginsOf(config).map((plugin) => plugin.name)).toEqual([
    'pages',
    'docs',
    'blog',
    'api',
    'search',
  ]);
  // One the config does not turn on is not listed.
  const noApi = { ...config, content: { ...config.content, api: undefined } };
  expect(sitePluginEntries(noApi).map((entry) => entry.name)).not.toContain('api');
});

test("a site plugin's content hooks join the content plugins, named after it", () => {
  const notes = definePlugin({ name: 'notes', content: hooksRendering('note') })();
  const plugins = contentPluginsOf(withPlugins(notes));
  expect(plugins.map((plugin) => plugin.name)).toEqual([
    'pages',
    'docs',
    'blog',
    'api',
    'search',
    'notes',
  ]);
  expect(plugins.at(-1)).toBe(notes.content);
  expect(() => checkContentPlugins(withPlugins(notes))).not.toThrow();
});

test('two plugins rendering one route kind, or content hooks missing one, stop the build', () => {
  const docsAgain = definePlugin({ name: 'my-docs', content: hooksRendering('doc') })();
  const home = definePlugin({ name: 'my-home', content: hooksRendering('home') })();
  const broken = { name: 'broken', content: { kinds: ['x'] }, origin: '/site/plugins/broken.ts' };
  let thrown: unknown;
  try {
    checkContentPlugins(withPlugins(docsAgain, home, broken));
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(BuildFailed);
  expect((thrown as BuildFailed).errors).toEqual([
    expect.objectContaining({
      message: 'plugin "my-docs" renders "doc" pages, which plugin "docs" renders',
    }),
    expect.objectContaining({
      message: 'plugin "my-home" renders "home" pages, which sitegen itself renders',
    }),
    expect.objectContaining({
      file: '/site/plugins/broken.ts',
      message: expect.stringContaining('plugin "broken": its content hooks lack kinds or one of'),
    }),
  ]);
  // Hooks it cannot run are not run.
  expect(contentPluginsOf(withPlugins(broken)).map((plugin) => plugin.name)).not.toContain(
    'broken',
  );
});
