/**
 * Bundles the content that is code (MDX and `.tsx` pages) with the packages they import,
 * with esbuild in one pass per locale, resolving their imports (`@site/...` is the site root), then
 * imports the result so each file's default export can be rendered. CSS they import (plain, or
 * CSS modules, named as in the browser's bundle: cssModules.ts) is collected for the page's stylesheet. Each module is
 * told whether it must run in the browser too: a page unless it opts out, an MDX file when it uses
 * interactive components (docusaurusModules.ts). A missing import names the import and the
 * importing file; a module without a default export names the module.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import type { ComponentType } from 'react';
import type { AssetRef, CompiledMdx } from '../markdown/index.js';
import { cacheDir } from '../cache/index.js';
import {
  isBareSpecifier,
  isInPackage,
  isPackageFile,
  noteCodeImport,
  whyCodeCannotImport,
} from '../content/index.js';
import { fromEsbuild, type SiteError } from '../errors.js';
import {
  MARKDOWN_MODULE,
  markdownImportedBy,
  markdownModules,
  pageFindings,
  type CompiledMarkdown,
  type MarkdownModuleSettings,
  type PageFindings,
  findingsOf,
} from './markdownModules.js';
import { staticCssUrls } from './cssUrls.js';
import { sharedModules } from './sharedModules.js';
import { svgComponents } from './svgComponents.js';
import { rawImports } from './rawImports.js';
import { sitePostcss } from './postcss.js';
import { siteSass } from './sass.js';
import { cssModules } from './cssModules.js';
import {
  responsiveAssetsOf,
  responsiveImages,
  type ResponsiveImageSettings,
} from './responsiveImages.js';
import {
  contentComponentsCssOf,
  docusaurusModules,
  isSitegenBrowserCode,
  mdxNeedsBrowser,
  missingExportOf,
  missingModuleHint,
  themeCssOf,
  type DocusaurusData,
} from './docusaurusModules.js';

export interface ModuleEntry {
  file: string;
}

export interface LoadedModule {
  component: ComponentType<Record<string, unknown>>;
  /** Other exports of the module (a `.tsx` page may export `frontMatter`). */
  exports: Record<string, unknown>;
  /**
   * For Markdown, and a module importing Markdown: the page's table of contents, and what it and
   * the partials it imports link to (assets) or get wrong without failing (warnings).
   */
  mdx?: PageFindings;
  /** CSS the module imported, bundled. */
  css: string;
  /** The stylesheets of sitegen's Docusaurus modules it uses (absolute paths). */
  themeCss: string[];
  /** The resized images it imports (responsiveImages.ts), to copy into the output. */
  assets: AssetRef[];
  /** The Markdown files it imports (partials), directly or through other modules; absolute paths. */
  partials: string[];
  /**
   * Whether the module must run in the browser: every page that does not opt out
   * (`export const hydrate = false`), and an MDX file that uses interactive components.
   */
  hydrates: boolean;
}

export interface BundleResult {
  modules: Map<string, LoadedModule>;
  /**
   * Every Markdown file compiled for the bundle (pages and the partials they import), with its
   * module: the browser's bundle of the same pages takes it as it is.
   */
  markdown: CompiledMarkdown;
  problems: SiteError[];
}

/** How a site's modules are bundled, for pages and theme replacements alike. */
export interface ModuleSettings {
  /** The site's theme replacements by component name, for `@theme/<Name>` imports. */
  overrides?: ReadonlyMap<string, string>;
  /** For `url(/…)` in the CSS they import. */
  baseUrl: string;
  /**
   * The site and locale as Docusaurus's modules give them to a page; `'live'` for the site's theme
   * replacements and the page modules every locale shares (read from the locale being rendered),
   * `'deferred'` for their browser bundle (filled in per locale): docusaurusModules.ts.
   */
  docusaurus?: DocusaurusData | 'live' | 'deferred';
  /** How Markdown modules compile (pages only: a theme replacement imports no Markdown). */
  markdown?: MarkdownModuleSettings;
  /** Image imports as responsive images (a plugin's `responsiveImages`; pages only). */
  responsiveImages?: ResponsiveImageSettings;
}

/**
 * The plugins every bundle of a site's modules uses, server and browser alike; `compiled` keeps
 * what its Markdown compiled to.
 */
export function modulePlugins(
  settings: ModuleSettings,
  compiled?: CompiledMarkdown,
): esbuild.Plugin[] {
  return [
    rawImports(),
    ...(settings.docusaurus ? [docusaurusModules(settings.docusaurus)] : []),
    sharedModules(settings.overrides),
    svgComponents(),
    staticCssUrls(settings.baseUrl),
    markdownModules(settings.markdown, compiled),
    ...(settings.responsiveImages ? [responsiveImages(settings.responsiveImages)] : []),
  ];
}

/**
 * `precompiled`: Markdown modules compiled ahead (by file), which the bundle takes as they are.
 * `onHydrating`: told, once the bundle is made and before its modules load, which pages hydrate
 * (in the order of `modules`), when the bundle tells it alone: no page exports `hydrate`, whose
 * value only loading it gives. Their browser bundle can then be made while the modules load.
 */
export async function bundlePageModules(
  root: string,
  label: string,
  entries: ModuleEntry[],
  settings: ModuleSettings,
  precompiled: ReadonlyMap<string, CompiledMdx> = new Map(),
  onHydrating?: (pages: string[], markdown: CompiledMarkdown) => void,
): Promise<BundleResult> {
  const modules = new Map<string, LoadedModule>();
  const problems: SiteError[] = [];
  const compiled: CompiledMarkdown = new Map(
    [...precompiled].map(([file, result]) => [file, findingsOf(result)]),
  );
  if (entries.length === 0) return { modules, markdown: compiled, problems };
  const byFile = new Map(entries.map((entry) => [path.resolve(entry.file), entry]));
  const outdir = path.join(cacheDir(root), 'modules', `${label}-${process.pid}-${Date.now()}`);

  // Packages are bundled (Node's own modules stay out): a package may import CSS (CSS modules
  // too), which Node cannot load; a package that is not installed fails here, at the importing
  // line. React is the one that renders the page (sharedModules.ts).
  let result: esbuild.BuildResult<{ metafile: true }>;
  try {
    result = await esbuild.build({
      entryPoints: [...byFile.keys()],
      absWorkingDir: root,
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      alias: { '@site': root },
      // Packages resolve from the site's node_modules too, as Docusaurus resolves them: for
      // content in a folder outside the site (a monorepo's `../docs`).
      nodePaths: [path.join(root, 'node_modules')],
      jsx: 'automatic',
      outdir,
      outbase: root,
      entryNames: '[dir]/[name]-[hash]',
      splitting: true,
      metafile: true,
      write: true,
      logLevel: 'silent',
      // A `.js` page may hold JSX, as in Docusaurus.
      loader: { ...IMAGE_LOADERS, '.js': 'jsx' },
      // The browser bundle leaves CSS out (it is served in the page stylesheet made here), so
      // only this one runs the site's PostCSS.
      plugins: [
        ...modulePlugins(settings, compiled),
        cssModules(root),
        sitePostcss(root),
        siteSass(root),
      ],
    });
  } catch (thrown) {
    const failure = thrown as esbuild.BuildFailure;
    for (const message of failure.errors ?? []) problems.push(moduleError(root, message));
    if (!failure.errors) problems.push({ file: entries[0].file, message: String(thrown) });
    for (const found of compiled.values()) if (found.failed) problems.push(...found.problems);
    return { modules, markdown: compiled, problems };
  }

  problems.push(...refusedImports(root, result.metafile, entries[0].file));
  // Markdown that did not compile fails the bundle; what the rest found is told with the pages.
  const markdown = [...compiled.values()];
  problems.push(...markdown.filter((found) => found.failed).flatMap((found) => found.problems));
  if (problems.length > 0) {
    fs.rmSync(outdir, { recursive: true, force: true });
    return { modules, markdown: compiled, problems };
  }

  problems.push(...markdown.flatMap((found) => found.problems));
  const codeOf = (input: string) => compiled.get(path.resolve(root, input))?.code;
  // The pages' outputs (a module a page imports with import() is an entry of esbuild's too, and
  // loads when used), each with whether it hydrates unless it says otherwise (`hydrate`): a page
  // that is not Markdown does, and an MDX page whose components need the browser.
  const pages = Object.entries(result.metafile.outputs).flatMap(([outFile, output]) => {
    if (!output.entryPoint || !outFile.endsWith('.js')) return [];
    const source = path.resolve(root, output.entryPoint);
    if (!byFile.has(source)) return [];
    const input = output.entryPoint;
    const hydrates = !compiled.get(source) || mdxNeedsBrowser(result.metafile, input, codeOf);
    return [{ outFile, output, source, input, hydrates }];
  });
  if (onHydrating && pages.every(({ output }) => !output.exports?.includes('hydrate')))
    onHydrating(
      pages.filter((page) => page.hydrates).map((page) => page.source),
      compiled,
    );
  try {
    for (const { outFile, output, source, input, hydrates } of pages) {
      const absOut = path.resolve(root, outFile);
      const cssFile = output.cssBundle ? path.resolve(root, output.cssBundle) : undefined;
      const exports = (await import(pathToFileURL(absOut).href)) as Record<string, unknown>;
      const markdown = markdownImportedBy(root, source, result.metafile.inputs);
      const mdx = pageFindings(root, source, markdown, compiled);
      const reachable = reachableInputs(result.metafile, input);
      if (typeof exports.default !== 'function') {
        problems.push({
          file: source,
          message: 'this module has no default export',
          hint: 'export its component as default: `export default function Page() { … }`',
        });
        continue;
      }
      modules.set(source, {
        component: exports.default as ComponentType<Record<string, unknown>>,
        exports,
        mdx,
        css: cssFile && fs.existsSync(cssFile) ? fs.readFileSync(cssFile, 'utf8') : '',
        themeCss: [
          ...themeCssOf(reachable),
          ...contentComponentsCssOf(result.metafile, input, codeOf),
        ],
        assets: responsiveAssetsOf(reachable, settings.responsiveImages),
        partials: markdown.filter((file) => file !== source),
        hydrates: exports.hydrate === false ? false : exports.hydrate === true || hydrates,
      });
    }
  } finally {
    fs.rmSync(outdir, { recursive: true, force: true });
  }
  return { modules, markdown: compiled, problems };
}

/** Every input a bundle's entry imports, directly or through others. */
function reachableInputs(metafile: esbuild.Metafile, entry: string): Set<string> {
  const seen = new Set([entry]);
  const queue = [entry];
  while (queue.length > 0)
    for (const { path: imported } of metafile.inputs[queue.pop()!]?.imports ?? [])
      if (!seen.has(imported)) {
        seen.add(imported);
        queue.push(imported);
      }
  return seen;
}

/**
 * Images and fonts a page module (or the CSS it imports) names become data URLs, in the server and
 * the browser bundle alike.
 */
export const IMAGE_LOADERS: Record<string, esbuild.Loader> = Object.fromEntries(
  ['.svg', '.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif']
    .concat(['.woff', '.woff2', '.ttf', '.otf'])
    .map((ext) => [ext, 'dataurl']),
);

/**
 * Content is code here: an import may read any file esbuild can load. Packages are the site's
 * dependencies, wherever Node found them (packageInputs); every other file must be the site's own
 * or its repository's, not a hidden one (content/codeImports.ts), or it is refused at its
 * importing line.
 */
export function refusedImports(
  root: string,
  metafile: esbuild.Metafile,
  fallbackFile: string,
): SiteError[] {
  const problems: SiteError[] = [];
  const packages = packageInputs(root, metafile);
  for (const input of Object.keys(metafile.inputs)) {
    // Modules sitegen makes (its shared and Docusaurus modules) are not files of the site.
    if (/^[\w-]+:/.test(input) || packages.has(input)) continue;
    const file = path.resolve(root, input);
    if (isSitegenBrowserCode(file)) continue;
    const refused = whyCodeCannotImport(root, file);
    if (!refused) {
      noteCodeImport(root, file);
      continue;
    }
    const importer = Object.entries(metafile.inputs).find(([, m]) =>
      m.imports.some((i) => i.path === input),
    )?.[0];
    const from = importer ? path.resolve(root, importer) : fallbackFile;
    const specifier = importer
      ? metafile.inputs[importer].imports.find((i) => i.path === input)?.original
      : undefined;
    const position = specifier ? findInFile(from, specifier) : undefined;
    problems.push({
      file: from,
      line: position?.line,
      column: position?.column,
      message: `import of ${specifier ? `"${specifier}"` : input} refused: ${refused}`,
      hint: 'import only files of the site or its repository (not hidden ones), or packages',
    });
  }
  return problems;
}

/**
 * The inputs of a bundle that are packages' files: under a `node_modules` folder, imported by a
 * package's name from where Node finds that package (a workspace package or a `file:` one is a
 * symbolic link to a folder anywhere), or imported by a package's file.
 */
function packageInputs(root: string, metafile: esbuild.Metafile): Set<string> {
  const inputs = Object.keys(metafile.inputs).filter((input) => !/^[\w-]+:/.test(input));
  const packages = new Set(inputs.filter((input) => isPackageFile(path.resolve(root, input))));
  const siteModules = [path.join(root, 'node_modules')];
  for (const importer of inputs) {
    const from = path.dirname(path.resolve(root, importer));
    for (const imported of metafile.inputs[importer].imports) {
      if (imported.external || packages.has(imported.path) || !imported.original) continue;
      if (!isBareSpecifier(imported.original)) continue;
      const file = path.resolve(root, imported.path);
      if (isInPackage(imported.original, from, file, siteModules)) packages.add(imported.path);
    }
  }
  const queue = [...packages];
  while (queue.length > 0)
    for (const { path: imported } of metafile.inputs[queue.pop()!]?.imports ?? [])
      if (!packages.has(imported) && imported in metafile.inputs) {
        packages.add(imported);
        queue.push(imported);
      }
  return packages;
}

/** esbuild's messages name files relative to `root`, the bundle's working folder. */
export function moduleError(root: string, message: esbuild.Message): SiteError {
  const error = fromEsbuild(message, root, root);
  const file = error.file;
  const where = message.location;
  const unresolved = /^Could not resolve "([^"]+)"(?: \(originally "([^"]+)"\))?/.exec(
    message.text,
  );
  const missing = missingExportOf(message.text);
  if (missing) {
    const position = MARKDOWN_MODULE.test(file)
      ? findInFile(file, missing.name)
      : where && { line: where.line, column: where.column + 1 };
    return { file, ...position, message: missing.message, hint: missing.hint };
  }
  if (!unresolved) {
    // A plugin's refusal of an import: for MDX, at the import in the source.
    const refused = /^import of "([^"]+)" refused/.exec(message.text)?.[1];
    const position = refused && MARKDOWN_MODULE.test(file) ? findInFile(file, refused) : undefined;
    return position ? { ...error, ...position } : error;
  }
  const specifier = unresolved[2] ?? unresolved[1];
  // For MDX, esbuild's position is in the compiled JavaScript: find the import in the source.
  const position = MARKDOWN_MODULE.test(file)
    ? findInFile(file, specifier)
    : where && { line: where.line, column: where.column + 1 };
  return {
    file,
    line: position?.line,
    column: position?.column,
    message: `module not found: "${specifier}" imported by ${path.relative(root, file)}`,
    hint:
      missingModuleHint(specifier) ??
      'check the import path (use @site/... for files from the site root) or install the package',
  };
}

function findInFile(file: string, needle: string): { line: number; column: number } | undefined {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const line = lines.findIndex((text) => text.includes(needle));
  return line < 0 ? undefined : { line: line + 1, column: lines[line].indexOf(needle) + 1 };
}
