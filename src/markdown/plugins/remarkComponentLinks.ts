/**
 * The `href` of a content component that links (`<LinkCard href="…">`), written as a string in
 * MDX, made into a URL as a Markdown link is (remarkLinks.ts): a link to a `.md`/`.mdx` source
 * becomes its page's URL, a site-absolute one gets the locale's prefix. An `href={expression}` is
 * left as it is, and so is a link to another site.
 */
import type { Root } from 'mdast';
import type { Node } from 'unist';
import type { VFile } from 'vfile';
import { walk } from '../walk.js';
import type { CompileContext } from '../context.js';
import { pageLink } from './remarkLinks.js';

/** A JSX element of MDX, as much of it as this reads (mdast-util-mdx-jsx's shape). */
interface JsxElement extends Node {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: Array<{ type: string; name?: string; value?: unknown }>;
}

/** The components whose `href` is a link of the page, by name. */
const LINKING = new Set(['LinkCard']);

export default function remarkComponentLinks() {
  return (tree: Root, file: VFile) => {
    const ctx = file.data.sitegen as CompileContext | undefined;
    if (!ctx) return;
    walk(tree, null, (node: JsxElement) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      if (!node.name || !LINKING.has(node.name)) return;
      for (const attribute of node.attributes) {
        if (attribute.type !== 'mdxJsxAttribute' || attribute.name !== 'href') continue;
        if (typeof attribute.value !== 'string') continue;
        const url = attribute.value;
        const page = pageLink(ctx, file, url, true, {
          at: node.position,
          message: `<${node.name}> links to "${url}", which points to no page`,
        });
        if (page !== undefined) attribute.value = page;
      }
    });
  };
}
