/**
 * Runs Markdown through remark-parse, the remark plugins given, remark-rehype, the rehype plugins
 * given and rehype-stringify: one plugin's effect, with nothing else of the pipeline around it.
 */
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified, type PluggableList } from 'unified';
import { VFile } from 'vfile';
import type { CompileContext } from '../../../src/markdown/context.js';

export function run(
  markdown: string,
  plugins: { remark?: PluggableList; rehype?: PluggableList; ctx?: CompileContext },
): { html: string; file: VFile } {
  const file = new VFile({
    path: plugins.ctx?.file ?? '/site/docs/page.md',
    value: markdown,
    data: plugins.ctx ? { sitegen: plugins.ctx } : {},
  });
  const processor = unified()
    .use(remarkParse)
    .use(plugins.remark ?? [])
    .use(remarkRehype)
    .use(plugins.rehype ?? [])
    .use(rehypeStringify);
  const html = String(processor.processSync(file));
  return { html, file };
}
