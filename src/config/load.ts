/**
 * Loads `sitegen.config.ts` (or `.mjs`/`.js`) from the site root: esbuild turns it into plain
 * JavaScript in the cache folder, then it is imported, checked against the schema and resolved.
 * The config may import `defineConfig` from "sitegen": that is always this copy of sitegen, so
 * a site need not install it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { BuildFailed, esbuildFailed, toSiteError } from '../errors.js';
import { cacheDir } from '../cache/index.js';
import type { ResolvedConfig } from './types.js';
import { resolveConfig } from './resolve.js';
import { parseConfig } from './validate.js';

export const CONFIG_FILES = [
  'sitegen.config.ts',
  'sitegen.config.mts',
  'sitegen.config.mjs',
  'sitegen.config.js',
];

/** `import { defineConfig } from 'sitegen'` in a config is this copy's (no install needed). */
const thisSitegen: esbuild.Plugin = {
  name: 'sitegen',
  setup(build) {
    build.onResolve({ filter: /^sitegen$/ }, () => ({ path: 'sitegen', namespace: 'sitegen' }));
    build.onLoad({ filter: /.*/, namespace: 'sitegen' }, () => ({
      contents: 'export function defineConfig(config) { return config; }',
      loader: 'js',
    }));
  },
};

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
  let config: unknown;
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
      plugins: [thisSitegen],
    });
    const outFile = path.join(cacheDir(root), `config-${process.pid}-${Date.now()}.mjs`);
    fs.mkdirSync(path.dirname(outFile), { recursive: true });
    fs.writeFileSync(outFile, result.outputFiles[0].text);
    try {
      const mod = (await import(pathToFileURL(outFile).href)) as { default?: unknown };
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
  const parsed = parseConfig(config, configFile, fs.readFileSync(configFile, 'utf8'));
  // Unknown keys are reported beside the errors: a misspelt key is often why another is missing.
  if (!parsed.config) throw new BuildFailed([...parsed.errors, ...parsed.warnings]);
  const resolved = resolveConfig(parsed.config, root, configFile);
  if (!resolved.config) throw new BuildFailed(resolved.errors);
  resolved.config.warnings.push(...parsed.warnings);
  return resolved.config;
}
