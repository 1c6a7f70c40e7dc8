/** `## Title {#custom-id}`: the id becomes the heading's anchor and the marker leaves the text. */
import type { Heading, Root } from 'mdast';
import { walk } from '../walk.js';

const ID_MARKER = /\s*\{#([\w-]+)\}\s*$/;

export default function remarkHeadingIds() {
  return (tree: Root) => {
    walk(tree, 'heading', (heading: Heading) => {
      const last = heading.children.at(-1);
      if (!last || last.type !== 'text') return;
      const match = ID_MARKER.exec(last.value);
      if (!match) return;
      last.value = last.value.slice(0, match.index);
      if (last.value === '') heading.children.pop();
      heading.data = {
        ...heading.data,
        hProperties: { ...(heading.data?.hProperties ?? {}), id: match[1] },
      };
    });
  };
}
