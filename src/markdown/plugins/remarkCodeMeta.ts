/**
 * Keeps a fence's meta string (`title="x" {1,3-5}`) on the element as `metastring`, where it
 * survives the raw-HTML pass; rehype-prism-plus and rehypeCodeBlocks read it from there.
 */
import type { Code, Root } from 'mdast';
import { walk } from '../walk.js';

export default function remarkCodeMeta() {
  return (tree: Root) => {
    walk(tree, 'code', (node: Code) => {
      if (!node.meta) return;
      node.data = {
        ...node.data,
        hProperties: { ...(node.data?.hProperties ?? {}), metastring: node.meta },
      };
    });
  };
}
