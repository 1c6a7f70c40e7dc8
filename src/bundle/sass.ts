/**
 * Sass for a site that writes its styles in it (`.scss`, `.sass`, `.module.scss`; from
 * `customCss`, as `docusaurus-plugin-sass` sites do, or imported by pages and components):
 * compiled with the site's own `sass` package, found from the site folder as Node finds it, as
 * Docusaurus's plugin uses the site's. sitegen ships no Sass compiler: a site without one gets one
 * error at its Sass file naming the package to install. Errors are at the site's file and line.
 */
import type { CompiledCss } from './compiledCss.js';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as esbuild from 'esbuild';

/** The part of the `sass` package's API used here. */
interface SassCompiler {
  compileAsync(
    file: string,
    options: { style: 'expanded'; loadPaths: string[] },
  ): Promise<{
    css: string;
    loadedUrls: URL[];
  }>;
}

/** What `sass` throws: its message and where in which file. */
interface SassException {
  sassMessage?: string;
  message: string;
  span?: { url?: URL; start: { line: number; column: number } };
}

export const SASS_FILE = /\.s[ac]ss$/;

/** What a Sass file was compiled for: the site's stylesheet (`customCss`), or page modules. */
export type SassUse = 'stylesheet' | 'modules';

/**
 * The files each site's Sass compiles read (entries and the partials they `@use`/`@import`), by
 * site root and use: `serve --watch` watches them and rebuilds what reads one when it changes.
 * Kept on the global object, so a builder loaded again from the sources (freshBuilder.ts) adds to
 * the set the server reads. Files are only added: one no longer read costs at most a rebuild.
 */
const SASS_INPUTS = Symbol.for('sitegen.sassInputs');
function inputsOf(root: string): Record<SassUse, Set<string>> {
  const all = ((globalThis as Record<symbol, unknown>)[SASS_INPUTS] ??= new Map()) as Map<
    string,
    Record<SassUse, Set<string>>
  >;
  let inputs = all.get(root);
  if (!inputs) all.set(root, (inputs = { stylesheet: new Set(), modules: new Set() }));
  return inputs;
}

/** The files the Sass compiles of the site at `root` read for this use, sorted. */
export function sassInputs(root: string, use: SassUse): string[] {
  return [...inputsOf(root)[use]].sort();
}

/** The site's `sass` package, as Node resolves it from the site folder; undefined without one. */
export async function siteSassCompiler(root: string): Promise<SassCompiler | undefined> {
  let resolved: string;
  try {
    resolved = createRequire(path.join(root, 'package.json')).resolve('sass');
  } catch {
    return undefined;
  }
  const loaded = (await import(pathToFileURL(resolved).href)) as Partial<SassCompiler> & {
    default?: SassCompiler;
  };
  return loaded.compileAsync ? (loaded as SassCompiler) : loaded.default;
}

/**
 * Compiles one Sass file with `compiler` (the site's `sass`, or none: an error naming it), and
 * records what it read (the file at fault too, so that fixing it builds again) under `use`.
 */
export async function compileSassFile(
  root: string,
  file: string,
  compiler: Promise<SassCompiler | undefined>,
  use: SassUse = 'modules',
): Promise<CompiledCss> {
  const inputs = inputsOf(root)[use];
  inputs.add(file);
  const sass = await compiler;
  if (!sass)
    return {
      errors: [
        {
          text: `${path.basename(file)} is Sass, and the site has no "sass" package to compile it`,
          location: { file, line: 1, column: 0 },
          notes: [{ text: 'install it in the site: npm i -D sass' }],
        },
      ],
    };
  try {
    const result = await sass.compileAsync(file, {
      style: 'expanded',
      loadPaths: [path.join(root, 'node_modules')],
    });
    const watchFiles = result.loadedUrls
      .filter((url) => url.protocol === 'file:')
      .map((url) => fileURLToPath(url));
    for (const read of watchFiles) inputs.add(read);
    return { css: result.css, watchFiles };
  } catch (thrown) {
    const error = thrown as SassException;
    const span = error.span;
    const at = span?.url?.protocol === 'file:' ? fileURLToPath(span.url) : file;
    inputs.add(at);
    return {
      errors: [
        {
          text: `Sass: ${error.sassMessage ?? error.message}`,
          location: span
            ? { file: at, line: span.start.line + 1, column: span.start.column }
            : { file: at },
        },
      ],
    };
  }
}

/**
 * Compiles the site's Sass files to CSS for esbuild (a `.module.scss` is cssModules.ts's). The
 * compiler is looked for once per bundle, when the first Sass file is met.
 */
export function siteSass(root: string, use: SassUse = 'modules'): esbuild.Plugin {
  return {
    name: 'sitegen-site-sass',
    setup(build) {
      let compiler: Promise<SassCompiler | undefined> | undefined;
      build.onLoad({ filter: SASS_FILE }, async (args) => {
        if (args.namespace !== 'file') return undefined;
        compiler ??= siteSassCompiler(root);
        const result = await compileSassFile(root, args.path, compiler, use);
        if (result.errors) return { errors: result.errors };
        return {
          contents: result.css,
          loader: 'css',
          resolveDir: path.dirname(args.path),
          watchFiles: result.watchFiles,
        };
      });
    },
  };
}
