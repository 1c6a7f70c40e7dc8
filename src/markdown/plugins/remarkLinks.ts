/**
 * Links and images in content:
 * - a link to a `.md`/`.mdx` source becomes that source's URL (anchor kept), found as Docusaurus
 *   finds it (`markdownLinkSource`); a missing source is judged by `onBrokenMarkdownLinks` at the
 *   link's position;
 * - a site-absolute link ("/docs/intro", "/img/a.svg") gets the locale prefix, and an image of the
 *   static folder its intrinsic width and height;
 * - a relative image or file link is copied to `assets/` under a content-hashed name; images get
 *   their intrinsic width and height. Only files inside the site folder, never hidden ones, are
 *   copied: content comes from strangers, and a link must not publish `/etc/passwd` or `.git/config`.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import type { Image, Root, RootContent } from 'mdast';
import type { Position } from 'unist';
import type { VFile } from 'vfile';
import { walk } from '../walk.js';
import type { AssetRef, CompileContext } from '../context.js';
import { twinPageLink } from '../settings.js';
import { type ImageSize, whyOutsideSite } from '../../content/index.js';
import { contentAssetFile } from '../../routes/index.js';

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/|#)/i;
const SOURCE_EXT = /\.mdx?$/i;

export default function remarkLinks() {
  return (tree: Root, file: VFile) => {
    const ctx = file.data.sitegen as CompileContext | undefined;
    if (!ctx) return;
    const assets: AssetRef[] = (file.data.assets ??= []);
    const problems = (file.data.problems ??= []);

    walk(tree, null, (node: RootContent) => {
      if (node.type !== 'link' && node.type !== 'image' && node.type !== 'definition') return;
      const url = node.url;
      if (!url || EXTERNAL.test(url)) return;
      const page = pageLink(ctx, file, url, node.type !== 'image', {
        at: node.position,
        message: `link to "${url}" points to no page`,
      });
      if (page) {
        node.url = page;
        const size = node.type === 'image' ? ctx.staticImageSize(url) : undefined;
        if (node.type === 'image' && size) setSize(node, size);
        return;
      }
      const [pathPart, hash = ''] = splitHash(url);
      const decoded = safeDecode(pathPart);
      const found = fileBeside(ctx, decoded);
      // A twin's compile (twinCompile.ts): the other twins must not find it either.
      if (!found) ctx.twin?.missing.push(decoded);
      const refused = found && whyOutsideSite(ctx.siteRoot, found);
      if (refused) {
        problems.push({
          file: ctx.file,
          line: node.position?.start.line,
          column: node.position?.start.column,
          message: `"${url}" cannot be published: ${refused}`,
          hint: 'link only to files inside the site folder (not hidden ones); copy the file into the site first',
        });
        return;
      }
      if (!found) {
        if (node.type === 'image' || path.extname(pathPart) !== '') {
          problems.push({
            file: ctx.file,
            line: node.position?.start.line,
            column: node.position?.start.column,
            message: `file "${url}" not found`,
            hint: 'fix the path (relative to this file), or put the file in the static folder and link it as /path',
          });
        }
        return;
      }
      const to = assetPath(found);
      assets.push({ from: found, to });
      node.url = ctx.assetBase + to + hash;
      if (node.type === 'image') setIntrinsicSize(node, found);
    });
  };
}

/**
 * A link of the page made as a Markdown link is (a content component's `href` too): one to a
 * `.md`/`.mdx` source (when `sources`) becomes its page's URL, one leading to no page told as
 * `onBrokenMarkdownLinks` says (`broken`) and left as written; a site-absolute one gets the
 * locale's prefix. Undefined for a link this does not make: another site's, or a relative link to
 * a file (an asset).
 */
export function pageLink(
  ctx: CompileContext,
  file: VFile,
  url: string,
  sources: boolean,
  broken: { at?: Position; message: string },
): string | undefined {
  if (EXTERNAL.test(url)) return undefined;
  const [pathPart, hash = ''] = splitHash(url);
  if (sources && SOURCE_EXT.test(pathPart)) {
    const source = markdownLinkSource(ctx, safeDecode(pathPart));
    if (source) return source + hash;
    if (ctx.brokenMarkdownLinks !== 'ignore') {
      // An error, or a warning (the link stays as written).
      const list =
        ctx.brokenMarkdownLinks === 'warn'
          ? (file.data.warnings ??= [])
          : (file.data.problems ??= []);
      list.push({
        file: ctx.file,
        line: broken.at?.start.line,
        column: broken.at?.start.column,
        message: broken.message,
        hint: 'fix the path (relative to this file, or to the root of its docs, blog or pages folder) or remove the link',
      });
    }
    // A root-relative one still gets the locale, as any site-absolute link.
    if (!url.startsWith('/')) return url;
  }
  if (!url.startsWith('/')) return undefined;
  const localized = ctx.localize(url);
  if (localized === undefined) file.data.localeBound = true;
  return localized ?? url;
}

/**
 * The URL of the page a link to a `.md`/`.mdx` file leads to, looked up as Docusaurus's
 * `resolveMarkdownLinkPathname` does: a link not starting with `./` or `../` from the root of the
 * file's content folder (its docs section and version, the blog or the pages; the translation
 * folder stands for it), then from the site folder; a link not starting with `/` beside the file.
 */
export function markdownLinkSource(ctx: CompileContext, link: string): string | undefined {
  const candidates: string[] = [];
  if (!link.startsWith('./') && !link.startsWith('../')) {
    if (ctx.contentRoot) candidates.push(path.join(ctx.contentRoot, link));
    candidates.push(path.join(ctx.siteRoot, link));
  }
  if (!link.startsWith('/')) {
    candidates.push(
      ctx.toDefaultPath(path.join(path.dirname(ctx.file), link)),
      path.join(path.dirname(ctx.defaultFile), link),
    );
  }
  let url: string | undefined;
  for (const candidate of candidates) if ((url = ctx.urlOfSource(candidate))) break;
  // A twin's compile (twinCompile.ts) writes a placeholder each twin fills with its own page's URL.
  const twin = ctx.twin;
  if (!twin) return url;
  let index = twin.links.findIndex((looked) => looked.link === link);
  if (index < 0) index = twin.links.push({ link, url }) - 1;
  return url && twinPageLink(index);
}

/** The file a relative link (decoded) leads to from the file compiled, if there is one. */
export function fileBeside(ctx: CompileContext, link: string): string | undefined {
  return [
    path.resolve(path.dirname(ctx.file), link),
    path.resolve(path.dirname(ctx.defaultFile), link),
  ].find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
}

/** Width and height on the <img>, so the page does not shift when the image arrives. */
function setIntrinsicSize(node: Image, file: string): void {
  let size: { width?: number; height?: number };
  try {
    size = imageSize(fs.readFileSync(file));
  } catch {
    return; // not an image format it knows: the browser sizes it on arrival
  }
  if (!size.width || !size.height) return;
  setSize(node, { width: size.width, height: size.height });
}

function setSize(node: Image, size: ImageSize): void {
  node.data = {
    ...node.data,
    hProperties: { ...node.data?.hProperties, width: size.width, height: size.height },
  };
}

function splitHash(url: string): [string, string?] {
  const i = url.indexOf('#');
  return i < 0 ? [url] : [url.slice(0, i), url.slice(i)];
}

function safeDecode(value: string): string {
  try {
    return decodeURI(value);
  } catch {
    return value;
  }
}

/** "diagram.svg" → "assets/images/diagram-1a2b3c4d.svg", the hash from the file's bytes. */
export function assetPath(file: string): string {
  const hash = crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 8);
  const ext = path.extname(file);
  const name = path.basename(file, ext).replace(/[^\w-]+/g, '-');
  return contentAssetFile(name, hash, ext.toLowerCase());
}
