/**
 * The browser half of React pages. Each `.tsx`/`.jsx`/`.js` page that does not opt out with
 * `export const hydrate = false`, and each MDX file that uses interactive components
 * (pageModules.ts decides), is bundled for the browser (one esbuild pass per locale, one file per
 * page) with the way it hydrates itself (theme/hydrateModule.tsx), so the runtime can import it
 * and hydrate the HTML the server rendered: hooks, events and context work. React is not in these
 * bundles: the page uses the runtime's (sharedModules.ts). The last bundle of each set of pages is
 * kept in the site's cache with a hash of every file it was made from, and reused while none of
 * them changed.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { siteSass } from './sass.js';
import { cssModules } from './cssModules.js';
import { codeVersion, hashOf, openCache } from '../cache/index.js';
import { encodePieces } from '../encodePieces.js';
import type { SiteError } from '../errors.js';
import { packageRoot } from '../packageRoot.js';
import { SCRIPT_DIR } from '../routes/index.js';
import {
  PAGE_CONFIG_ATTRIBUTE,
  PAGE_MODULE_ATTRIBUTE,
  PAGE_PROPS_ATTRIBUTE,
  PAGE_STRINGS_ATTRIBUTE,
} from '../theme/index.js';
import { escapeHtml } from '../shared/index.js';
import {
  type ModuleSettings,
  modulePlugins,
  IMAGE_LOADERS,
  moduleError,
  refusedImports,
} from './pageModules.js';
import type { CompiledMarkdown } from './markdownModules.js';
import { svgComponentFile } from './svgComponents.js';
import { rawImportFile } from './rawImports.js';

export interface PageScripts {
  /** Page source file → its browser module, relative to a locale folder ("assets/js/page.1A2B3C4D.js"). */
  entries: Map<string, string>;
  /** Every file to write, relative to a locale folder. */
  files: Array<{ file: string; text: string }>;
  /** The CSS the modules import (a page's is in the page stylesheet already, from its server bundle). */
  css: string;
  problems: SiteError[];
}

/** One page's browser module as a bundle made it, kept in the cache until what it was made from changes. */
interface CachedScript {
  esbuild: string;
  /**
   * Each input (relative to the site root) → a hash of what the bundle read of it: the compile of
   * a Markdown file (which depends on more than its text: links to other sources, the locale's
   * words, the site's plugins), the text of any other file.
   */
  inputs: Record<string, string>;
  /** Its module (relative to a locale folder), and the CSS it imports. */
  file: string;
  text: string;
  css: string;
}

/** A hash of a site file's text ('missing' once it is gone). */
const hashInput = (root: string, input: string) => {
  try {
    return hashOf(fs.readFileSync(path.resolve(root, input), 'utf8'));
  } catch {
    return 'missing';
  }
};

/**
 * `pages`: absolute paths of the modules to bundle (pages, MDX files, or the site's theme
 * replacements); `prefix`: the start of each file's name, "page" (page.1A2B3C4D.js) or "theme";
 * `markdown`: the Markdown the server's bundle of the same pages compiled (pages and partials),
 * taken as it is.
 *
 * Each page's module is made from that page's code alone (no code is split between pages), so each
 * is kept on its own: a build bundles only the pages whose module is not in the cache, or was made
 * from a file that changed since (one edited doc: its page alone).
 */
export async function bundlePageScripts(
  root: string,
  pages: string[],
  settings: ModuleSettings,
  prefix = 'page',
  markdown: CompiledMarkdown = new Map(),
): Promise<PageScripts> {
  const { overrides = new Map(), baseUrl, docusaurus, responsiveImages, markdown: md } = settings;
  if (pages.length === 0) return { entries: new Map(), files: [], css: '', problems: [] };
  const sorted = [...pages].sort();
  const cache = openCache<CachedScript>(root, 'page-scripts');
  // Everything of the settings a module is made with that its inputs' hashes do not tell: the
  // locale's base in its responsive images' URLs, how its Markdown is read.
  const common = hashOf(
    codeVersion(),
    prefix,
    baseUrl,
    JSON.stringify(docusaurus ?? {}),
    JSON.stringify([...overrides]),
    JSON.stringify(responsiveImages ?? null),
    JSON.stringify([md?.format ?? null, md?.key ?? null]),
  );
  const keyOf = (page: string) => hashOf(common, page);
  const hashes = new Map<string, string>();
  const inputHash = (input: string) => {
    let hash = hashes.get(input);
    if (hash === undefined) {
      const compiled = markdown.get(path.resolve(root, input));
      hash = compiled ? hashOf('compiled', compiled.code) : hashInput(root, input);
      hashes.set(input, hash);
    }
    return hash;
  };
  const kept = new Map<string, CachedScript>();
  for (const page of sorted) {
    const last = cache.get(keyOf(page));
    if (
      last &&
      last.esbuild === esbuild.version &&
      Object.entries(last.inputs).every(([input, hash]) => inputHash(input) === hash)
    )
      kept.set(page, last);
  }
  const missing = sorted.filter((page) => !kept.has(page));
  if (missing.length > 0) {
    const made = await bundleScripts(root, missing, settings, prefix, markdown);
    if (!(made instanceof Map)) return { entries: new Map(), files: [], css: '', problems: made };
    for (const [page, { inputs, ...script }] of made) {
      const cached: CachedScript = {
        esbuild: esbuild.version,
        inputs: Object.fromEntries(inputs.map((input) => [input, inputHash(input)])),
        ...script,
      };
      void cache.set(keyOf(page), cached);
      kept.set(page, cached);
    }
  }
  const entries = new Map<string, string>();
  const files: PageScripts['files'] = [];
  const written = new Set<string>();
  let css = '';
  for (const page of sorted) {
    const script = kept.get(page);
    if (!script) continue;
    entries.set(page, script.file);
    // (Two pages whose modules are the same share one file.)
    if (!written.has(script.file)) files.push({ file: script.file, text: script.text });
    written.add(script.file);
    css += script.css;
  }
  return { entries, files, css, problems: [] };
}

/**
 * `pages` bundled (one esbuild pass): each page's module, the CSS it imports and the site's files
 * it was made from; or the problems that stopped it.
 */
async function bundleScripts(
  root: string,
  pages: string[],
  settings: ModuleSettings,
  prefix: string,
  markdown: CompiledMarkdown,
): Promise<
  Map<string, { file: string; text: string; css: string; inputs: string[] }> | SiteError[]
> {
  let result: esbuild.BuildResult<{ metafile: true; write: false }>;
  try {
    result = await esbuild.build({
      // A page's entry is asked of hydratingEntries by its prefix: no other import goes to it.
      entryPoints: prefix === 'page' ? pages.map((page) => `${ENTRY_PREFIX}${page}`) : pages,
      absWorkingDir: root,
      outdir: path.join(root, SCRIPT_DIR),
      bundle: true,
      // One file per page, made from that page's code alone: the page loads one module, and a
      // rebuild of some pages (serve --watch) writes what a full build would.
      splitting: false,
      format: 'esm',
      platform: 'browser',
      target: ['chrome100', 'firefox100', 'safari15'],
      // Not identifiers: names stay readable in the browser's errors. CSS module class names are
      // cssModules.ts's, the same as the server's.
      minifyWhitespace: true,
      minifySyntax: true,
      jsx: 'automatic',
      alias: { '@site': root },
      // Packages resolve from the site's node_modules too, as Docusaurus resolves them: for
      // content in a folder outside the site (a monorepo's `../docs`).
      nodePaths: [path.join(root, 'node_modules')],
      define: { 'process.env.NODE_ENV': '"production"' },
      entryNames: `${prefix}.[hash]`,
      legalComments: 'none',
      loader: { ...IMAGE_LOADERS, '.js': 'jsx' },
      metafile: true,
      write: false,
      logLevel: 'silent',
      // A copy: what this bundle meets is not the server bundle's.
      plugins: [
        ...modulePlugins(settings, new Map(markdown)),
        ...(prefix === 'page' ? [hydratingEntries()] : []),
        cssModules(root),
        siteSass(root),
      ],
    });
  } catch (thrown) {
    const failure = thrown as esbuild.BuildFailure;
    return failure.errors
      ? failure.errors.map((message) => moduleError(root, message))
      : [{ file: pages[0]!, message: String(thrown) }];
  }
  const problems = refusedImports(root, result.metafile, pages[0]);
  if (problems.length > 0) return problems;

  const relative = (file: string) =>
    path.relative(root, path.resolve(root, file)).split(path.sep).join('/');
  const textOf = new Map(result.outputFiles.map((out) => [relative(out.path), out.text]));
  const made = new Map<string, { file: string; text: string; css: string; inputs: string[] }>();
  for (const [outFile, output] of Object.entries(result.metafile.outputs)) {
    if (!output.entryPoint || !outFile.endsWith('.js')) continue;
    const file = relative(outFile);
    // The site's files the module was made from (an SVG component's file and a raw import's are
    // in namespaces of their own).
    const inputs = Object.keys(output.inputs).flatMap((input) => {
      const read = svgComponentFile(input) ?? rawImportFile(input) ?? input;
      return read.includes(':') ? [] : [read];
    });
    made.set(path.resolve(root, output.entryPoint.replace(ENTRY_PREFIX, '')), {
      file,
      text: textOf.get(file) ?? '',
      css: output.cssBundle ? (textOf.get(relative(output.cssBundle)) ?? '') : '',
      inputs,
    });
  }
  return made;
}

/** A script made a locale's: its words and data filled in, as UTF-8. */
export interface LocalizedScripts extends Omit<PageScripts, 'files'> {
  files: Array<{ file: string; text: string | Uint8Array }>;
}

/**
 * The scripts of `pages` from a bundle every locale shares, made the locale's by `transform` (its
 * data and words filled in, in pieces: encodePieces.ts), each named for its new content
 * (`page.<hash>.js`, `plugins.<hash>.js`), so that a cached copy of another locale's or an older
 * build's is never taken for it.
 */
export function localizedScripts(
  shared: PageScripts,
  pages: Iterable<string>,
  transform: (text: string) => readonly string[],
): LocalizedScripts {
  const textOf = new Map(shared.files.map(({ file, text }) => [file, text]));
  const entries = new Map<string, string>();
  const files: LocalizedScripts['files'] = [];
  const renamed = new Map<string, string>();
  for (const page of pages) {
    const file = shared.entries.get(page);
    const text = file === undefined ? undefined : textOf.get(file);
    if (file === undefined || text === undefined) continue;
    let name = renamed.get(file);
    if (!name) {
      const localized = transform(text);
      const prefix = /^(.*)\.[A-Z0-9]+\.js$/.exec(path.posix.basename(file))?.[1] ?? 'page';
      name = path.posix.join(
        path.posix.dirname(file),
        `${prefix}.${hashOf(localized).slice(0, 8).toUpperCase()}.js`,
      );
      renamed.set(file, name);
      files.push({ file: name, text: encodePieces(localized).bytes });
    }
    entries.set(page, name);
  }
  return { entries, files, css: shared.css, problems: [] };
}

const ENTRY_NAMESPACE = 'sitegen-page-entry';
const ENTRY_PREFIX = `${ENTRY_NAMESPACE}:`;
/** theme/hydrateModule.tsx: what each page's module hydrates with. */
const hydrateModuleFile = () => path.join(packageRoot(), 'src', 'theme', 'hydrateModule.tsx');

/**
 * Each page's module is the page, and `hydrate`, how it hydrates itself: React comes from the
 * runtime, so a page without a module costs the runtime nothing of this.
 */
function hydratingEntries(): esbuild.Plugin {
  return {
    name: 'sitegen-hydrating-entries',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${ENTRY_PREFIX}`) }, (args) =>
        args.kind === 'entry-point'
          ? { path: args.path.slice(ENTRY_PREFIX.length), namespace: ENTRY_NAMESPACE }
          : undefined,
      );
      build.onLoad({ filter: /.*/, namespace: ENTRY_NAMESPACE }, (args) => ({
        contents: [
          `import Page from ${JSON.stringify(args.path)};`,
          `import { hydrateModule } from ${JSON.stringify(hydrateModuleFile())};`,
          'export default Page;',
          'export const hydrate = (element, props, done) => hydrateModule(Page, element, props, done);',
        ].join('\n'),
        loader: 'js',
        resolveDir: path.dirname(args.path),
      }));
    },
  };
}

/**
 * The page's server-rendered HTML inside the element the runtime hydrates, in pieces (the HTML's
 * own, between the element's start and end): `script` is the URL of its browser module, `strings`
 * the locale's strings its `t` reads in the browser; `config` the site config a React page gets,
 * `props` those a plugin's page renders with.
 */
export function hydratedPageHtml(
  html: readonly string[],
  script: string,
  strings: Record<string, string>,
  config?: object,
  props?: object,
): string[] {
  const attribute = (name: string, value: object | undefined) =>
    value === undefined ? '' : ` ${name}="${escapeHtml(JSON.stringify(value))}"`;
  const open = `<div ${PAGE_MODULE_ATTRIBUTE}="${escapeHtml(script)}" ${PAGE_STRINGS_ATTRIBUTE}="${escapeHtml(JSON.stringify(strings))}"${attribute(PAGE_CONFIG_ATTRIBUTE, config)}${attribute(PAGE_PROPS_ATTRIBUTE, props)}>`;
  return [open, ...html, '</div>'];
}
