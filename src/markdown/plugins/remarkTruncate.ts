/**
 * The `<!-- truncate -->` marker (written `{/* truncate *\/}` in MDX) ends a blog post's excerpt.
 * It becomes an empty `<div data-truncate>` the blog splits the HTML on.
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

/** Splits compiled HTML at the marker: the excerpt, and the full text without the marker. */
export function splitExcerpt(html: string): { excerpt: string; full: string; truncated: boolean } {
  const at = html.indexOf(TRUNCATE_HTML);
  if (at < 0) return { excerpt: html, full: html, truncated: false };
  return {
    excerpt: html.slice(0, at).trim(),
    full: html.slice(0, at) + html.slice(at + TRUNCATE_HTML.length),
    truncated: true,
  };
}
