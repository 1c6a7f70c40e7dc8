/**
 * The watch builder loaded afresh from the sources, for `serve --watch` after a theme component
 * changed: the running process keeps the modules it started with, so the builder (and the theme
 * it renders with) is bundled again with esbuild and loaded from memory.
 *
 * The bundle is CommonJS run as a module of its own that no cache holds (neither Node's module
 * cache nor V8's compilation cache): once the server drops the old builder, its code and module
 * state can be collected. An ES module imported from a new file each time stays in Node's module
 * map for good; that kept every reload (code, caches, the pages of its last build) and grew the
 * process by megabytes per theme edit.
 */
import { builtinModules, createRequire, Module } from 'node:module';
import path from 'node:path';
import v8 from 'node:v8';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import type { createWatchBuilder } from '../pipeline/index.js';
import { esbuildFailed } from '../errors.js';
import { packageRoot } from '../packageRoot.js';

let reloads = 0;

/** `root`: the sitegen package whose sources to bundle (this one). */
export async function loadFreshBuilder(root = packageRoot()): Promise<typeof createWatchBuilder> {
  // Named inside the package, so the bundle finds its packages in node_modules as the CLI does.
  const outfile = path.join(
    root,
    'node_modules',
    '.cache',
    'sitegen-dev',
    `builder-${process.pid}-${++reloads}.cjs`,
  );
  let code: string;
  try {
    const result = await esbuild.build({
      entryPoints: [path.join(root, 'src', 'pipeline', 'watchBuilder.ts')],
      absWorkingDir: root,
      outfile,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      packages: 'external',
      jsx: 'automatic',
      // Where the code finds the package (packageRoot) and requires from, as the file would.
      define: { 'import.meta.url': JSON.stringify(pathToFileURL(outfile).href) },
      write: false,
      logLevel: 'silent',
    });
    code = esModuleDefaults(result.outputFiles[0].text);
  } catch (thrown) {
    throw (
      esbuildFailed(
        thrown,
        root,
        path.join(root, 'src', 'theme'),
        'fix the theme component; the server keeps the theme it had until then',
      ) ?? thrown
    );
  }
  return (runUncached(code, outfile) as { createWatchBuilder: typeof createWatchBuilder })
    .createWatchBuilder;
}

/**
 * esbuild's CommonJS output takes a package's whole `module.exports` as its default export (as
 * Node's `import` does). A package that is an ES module comes back from require() as its namespace,
 * marked `__esModule`; its default export is then `namespace.default`, so the mark is honoured.
 */
function esModuleDefaults(code: string): string {
  const nodeMode = 'isNodeMode || !mod || !mod.__esModule';
  if (!code.includes(nodeMode))
    throw new Error("esbuild's CommonJS import helper changed: update freshBuilder.ts");
  return code.replace(nodeMode, '!mod || !mod.__esModule');
}

/** Node's own CommonJS module machinery, as far as this file uses it. */
interface CjsModule {
  exports: unknown;
  filename: string;
  paths: string[];
  require(id: string): unknown;
  _compile(code: string, filename: string): void;
}
type CjsModuleClass = (new (id: string) => CjsModule) & { _nodeModulePaths(dir: string): string[] };

/**
 * Runs CommonJS code as the module `filename` without entering it in `require.cache`. Packages
 * are shared with the rest of the process; those that export only to `import` (Pagefind) are
 * found as `import` finds them and loaded with require() of an ES module.
 */
function runUncached(code: string, filename: string): unknown {
  const Cjs = Module as unknown as CjsModuleClass;
  const mod = new Cjs(filename);
  mod.filename = filename;
  mod.paths = Cjs._nodeModulePaths(path.dirname(filename));
  const plain = createRequire(filename);
  const load = (id: string): unknown => {
    try {
      return plain(id);
    } catch (thrown) {
      const code = (thrown as NodeJS.ErrnoException).code;
      if (code !== 'ERR_PACKAGE_PATH_NOT_EXPORTED' || builtinModules.includes(id)) throw thrown;
      return plain(fileURLToPath(import.meta.resolve(id)));
    }
  };
  mod.require = load;
  // Compiled past V8's compilation cache: under Node 24 the cache kept every builder compiled (its
  // source, about a megabyte, and its bytecode and code) for good: the heap grew 4.8 MB per theme
  // edit, and by 0.5 MB with `--no-compilation-cache` (Node 20 kept none). The cache only helps a
  // source compiled twice, which a reload's never is. Switched on again at once for the rest of
  // the process.
  v8.setFlagsFromString('--no-compilation-cache');
  try {
    mod._compile(code, filename);
  } finally {
    v8.setFlagsFromString('--compilation-cache');
  }
  return mod.exports;
}
