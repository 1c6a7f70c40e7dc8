/**
 * The `<!-- truncate -->` marker (written `{/* truncate *\/}` in MDX) ends a blog post's excerpt.
 * It becomes an empty `<div data-truncate>`, and the compiled HTML is split on it before it leaves
 * the markdown stage (`withExcerpt`): later stages get the full text and the excerpt, both final.
 */
import type { Root, RootContent } from 'mdast';

export const TRUNCATE_HTML = '<div data-truncate=""></div>';
const MARKER = /^\s*(?:<!--\s*truncate\s*-->|\/\*\s*truncate\s*\*\/)\s*$/;

export default function remarkTruncate() {
  return (tree: Root) => {
    const index = tree.children.findIndex((node) => isMarker(node));
    if (index < 0) return;
    tree.children[index] = {
      type: 'paragraph',
      children: [],
      data: { hName: 'div', hProperties: { dataTruncate: '' } },
    };
  };
}

function isMarker(node: RootContent): boolean {
  if (node.type === 'html') return MARKER.test(node.value);
  const expression = node as { type: string; value?: string };
  return expression.type === 'mdxFlowExpression' && MARKER.test(expression.value ?? '');
}

/** Compiled HTML split at the marker: the full text without it, and the excerpt when there is one. */
export function withExcerpt(html: string): { html: string; excerpt?: string } {
  const at = html.indexOf(TRUNCATE_HTML);
  if (at < 0) return { html };
  return {
    html: html.slice(0, at) + html.slice(at + TRUNCATE_HTML.length),
    excerpt: html.slice(0, at).trim(),
  };
}

/** `withExcerpt` of HTML in pieces (encodePieces.ts): the marker is in one piece, never across two. */
export function withExcerptIn(pieces: readonly string[]): {
  pieces: readonly string[];
  excerpt?: string;
} {
  const i = pieces.findIndex((piece) => piece.includes(TRUNCATE_HTML));
  if (i < 0) return { pieces };
  const at = pieces[i].indexOf(TRUNCATE_HTML);
  const before = [...pieces.slice(0, i), pieces[i].slice(0, at)];
  return {
    pieces: [...before, pieces[i].slice(at + TRUNCATE_HTML.length), ...pieces.slice(i + 1)],
    excerpt: before.join('').trim(),
  };
}
