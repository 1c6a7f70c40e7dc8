/**
 * A site's Markdown plugins are known to leave links and sitegen's words alone only when each one
 * is the export of a package on the list, as the config loaded it; anything else is checked.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, expect, test } from 'vitest';
import { pluginsAreLinkSafe } from '../../src/config/linkSafePlugins.js';
import type { MarkdownPlugins } from '../../src/config/index.js';

const site = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-link-safe-'));
afterAll(() => fs.rmSync(site, { recursive: true, force: true }));

const writePackage = (name: string, main: string) => {
  const dir = path.join(site, 'node_modules', name);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name, main: 'index.js' }));
  fs.writeFileSync(path.join(dir, 'index.js'), main);
};
writePackage('@docusaurus/remark-plugin-npm2yarn', 'module.exports = function npm2yarn() {};');
writePackage(
  'docusaurus-remark-plugin-tab-blocks',
  'exports.default = function tabBlocks() {}; exports.__esModule = true;',
);
writePackage('remark-rewrite-links', 'module.exports = function rewriteLinks() {};');
const configFile = path.join(site, 'docusaurus.config.js');
fs.writeFileSync(configFile, '');
const load = createRequire(configFile);

const plugins = (remarkPlugins: unknown[]): Record<string, MarkdownPlugins> => ({
  docs: {
    beforeDefaultRemarkPlugins: [],
    remarkPlugins: remarkPlugins as MarkdownPlugins['remarkPlugins'],
    beforeDefaultRehypePlugins: [],
    rehypePlugins: [],
    recmaPlugins: [],
  },
});
const packages = [
  '@docusaurus/remark-plugin-npm2yarn',
  'docusaurus-remark-plugin-tab-blocks',
  'remark-rewrite-links',
];

test('plugins from listed packages, with options or without, are known', async () => {
  const npm2yarn = load('@docusaurus/remark-plugin-npm2yarn') as () => void;
  const tabs = (load('docusaurus-remark-plugin-tab-blocks') as { default: () => void }).default;
  expect(
    await pluginsAreLinkSafe(configFile, packages, plugins([[npm2yarn, { sync: true }], tabs])),
  ).toBe(true);
});

test('a plugin written in the config, or from another package, is not', async () => {
  const npm2yarn = load('@docusaurus/remark-plugin-npm2yarn') as () => void;
  const rewrite = load('remark-rewrite-links') as () => void;
  expect(await pluginsAreLinkSafe(configFile, packages, plugins([npm2yarn, rewrite]))).toBe(false);
  expect(
    await pluginsAreLinkSafe(configFile, packages, plugins([npm2yarn, () => () => undefined])),
  ).toBe(false);
  // A listed package the config does not import stands for nothing.
  expect(await pluginsAreLinkSafe(configFile, ['remark-rewrite-links'], plugins([npm2yarn]))).toBe(
    false,
  );
});
