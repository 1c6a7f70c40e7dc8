/**
 * Link and image URLs that would run code or smuggle a document are not written: a link to a
 * `javascript:`, `vbscript:` or `data:` URL keeps its text but stops being a link, an image from
 * a `javascript:` or `vbscript:` URL (or a `data:` URL that is not an image) becomes its alt text,
 * each with a warning at its line. MDX's React refuses `javascript:` links when the page
 * renders; this does it for Markdown too, for `.md` and `.mdx` alike, when the file is compiled.
 * An image from `data:image/…` is kept: it is a picture, shown as one.
 */
import type { Definition, Image, ImageReference, Link, LinkReference, Root } from 'mdast';
import type { Node, Parent } from 'unist';
import type { VFile } from 'vfile';
import type { SiteError } from '../../errors.js';
import { urlScheme } from '../safeUrl.js';
import { walk } from '../walk.js';

const CODE_SCHEMES = new Set(['javascript', 'vbscript']);

/** Why a URL may not be a link's (or, with `image`, an image's), or undefined when it may. */
export function whyUnsafe(url: string, image: boolean): string | undefined {
  const scheme = urlScheme(url);
  if (scheme === undefined) return undefined;
  if (CODE_SCHEMES.has(scheme)) return `a ${scheme}: URL runs code`;
  if (scheme === 'data' && !(image && /^data:image\//i.test(url.trim())))
    return image ? 'a data: URL that is not an image' : 'a data: URL is a page made by the link';
  return undefined;
}

export default function remarkUnsafeUrls() {
  return (tree: Root, file: VFile) => {
    const unsafeDefinitions = new Map<string, Definition>();
    walk<Definition>(tree, 'definition', (node) => {
      if (whyUnsafe(node.url, false)) unsafeDefinitions.set(node.identifier, node);
    });
    const warn = (node: Node, url: string, why: string, image: boolean) =>
      ((file.data.warnings ??= []) as SiteError[]).push({
        file: file.path,
        line: node.position?.start.line,
        column: node.position?.start.column,
        message: `${image ? 'image' : 'link'} URL "${url.length > 40 ? `${url.slice(0, 37)}...` : url}" is left out: ${why}`,
        hint: image
          ? 'use an image file of the site, or a web address'
          : 'link to a page, a file of the site or a web address (http:, https:, mailto:)',
      });
    walk(tree, null, (node, index, parent) => {
      if (!parent || index === undefined) return undefined;
      let replacement: Node[] | undefined;
      if (node.type === 'link') {
        const link = node as Link;
        const why = whyUnsafe(link.url, false);
        if (why) {
          warn(link, link.url, why, false);
          replacement = link.children;
        }
      } else if (node.type === 'image') {
        const image = node as Image;
        const why = whyUnsafe(image.url, true);
        if (why) {
          warn(image, image.url, why, true);
          replacement = image.alt ? [{ type: 'text', value: image.alt } as Node] : [];
        }
      } else if (node.type === 'linkReference' || node.type === 'imageReference') {
        const reference = node as LinkReference | ImageReference;
        const definition = unsafeDefinitions.get(reference.identifier);
        if (definition) {
          const isImage = reference.type === 'imageReference';
          const why = whyUnsafe(definition.url, isImage);
          if (why) {
            warn(reference, definition.url, why, isImage);
            replacement =
              reference.type === 'linkReference'
                ? reference.children
                : reference.alt
                  ? [{ type: 'text', value: reference.alt } as Node]
                  : [];
          }
        }
      }
      if (!replacement) return undefined;
      (parent as Parent).children.splice(index, 1, ...(replacement as Parent['children']));
      return index;
    });
  };
}
