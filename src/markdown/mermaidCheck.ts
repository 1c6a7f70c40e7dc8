/**
 * Whether mermaid can read each diagram of a page, asked at build time so an author learns of a
 * broken diagram from the build (a warning at its fence, with mermaid's message), not from a
 * reader; the browser still shows the error in place. Loaded only when a page has a diagram
 * (`import()` of this file), so a site without one loads nothing of mermaid.
 *
 * mermaid's own `parse` runs in Node but for one thing: its diagrams' databases sanitize labels
 * with DOMPurify, which without a DOM has no `sanitize` nor hooks. Parsing only checks the
 * syntax here, and what it makes is thrown away (the browser draws with DOMPurify and a DOM), so
 * where DOMPurify cannot work, it is given functions that let text through. Every diagram type
 * mermaid knows is checked this way (flowchart, sequence, class, state, ER, Gantt, pie, mindmap,
 * git graph, …), with the same parser the browser uses.
 */
import type { SiteError } from '../errors.js';
import type { DiagramSource } from './context.js';

type Mermaid = typeof import('mermaid').default;

let loading: Promise<Mermaid> | undefined;

async function loadMermaid(): Promise<Mermaid> {
  const { default: DOMPurify } = await import('dompurify');
  const purify = DOMPurify as unknown as Record<string, unknown> & { isSupported?: boolean };
  if (!purify.isSupported && typeof purify.sanitize !== 'function') {
    // No DOM (Node): nothing could be sanitized anyway, and nothing parsed here is shown.
    purify.sanitize = (text: unknown) => String(text);
    purify.addHook = () => undefined;
    purify.removeHook = () => undefined;
    purify.removeHooks = () => undefined;
    purify.removeAllHooks = () => undefined;
  }
  const { default: mermaid } = await import('mermaid');
  mermaid.initialize({ startOnLoad: false, logLevel: 'fatal', securityLevel: 'strict' });
  return mermaid;
}

/** Warnings for the diagrams of `file` mermaid cannot read, each at its fence. */
export async function diagramWarnings(
  file: string,
  diagrams: DiagramSource[],
): Promise<SiteError[]> {
  const mermaid = await (loading ??= loadMermaid());
  const warnings: SiteError[] = [];
  for (const diagram of diagrams) {
    try {
      await mermaid.parse(diagram.source);
    } catch (thrown) {
      warnings.push({
        file,
        line: diagram.line,
        column: diagram.column,
        message: `mermaid cannot read this diagram: ${mermaidMessage(thrown)}`,
        hint: 'fix the diagram (https://mermaid.js.org/intro/syntax-reference.html); the page shows it with this error until then',
      });
    }
  }
  return warnings;
}

/** mermaid's message on one line, without the line of dashes pointing at the column. */
export function mermaidMessage(thrown: unknown): string {
  const text = thrown instanceof Error ? thrown.message : String(thrown);
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !/^-*\^$/.test(line))
    .join(' ')
    .replace(/\s+/g, ' ')
    .slice(0, 400);
}
