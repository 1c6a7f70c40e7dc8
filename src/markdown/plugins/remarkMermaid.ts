/**
 * A ```mermaid fence becomes a diagram (when the config's `markdown.mermaid` is on): a container
 * the browser runtime draws in, holding the diagram's source as text in a <pre>, so the page
 * reads without JavaScript and the source is never markup (content is untrusted: the text is
 * escaped like any other, and the runtime draws with mermaid's `securityLevel: 'strict'`). The
 * same markup as `@theme/Mermaid`, for `.md` and `.mdx` alike. Each diagram's source and position
 * is kept (`file.data.diagrams`) for the build to check that mermaid can read it (mermaidCheck.ts).
 */
import type { Code, Paragraph, Root } from 'mdast';
import type { ElementContent } from 'hast';
import type { Parent } from 'unist';
import type { VFile } from 'vfile';
import { MERMAID_CLASS, MERMAID_SOURCE_CLASS } from '../../shared/index.js';
import { walk } from '../walk.js';

export default function remarkMermaid() {
  return (tree: Root, file: VFile) => {
    if (!file.data.sitegen?.mermaid) return;
    walk(tree, 'code', (node: Code, index, parent: Parent | undefined) => {
      if (node.lang !== 'mermaid' || !parent || index === undefined) return;
      (file.data.diagrams ??= []).push({
        source: node.value,
        line: node.position?.start.line,
        column: node.position?.start.column,
      });
      const source: ElementContent = { type: 'text', value: node.value };
      // A node whose HTML is given whole (a fence's would be wrapped in <pre><code>).
      const diagram: Paragraph = {
        type: 'paragraph',
        children: [],
        position: node.position,
        data: {
          hName: 'div',
          hProperties: { className: [MERMAID_CLASS] },
          hChildren: [
            {
              type: 'element',
              tagName: 'pre',
              properties: { className: [MERMAID_SOURCE_CLASS] },
              children: [source],
            },
          ],
        },
      };
      parent.children[index] = diagram;
    });
  };
}
