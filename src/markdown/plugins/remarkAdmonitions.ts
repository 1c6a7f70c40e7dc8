/**
 * `:::note`, `:::tip`, `:::info`, `:::warning`, `:::danger` (and `caution`, `important`) container
 * directives become `<div class="admonition admonition-tip">` with a title. Other containers are
 * put back as the text they were written as, followed by their content.
 */
import type { Root, Paragraph, PhrasingContent, RootContent } from 'mdast';
import type { VFile } from 'vfile';
import type { ContainerDirective } from 'mdast-util-directive';
import { walk } from '../walk.js';

export const ADMONITION_KINDS = [
  'note',
  'tip',
  'info',
  'warning',
  'danger',
  'caution',
  'important',
] as const;

export default function remarkAdmonitions() {
  return (tree: Root, file: VFile) => {
    const titles = file.data.sitegen?.labels.admonitions ?? {};
    walk(tree, null, (node: RootContent, index, parent) => {
      if (
        node.type === 'containerDirective' &&
        (ADMONITION_KINDS as readonly string[]).includes(node.name)
      ) {
        toAdmonition(node, titles[node.name]);
        return;
      }
      if (node.type === 'containerDirective' && parent && index !== undefined) {
        parent.children.splice(index, 1, ...(restore(node) as never[]));
        return index;
      }
    });
  };
}

function toAdmonition(node: ContainerDirective, defaultTitle: string | undefined): void {
  const kind = node.name;
  let title: PhrasingContent[] | undefined;
  const first = node.children[0];
  if (
    first &&
    first.type === 'paragraph' &&
    first.data &&
    (first.data as { directiveLabel?: boolean }).directiveLabel
  ) {
    title = first.children;
    node.children.shift();
  }
  const heading: Paragraph = {
    type: 'paragraph',
    children: title ?? [
      { type: 'text', value: defaultTitle ?? kind.charAt(0).toUpperCase() + kind.slice(1) },
    ],
    data: { hName: 'p', hProperties: { className: ['admonition-title'] } },
  };
  node.children.unshift(heading);
  node.data = {
    hName: 'div',
    hProperties: { className: ['admonition', `admonition-${kind}`], role: 'note' },
  };
}

/** The directive's opening line as the literal text an author typed, then its content. */
function restore(node: ContainerDirective): RootContent[] {
  const attributes = Object.entries(node.attributes ?? {})
    .map(([k, v]) => (v === '' ? k : `${k}="${v}"`))
    .join(' ');
  const text = `:::${node.name}${attributes ? `{${attributes}}` : ''}`;
  return [
    { type: 'paragraph', children: [{ type: 'text', value: text }] },
    ...(node.children as RootContent[]),
  ];
}
