/**
 * Loads `sitegen.config.ts` (or `.mjs`/`.js`) from the site root: esbuild turns it into plain
 * JavaScript in the cache folder, then it is imported and checked.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { BuildFailed, esbuildFailed, toSiteError } from '../errors.js';
import { cacheDir } from '../cache/index.js';
import type { ResolvedConfig, SiteConfig } from './types.js';
import { resolveConfig } from './resolve.js';
import { validateConfig } from './validate.js';

export const CONFIG_FILES = [
  'sitegen.config.ts',
  'sitegen.config.mts',
  'sitegen.config.mjs',
  'sitegen.config.js',
];

export function findConfigFile(root: string): string | undefined {
  return CONFIG_FILES.map((name) => path.join(root, name)).find((file) => fs.existsSync(file));
}

export async function loadConfig(siteRoot: string): Promise<ResolvedConfig> {
  const root = path.resolve(siteRoot);
  const configFile = findConfigFile(root);
  if (!configFile) {
    throw new BuildFailed([
      {
        file: path.join(root, CONFIG_FILES[0]),
        message: 'no site config found',
        hint: `create ${CONFIG_FILES[0]} at the site root (or run sitegen from the site's folder)`,
      },
    ]);
  }
  let config: SiteConfig;
  try {
    const result = await esbuild.build({
      entryPoints: [configFile],
      absWorkingDir: root,
      bundle: true,
      write: false,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      logLevel: 'silent',
    });
    const outFile = path.join(cacheDir(root), `config-${process.pid}-${Date.now()}.mjs`);
    fs.mkdirSync(path.dirname(outFile), { recursive: true });
    fs.writeFileSync(outFile, result.outputFiles[0].text);
    try {
      const mod = (await import(pathToFileURL(outFile).href)) as { default?: SiteConfig };
      if (!mod.default) throw new Error('the config file has no default export');
      config = mod.default;
    } finally {
      fs.rmSync(outFile, { force: true });
    }
  } catch (thrown) {
    throw (
      esbuildFailed(thrown, root, configFile, 'fix the site config so it compiles') ??
      new BuildFailed([
        toSiteError(
          configFile,
          thrown,
          'export the config object as default: `export default defineConfig({...})`',
        ),
      ])
    );
  }
  const errors = validateConfig(config, configFile, root);
  if (errors.length > 0) throw new BuildFailed(errors);
  return resolveConfig(config, root, configFile);
}
