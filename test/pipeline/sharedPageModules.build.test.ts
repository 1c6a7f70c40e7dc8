/**
 * A build of several locales bundles its page modules once: each module is loaded once, and every
 * locale renders it with its own data (the locale, its base URL) and fills in its own links and
 * words. What each locale's page shows must be what a build of that locale alone writes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { build } from '../../src/pipeline/build.js';
import { copyFixture, removeDir } from '../helpers.js';

const site = copyFixture('versioned-docs');
afterAll(() => removeDir(site));

const EVALUATIONS = '__sitegenTestLocaleNameEvaluations';
const RENDERS = '__sitegenTestTabbedRenders';
const globals = globalThis as Record<string, unknown>;

beforeAll(() => {
  const write = (file: string, lines: string[]) => {
    fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    fs.writeFileSync(path.join(site, file), lines.join('\n'));
  };
  // Counts how often its module is loaded: once per bundle.
  write('src/components/LocaleName.tsx', [
    "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';",
    "import useBaseUrl from '@docusaurus/useBaseUrl';",
    `(globalThis as Record<string, number>).${EVALUATIONS} = ((globalThis as Record<string, number>).${EVALUATIONS} ?? 0) + 1;`,
    'export default function LocaleName() {',
    '  const { i18n } = useDocusaurusContext();',
    '  return <p className="locale-name">locale {i18n.currentLocale} at {useBaseUrl("/docs/next/intro")}</p>;',
    '}',
  ]);
  write('docs/_partial.mdx', [
    'The partial links to [the introduction](./intro.md).',
    '',
    ':::note',
    'A note from the partial.',
    ':::',
  ]);
  write('docs/locale-aware.mdx', [
    '---',
    'title: Locale aware',
    '---',
    "import LocaleName from '@site/src/components/LocaleName';",
    "import Partial from './_partial.mdx';",
    '',
    ':::tip',
    'A tip of the page.',
    ':::',
    '',
    'Read [the install guide](./guides/install.md).',
    '',
    '<LocaleName />',
    '',
    '<Partial />',
  ]);
  // A page that reads nothing of its locale, with tabs (it hydrates, and names ids): its module
  // is rendered once for both locales, each naming the ids for its own browser module.
  write('src/components/Counted.tsx', [
    'export default function Counted() {',
    `  const globals = globalThis as Record<string, number>;`,
    `  globals.${RENDERS} = (globals.${RENDERS} ?? 0) + 1;`,
    '  return <p className="counted">Counted</p>;',
    '}',
  ]);
  write('docs/tabbed.mdx', [
    '---',
    'title: Tabbed',
    '---',
    "import Tabs from '@theme/Tabs';",
    "import TabItem from '@theme/TabItem';",
    "import Counted from '@site/src/components/Counted';",
    '',
    'Install it, then read [the introduction](./intro.md).',
    '',
    '<Tabs groupId="tool" queryString>',
    '  <TabItem value="npm">With npm.</TabItem>',
    '  <TabItem value="yarn">With yarn.</TabItem>',
    '</Tabs>',
    '',
    ':::note',
    'A note of the page.',
    ':::',
    '',
    '<Counted />',
  ]);
  // A page that names its props: rendered for each locale.
  write('docs/own-url.mdx', ['---', 'title: Own URL', '---', '', 'This page is {props.url}.']);
  // A plugin's browser module that reads the locale: bundled once, each locale's copy its own.
  write('plugins/locale-client.js', [
    'module.exports = () => ({',
    "  name: 'locale-client',",
    "  getClientModules: () => [require.resolve('./localeClientModule.js')],",
    '});',
  ]);
  write('plugins/localeClientModule.js', [
    "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';",
    'export function onRouteDidUpdate() {',
    '  document.documentElement.dataset.clientLocale = useDocusaurusContext().i18n.currentLocale;',
    '}',
  ]);
  const configFile = path.join(site, 'docusaurus.config.js');
  fs.writeFileSync(
    configFile,
    fs
      .readFileSync(configFile, 'utf8')
      .replace('  plugins: [', "  plugins: [\n    require.resolve('./plugins/locale-client.js'),"),
  );
  write('src/pages/where.tsx', [
    "import Layout from '@theme/Layout';",
    "import LocaleName from '@site/src/components/LocaleName';",
    'export default function Where() {',
    '  return <Layout title="Where"><main><LocaleName /></main></Layout>;',
    '}',
  ]);
});

const page = (dist: string, url: string) =>
  fs.readFileSync(path.join(site, dist, url, 'index.html'), 'utf8');
/** The page's content region: the part its module renders. */
const article = (html: string) => /<article[\s\S]*<\/article>/.exec(html)?.[0] ?? html;

test('every locale renders the modules bundled once with its own data, links and words', async () => {
  globals[EVALUATIONS] = 0;
  globals[RENDERS] = 0;
  await build({ root: site, outDir: path.join(site, 'dist'), search: false });
  // One bundle for both locales: the component's module was loaded once.
  expect(globals[EVALUATIONS]).toBe(1);
  // The page that reads nothing of its locale was rendered once for both.
  expect(globals[RENDERS]).toBe(1);

  const en = page('dist', 'docs/next/locale-aware');
  const fr = page('dist', 'fr/docs/next/locale-aware');
  expect(en).toContain('locale <!-- -->en<!-- --> at <!-- -->/docs/next/intro');
  expect(fr).toContain('locale <!-- -->fr<!-- --> at <!-- -->/fr/docs/next/intro');
  expect(fr).toContain('href="/fr/docs/next/guides/install"');
  expect(fr).toContain('href="/fr/docs/next/intro"');
  expect(fr).not.toContain('\uE000');
  expect(en).not.toContain('\uE000');
  // The plugin's browser module: one per locale, with that locale's data.
  const clientModule = (html: string) => /plugins\.[A-Z0-9]+\.js/.exec(html)?.[0];
  const enClient = clientModule(en);
  const frClient = clientModule(fr);
  expect(enClient).toBeDefined();
  expect(frClient).not.toBe(enClient);
  const frClientText = fs.readFileSync(path.join(site, 'dist/fr/assets/js', frClient!), 'utf8');
  expect(frClientText).toContain('\\"currentLocale\\":\\"fr\\"');
  expect(frClientText).not.toContain('__SITEGEN_DATA_');
  expect(page('dist', 'fr/where')).toContain(
    'locale <!-- -->fr<!-- --> at <!-- -->/fr/docs/next/intro',
  );

  // A build of French alone bundles for French only: its pages are the same.
  globals[EVALUATIONS] = 0;
  await build({ root: site, outDir: path.join(site, 'dist-fr'), search: false, locales: ['fr'] });
  expect(globals[EVALUATIONS]).toBe(1);
  // Each locale's tabbed page has its own links and words, and its ids named for its own module.
  const tabbed = page('dist', 'fr/docs/next/tabbed');
  expect(tabbed).toContain('href="/fr/docs/next/intro"');
  expect(tabbed).not.toContain('\uE000');
  const script = /data-sitegen-page="[^"]*page\.([A-Z0-9]+)\.js"/.exec(tabbed)?.[1];
  expect(script).toBeDefined();
  expect(tabbed).toMatch(new RegExp(`id="_${script}-[^"]*tab-0"`));
  expect(page('dist', 'docs/next/tabbed')).not.toContain(`${script}-`);
  expect(page('dist', 'docs/next/own-url')).toContain('This page is <!-- -->/docs/next/own-url');
  expect(page('dist', 'fr/docs/next/own-url')).toContain(
    'This page is <!-- -->/fr/docs/next/own-url',
  );
  for (const url of ['fr/docs/next/locale-aware', 'fr/where', 'fr/docs/next/tabbed'])
    expect(article(page('dist', url))).toBe(article(page('dist-fr', url)));
  for (const url of ['fr/docs/next/locale-aware', 'fr/docs/next/tabbed'])
    expect(page('dist', url)).toBe(page('dist-fr', url));
}, 120_000);
