/**
 * Loads `sitegen.config.ts` (or `.mjs`/`.js`) from the site root, or a Docusaurus site's
 * `docusaurus.config.*` (docusaurus.ts maps it; a sitegen config beside it wins): esbuild turns it
 * into plain JavaScript in the cache folder, then it is imported, checked against the schema and
 * resolved.
 * The config may import `defineConfig` from "sitegen": that is always this copy of sitegen, so
 * a site need not install it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { BuildFailed, esbuildFailed, toSiteError, type SiteError } from '../errors.js';
import { cacheDir } from '../cache/index.js';
import type { ResolvedConfig } from './types.js';
import { resolveConfig } from './resolve.js';
import { parseConfig } from './validate.js';
import { DOCUSAURUS_CONFIG_FILES, fromDocusaurus } from './docusaurus.js';

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

/** The Docusaurus config of a site that has one. */
export function findDocusaurusConfig(root: string): string | undefined {
  return DOCUSAURUS_CONFIG_FILES.map((name) => path.join(root, name)).find((file) =>
    fs.existsSync(file),
  );
}

export async function loadConfig(siteRoot: string): Promise<ResolvedConfig> {
  const root = path.resolve(siteRoot);
  const sitegenFile = findConfigFile(root);
  const docusaurusFile = findDocusaurusConfig(root);
  if (!sitegenFile && !docusaurusFile) {
    throw new BuildFailed([
      {
        file: path.join(root, CONFIG_FILES[0]),
        message: 'no site config found',
        hint: `create ${CONFIG_FILES[0]} at the site root (or run sitegen from the site's folder, where a docusaurus.config.js also works)`,
      },
    ]);
  }
  // A Docusaurus site's config, read for what it means here; a sitegen config beside it wins.
  let config: unknown = {};
  const warnings: SiteError[] = [];
  if (docusaurusFile) {
    const mapped = fromDocusaurus(await importConfig(root, docusaurusFile), docusaurusFile, root);
    config = mapped.config;
    warnings.push(...mapped.warnings);
  }
  if (sitegenFile) config = layered(config, await importConfig(root, sitegenFile));
  const configFile = sitegenFile ?? docusaurusFile!;
  const parsed = parseConfig(config, configFile, fs.readFileSync(configFile, 'utf8'));
  // Unknown keys are reported beside the errors: a misspelt key is often why another is missing.
  if (!parsed.config) throw new BuildFailed([...parsed.errors, ...parsed.warnings, ...warnings]);
  const resolved = resolveConfig(parsed.config, root, configFile);
  if (!resolved.config) throw new BuildFailed(resolved.errors);
  for (const section of resolved.config.content.docs) {
    if (section.sidebarPath) section.sidebars = await loadSidebars(root, section.sidebarPath);
    for (const version of section.versions)
      if (version.sidebarPath)
        version.sidebars =
          version.sidebarPath === section.sidebarPath
            ? section.sidebars
            : await loadSidebars(root, version.sidebarPath);
  }
  resolved.config.warnings.push(...warnings, ...parsed.warnings);
  return resolved.config;
}

/**
 * A config file's default export (or `module.exports`). esbuild makes it plain JavaScript (from
 * TypeScript, ESM or CommonJS), written to the cache folder and imported; packages stay the
 * site's own, and `require` works as in the file's folder (Docusaurus configs call
 * `require.resolve('./sidebars.js')` even as ES modules).
 */
async function importConfig(root: string, configFile: string): Promise<unknown> {
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
      banner: {
        js: `import { createRequire as __sitegenRequire } from 'node:module'; const require = __sitegenRequire(${JSON.stringify(pathToFileURL(configFile).href)});`,
      },
    });
    const outFile = path.join(cacheDir(root), `config-${process.pid}-${Date.now()}.mjs`);
    fs.mkdirSync(path.dirname(outFile), { recursive: true });
    fs.writeFileSync(outFile, result.outputFiles[0].text);
    try {
      const mod = (await import(pathToFileURL(outFile).href)) as { default?: unknown };
      if (!mod.default) throw new Error('the config file has no default export');
      // Docusaurus allows a config that is a function, sync or async, of nothing we have.
      return typeof mod.default === 'function'
        ? await (mod.default as () => unknown)()
        : mod.default;
    } finally {
      fs.rmSync(outFile, { force: true });
    }
  } catch (thrown) {
    if (thrown instanceof BuildFailed) throw thrown;
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
}

/** `over` laid on `under`: objects merged key by key, anything else replaced. */
function layered(under: unknown, over: unknown): unknown {
  const plain = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);
  if (!plain(under) || !plain(over)) return over;
  const out: Record<string, unknown> = { ...under };
  for (const [key, value] of Object.entries(over)) out[key] = layered(under[key], value);
  return out;
}

/** A Docusaurus sidebars file: JSON, or code whose default export (or `module.exports`) is the object. */
async function loadSidebars(root: string, file: string): Promise<Record<string, unknown>> {
  const value = file.endsWith('.json')
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as unknown)
    : await importConfig(root, file);
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new BuildFailed([
      {
        file,
        message: 'the sidebars file does not export an object of sidebars',
        hint: 'export { sidebarId: [items…] }, as Docusaurus reads it',
      },
    ]);
  return value as Record<string, unknown>;
}
