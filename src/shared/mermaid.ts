/**
 * Mermaid diagrams, as the server writes them and the browser draws them. The server (a ```mermaid
 * fence, or `<Mermaid value>` from `@theme/Mermaid`) writes the diagram's source as text in a
 * <pre> inside a container with Docusaurus's class, so the page reads without JavaScript and a
 * site's CSS for Docusaurus's container applies; the browser runtime loads mermaid (a chunk of its
 * own, fetched only by a page with a diagram) and draws each one in the reader's colour mode.
 */

/** The container's class: Docusaurus's, so a site's styles for it apply. */
export const MERMAID_CLASS = 'docusaurus-mermaid-container';
/** The <pre> holding the diagram's source, as text. */
export const MERMAID_SOURCE_CLASS = 'mermaid-source';
/**
 * What a page's HTML holds when it has a diagram: the container's opening tag, which text in the
 * page cannot spell (its `<` would be written `&lt;`).
 */
export const MERMAID_MARKER = `<div class="${MERMAID_CLASS}"`;
/** Dispatched on the document by a diagram the browser rendered after the page was shown. */
export const MERMAID_DRAW_EVENT = 'sitegen:mermaid';

/** How the browser draws diagrams: the config's mermaid themes per colour mode, and its options. */
export interface MermaidSettings {
  theme: { light: string; dark: string };
  /** Passed to `mermaid.initialize` (its `securityLevel` is always `strict`: content is untrusted). */
  options: Record<string, unknown>;
}

/** Docusaurus's defaults (`themeConfig.mermaid`). */
export const DEFAULT_MERMAID_SETTINGS: MermaidSettings = {
  theme: { light: 'default', dark: 'dark' },
  options: {},
};

/** What the runtime hands the diagram drawer (client/mermaid.ts → client/mermaidDraw.ts). */
export interface DiagramOptions {
  settings?: MermaidSettings;
  /** The note under a diagram that could not be drawn, with mermaid's message. */
  failed: (message: string) => string;
  /** The elements whose diagrams wait: React pages not hydrated yet (React would undo a drawing). */
  wait: string;
}
