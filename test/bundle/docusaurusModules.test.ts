/**
 * Which MDX files must run in the browser, read from their bundle's inputs: those importing the
 * site's code, a package or one of sitegen's interactive modules, or using a component the site
 * added to MDXComponents (each also through a Markdown file they import); not those using only
 * static modules, styles, images and data. And the site's replacements of sitegen's modules.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Metafile } from 'esbuild';
import { expect, test } from 'vitest';
import {
  mdxNeedsBrowser,
  missingExportOf,
  missingModuleHint,
  swizzledModules,
  withLocaleData,
  type DocusaurusData,
} from '../../src/bundle/docusaurusModules.js';
import { hashOf } from '../../src/cache/index.js';
import { replacedName, setPluginThemes } from '../../src/bundle/siteTheme.js';
import { copyFixture, removeDir } from '../helpers.js';

/** A metafile of `imports`: input → the inputs it imports. */
function metafile(imports: Record<string, string[]>): Metafile {
  return {
    inputs: Object.fromEntries(
      Object.entries(imports).map(([input, paths]) => [
        input,
        {
          bytes: 1,
          imports: paths.map((p) => ({ path: p, kind: 'import-statement' as const })),
        },
      ]),
    ),
    outputs: {},
  };
}

const shared = 'sitegen-shared:react/jsx-runtime';
const provider = 'sitegen-mdx-provider:provider';

test('static modules, styles, images and data: no browser', () => {
  const files = metafile({
    'docs/a.mdx': [
      shared,
      provider,
      'sitegen-docusaurus:@theme/CodeBlock',
      'sitegen-docusaurus:@theme/TOCInline',
      'sitegen-docusaurus:@docusaurus/Link',
      'src/css/extra.css',
      'static/img/a.png',
      'src/data/tides.json',
    ],
  });
  expect(mdxNeedsBrowser(files, 'docs/a.mdx', () => '')).toBe(false);
});

test("the site's code, a package, an interactive module, also through a partial: the browser", () => {
  const cases: Record<string, string[]> = {
    site: ['src/components/Counter.tsx'],
    package: ['node_modules/chart/index.mjs'],
    tabs: ['sitegen-docusaurus:@theme/Tabs'],
    browserOnly: ['sitegen-docusaurus:@docusaurus/BrowserOnly'],
    partial: ['docs/_partial.mdx'],
  };
  for (const [name, imports] of Object.entries(cases)) {
    const files = metafile({
      'docs/a.mdx': [shared, ...imports],
      'docs/_partial.mdx': ['sitegen-docusaurus:@theme/TabItem'],
    });
    expect(
      mdxNeedsBrowser(files, 'docs/a.mdx', () => ''),
      name,
    ).toBe(true);
  }
});

test("a component from the site's MDXComponents needs the browser, also in a partial; Details and Head do not", () => {
  const files = metafile({
    'docs/a.mdx': [shared, provider, 'docs/_partial.md'],
    'docs/_partial.md': [shared, provider],
  });
  const uses = (name: string) => `if (!${name}) _missingMdxReference("${name}", true);`;
  const code = (page: string, partial: string) => (input: string) =>
    ({ 'docs/a.mdx': page, 'docs/_partial.md': partial })[input];
  const staticOnes = uses('Details') + uses('Head');
  expect(mdxNeedsBrowser(files, 'docs/a.mdx', code(staticOnes, staticOnes))).toBe(false);
  expect(mdxNeedsBrowser(files, 'docs/a.mdx', code(uses('Highlight'), ''))).toBe(true);
  expect(mdxNeedsBrowser(files, 'docs/a.mdx', code(staticOnes, uses('Highlight')))).toBe(true);
});

test("a site's src/theme/<Name> replaces sitegen's module of that name; other files are not its", () => {
  const site = copyFixture('docusaurus-theme');
  try {
    const theme = path.join(site, 'src/theme');
    fs.mkdirSync(path.join(theme, 'CodeBlock'));
    fs.writeFileSync(path.join(theme, 'CodeBlock/index.tsx'), 'export default () => null;');
    fs.writeFileSync(path.join(theme, 'Footer.tsx'), 'export default () => null;');
    expect(Object.fromEntries(swizzledModules(site))).toEqual({
      CodeBlock: path.join(theme, 'CodeBlock/index.tsx'),
      MDXComponents: path.join(theme, 'MDXComponents.js'),
    });
  } finally {
    removeDir(site);
  }
});

test('the hint for a missing module names what sitegen has, for Docusaurus modules only', () => {
  expect(missingModuleHint('@theme/DocItem')).toMatch(
    /^sitegen has its own versions of these Docusaurus modules: @docusaurus\/Link, .*@theme\/IdealImage, .*@theme\/DocCardList, .*@docusaurus\/theme-common/,
  );
  expect(missingModuleHint('left-pad')).toBeUndefined();
});

test('a hook sitegen lacks: named with the module, and what the module has', () => {
  const missing = missingExportOf(
    'No matching export in "sitegen-docusaurus:@docusaurus/theme-common" for import "useAnnouncementBar"',
  );
  expect(missing?.name).toBe('useAnnouncementBar');
  expect(missing?.message).toBe(
    "useAnnouncementBar is not one of sitegen's @docusaurus/theme-common exports",
  );
  expect(missing?.hint).toMatch(
    /^sitegen's @docusaurus\/theme-common has useColorMode, useThemeConfig, /,
  );
  expect(missingExportOf('No matching export in "src/a.js" for import "b"')).toBeUndefined();
});

test('a replacement is named by its path, a part of a component too', () => {
  expect(replacedName('Tabs.tsx')).toBe('Tabs');
  expect(replacedName('Footer/index.js')).toBe('Footer');
  expect(replacedName('DocRoot/Layout/Main/index.js')).toBe('DocRoot/Layout/Main');
  expect(replacedName('DocItem/Footer.jsx')).toBe('DocItem/Footer');
});

test("a plugin's theme folder replaces modules the site's own src/theme does not, and adds components of its own", () => {
  const site = copyFixture('docusaurus-theme');
  const pluginTheme = path.join(site, 'node_modules/docusaurus-plugin-beacon/theme');
  try {
    const write = (file: string) => {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, 'export default () => null;');
    };
    write(path.join(site, 'src/theme/CodeBlock/index.tsx'));
    write(path.join(pluginTheme, 'CodeBlock.js'));
    write(path.join(pluginTheme, 'Tabs/index.js'));
    write(path.join(pluginTheme, 'BeaconButton.js'));
    write(path.join(pluginTheme, 'Footer.js'));
    setPluginThemes(site, [pluginTheme]);
    expect(Object.fromEntries(swizzledModules(site))).toEqual({
      CodeBlock: path.join(site, 'src/theme/CodeBlock/index.tsx'),
      MDXComponents: path.join(site, 'src/theme/MDXComponents.js'),
      Tabs: path.join(pluginTheme, 'Tabs/index.js'),
      BeaconButton: path.join(pluginTheme, 'BeaconButton.js'),
    });
  } finally {
    setPluginThemes(site, []);
    removeDir(site);
  }
});

test("a locale's data goes in place of each token of every piece, the pieces left as pieces", () => {
  const data = {
    site: { title: 'Jest "é"' },
    docs: { sidebars: {} },
  } as unknown as DocusaurusData;
  const pieces = [
    'a=JSON.parse("__SITEGEN_DATA_siteData__");',
    'b=1;',
    'c=JSON.parse("__SITEGEN_DATA_docsData__"),d="__SITEGEN_DATA_nothing__";',
  ];
  const filled = withLocaleData(pieces, data);
  const text = filled.join('');
  // The JSON as the body of a JavaScript string, ASCII only, as esbuild writes its output.
  expect(text).toBe(
    'a=JSON.parse("{\\"title\\":\\"Jest \\\\\\"\\u00E9\\\\\\"\\"}");b=1;' +
      'c=JSON.parse("{\\"sidebars\\":{}}"),d="__SITEGEN_DATA_nothing__";',
  );
  expect(JSON.parse(JSON.parse(`"${/a=JSON.parse\("(.*?)"\);b/.exec(text)![1]}"`))).toEqual(
    data.site,
  );
  // A piece without a token is the same string, not a copy; the pieces hash as their text does.
  expect(filled).toContain(pieces[1]);
  expect(hashOf(filled)).toBe(hashOf(text));
});
