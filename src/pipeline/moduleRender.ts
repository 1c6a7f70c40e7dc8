/**
 * A page module's HTML for one locale (render/moduleHtml.ts renders it): a module of the bundle
 * every locale of a build shares (sharedPageModules.ts) fills in the locale's base URL and words;
 * an MDX page of it whose render read nothing of its locale (its props, the page's path, the
 * Docusaurus data) is rendered once for every locale, each naming its ids for its own copy of the
 * browser module. What it renders that the browser would move out of a `<p>` is a warning.
 */
import type { DocusaurusData, LoadedModule } from '../bundle/index.js';
import type { ErrorList } from '../errors.js';
import { PLACEHOLDER_MARK } from '../markdown/index.js';
import { misnestedInParagraph, renderModule, type PageComponentProps } from '../render/index.js';
import { pageIdPrefix, type ModuleHead } from '../theme/index.js';

/** A module's HTML as rendered for every locale, and what is wrong with its nesting, if anything. */
export interface RenderedOnce {
  html: string;
  head?: ModuleHead;
  misnested?: string;
}

/**
 * The prefix of the ids a shared module is rendered with, for each locale to replace with its own
 * (`pageIdPrefix` of its copy of the browser module). It holds the placeholder mark, which no
 * shared source holds (markdown/sharedCompile.ts).
 */
const ID_PLACEHOLDER = `${PLACEHOLDER_MARK}ids${PLACEHOLDER_MARK}-`;

export interface ModuleRender {
  loaded: LoadedModule;
  file: string;
  props: PageComponentProps;
  errors: ErrorList;
  docusaurus: DocusaurusData;
  /** Its browser module's file, when it hydrates. */
  script?: string;
  /**
   * It is a module of the shared bundle: `fill` puts the locale's base URL and words in, and
   * `fillPieces` into its HTML, which it leaves in pieces.
   */
  shared?: {
    fill: <T>(content: T) => T;
    fillPieces: (html: string) => string[];
    rendered: Map<string, RenderedOnce> | undefined;
  };
}

/** A module page's HTML in pieces (encodePieces.ts), and the title and description it gave. */
export function moduleRender(request: ModuleRender): { pieces: string[]; head?: ModuleHead } {
  const { loaded, file, props, errors, docusaurus, script, shared } = request;
  const once = shared && loaded.mdx ? shared.rendered : undefined;
  let rendered = once?.get(file);
  if (!rendered) {
    const ids = script && (once ? ID_PLACEHOLDER : pageIdPrefix(script));
    const made = renderModule(loaded, file, props, errors, ids, docusaurus);
    // What a locale fills in holds no tags: the nesting is the same in every locale.
    const misnested = script ? misnestedInParagraph(made.html) : undefined;
    rendered = { html: made.html, head: made.head, misnested };
    if (once && made.localeFree) once.set(file, rendered);
  }
  // The ids are named in the pieces, not in the HTML: every locale then fills the very text the
  // render made, which is split at its placeholders once for all of them.
  const prefix = once && script ? pageIdPrefix(script) : undefined;
  const named = (piece: string) =>
    prefix && piece.includes(ID_PLACEHOLDER) ? piece.replaceAll(ID_PLACEHOLDER, prefix) : piece;
  const { head, misnested } = shared
    ? shared.fill({ head: rendered.head, misnested: rendered.misnested })
    : rendered;
  const pieces = shared ? shared.fillPieces(rendered.html).map(named) : [rendered.html];
  if (misnested)
    errors.warn({
      file,
      message: `renders ${misnested}: the browser ends the <p> before it, so the page no longer matches what React hydrates (React error #418 in the console, as under Docusaurus)`,
      hint: 'make the outer <p> a <div>, or the inner element a <span>',
    });
  return { pieces, head };
}
