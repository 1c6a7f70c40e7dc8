/**
 * Raw imports, as Docusaurus sites write them to show a file's code in a `CodeBlock`:
 * `import code from '!!raw-loader!./example.js'` (webpack's raw-loader) and
 * `import code from './example.js?raw'`. The default export is the file's text. The file is found
 * as the same import without the loader would find it, and follows the rule of the site's other
 * code imports (content/codeImports.ts): a file of the site or its repository, not a hidden one,
 * or a package's; refused at the importing line otherwise. A raw file is an input the dev server
 * watches and a warm build compares (noteCodeImport), wherever it is.
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

const NAMESPACE = 'sitegen-raw';
/** `!!raw-loader!`, `-!raw-loader!`, `!raw-loader!` or `raw-loader!` before the path. */
const LOADER_PREFIX = /^(?:!!?|-!)?raw-loader!/;
const RAW_SUFFIX = /\?raw$/;

/** The path a raw import names, without its loader or query; undefined for another import. */
export function rawImportPath(specifier: string): string | undefined {
  if (LOADER_PREFIX.test(specifier)) return specifier.replace(LOADER_PREFIX, '');
  if (RAW_SUFFIX.test(specifier)) return specifier.replace(RAW_SUFFIX, '');
  return undefined;
}

/** The file of a raw import, from its name among a bundle's inputs ("sitegen-raw:/site/a.js"). */
export function rawImportFile(input: string): string | undefined {
  return fileInNamespace(NAMESPACE, input);
}

export function rawImports(): esbuild.Plugin {
  return {
    name: 'sitegen-raw-imports',
    setup(build) {
      const root = build.initialOptions.absWorkingDir ?? process.cwd();
      build.onResolve({ filter: /^(?:!!?|-!)?raw-loader!|\?raw$/ }, async (args) => {
        const target = rawImportPath(args.path);
        if (target === undefined || target === '') return undefined;
        const resolved = await build.resolve(target, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: NAMESPACE,
        });
        if (resolved.errors.length > 0)
          return {
            errors: [{ text: `Could not resolve "${target}" (originally "${args.path}")` }],
          };
        // Its own namespace hides the file from the bundle's check of imported files: check here.
        const fromPackage =
          isPackageFile(args.importer) ||
          isPackageFile(resolved.path) ||
          (isBareSpecifier(target) &&
            isInPackage(target, args.resolveDir, resolved.path, [path.join(root, 'node_modules')]));
        const refused = fromPackage ? undefined : whyCodeCannotImport(root, resolved.path);
        if (refused) return { errors: [{ text: `import of "${args.path}" refused: ${refused}` }] };
        if (!fromPackage) noteCodeImport(root, resolved.path, { anywhere: true });
        return { path: resolved.path, namespace: NAMESPACE };
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({
        contents: fs.readFileSync(args.path, 'utf8'),
        loader: 'text',
        watchFiles: [args.path],
      }));
    },
  };
}
