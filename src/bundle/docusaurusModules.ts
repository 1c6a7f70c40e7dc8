/**
 * The Docusaurus modules a site's pages, docs and posts import (`@docusaurus/Link`, `router`,
 * `useGlobalData`…, `@theme/Layout`, `Tabs`, `CodeBlock`…) resolve to sitegen's own small versions
 * (theme/docusaurus/), so content moved from Docusaurus builds as it is. They win over a Docusaurus
 * package of the same name still installed in the site. A site's `src/theme/<Name>` replaces the
 * `@theme/<Name>` of that name (Docusaurus's swizzling), and `@theme-original/<Name>` is sitegen's.
 * The site, its locale, its global data, theme config and docs data reach them as data written into
 * the bundle, the same on the server and in the browser; a module reads only the data it needs
 * (global data only goes where `useGlobalData` or a docs hook is used, the docs' sidebars only
 * where DocCardList or a sidebar hook is). The site's theme replacements, bundled once for every
 * locale, read the locale being rendered instead (`'live'`). A name one of these modules does not
 * export (a hook sitegen lacks) is an error at its import naming it (missingExportOf).
 *
 * The MDX compiler asks `MDX_PROVIDER` for the components an MDX file may use without importing
 * them: the `@theme/MDXComponents` map, as the site has it.
 */
import path from 'node:path';
import type * as esbuild from 'esbuild';
import { MDX_PROVIDER } from '../markdown/index.js';
import { packageRoot } from '../packageRoot.js';
import {
  DOCUSAURUS_DATA_GLOBAL,
  isThemeComponentName,
  type DocsData,
  type ThemeConfig,
  type GlobalData,
  type SiteData,
  type ThemeData,
} from '../theme/index.js';
import { asciiOnly } from '../shared/index.js';
import { replacedName, replacementFiles, themeFolders } from './siteTheme.js';
import {
  CONTENT_COMPONENTS,
  CORE_CLIENT_MODULES,
  DOCUSAURUS_MODULES,
  DOCUSAURUS_THEME_NAMES,
  MDX_GLOBALS,
  MODULES,
} from './docusaurusModuleList.js';

export { DOCUSAURUS_MODULES, DOCUSAURUS_THEME_NAMES, MDX_GLOBALS };

export type { GlobalData, SiteData, ThemeData };

/** What the modules of one locale are told. */
export interface DocusaurusData {
  site: SiteData;
  theme: ThemeData;
  globalData: GlobalData;
  /** What `useThemeConfig` gives. */
  themeConfig: ThemeConfig;
  /** The docs' sidebars, titles and descriptions (DocCardList, useDocsSidebar…). */
  docs: DocsData;
}

/**
 * sitegen's own code the modules are made of (theme/docusaurus/, and the theme and shared
 * helpers they use): a page imports it from outside the site folder.
 */
export const isSitegenBrowserCode = (file: string) =>
  ['theme', 'shared'].some((dir) =>
    file.startsWith(path.join(packageRoot(), 'src', dir) + path.sep),
  );
const folder = () => path.join(packageRoot(), 'src', 'theme', 'docusaurus');

const NAMESPACE = 'sitegen-docusaurus';
const CSS_NAMESPACE = 'sitegen-docusaurus-css';
const DATA_NAMESPACE = 'sitegen-site-data';
const PROVIDER_NAMESPACE = 'sitegen-mdx-provider';
/** The files of theme/docusaurus/ that hold a build's data (each read only where it is imported). */
const DATA_FILE = /^\.\/(siteData|themeData|globalData|themeConfig|docsData)\.js$/;

/**
 * The site's replacements of sitegen's `@theme/` modules, by name, and the components its
 * plugins' theme folders add (`@theme/IdealImage`); the site's own `src/theme` first.
 */
export function swizzledModules(root: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const { dir, plugin } of themeFolders(root)) {
    for (const rel of replacementFiles(dir)) {
      const name = replacedName(rel);
      const added = plugin && !isThemeComponentName(name);
      if ((DOCUSAURUS_THEME_NAMES.includes(name) || added) && !found.has(name))
        found.set(name, path.join(dir, rel));
    }
  }
  return found;
}

/** A message of this module as esbuild says it of a package it cannot find. */
const notFound = (specifier: string) => ({
  errors: [{ text: `Could not resolve "${specifier}"` }],
});

/** Each data file of theme/docusaurus/ and the part of DocusaurusData it holds. */
const DATA_KEYS: Record<string, keyof DocusaurusData> = {
  siteData: 'site',
  themeData: 'theme',
  globalData: 'globalData',
  themeConfig: 'themeConfig',
  docsData: 'docs',
};

/**
 * A data file that reads the locale being rendered from `DOCUSAURUS_DATA_GLOBAL` whenever a
 * module reads it (the modules read their data while rendering, never when they load).
 */
function liveDataModule(name: string): string {
  const read = `() => globalThis[${JSON.stringify(DOCUSAURUS_DATA_GLOBAL)}]?.[${JSON.stringify(DATA_KEYS[name])}] ?? {}`;
  return [
    `const read = ${read};`,
    `export const ${name} = new Proxy({}, {`,
    '  get: (_, key) => read()[key],',
    '  has: (_, key) => key in read(),',
    '  ownKeys: () => Reflect.ownKeys(read()),',
    '  getOwnPropertyDescriptor: (_, key) =>',
    '    Object.hasOwn(read(), key) ? { value: read()[key], enumerable: true, configurable: true, writable: true } : undefined,',
    '});',
  ].join('\n');
}

/** What stands in a browser bundle every locale shares for a data file, until `withLocaleData`. */
const dataToken = (name: string) => `__SITEGEN_DATA_${name}__`;
const DATA_TOKEN = /__SITEGEN_DATA_(\w+)__/g;

/**
 * A data file of a browser bundle every locale shares: its value parsed from a string that holds
 * a token, which each locale's copy of the bundle replaces with its data (`withLocaleData`). A
 * call keeps the minifier from copying the value into each place that reads it.
 */
const deferredDataModule = (name: string) =>
  `export const ${name} = JSON.parse(${JSON.stringify(dataToken(name))});`;

/**
 * A locale's data as `withLocaleData` writes it, by the data object: every page script of the
 * locale gets the same (a locale's data is made once and not changed).
 */
const writtenData = new WeakMap<object, string>();

/**
 * A bundle made with `'deferred'` data (in pieces: encodePieces.ts), with the locale's data in
 * place of the tokens.
 */
export function withLocaleData(code: readonly string[], data: DocusaurusData): string[] {
  const pieces: string[] = [];
  for (const piece of code) {
    let from = 0;
    for (const match of piece.matchAll(DATA_TOKEN)) {
      pieces.push(piece.slice(from, match.index), dataText(match[1], data) ?? match[0]);
      from = match.index + match[0].length;
    }
    pieces.push(from === 0 ? piece : piece.slice(from));
  }
  return pieces;
}

/** The locale's data of file `name`, as the body of a JavaScript string; undefined for no such file. */
function dataText(name: string, data: DocusaurusData): string | undefined {
  const key = DATA_KEYS[name];
  if (!key) return undefined;
  const value: unknown = data[key] ?? {};
  const kept = typeof value === 'object' && value !== null ? writtenData.get(value) : undefined;
  if (kept !== undefined) return kept;
  // The JSON as the body of a JavaScript string, ASCII only as esbuild writes its output.
  const written = asciiOnly(JSON.stringify(JSON.stringify(value)).slice(1, -1));
  if (typeof value === 'object' && value !== null) writtenData.set(value, written);
  return written;
}

/**
 * `data`: the locale's, written into the bundle; `'live'` for a server bundle every locale
 * renders (a site's theme replacements, the page modules a build of several locales shares),
 * which reads the locale being rendered (liveDataModule); `'deferred'` for a browser bundle every
 * locale shares, each filling in its own (withLocaleData).
 */
export function docusaurusModules(data: DocusaurusData | 'live' | 'deferred'): esbuild.Plugin {
  return {
    name: 'sitegen-docusaurus-modules',
    setup(build) {
      const swizzled = swizzledModules(build.initialOptions.absWorkingDir ?? process.cwd());
      build.onResolve({ filter: /^@(docusaurus|theme|theme-original|theme-init)\// }, (args) => {
        const slash = args.path.indexOf('/');
        const scope = args.path.slice(0, slash);
        const name = args.path.slice(slash + 1);
        if (scope === '@docusaurus') {
          if (Object.hasOwn(MODULES, args.path)) return { path: args.path, namespace: NAMESPACE };
          return CORE_CLIENT_MODULES.has(name) ? notFound(args.path) : undefined;
        }
        // sitegen's own replaceable components (Navbar, Footer…), and any other original a
        // replacement wraps: sharedModules.ts (which names the replaceable ones).
        if (!DOCUSAURUS_THEME_NAMES.includes(name)) {
          // A component a plugin's theme folder adds.
          const added = swizzled.get(name);
          if (added && scope === '@theme' && args.importer !== added) return { path: added };
          return isThemeComponentName(name) || scope === '@theme-original'
            ? undefined
            : notFound(args.path);
        }
        const replacement = swizzled.get(name);
        // In the replacement itself, `@theme/<Name>` is the original it wraps.
        if (scope === '@theme' && replacement && args.importer !== replacement)
          return { path: replacement };
        return { path: `@theme/${name}`, namespace: NAMESPACE };
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        const { file, exports } = MODULES[args.path];
        return {
          contents: `export { ${exports} } from ${JSON.stringify(path.join(folder(), file))};`,
          loader: 'js',
          resolveDir: folder(),
        };
      });

      build.onResolve({ filter: new RegExp(`^${MDX_PROVIDER}$`) }, () => ({
        path: 'provider',
        namespace: PROVIDER_NAMESPACE,
      }));
      build.onLoad({ filter: /.*/, namespace: PROVIDER_NAMESPACE }, () => ({
        contents: [
          "import components from '@theme/MDXComponents';",
          'export function useMDXComponents() { return components; }',
        ].join('\n'),
        loader: 'js',
        resolveDir: folder(),
      }));

      // Their stylesheet goes into the page stylesheet once (see `themeCssOf`), not per module.
      build.onResolve({ filter: /\.css$/ }, (args) =>
        args.importer.startsWith(folder())
          ? { path: path.resolve(args.resolveDir, args.path), namespace: CSS_NAMESPACE }
          : undefined,
      );
      build.onLoad({ filter: /.*/, namespace: CSS_NAMESPACE }, () => ({
        contents: '',
        loader: 'js',
      }));

      // The build's data in place of the files' empty values.
      build.onResolve({ filter: DATA_FILE }, (args) =>
        args.importer.startsWith(folder())
          ? { path: args.path.slice(2, -3), namespace: DATA_NAMESPACE }
          : undefined,
      );
      build.onLoad({ filter: /.*/, namespace: DATA_NAMESPACE }, (args) => {
        if (data === 'live') return { contents: liveDataModule(args.path), loader: 'js' };
        if (data === 'deferred') return { contents: deferredDataModule(args.path), loader: 'js' };
        const value = data[DATA_KEYS[args.path]];
        return { contents: `export const ${args.path} = ${JSON.stringify(value)};`, loader: 'js' };
      });
    },
  };
}

/** sitegen's stylesheets a bundle's module uses (absolute paths), from the bundle's inputs. */
export function themeCssOf(inputs: Iterable<string>): string[] {
  const prefix = `${CSS_NAMESPACE}:`;
  return [...inputs].filter((input) => input.startsWith(prefix)).map((i) => i.slice(prefix.length));
}

/** What compiled MDX holds where it uses one of sitegen's content components without importing it. */
const USES_CONTENT_COMPONENT = new RegExp(
  `_missingMdxReference\\("(?:${CONTENT_COMPONENTS.join('|')})", true\\)`,
);

/**
 * The content components' stylesheet (theme/docusaurus/contentComponents.css, absolute), when a
 * module or Markdown it imports uses one of them. Every MDX file reaches them through
 * MDXComponents, so they import no stylesheet (themeCssOf would put it in every site with MDX):
 * it goes by what the compiled code names, and a site that uses none of them carries none of it.
 */
export function contentComponentsCssOf(
  metafile: esbuild.Metafile,
  entry: string,
  codeOf: (input: string) => string | undefined,
): string[] {
  const seen = new Set<string>([entry]);
  const queue = [entry];
  while (queue.length > 0) {
    const input = queue.pop()!;
    if (USES_CONTENT_COMPONENT.test(codeOf(input) ?? ''))
      return [path.join(folder(), 'contentComponents.css')];
    for (const { path: imported } of metafile.inputs[input]?.imports ?? [])
      if (!seen.has(imported) && !/^[\w-]+:/.test(imported) && /\.mdx?$/.test(imported)) {
        seen.add(imported);
        queue.push(imported);
      }
  }
  return [];
}

/**
 * Whether an MDX file needs the browser, from its bundle's inputs (esbuild's metafile): it does
 * when it (or a Markdown file it imports) imports the site's own code or a package, which may have
 * state and events, or one of sitegen's interactive modules (Tabs, BrowserOnly…); or when it (or
 * such a file) uses a component the site added to `MDXComponents`. Imports of sitegen's other
 * modules, styles, images and data render the same without JavaScript. `codeOf` gives a Markdown
 * input's compiled module.
 */
export function mdxNeedsBrowser(
  metafile: esbuild.Metafile,
  entry: string,
  codeOf: (input: string) => string | undefined,
): boolean {
  const seen = new Set<string>([entry]);
  const queue = [entry];
  while (queue.length > 0) {
    const markdown = queue.pop()!;
    if (usesSiteComponents(codeOf(markdown) ?? '')) return true;
    for (const { path: imported } of metafile.inputs[markdown]?.imports ?? []) {
      if (seen.has(imported)) continue;
      seen.add(imported);
      const namespace = /^([\w-]+):/.exec(imported)?.[1];
      if (namespace === NAMESPACE) {
        if (MODULES[imported.slice(NAMESPACE.length + 1)]?.interactive) return true;
      } else if (namespace !== undefined) continue;
      else if (/\.mdx?$/.test(imported)) queue.push(imported);
      else if (/\.(jsx?|tsx?|mjs|cjs)$/.test(imported) || !/\.\w+$/.test(imported)) return true;
    }
  }
  return false;
}

/** Whether compiled MDX uses a component it does not import, other than sitegen's own. */
function usesSiteComponents(compiledCode: string): boolean {
  for (const [, name] of compiledCode.matchAll(/_missingMdxReference\("([^"]+)", true\)/g))
    if (!MDX_GLOBALS.includes(name.split('.')[0])) return true;
  return false;
}

/**
 * An import of a name one of sitegen's Docusaurus modules does not export (a hook sitegen lacks),
 * from esbuild's message: what it is and what to do; undefined for another message.
 */
export function missingExportOf(
  text: string,
): { name: string; message: string; hint: string } | undefined {
  const found = new RegExp(
    `^No matching export in "${NAMESPACE}:([^"]+)" for import "([^"]+)"`,
  ).exec(text);
  if (!found || !Object.hasOwn(MODULES, found[1])) return undefined;
  const [, module, name] = found;
  const names = MODULES[module].exports
    .split(',')
    .map((entry) =>
      entry
        .trim()
        .split(/\s+as\s+/)
        .pop()!,
    )
    .filter((entry) => entry !== 'default');
  return {
    name,
    message: `${name} is not one of sitegen's ${module} exports`,
    hint: `sitegen's ${module} has ${names.length > 0 ? names.join(', ') : 'a default export only'}; write what ${name} does in the site (src/…), or remove it`,
  };
}

/** The hint for a Docusaurus module sitegen does not have. */
export function missingModuleHint(specifier: string): string | undefined {
  if (!/^@(docusaurus|theme|theme-original|theme-init)\//.test(specifier)) return undefined;
  return `sitegen has its own versions of these Docusaurus modules: ${DOCUSAURUS_MODULES.join(', ')} (and @theme-original/ of each @theme/ one); write the component in the site instead (src/components/…), or remove the import`;
}
