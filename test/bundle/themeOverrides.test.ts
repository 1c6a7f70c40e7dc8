/** Replacements of theme components: the site's own src/theme, and its plugins' theme folders under it. */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { setPluginThemes } from '../../src/bundle/siteTheme.js';
import { loadThemeOverrides } from '../../src/bundle/themeOverrides.js';
import { copyFixture, removeDir } from '../helpers.js';

test("a plugin's theme folder replaces what the site's src/theme does not; its own components are not warned about", async () => {
  const site = copyFixture('docusaurus-theme');
  const pluginTheme = path.join(site, 'plugins/beacon/theme');
  const write = (file: string, id: string) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `export default function C() { return <div id="${id}" />; }`);
  };
  try {
    write(path.join(site, 'src/theme/Footer.jsx'), 'site-footer');
    write(path.join(pluginTheme, 'Footer.jsx'), 'plugin-footer');
    write(path.join(pluginTheme, 'NotFoundPage.jsx'), 'plugin-404');
    write(path.join(pluginTheme, 'BeaconButton.jsx'), 'beacon');
    setPluginThemes(site, [pluginTheme]);
    const overrides = await loadThemeOverrides(site, '/');
    expect(overrides.problems).toEqual([]);
    expect(overrides.warnings).toEqual([]);
    expect(Object.fromEntries(overrides.files)).toEqual({
      Footer: path.join(site, 'src/theme/Footer.jsx'),
      NotFoundPage: path.join(pluginTheme, 'NotFoundPage.jsx'),
    });
    expect(Object.keys(overrides.components).sort()).toEqual(['Footer', 'NotFoundPage']);
  } finally {
    setPluginThemes(site, []);
    removeDir(site);
  }
});
