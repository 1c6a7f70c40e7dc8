/**
 * Word highlighting, as Shiki's `/word/` meta does in VitePress: each `/text/` in a fence's meta
 * (```` ```js /useState/ /setCount/ ````, `\/` for a slash inside) marks every place that text
 * appears in the code with `<span class="code-word">`. The text is matched as written, not as a
 * regular expression (content is untrusted, and a pattern could take a build's time). Quoted meta
 * values (`title="src/a/b.ts"`) are no words. It runs after rehypeHighlight, on the lines it made:
 * a word that spans tokens is marked in each of its pieces.
 */
import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { walk } from '../walk.js';

export const CODE_WORD_CLASS = 'code-word';

const QUOTED = /"[^"]*"|'[^']*'/g;
const WORD = /(?:^|\s)\/((?:\\.|[^/\\])+)\/(?=\s|$)/g;

/** The words `/…/` of a fence's meta, in order, without repeats. */
export function metaWords(meta: string): string[] {
  const words = new Set<string>();
  for (const match of meta.replace(QUOTED, '""').matchAll(WORD)) {
    const word = match[1].replace(/\\(.)/g, '$1');
    if (word.trim() !== '') words.add(word);
  }
  return [...words];
}

export default function rehypeCodeWords() {
  return (tree: Root) => {
    walk(tree, 'element', (node: Element) => {
      if (node.tagName !== 'pre') return undefined;
      for (const code of node.children) {
        if (code.type !== 'element' || code.tagName !== 'code') continue;
        const meta = String(
          (code.data as { meta?: string } | undefined)?.meta ?? code.properties.metastring ?? '',
        );
        const words = meta.includes('/') ? metaWords(meta) : [];
        if (words.length === 0) continue;
        for (const line of code.children)
          if (line.type === 'element') line.children = markWords(line, words);
      }
      return 'skip';
    });
  };
}

/** The line's children with each place a word appears wrapped in a span (or in several). */
function markWords(line: Element, words: string[]): ElementContent[] {
  const text = toString(line);
  const ranges: Array<[number, number]> = [];
  for (const word of words)
    for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + word.length))
      ranges.push([at, at + word.length]);
  if (ranges.length === 0) return line.children;
  // Sorted and merged, so each character is in one range at most.
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  let offset = 0;
  const split = (nodes: ElementContent[]): ElementContent[] =>
    nodes.flatMap((node): ElementContent[] => {
      if (node.type === 'element') return [{ ...node, children: split(node.children) }];
      if (node.type !== 'text') return [node];
      const start = offset;
      const end = (offset += node.value.length);
      const pieces: ElementContent[] = [];
      let at = start;
      for (const [from, to] of merged) {
        if (to <= at || from >= end) continue;
        if (from > at)
          pieces.push({ type: 'text', value: node.value.slice(at - start, from - start) });
        const until = Math.min(to, end);
        pieces.push({
          type: 'element',
          tagName: 'span',
          properties: { className: [CODE_WORD_CLASS] },
          children: [
            { type: 'text', value: node.value.slice(Math.max(from, at) - start, until - start) },
          ],
        });
        at = until;
      }
      if (at < end) pieces.push({ type: 'text', value: node.value.slice(at - start) });
      return pieces;
    });
  return split(line.children);
}
