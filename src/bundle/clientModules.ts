/**
 * The site's plugins' browser modules (`clientModules`), bundled once and given each locale's data
 * (what Docusaurus's modules tell them of it: `useDocusaurusContext`, `usePluginData`…) into one
 * module that imports each of them, then runs their route hooks (client/clientModules.ts). React
 * and the theme come from the runtime, as for a site's pages (sharedModules.ts); the CSS they
 * import goes into the locale's page stylesheet.
 */
import fs from 'node:fs';
import path from 'node:path';
import { cacheDir } from '../cache/index.js';
import type { SiteError } from '../errors.js';
import { packageRoot } from '../packageRoot.js';
import { withLocaleData, type DocusaurusData } from './docusaurusModules.js';

export interface ClientModules {
  /** The module to load on every page, relative to a locale folder; undefined without modules. */
  entry?: string;
  files: Array<{ file: string; text: string | Uint8Array }>;
  css: string;
  problems: SiteError[];
}

export const NO_CLIENT_MODULES: ClientModules = { files: [], css: '', problems: [] };

/** `modules`: absolute files or package names, resolved from the site's folder. */
export async function bundleClientModules(
  root: string,
  baseUrl: string,
  modules: string[],
  docusaurus: DocusaurusData,
  overrides?: ReadonlyMap<string, string>,
): Promise<ClientModules> {
  if (modules.length === 0) return NO_CLIENT_MODULES;
  const runner = path.join(packageRoot(), 'src', 'client', 'clientModules.ts');
  const entry = path.join(cacheDir(root), 'plugins', 'client-modules.js');
  const text = [
    `import { runClientModules } from ${JSON.stringify(runner)};`,
    ...modules.map((module, i) => `import * as m${i} from ${JSON.stringify(module)};`),
    `runClientModules([${modules.map((_, i) => `m${i}`).join(', ')}]);`,
  ].join('\n');
  fs.mkdirSync(path.dirname(entry), { recursive: true });
  if (!fs.existsSync(entry) || fs.readFileSync(entry, 'utf8') !== text)
    fs.writeFileSync(entry, text);
  // Bundled with the data left out, the same for every locale (and kept in the cache once), then
  // given the locale's and named for it.
  const { bundlePageScripts, localizedScripts } = await import('./pageScripts.js');
  const bundled = await bundlePageScripts(
    root,
    [entry],
    { overrides, baseUrl, docusaurus: 'deferred' },
    'plugins',
  );
  const localized = localizedScripts(bundled, [entry], (code) =>
    withLocaleData([code], docusaurus),
  );
  return {
    entry: localized.entries.get(entry),
    files: localized.files,
    css: bundled.css,
    problems: bundled.problems,
  };
}
