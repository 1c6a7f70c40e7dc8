/**
 * Loads `sitegen.config.ts` (or `.mjs`/`.js`) from the site root, or a Docusaurus site's
 * `docusaurus.config.*` (docusaurus.ts maps it; a sitegen config beside it wins): esbuild turns it
 * into plain JavaScript in the cache folder, then it is imported, checked against the schema and
 * resolved.
 * The config may import `defineConfig` from "sitegen": that is always this copy of sitegen, so
 * a site need not install it.
 */
import fs from 'node:fs';
import { pluginsAreLinkSafe } from './linkSafePlugins.js';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { threadId } from 'node:worker_threads';
import * as esbuild from 'esbuild';
import { BuildFailed, esbuildFailed, toSiteError, type SiteError } from '../errors.js';
import { cacheDir, cacheFolderProblem, codeVersion, hashOf, openCache } from '../cache/index.js';
import type { ResolvedConfig } from './types.js';
import { resolveConfig } from './resolve.js';
import { parseConfig } from './validate.js';
import { DOCUSAURUS_CONFIG_FILES, fromDocusaurus } from './docusaurus.js';
import { readText } from '../readText.js';
import { packageRoot } from '../packageRoot.js';

export const CONFIG_FILES = [
  'sitegen.config.ts',
  'sitegen.config.mts',
  'sitegen.config.mjs',
  'sitegen.config.js',
];

/**
 * `import { defineConfig, definePlugin, z } from 'sitegen'` in a config (or a plugin file it
 * imports) is this copy's public module (no install needed), loaded as it is, not bundled; so is
 * an import by the package's registry name, as a site that installed it under that name writes it.
 */
const thisSitegen: esbuild.Plugin = {
  name: 'sitegen',
  setup(build) {
    build.onResolve({ filter: /^(sitegen|@sitegen-tools\/sitegen)$/ }, () => ({
      path: pathToFileURL(path.join(packageRoot(), 'lib', 'index.js')).href,
      external: true,
    }));
  },
};

/** What a config's own code files are, by extension, to esbuild. */
const CODE_LOADERS: Record<string, esbuild.Loader> = {
  '.js': 'js',
  '.mjs': 'js',
  '.cjs': 'js',
  '.jsx': 'jsx',
  '.ts': 'ts',
  '.mts': 'ts',
  '.cts': 'ts',
  '.tsx': 'tsx',
};

/**
 * `__dirname` and `__filename` in the config and the site's files it imports, each its own, as
 * Docusaurus's config loader gives them to ES modules too; a file that declares its own keeps it.
 */
const nodeFileGlobals: esbuild.Plugin = {
  name: 'node-file-globals',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?[jt]sx?$/, namespace: 'file' }, (args) => {
      if (args.path.split(path.sep).includes('node_modules')) return undefined;
      const text = fs.readFileSync(args.path, 'utf8');
      const wanted = ['__dirname', '__filename'].filter(
        (name) =>
          new RegExp(`\\b${name}\\b`).test(text) &&
          !new RegExp(`\\b(?:const|let|var|function|class)\\s+${name}\\b`).test(text),
      );
      if (wanted.length === 0) return undefined;
      const values = { __dirname: path.dirname(args.path), __filename: args.path };
      const declared = wanted
        .map((name) => `var ${name} = ${JSON.stringify(values[name as keyof typeof values])};`)
        .join(' ');
      // On the first line, so the file's own lines keep their numbers in messages.
      return {
        contents: `${declared} ${text}`,
        loader: CODE_LOADERS[path.extname(args.path)] ?? 'js',
        resolveDir: path.dirname(args.path),
      };
    });
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
  const read: ImportedModule[] = [];
  if (docusaurusFile) {
    const imported = await importModule(root, docusaurusFile);
    read.push(imported);
    const mapped = fromDocusaurus(imported.value, docusaurusFile, root);
    config = mapped.config;
    warnings.push(...mapped.warnings);
  }
  if (sitegenFile) {
    const imported = await importModule(root, sitegenFile);
    read.push(imported);
    config = layered(config, imported.value);
  }
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
  const configFiles = [sitegenFile, docusaurusFile];
  resolved.config.configImports = [
    ...new Set(read.flatMap((m) => m.files).filter((file) => !configFiles.includes(file))),
  ];
  const markdown = resolved.config.markdown;
  if (Object.keys(markdown.plugins).length > 0) {
    markdown.pluginsKey = pluginsKey(root, read);
    markdown.pluginsLinkSafe = await pluginsAreLinkSafe(
      configFile,
      [...new Set(read.flatMap((m) => m.packages))],
      markdown.plugins,
    );
  }
  resolved.config.warnings.push(...warnings, ...parsed.warnings);
  return resolved.config;
}

/** A config file's value, and what it is made from. */
interface ImportedModule {
  value: unknown;
  /** The file and the local files it imports (bundled into it), absolute. */
  files: string[];
  /** The packages it imports (left to Node to load). */
  packages: string[];
}

/**
 * What the site's Markdown plugins are made of, which the compile cache cannot see in a function:
 * the config files and the local files they import, as text, and the versions of the packages
 * they import (the plugin packages among them).
 */
function pluginsKey(root: string, read: ImportedModule[]): string {
  const files = [...new Set(read.flatMap((m) => m.files))].sort();
  const packages = [...new Set(read.flatMap((m) => m.packages))].sort();
  return hashOf(
    ...files.flatMap((file) => [file, fs.readFileSync(file)]),
    ...packages.map((name) => `${name}@${installedVersion(root, name) ?? 'missing'}`),
  );
}

/** The version of a package installed for the site (found as Node finds it, up the folders). */
function installedVersion(root: string, name: string): string | undefined {
  for (let dir = root; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'node_modules', name, 'package.json');
    if (fs.existsSync(manifest)) {
      const { version } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version?: string };
      return version ?? '';
    }
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** The package an import names ("@scope/name/sub" → "@scope/name"); none for Node's own modules. */
function packageOf(specifier: string): string | undefined {
  if (/^(node|file):/.test(specifier) || specifier.startsWith('.') || path.isAbsolute(specifier))
    return undefined;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return builtinModules.includes(name) ? undefined : name;
}

let imports = 0;

/** A config file's default export (or `module.exports`); see importModule. */
async function importConfig(root: string, configFile: string): Promise<unknown> {
  return (await importModule(root, configFile)).value;
}

/**
 * A config file's default export (or `module.exports`). esbuild makes it plain JavaScript (from
 * TypeScript, ESM or CommonJS), written to the cache folder and imported; packages stay the
 * site's own, and `require` works as in the file's folder (Docusaurus configs call
 * `require.resolve('./sidebars.js')` even as ES modules).
 */
async function importModule(root: string, configFile: string): Promise<ImportedModule> {
  // The compiled config is written into the cache folder: one that cannot be written is said
  // as such, not as a config that threw.
  const unwritable = cacheFolderProblem(root);
  if (unwritable) throw new BuildFailed([unwritable]);
  try {
    const { code, files, packages } =
      compiledBefore(root, configFile) ?? (await compile(root, configFile));
    // Compile workers load the config too, at the same moment: each file's name is its own.
    const outFile = path.join(
      cacheDir(root),
      `config-${process.pid}-${threadId}-${Date.now()}-${++imports}.mjs`,
    );
    fs.mkdirSync(path.dirname(outFile), { recursive: true });
    fs.writeFileSync(outFile, code);
    try {
      const mod = (await import(pathToFileURL(outFile).href)) as { default?: unknown };
      if (!mod.default) throw new Error('the config file has no default export');
      // Docusaurus allows a config that is a function, sync or async, of nothing we have.
      const value =
        typeof mod.default === 'function' ? await (mod.default as () => unknown)() : mod.default;
      return { value, files, packages };
    } finally {
      fs.rmSync(outFile, { force: true });
    }
  } catch (thrown) {
    if (thrown instanceof BuildFailed) throw thrown;
    throw (
      esbuildFailed(thrown, root, configFile, 'fix the site config so it compiles') ??
      new BuildFailed([toSiteError(configFile, thrown, configHint(thrown))])
    );
  }
}

/** A config file compiled to plain JavaScript, with the local files and packages it imports. */
interface CompiledConfig {
  code: string;
  files: string[];
  packages: string[];
}

/** What the last compile of a config file kept, with the hash of each file it was made from. */
interface KeptConfig extends CompiledConfig {
  version: string;
  hashes: string[];
}

/** The kept compiles, one per config file. */
const keptConfigs = (root: string) => openCache<KeptConfig>(root, 'config');

const fileHash = (file: string) => {
  try {
    return hashOf(fs.readFileSync(file));
  } catch {
    return 'missing';
  }
};

/**
 * The last compile of the config file, when neither it nor any local file it imports changed
 * since, and sitegen is the same: it saves starting esbuild on a build that has nothing to do.
 */
function compiledBefore(root: string, configFile: string): CompiledConfig | undefined {
  const kept = keptConfigs(root).get(hashOf(configFile));
  if (!kept || kept.version !== codeVersion()) return undefined;
  if (kept.files.some((file, i) => fileHash(file) !== kept.hashes[i])) return undefined;
  return kept;
}

async function compile(root: string, configFile: string): Promise<CompiledConfig> {
  const result = await esbuild.build({
    entryPoints: [configFile],
    absWorkingDir: root,
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'silent',
    metafile: true,
    plugins: [thisSitegen, nodeFileGlobals],
    banner: {
      js: `import { createRequire as __sitegenRequire } from 'node:module'; const require = __sitegenRequire(${JSON.stringify(pathToFileURL(configFile).href)});`,
    },
  });
  const inputs = Object.entries(result.metafile.inputs);
  const files = inputs
    .map(([input]) => path.resolve(root, input))
    .filter((file) => fs.existsSync(file));
  const packages = inputs.flatMap(([, input]) =>
    input.imports.flatMap((i) => (i.external ? (packageOf(i.path) ?? []) : [])),
  );
  const compiled = { code: result.outputFiles[0].text, files, packages };
  const kept: KeptConfig = { ...compiled, version: codeVersion(), hashes: files.map(fileHash) };
  // Awaited (one small file): the next load, in this process or a compile thread, finds it. A
  // failed write only compiles again next time.
  await keptConfigs(root).set(hashOf(configFile), kept);
  return compiled;
}

/** What to do about a config that failed while it was loaded. */
function configHint(thrown: unknown): string {
  const error = thrown as { code?: string; message?: string };
  const missing = /Cannot find (?:module|package) '([^']+)'/.exec(error.message ?? '');
  if (error.code === 'ERR_MODULE_NOT_FOUND' || error.code === 'MODULE_NOT_FOUND' || missing)
    return `the config imports ${missing ? `"${missing[1]}"` : 'a package'}, which is not installed: install the site's dependencies (npm install) or remove the import`;
  if (/no default export/.test(error.message ?? ''))
    return 'export the config object as default: `export default defineConfig({...})`';
  return 'the config threw while it was loaded: fix the line the message names';
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
    ? (JSON.parse(readText(file)) as unknown)
    : await importConfig(root, file);
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new BuildFailed([
      {
        file,
        message: 'the sidebars file does not export an object of sidebars',
        hint: 'export { sidebarId: [items…] }, as Docusaurus reads it',
      },
    ]);
  const cycle = cycleIn(value);
  if (cycle)
    throw new BuildFailed([
      {
        file,
        message: `the sidebars file's ${cycle.join(' → ')} holds itself, so the sidebar never ends`,
        hint: 'a category cannot list itself or a category that lists it; build the sidebar as a tree',
      },
    ]);
  return value as Record<string, unknown>;
}

/**
 * The path to the first object or list found inside itself (code can build one: a category
 * pushed into its own items), or undefined for a tree. An object reached twice by two paths is
 * fine, and is walked once.
 */
export function cycleIn(value: unknown): string[] | undefined {
  const open = new Set<object>();
  const done = new Set<object>();
  const visit = (node: unknown, at: string[]): string[] | undefined => {
    if (typeof node !== 'object' || node === null || done.has(node)) return undefined;
    if (open.has(node)) return at;
    open.add(node);
    for (const [key, child] of Object.entries(node)) {
      const found = visit(child, [...at, key]);
      if (found) return found;
    }
    open.delete(node);
    done.add(node);
    return undefined;
  };
  return visit(value, []);
}
