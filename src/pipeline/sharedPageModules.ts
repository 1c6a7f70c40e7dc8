/**
 * Page modules bundled once for every locale of a build. A locale's page modules differ from
 * another's only in the Docusaurus data they are told (the site and locale, global data, theme
 * config) and, for MDX, in the base URL and labels a shared compile leaves as placeholders
 * (markdown/sharedCompile.ts). So the first locale of a build of several bundles its modules with
 * the data read from the locale being rendered (`'live'`) and its MDX as the shared compile made
 * it; every locale renders those modules and fills the placeholders into what they render. A
 * module the shared bundle cannot stand for (a translated page, an MDX file compiled for its
 * locale alone, a page the first locale did not have) is bundled with the locale's own, as a
 * single-locale build bundles every module.
 *
 * A bundle of modules is a copy of every package they import, held in memory until the process
 * ends: bundling once also keeps one copy instead of one per locale.
 */
import type {
  PageScripts,
  BundleResult,
  MarkdownModuleSettings,
  ModuleSettings,
} from '../bundle/index.js';
import {
  contextFor,
  needsCheck,
  type CompileSettings,
  type CompiledMdx,
} from '../markdown/index.js';
import { timed } from './timings.js';
import type { RenderedOnce } from './moduleRender.js';

/** The shared bundle of a build, made by the first locale that compiles page modules. */
export interface SharedPageModules {
  /** Unset until made; `'off'` once a locale found it cannot be shared (then none is). */
  made?: SharedBundle | 'off';
  /**
   * The browser modules of its pages that hydrate, bundled once with placeholders for the data
   * and words of a locale, which each locale fills into its copy (`'off'` when they failed).
   */
  scripts?: PageScripts | 'off';
  /**
   * The HTML of its MDX pages that rendered without reading anything of their locale, by file,
   * placeholders not filled in: the other locales take it instead of rendering them again.
   */
  rendered: Map<string, RenderedOnce>;
}

interface SharedBundle {
  bundle: BundleResult;
  /** The shared compile's code each MDX entry was bundled with, by absolute path. */
  code: Map<string, string>;
  /** The shared compile settings its Markdown partials were compiled with (as JSON). */
  sharing: string;
}

/** What a locale asks of the shared bundle. */
export interface SharedRequest {
  root: string;
  /** Every module entry of the locale (absolute paths), and which of them are MDX sources. */
  entries: string[];
  mdx: ReadonlySet<string>;
  /** The locale's shared compiles (placeholders not filled in), by file: those MDX entries may share. */
  sharedCode: ReadonlyMap<string, CompiledMdx>;
  /** The shared compile's settings (sharedSettings), for the partials the bundle compiles. */
  sharing: CompileSettings;
  /** The locale's module settings; the shared bundle reads data live and compiles partials shared. */
  settings: ModuleSettings;
  /** A shared compile's result filled in for the locale (markdown/sharedCompile.ts's forLocale). */
  fill: <T>(content: T) => T;
  /** Bundles modules (bundle/pageModules.ts's bundlePageModules, with the site root and a label). */
  bundle: (
    entries: string[],
    settings: ModuleSettings,
    precompiled: ReadonlyMap<string, CompiledMdx>,
  ) => Promise<BundleResult>;
}

/** The entries a locale takes from the shared bundle (with the bundle), the rest its own. */
export interface SharedSplit {
  shared?: BundleResult;
  taken: Set<string>;
  own: string[];
}

/**
 * Which of the locale's entries the build's shared bundle holds, bundling it first when this is
 * the first locale to ask. A shared bundle that fails, or whose Markdown partials a locale could
 * not share, is dropped: every locale then bundles its own, and reports its problems as its own.
 */
export async function sharedModulesFor(
  holder: SharedPageModules,
  request: SharedRequest,
): Promise<SharedSplit> {
  const all: SharedSplit = { taken: new Set(), own: request.entries };
  if (holder.made === 'off') return all;
  const shareable = (file: string) => !request.mdx.has(file) || request.sharedCode.has(file);
  if (!holder.made) {
    const entries = request.entries.filter(shareable);
    if (entries.length === 0) return all;
    const made = await timed('compile: shared page modules', () => makeShared(request, entries));
    holder.made = made ?? 'off';
    if (!made) return all;
  }
  if (holder.made === 'off') return all;
  const { bundle, code, sharing } = holder.made;
  // A module's own MDX must be the shared compile this locale has, and the partials it imports
  // must compile alike here (the same links to the same URLs, but for the base).
  const samePartials = JSON.stringify(request.sharing) === sharing;
  const taken = new Set(
    request.entries.filter((file) => {
      const loaded = bundle.modules.get(file);
      if (!loaded || (loaded.partials.length > 0 && !samePartials)) return false;
      return !request.mdx.has(file) || request.sharedCode.get(file)?.code === code.get(file);
    }),
  );
  return { shared: bundle, taken, own: request.entries.filter((file) => !taken.has(file)) };
}

async function makeShared(
  request: SharedRequest,
  entries: string[],
): Promise<SharedBundle | undefined> {
  const precompiled = new Map(
    entries.flatMap((file) => {
      const compiled = request.sharedCode.get(file);
      return compiled ? [[file, compiled] as const] : [];
    }),
  );
  const markdown = request.settings.markdown && sharedMarkdown(request.settings.markdown, request);
  const bundle = await request.bundle(
    entries,
    { ...request.settings, docusaurus: 'live', markdown },
    precompiled,
  );
  // A partial the bundle compiled that a locale writes its own way (a link with a locale's
  // prefix), or that a site's own plugins compile unlike the shared compile filled in (checked
  // against this locale's, as the pages are: compileMarkdown.ts): the pages importing it cannot
  // share.
  const partials = [...bundle.markdown].filter(([file]) => !precompiled.has(file));
  if (bundle.problems.length > 0 || partials.some(([, found]) => found.localeBound))
    return undefined;
  const own = request.settings.markdown;
  if (needsCheck(request.sharing) && own && partials.length > 0) {
    const { compileMarkdownModule } = await import('../bundle/markdownModules.js');
    for (const [file, found] of partials) {
      const mine = await compileMarkdownModule(own, file);
      if (mine.found.code !== request.fill(found).code) return undefined;
    }
  }
  return {
    bundle,
    code: new Map([...precompiled].map(([file, compiled]) => [file, compiled.code])),
    sharing: JSON.stringify(request.sharing),
  };
}

/** Markdown partials the shared bundle compiles get the shared compile's placeholders too. */
function sharedMarkdown(
  settings: MarkdownModuleSettings,
  request: Pick<SharedRequest, 'sharing'>,
): MarkdownModuleSettings {
  const urls = new Map(request.sharing.urlOfSource);
  return {
    ...settings,
    contextOf: (file) => contextFor(request.sharing, { file, defaultFile: file }, urls),
  };
}

/**
 * The browser modules of the shared bundle's pages that hydrate, bundled the first time a locale
 * asks, with the data left to each locale (`'deferred'`) and the shared compiles' placeholders;
 * undefined when they failed (the locale then bundles its own, and reports the problems).
 */
export async function sharedScriptsFor(
  holder: SharedPageModules,
  request: Pick<SharedRequest, 'root' | 'sharing' | 'settings'>,
): Promise<PageScripts | undefined> {
  if (holder.scripts === undefined && holder.made && holder.made !== 'off') {
    const { bundle } = holder.made;
    const pages = [...bundle.modules].filter(([, loaded]) => loaded.hydrates).map(([file]) => file);
    const { bundlePageScripts } = await import('../bundle/pageScripts.js');
    const markdown =
      request.settings.markdown && sharedMarkdown(request.settings.markdown, request);
    const scripts = await timed('compile: shared page scripts', () =>
      bundlePageScripts(
        request.root,
        pages,
        { ...request.settings, docusaurus: 'deferred', markdown },
        'page',
        bundle.markdown,
      ),
    );
    holder.scripts = scripts.problems.length > 0 ? 'off' : scripts;
  }
  return holder.scripts === 'off' ? undefined : holder.scripts;
}
