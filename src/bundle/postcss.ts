/**
 * PostCSS for a site that has a PostCSS config (`postcss.config.js` and the other names PostCSS
 * knows, in the site folder): every stylesheet sitegen bundles for the site (its `customCss`, the
 * CSS its pages, components and packages import, CSS modules too) goes through the config's
 * plugins first, as Docusaurus's webpack build does, so Tailwind and Autoprefixer work unchanged.
 * sitegen's own theme stylesheet does not. The config is looked for in the site folder only.
 */
import type { CompiledCss } from './compiledCss.js';
import fs from 'node:fs';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import { packageRoot } from '../packageRoot.js';

/** A site's PostCSS setup: its plugins and the file they come from. */
export interface SitePostcss {
  file: string;
  process(css: string, from: string): Promise<string>;
}

const CONFIG_NAMES = [
  'package.json',
  '.postcssrc',
  '.postcssrc.json',
  '.postcssrc.yaml',
  '.postcssrc.yml',
  '.postcssrc.js',
  '.postcssrc.mjs',
  '.postcssrc.cjs',
  '.postcssrc.ts',
  'postcss.config.js',
  'postcss.config.mjs',
  'postcss.config.cjs',
  'postcss.config.ts',
];

/** The site's PostCSS config file, if it has one (a `package.json` counts when it has "postcss"). */
export function postcssConfigFile(root: string): string | undefined {
  for (const name of CONFIG_NAMES) {
    const file = path.join(root, name);
    if (!fs.existsSync(file)) continue;
    if (name !== 'package.json') return file;
    try {
      if ((JSON.parse(fs.readFileSync(file, 'utf8')) as { postcss?: unknown }).postcss) return file;
    } catch {
      // A package.json that does not parse holds no PostCSS config either.
    }
  }
  return undefined;
}

/** Loads the site's PostCSS config and its plugins (from the site's own node_modules). */
async function loadSitePostcss(root: string): Promise<SitePostcss | undefined> {
  const file = postcssConfigFile(root);
  if (!file) return undefined;
  const [{ default: postcss }, { default: postcssrc }] = await Promise.all([
    import('postcss'),
    import('postcss-load-config'),
  ]);
  const loaded = await postcssrc({ cwd: root, env: 'production' }, root, { stopDir: root });
  const processor = postcss(loaded.plugins);
  return {
    file: loaded.file,
    async process(css, from) {
      const result = await processor.process(css, { ...loaded.options, from, map: false });
      return result.css;
    },
  };
}

/**
 * Runs one CSS file through the site's PostCSS (`setup`, loaded once per bundle); undefined when
 * the site has none. A failing config or plugin is an error at the CSS file.
 */
export async function postcssFile(
  root: string,
  file: string,
  setup: Promise<SitePostcss | undefined>,
): Promise<CompiledCss | undefined> {
  let postcss: SitePostcss | undefined;
  try {
    postcss = await setup;
    if (!postcss) return undefined;
    const css = await postcss.process(fs.readFileSync(file, 'utf8'), file);
    return { css, watchFiles: [file, postcss.file] };
  } catch (thrown) {
    const config = path.basename(postcss?.file ?? postcssConfigFile(root) ?? 'PostCSS');
    return { errors: [postcssMessage(thrown, file, `PostCSS (${config})`)] };
  }
}

/** A PostCSS error as esbuild's message, at its line and column in `file` when it has them. */
export function postcssMessage(
  thrown: unknown,
  file: string,
  what: string,
): esbuild.PartialMessage {
  const error = thrown as { reason?: string; message: string; line?: number; column?: number };
  return {
    text: `${what}: ${error.reason ?? error.message}`,
    location: error.line ? { file, line: error.line, column: (error.column ?? 1) - 1 } : { file },
  };
}

/** The site's PostCSS, loaded when first asked for; undefined for a site without a config. */
export function sitePostcssLoader(root: string): () => Promise<SitePostcss | undefined> {
  let setup: Promise<SitePostcss | undefined> | undefined;
  return () =>
    (setup ??= postcssConfigFile(root) ? loadSitePostcss(root) : Promise.resolve(undefined));
}

/**
 * Runs the site's CSS files through its PostCSS config. Loaded once per bundle; a site without a
 * config gets a plugin that does nothing. CSS modules are cssModules.ts's.
 */
export function sitePostcss(root: string): esbuild.Plugin {
  return {
    name: 'sitegen-site-postcss',
    setup(build) {
      if (!postcssConfigFile(root)) return;
      const setup = sitePostcssLoader(root);
      // sitegen's own stylesheets (its theme) are not the site's.
      const ownFiles = path.join(packageRoot(), 'src') + path.sep;
      build.onLoad({ filter: /\.css$/ }, async (args) => {
        if (args.namespace !== 'file' || args.path.startsWith(ownFiles)) return undefined;
        const result = await postcssFile(root, args.path, setup());
        if (!result) return undefined;
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
