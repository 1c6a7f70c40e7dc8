/**
 * Keeps a fence's meta string (`title="x" {1,3-5}`) on the element as `metastring`, where it
 * survives the raw-HTML pass; rehype-prism-plus and rehypeCodeBlocks read it from there.
 */
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';

export default function remarkCodeMeta() {
  return (tree: Root) => {
    visit(tree, 'code', (node) => {
      if (!node.meta) return;
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), metastring: node.meta } };
    });
  };
}
