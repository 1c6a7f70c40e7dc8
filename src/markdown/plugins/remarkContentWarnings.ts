/**
 * What a page gets wrong without breaking: an image with no alt text (a screen reader says
 * nothing, or the file name), a heading that skips a level (h2 → h4: the outline has a hole), and
 * raw HTML in a `.md` file (it passes through unchecked; MDX's JSX or Markdown says the same
 * safely). Each is a warning at its line; `sitegen build --strict` fails on them.
 */
import type { Heading, Html, Image, Root } from 'mdast';
import type { VFile } from 'vfile';
import type { SiteError } from '../../errors.js';
import { walk } from '../walk.js';

export default function remarkContentWarnings() {
  return (tree: Root, file: VFile) => {
    const warnings: SiteError[] = (file.data.warnings ??= []);
    const warn = (node: Image | Heading | Html, message: string, hint: string) =>
      warnings.push({
        file: file.path,
        line: node.position?.start.line,
        column: node.position?.start.column,
        message,
        hint,
      });
    // The page title is the h1; the first heading of the body may be an h2.
    let level = 1;
    const markdownFile = file.path.endsWith('.md');
    walk(tree, null, (node) => {
      if (node.type === 'image') {
        const image = node as Image;
        if (!image.alt?.trim())
          warn(
            image,
            `image "${image.url}" has no alt text`,
            'say what it shows between the brackets: ![A chart of response times](…)',
          );
      } else if (node.type === 'heading') {
        const heading = node as Heading;
        if (heading.depth > level + 1)
          warn(
            heading,
            `heading level ${heading.depth} follows level ${level}, skipping ${level + 1}`,
            `make it a level ${level + 1} heading (${'#'.repeat(level + 1)}), or add one above it`,
          );
        level = heading.depth;
      } else if (node.type === 'html' && markdownFile) {
        const html = node as Html;
        if (!/^\s*<!--[\s\S]*-->\s*$/.test(html.value))
          warn(
            html,
            `raw HTML in Markdown: ${JSON.stringify(html.value.trim().split('\n')[0].slice(0, 40))}`,
            'write it in Markdown, or read the file as MDX (`format: mdx` in its front matter, or name it .mdx) and use JSX',
          );
        return 'skip';
      }
      return undefined;
    });
  };
}
