/**
 * The Docusaurus plugin adapter run on the real plugins (from npm, and the docusaurus-plugins
 * fixture's own): loaded from the fixture's config as Docusaurus loads them, set up and run for
 * each locale with sitegen's plugin API, no build.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { fromDocusaurus } from '../../../src/config/docusaurus.js';
import { ErrorList } from '../../../src/errors.js';
import {
  runPlugins,
  setupPlugins,
  type LoadedPlugin,
  type PluginContent,
  type PluginEntry,
  type PluginSite,
} from '../../../src/plugin/index.js';
import { repoRoot } from '../../helpers.js';

const root = path.join(repoRoot, 'test', 'fixtures', 'docusaurus-plugins');
const configFile = path.join(root, 'docusaurus.config.js');
let cacheDir: string;

const siteOf = (mode: PluginSite['mode'] = 'production'): PluginSite => ({
  root,
  configFile,
  title: 'Lighthouse Registry',
  url: 'https://lights.example.com',
  baseUrl: '/',
  defaultLocale: 'en',
  locales: ['en', 'fr'],
  cacheDir,
  mode,
});
const locale = (site: PluginSite, id: string) => ({
  ...site,
  locale: id,
  localeBaseUrl: id === 'en' ? '/' : `/${id}/`,
});

function entriesOf(config: unknown): { entries: PluginEntry[]; warnings: string[] } {
  const mapped = fromDocusaurus(config, configFile, root);
  return {
    entries: (mapped.config.plugins ?? []) as PluginEntry[],
    warnings: mapped.warnings.map((w) => w.message),
  };
}

const fixtureConfig = () =>
  createRequire(configFile)(configFile) as { plugins: unknown[]; [key: string]: unknown };

let errors: ErrorList;
let plugins: LoadedPlugin[];
const content: Record<string, PluginContent> = {};

beforeAll(async () => {
  cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-adapter-'));
  errors = new ErrorList();
  const site = siteOf();
  plugins = await setupPlugins(entriesOf(fixtureConfig()).entries, site, errors);
  for (const id of site.locales) content[id] = await runPlugins(plugins, locale(site, id), errors);
});

afterAll(() => fs.rmSync(cacheDir, { recursive: true, force: true }));

test('every plugin of the config other than those sitegen imitates is an entry: no more "cannot run" warning', () => {
  const { entries, warnings } = entriesOf(fixtureConfig());
  expect(entries.map((e) => e.name)).toEqual([
    '@docusaurus/plugin-google-gtag',
    'google-tag-manager',
    '@dipakparmar/docusaurus-plugin-umami',
    'docusaurus-plugin-copy-page-button',
    './plugins/lighthouses',
    '@docusaurus/plugin-ideal-image',
  ]);
  expect(warnings.join('\n')).not.toContain('cannot run');
  expect(errors.errors).toEqual([]);
  // Each plugin goes by the name its instance gives, as its global data does under Docusaurus.
  expect(plugins.map((p) => p.name)).toEqual([
    'docusaurus-plugin-google-gtag',
    'docusaurus-plugin-google-tag-manager',
    'docusaurus-plugin-umami',
    'copy-page-button-plugin',
    'lighthouses',
    'docusaurus-plugin-ideal-image',
  ]);
});

test("the site's plugin makes one page per entry of its JSON file, in each locale, with its createData module as a prop", () => {
  const pages = (id: string) =>
    content[id].pages.map((p) => ({ path: p.path, light: p.props.light, lang: p.props.lang }));
  expect(pages('en')).toEqual([
    {
      path: 'lighthouses/fastnet',
      light: { slug: 'fastnet', name: 'Fastnet Rock', height: 54, lit: 1904 },
      lang: 'en',
    },
    {
      path: 'lighthouses/eddystone',
      light: { slug: 'eddystone', name: 'Eddystone', height: 49, lit: 1882 },
      lang: 'en',
    },
    {
      path: 'lighthouses/bell-rock',
      light: { slug: 'bell-rock', name: 'Bell Rock', height: 35, lit: 1811 },
      lang: 'en',
    },
  ]);
  // The French pages' paths were /fr/lighthouses/… in the plugin: inside the locale, the same.
  expect(pages('fr').map((p) => [p.path, p.lang])).toEqual([
    ['lighthouses/fastnet', 'fr'],
    ['lighthouses/eddystone', 'fr'],
    ['lighthouses/bell-rock', 'fr'],
  ]);
  expect(content.en.pages[0].component).toBe(path.join(root, 'src/components/Lighthouse.js'));
  // createData wrote its file where Docusaurus would, by plugin name and id.
  expect(
    JSON.parse(
      fs.readFileSync(
        path.join(cacheDir, 'docusaurus', 'lighthouses', 'default', 'light-fastnet.json'),
        'utf8',
      ),
    ),
  ).toMatchObject({ name: 'Fastnet Rock' });
});

test('global data is filed under each plugin instance name and id', () => {
  expect(content.en.globalData.lighthouses).toEqual({
    default: { count: 3, slugs: ['fastnet', 'eddystone', 'bell-rock'] },
  });
  expect(content.en.globalData['docusaurus-plugin-google-gtag']).toEqual({
    default: { trackingID: ['G-LIGHTS1'], anonymizeIP: true, id: 'default' },
  });
  expect(content.en.globalData['docusaurus-plugin-umami'].default).toMatchObject({
    websiteID: 'beam-42',
    dataAutoTrack: true,
  });
});

test("the analytics plugins' head tags, as they inject them in production", () => {
  const tags = content.en.headTags;
  const srcs = tags.map((t) => t.attributes?.src).filter(Boolean);
  expect(srcs).toEqual([
    'https://www.googletagmanager.com/gtag/js?id=G-LIGHTS1',
    'https://umami.lights.example.com/script.js',
  ]);
  const inline = tags.map((t) => t.innerHTML ?? '').join('\n');
  expect(inline).toContain("gtag('config', 'G-LIGHTS1', { 'anonymize_ip': true });");
  expect(inline).toContain("'GTM-LIGHTS'");
  expect(inline).toContain('window.__COPY_PAGE_BUTTON_OPTIONS__ = {');
  const umami = tags.find((t) => t.attributes?.['data-website-id']);
  expect(umami?.attributes).toMatchObject({
    async: true,
    defer: true,
    'data-website-id': 'beam-42',
  });
});

test('client modules, watched files and theme paths, resolved from each plugin', () => {
  const byName = Object.fromEntries(plugins.map((p) => [p.name, p]));
  expect(byName['docusaurus-plugin-google-gtag'].clientModules).toEqual([
    path.join(
      path.dirname(createRequire(configFile).resolve('@docusaurus/plugin-google-gtag')),
      'gtag',
    ),
  ]);
  expect(byName['copy-page-button-plugin'].clientModules?.[0]).toMatch(
    /docusaurus-plugin-copy-page-button[\\/]src[\\/]client\.js$/,
  );
  expect(byName.lighthouses.watch).toEqual([path.join(root, 'data/lighthouses.json')]);
  expect(byName.lighthouses.postBuild).toBeTypeOf('function');
  // ideal-image: its theme folder from npm, and its loaders' options as responsive images.
  const idealImage = byName['docusaurus-plugin-ideal-image'];
  expect(idealImage.themeComponents).toMatch(/plugin-ideal-image[\\/]lib[\\/]theme$/);
  expect(idealImage.responsiveImages).toEqual({ quality: 70, max: 1030, min: 640, steps: 2 });
});

test('webpack hooks are warned by name, once per plugin however many locales', () => {
  expect(errors.warnings.map((w) => `${path.basename(w.file)} ${w.message}`)).toEqual([
    'docusaurus.config.js plugins: ./plugins/lighthouses: configureWebpack — sitegen does not run webpack (ignored)',
    "docusaurus.config.js plugins: ./plugins/lighthouses: configurePostCss — sitegen does not run webpack (the site's postcss.config.js applies to its stylesheets) (ignored)",
  ]);
});

test("getDefaultCodeTranslationMessages gives each locale's default messages", () => {
  const of = (locale: string, plugin: string) =>
    content[locale].results[`${plugin}#default`].codeTranslations;
  expect(of('en', 'lighthouses')).toEqual({
    'lighthouses.beam.hint': 'Click the beam to turn it',
  });
  expect(of('fr', 'lighthouses')).toEqual({
    'lighthouses.beam.turns': '{name} : {turns} tours',
    'lighthouses.beam.hint': 'Cliquez',
  });
  // ideal-image's, from @docusaurus/theme-translations, as Docusaurus reads them.
  expect(content.fr.codeTranslations['theme.IdealImageMessage.loading']).toBe('Chargement ...');
  // English has no file: the messages written in the code.
  expect(content.en.codeTranslations['theme.IdealImageMessage.loading']).toBeUndefined();
});

test("injectHtmlTags' preBodyTags and postBodyTags are tags of those positions", () => {
  const placed = content.fr.headTags.filter((t) => t.position !== undefined);
  expect(placed).toEqual([
    {
      tagName: 'noscript',
      attributes: {},
      innerHTML: expect.stringContaining(
        '<iframe src="https://www.googletagmanager.com/ns.html?id=GTM-LIGHTS"',
      ),
      position: 'preBody',
    },
    {
      tagName: 'div',
      attributes: { id: 'keeper-note', 'data-note': '3 "lights" & <beams>' },
      innerHTML: 'Keepers on duty',
      position: 'postBody',
    },
  ]);
});

test('outside production (serve --watch), gtag and tag manager leave themselves out, as under docusaurus start', async () => {
  const list = new ErrorList();
  const loaded = await setupPlugins(
    entriesOf(fixtureConfig()).entries,
    siteOf('development'),
    list,
  );
  expect(loaded.map((p) => p.name)).not.toContain('docusaurus-plugin-google-gtag');
  // ideal-image's images are plain ones in development (disableInDev, its default).
  const idealImage = loaded.find((p) => p.name === 'docusaurus-plugin-ideal-image');
  expect(idealImage?.themeComponents).toBeDefined();
  expect(idealImage?.responsiveImages).toBeUndefined();
  expect(list.warnings.map((w) => w.message).join('\n')).not.toContain('ideal-image');
  const run = await runPlugins(loaded, locale(siteOf('development'), 'en'), list);
  // Umami stays, without its script.
  expect(run.headTags.map((t) => t.attributes?.src).filter(Boolean)).toEqual([]);
  expect(run.globalData['docusaurus-plugin-umami']).toBeDefined();
  expect(process.env.NODE_ENV).not.toBe('development');
});

test("postBuild gets the locale's output folder and route paths, and copy-page-button writes a .md per doc page", async () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-adapter-out-'));
  try {
    const doc =
      '<html><body><main><article><div class="theme-doc-markdown markdown"><h1>Keeping a light</h1><p>A keeper trims the <strong>wick</strong>.</p></div></article></main></body></html>';
    fs.mkdirSync(path.join(out, 'fr', 'docs', 'intro'), { recursive: true });
    fs.writeFileSync(path.join(out, 'fr', 'docs', 'intro', 'index.html'), doc);
    const copy = plugins.find((p) => p.name === 'copy-page-button-plugin')!;
    const site = siteOf();
    await copy.postBuild!({
      locale: locale(site, 'fr'),
      outDir: path.join(out, 'fr'),
      pages: [
        {
          url: '/fr/docs/intro',
          path: 'docs/intro',
          file: path.join(out, 'fr/docs/intro/index.html'),
        },
      ],
    });
    const md = fs.readFileSync(path.join(out, 'fr', 'docs', 'intro.md'), 'utf8');
    expect(md).toContain('# Keeping a light');
    expect(md).toContain('**wick**');
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
});

test("a plugin's options its schema rejects are errors naming docusaurus.config.js and the plugin; Joi's defaults apply", async () => {
  const list = new ErrorList();
  const { entries } = entriesOf({
    plugins: [
      ['@docusaurus/plugin-google-gtag', {}],
      [
        '@dipakparmar/docusaurus-plugin-umami',
        { websiteID: 'x', analyticsDomain: 'a.example', bogus: 1 },
      ],
      ['docusaurus-plugin-does-not-exist', {}],
      ['google-tag-manager', { containerId: 'GTM-1', id: 'two words' }],
    ],
  });
  await setupPlugins(entries, siteOf(), list);
  expect(list.errors.map((e) => `${path.basename(e.file)} ${e.message}`)).toEqual([
    'docusaurus.config.js plugins: @docusaurus/plugin-google-gtag: options: "trackingID" is required',
    'docusaurus.config.js plugins: @dipakparmar/docusaurus-plugin-umami: options: "bogus" is not allowed',
    expect.stringMatching(
      /^docusaurus\.config\.js plugins: docusaurus-plugin-does-not-exist: cannot find the plugin "docusaurus-plugin-does-not-exist" .*tried docusaurus-plugin-does-not-exist, @docusaurus\/plugin-docusaurus-plugin-does-not-exist/,
    ),
    'docusaurus.config.js plugins: google-tag-manager: options: Illegal plugin ID value "two words": it should only contain alphanumerics, underscores, and dashes.',
  ]);
  expect(list.errors[0].hint).toContain('docusaurus.config.js');
});

test('a plugin given as a function, and a preset option that adds a plugin (classic: gtag), run too', async () => {
  const list = new ErrorList();
  const { entries, warnings } = entriesOf({
    presets: [['classic', { gtag: { trackingID: 'G-PRESET' } }]],
    plugins: [
      function inline(context: { baseUrl: string }) {
        return {
          name: 'inline-plugin',
          contentLoaded({ actions }: { actions: { setGlobalData(d: unknown): void } }) {
            actions.setGlobalData({ base: context.baseUrl });
          },
          injectHtmlTags: () => ({ headTags: ['<meta name="inline" content="yes">'] }),
        };
      },
    ],
  });
  expect(warnings).toEqual([]);
  const loaded = await setupPlugins(entries, siteOf(), list);
  const run = await runPlugins(loaded, locale(siteOf(), 'fr'), list);
  expect(list.errors).toEqual([]);
  expect(run.globalData['inline-plugin']).toEqual({ default: { base: '/fr/' } });
  expect(run.headTags).toContainEqual({
    tagName: 'meta',
    attributes: { name: 'inline', content: 'yes' },
  });
  expect(run.headTags.map((t) => t.attributes?.src)).toContain(
    'https://www.googletagmanager.com/gtag/js?id=G-PRESET',
  );
});

test('a local plugin in TypeScript or as an ES module is loaded from its path, relative to the config', async () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-adapter-site-'));
  try {
    fs.mkdirSync(path.join(site, 'plugins'));
    fs.writeFileSync(
      path.join(site, 'plugins', 'typed.ts'),
      [
        "import path from 'node:path';",
        'interface Options { label: string }',
        'export default function typed(context: { siteDir: string }, options: Options) {',
        "  return { name: 'typed', injectHtmlTags: () => ({ headTags: [{ tagName: 'meta', attributes: { name: options.label, content: path.basename(context.siteDir) } }] }) };",
        '}',
      ].join('\n'),
    );
    fs.writeFileSync(
      path.join(site, 'plugins', 'module.mjs'),
      "export default () => ({ name: 'esm', getPathsToWatch: () => ['data/*.yml'] });",
    );
    const file = path.join(site, 'docusaurus.config.js');
    const mapped = fromDocusaurus(
      { plugins: [['./plugins/typed.ts', { label: 'typed' }], './plugins/module.mjs'] },
      file,
      site,
    );
    const list = new ErrorList();
    const loaded = await setupPlugins(
      mapped.config.plugins as PluginEntry[],
      { ...siteOf(), root: site, configFile: file },
      list,
    );
    expect(list.errors).toEqual([]);
    expect(loaded.map((p) => p.name)).toEqual(['typed', 'esm']);
    expect(loaded[1].watch).toEqual(['data/*.yml']);
    const run = await runPlugins(loaded, locale({ ...siteOf(), root: site }, 'en'), list);
    expect(run.headTags).toEqual([
      { tagName: 'meta', attributes: { name: 'typed', content: path.basename(site) } },
    ]);
  } finally {
    fs.rmSync(site, { recursive: true, force: true });
  }
});

test("a plugin's validateThemeConfig runs on the site's themeConfig: what it throws names the plugin and themeConfig", async () => {
  const list = new ErrorList();
  const { entries } = entriesOf({
    themeConfig: { gtag: { trackingID: 'G-OLD' } },
    plugins: [['@docusaurus/plugin-google-gtag', { trackingID: 'G-1' }]],
  });
  await setupPlugins(entries, siteOf(), list);
  expect(list.errors.map((e) => e.message)).toEqual([
    expect.stringMatching(
      /^plugins: @docusaurus\/plugin-google-gtag: themeConfig: The "gtag" field in themeConfig should now be specified as option for plugin-google-gtag/,
    ),
  ]);
  expect(list.errors[0].hint).toBe("fix the plugin's part of themeConfig in docusaurus.config.js");
});
