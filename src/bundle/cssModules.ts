/**
 * CSS modules (`.module.css`, `.module.scss`, `.module.sass`) imported by a site's pages and
 * components, compiled here rather than by esbuild: esbuild numbers a class name that two files
 * of one bundle share (`styles_heroBanner2`), so the server's bundle of every page and the
 * browser's bundle of one page named the same class differently, and what the browser rendered
 * came out unstyled. Here a class's name depends only on its file (its path from the site root)
 * and its own name, `heroBanner_3f9a1c`, as Docusaurus's `[local]_[hash]`: the same in every bundle.
 *
 * A module's CSS goes through the site's Sass (for `.module.s[ac]ss`) or PostCSS (for
 * `.module.css`, when the site has a config) first, as its other stylesheets do, then through
 * postcss-modules (local class and keyframe names, `:global`, `composes`). The module is a
 * JavaScript object of names (its default export, as Docusaurus's css-loader gives it) importing
 * its CSS, which joins the page stylesheet.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import { packageRoot } from '../packageRoot.js';
import { postcssFile, postcssMessage, sitePostcssLoader } from './postcss.js';
import { compileSassFile, SASS_FILE, siteSassCompiler } from './sass.js';

export const CSS_MODULE_FILE = /\.module\.(css|s[ac]ss)$/;

const CSS_NAMESPACE = 'sitegen-css-module';

/** The name a local class (or keyframes) `name` of `file` gets: the same in every bundle. */
export function scopedClassName(root: string, file: string, name: string): string {
  const rel = path.relative(root, file).split(path.sep).join('/');
  return `${name}_${createHash('sha256').update(rel).digest('hex').slice(0, 6)}`;
}

/** A CSS module compiled: its class names by local name, and its CSS. */
export interface CompiledCssModule {
  names: Record<string, string>;
  css: string;
}

/** Makes `css` (the text of `file`, already through Sass or PostCSS) a CSS module. */
export async function compileCssModule(
  root: string,
  file: string,
  css: string,
): Promise<CompiledCssModule> {
  const [{ default: postcss }, { default: postcssModules }] = await Promise.all([
    import('postcss'),
    import('postcss-modules'),
  ]);
  let names: Record<string, string> = {};
  const result = await postcss([
    postcssModules({
      generateScopedName: (name, from) => scopedClassName(root, from, name),
      getJSON: (_file, json) => {
        names = json;
      },
    }),
  ]).process(css, { from: file, map: false });
  return { names, css: result.css };
}

export function cssModules(root: string): esbuild.Plugin {
  return {
    name: 'sitegen-css-modules',
    setup(build) {
      const postcssOfSite = sitePostcssLoader(root);
      let sass: ReturnType<typeof siteSassCompiler> | undefined;
      const ownFiles = path.join(packageRoot(), 'src') + path.sep;
      // Each module's CSS, kept for the import its JavaScript makes of it.
      const cssOf = new Map<string, string>();

      build.onLoad({ filter: CSS_MODULE_FILE }, async (args) => {
        if (args.namespace !== 'file' || args.path.startsWith(ownFiles)) return undefined;
        let source: { css: string; watchFiles: string[] };
        if (SASS_FILE.test(args.path)) {
          const result = await compileSassFile(root, args.path, (sass ??= siteSassCompiler(root)));
          if (result.errors) return { errors: result.errors };
          source = result;
        } else {
          const result = await postcssFile(root, args.path, postcssOfSite());
          if (result?.errors) return { errors: result.errors };
          source = result ?? { css: fs.readFileSync(args.path, 'utf8'), watchFiles: [args.path] };
        }
        let compiled: CompiledCssModule;
        try {
          compiled = await compileCssModule(root, args.path, source.css);
        } catch (thrown) {
          return { errors: [postcssMessage(thrown, args.path, 'CSS module')] };
        }
        cssOf.set(args.path, compiled.css);
        return {
          contents: [
            `import ${JSON.stringify(`${CSS_NAMESPACE}:${args.path}`)};`,
            `export default ${JSON.stringify(compiled.names)};`,
          ].join('\n'),
          loader: 'js',
          resolveDir: path.dirname(args.path),
          watchFiles: source.watchFiles,
        };
      });
      build.onResolve({ filter: new RegExp(`^${CSS_NAMESPACE}:`) }, (args) => ({
        path: args.path.slice(CSS_NAMESPACE.length + 1),
        namespace: CSS_NAMESPACE,
      }));
      build.onLoad({ filter: /.*/, namespace: CSS_NAMESPACE }, (args) => ({
        contents: cssOf.get(args.path) ?? '',
        loader: 'css',
        resolveDir: path.dirname(args.path),
      }));
    },
  };
}
