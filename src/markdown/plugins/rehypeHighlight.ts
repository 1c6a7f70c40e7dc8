/**
 * Code blocks are highlighted at build time, so no highlighter ships to the browser: Prism
 * grammars from refractor, line highlighting from the fence's `{1,3-5}` meta, by
 * rehype-prism-plus. It is handed one `<pre>` at a time: given a whole page, it walks every
 * element with unist-util-visit, whose per-node cost was a third of compiling a page.
 */
import type { Element, Root } from 'hast';
import rehypePrismGenerator from 'rehype-prism-plus/generator';
import { refractor } from 'refractor';
import docker from 'refractor/docker';
import graphql from 'refractor/graphql';
import jsx from 'refractor/jsx';
import nginx from 'refractor/nginx';
import powershell from 'refractor/powershell';
import properties from 'refractor/properties';
import shellSession from 'refractor/shell-session';
import toml from 'refractor/toml';
import tsx from 'refractor/tsx';
import { walk } from '../walk.js';

for (const syntax of [docker, graphql, jsx, nginx, powershell, properties, shellSession, toml, tsx]) refractor.register(syntax);
refractor.alias({ bash: ['sh', 'shell', 'zsh', 'console'], docker: ['dockerfile'], yaml: ['yml'], json: ['json5', 'jsonc'] });

// The plugin never uses its processor.
const highlight = (rehypePrismGenerator(refractor) as unknown as (options: object) => (tree: Root) => void)({ ignoreMissing: true });

export default function rehypeHighlight() {
  return (tree: Root) => {
    walk(tree, 'element', (node: Element) => {
      if (node.tagName !== 'pre') return;
      highlight({ type: 'root', children: [node] });
      return 'skip';
    });
  };
}
