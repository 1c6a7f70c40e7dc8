/**
 * A locale's browser modules of its pages that hydrate (bundle/pageScripts.ts bundles them), with
 * the locale's Docusaurus data and words put in.
 */
import type { CompiledMarkdown, ModuleSettings, PageScripts } from '../bundle/index.js';

/** The pages that hydrate: those the locale bundled (`own`), those it took from the shared bundle. */
export interface HydratingPages {
  own: readonly string[];
  taken: readonly string[];
  /** The Markdown the locale's bundle compiled, which the browser's bundle takes as it is. */
  markdown: CompiledMarkdown;
}

/**
 * The browser modules of the React pages and MDX files that hydrate. Each is made with the
 * Docusaurus data left out (`'deferred'`) and then given the locale's (`localize`), and named for
 * what it then holds: a page's module is the same file whether this locale bundled it or took it
 * from the bundle every locale of the build shares (`shared`, whose words are filled in too).
 */
export async function pageScriptsOf(
  root: string,
  pages: HydratingPages,
  settings: ModuleSettings,
  localize: {
    data: (code: readonly string[]) => string[];
    words: (code: string) => string[];
  },
  shared?: { scripts: PageScripts; pages: ReadonlySet<string> },
) {
  const { bundlePageScripts, hydratedPageHtml, localizedScripts } =
    await import('../bundle/pageScripts.js');
  // Without the shared bundle's browser modules, the pages taken from it are bundled here too.
  const own = shared ? [...pages.own] : [...pages.taken, ...pages.own];
  const deferred = { ...settings, docusaurus: 'deferred' as const };
  const made = await bundlePageScripts(root, own, deferred, 'page', pages.markdown);
  const scripts = {
    ...localizedScripts(made, own, (code) => localize.data([code])),
    problems: made.problems,
  };
  if (shared) {
    const taken = [...pages.taken];
    // Words first: every locale fills the same text, split once (markdown/sharedCompile.ts).
    const words = (code: string) => localize.data(localize.words(code));
    const localized = localizedScripts(shared.scripts, taken, words);
    for (const [page, file] of localized.entries) scripts.entries.set(page, file);
    const have = new Set(scripts.files.map(({ file }) => file));
    scripts.files.push(...localized.files.filter(({ file }) => !have.has(file)));
    scripts.css = [localized.css, scripts.css].filter(Boolean).join('');
  }
  return { ...scripts, wrap: hydratedPageHtml };
}
