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
import { markdownLinkSource } from './remarkLinks.js';

/** A JSX element of MDX, as much of it as this reads (mdast-util-mdx-jsx's shape). */
interface JsxElement extends Node {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: Array<{ type: string; name?: string; value?: unknown }>;
}

/** The components whose `href` is a link of the page, by name. */
const LINKING = new Set(['LinkCard']);
const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/|#)/i;
const SOURCE_EXT = /\.mdx?$/i;

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
        if (EXTERNAL.test(url)) continue;
        const hashAt = url.indexOf('#');
        const pathPart = hashAt < 0 ? url : url.slice(0, hashAt);
        const hash = hashAt < 0 ? '' : url.slice(hashAt);
        if (SOURCE_EXT.test(pathPart)) {
          const source = markdownLinkSource(ctx, safeDecode(pathPart));
          if (source) {
            attribute.value = source + hash;
            continue;
          }
          if (ctx.brokenMarkdownLinks !== 'ignore') {
            // As `onBrokenMarkdownLinks` says, as for a Markdown link (remarkLinks.ts).
            const list =
              ctx.brokenMarkdownLinks === 'warn'
                ? (file.data.warnings ??= [])
                : (file.data.problems ??= []);
            list.push({
              file: ctx.file,
              line: node.position?.start.line,
              column: node.position?.start.column,
              message: `<${node.name}> links to "${url}", which points to no page`,
              hint: 'fix the path (relative to this file, or to the root of its docs, blog or pages folder) or remove the link',
            });
          }
        }
        if (!url.startsWith('/')) continue;
        const localized = ctx.localize(url);
        if (localized === undefined) file.data.localeBound = true;
        else attribute.value = localized;
      }
    });
  };
}

function safeDecode(value: string): string {
  try {
    return decodeURI(value);
  } catch {
    return value;
  }
}
