/**
 * Fenced code blocks get a frame: `title="docker-compose.yml"` from the fence's meta becomes a
 * title bar, and the language is recorded for styling, with the digits of its last line number
 * when it shows them (so the number gutter is as wide as the widest). Highlighting and line marks
 * are done by rehypeHighlight, which runs before this plugin.
 */
import type { Element, Root } from 'hast';
import type { Parent } from 'unist';
import { walk } from '../walk.js';

const TITLE = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/;

export default function rehypeCodeBlocks() {
  return (tree: Root) => {
    walk(tree, 'element', (node: Element, index, parent: Parent | undefined) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) return;
      const code = node.children.find(
        (child): child is Element => child.type === 'element' && child.tagName === 'code',
      );
      if (!code) return;
      const meta = String(
        (code.data as { meta?: string } | undefined)?.meta ?? code.properties?.metastring ?? '',
      );
      delete code.properties.metastring;
      const match = TITLE.exec(meta);
      const title = match ? (match[1] ?? match[2] ?? match[3]) : undefined;
      const classes = (code.properties?.className as string[] | undefined) ?? [];
      const language = classes.find((c) => c.startsWith('language-'))?.slice('language-'.length);
      node.properties = { ...node.properties, tabIndex: 0 };
      const frame: Element = {
        type: 'element',
        tagName: 'div',
        properties: {
          className: ['code-block'],
          dataLanguage: language,
          dataLineDigits: lastLineNumber(code)?.length,
        },
        children: title
          ? [
              {
                type: 'element',
                tagName: 'div',
                properties: { className: ['code-block-title'] },
                children: [{ type: 'text', value: title }],
              },
              node,
            ]
          : [node],
      };
      parent.children[index] = frame;
      return 'skip';
    });
  };
}

/** The number rehypeHighlight wrote on the last line, when the block shows line numbers. */
function lastLineNumber(code: Element): string | undefined {
  const last = code.children.at(-1);
  const line = last?.type === 'element' ? last.properties.line : undefined;
  return Array.isArray(line) ? String(line[0]) : typeof line === 'string' ? line : undefined;
}
