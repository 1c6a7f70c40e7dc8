/**
 * An SVG file imported from code is a React component, as in Docusaurus (which uses SVGR for it):
 * `import Logo from '@site/static/img/logo.svg'` then `<Logo className="logo" />` renders the
 * drawing inline, so CSS can style it, with the props spread on its `<svg>` and a `title` prop.
 * An SVG named by CSS (`url(…)`) stays a file, as the image loaders make it.
 */
import { fileInNamespace } from './namespaces.js';
import fs from 'node:fs';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import {
  isBareSpecifier,
  isInPackage,
  isPackageFile,
  noteCodeImport,
  whyCodeCannotImport,
} from '../content/index.js';

const NAMESPACE = 'sitegen-svg';
const FROM_CODE = new Set<esbuild.ImportKind>([
  'import-statement',
  'dynamic-import',
  'require-call',
]);

/** The file of an SVG component, from its name among a bundle's inputs ("sitegen-svg:/site/a.svg"). */
export function svgComponentFile(input: string): string | undefined {
  return fileInNamespace(NAMESPACE, input);
}

export function svgComponents(): esbuild.Plugin {
  return {
    name: 'sitegen-svg-components',
    setup(build) {
      const root = build.initialOptions.absWorkingDir ?? process.cwd();
      build.onResolve({ filter: /\.svg$/i }, async (args) => {
        if (!FROM_CODE.has(args.kind) || args.pluginData === NAMESPACE) return undefined;
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: NAMESPACE,
        });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        // Its own namespace hides the file from the bundle's check of imported files: check here.
        // A package's drawing is the package's (see pageModules.ts, refusedImports).
        const fromPackage =
          isPackageFile(args.importer) ||
          isPackageFile(resolved.path) ||
          (isBareSpecifier(args.path) &&
            isInPackage(args.path, args.resolveDir, resolved.path, [
              path.join(root, 'node_modules'),
            ]));
        const refused = fromPackage ? undefined : whyCodeCannotImport(root, resolved.path);
        if (refused) return { errors: [{ text: `import of "${args.path}" refused: ${refused}` }] };
        if (!fromPackage) noteCodeImport(root, resolved.path);
        return { path: resolved.path, namespace: NAMESPACE };
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, async (args) => ({
        contents: await svgToComponent(fs.readFileSync(args.path, 'utf8'), args.path),
        loader: 'jsx',
        resolveDir: path.dirname(args.path),
        watchFiles: [args.path],
      }));
    },
  };
}

/** The SVG as the source of a React component module (JSX, automatic runtime). */
export async function svgToComponent(svg: string, file: string): Promise<string> {
  // SVGR brings Babel: loaded only for a site whose code imports an SVG.
  const [{ transform }, { default: jsx }] = await Promise.all([
    import('@svgr/core'),
    import('@svgr/plugin-jsx'),
  ]);
  return transform(
    svg,
    { plugins: [jsx], jsxRuntime: 'automatic', titleProp: true, runtimeConfig: false },
    { componentName: componentName(file), filePath: file },
  );
}

/** `logo-dark.svg` → `SvgLogoDark`: the name React shows for it. */
function componentName(file: string): string {
  const words = path.basename(file, path.extname(file)).split(/[^A-Za-z0-9]+/);
  return `Svg${words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('')}`;
}
