/**
 * The notation comments Shiki's transformers read (VitePress's and Starlight's code blocks take
 * them), for sitegen's Prism highlighting: a comment `[!code ++]`, `[!code --]`,
 * `[!code highlight]`, `[!code focus]`, `[!code error]` or `[!code warning]` at the end of a line,
 * in any comment syntax (`//`, `#`, `--`, `%`, `;`, `/* *\/`, `{/* *\/}`, `<!-- -->`), is taken out
 * of the code and marks the line; `:3` after the name marks that many lines from it. A comment
 * alone on its line marks the lines after it and leaves with its line, as Shiki's `v3` matching
 * does. `[\!code …]` is written as `[!code …]` and marks nothing (how a page shows the notation).
 *
 * It runs after rehypeMagicComments (whose line classes it keeps) and before rehypeHighlight,
 * which writes the classes on the lines it makes. A block with focused lines gets `has-focus` on
 * its `<pre>`: the theme dims its other lines until the block is hovered or focused.
 */
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { VFile } from 'vfile';
import { HAS_FOCUS_CLASS, NOTATION_CLASSES } from '../../shared/index.js';
import { walk } from '../walk.js';

/** One notation comment at the end of a line: its name and how many lines it marks. */
const NOTATION =
  /(?:\/\/|#|--|%{1,2}|;{1,2}|\/\*|\{\s*\/\*|<!--)\s*\[!code (\+\+|--|highlight|focus|error|warning)(?::(\d+))?\]\s*(?:\*\/\s*\}|\*\/|-->)?\s*$/;
const ESCAPED = /\[\\!code /g;
/** More lines than a block can have: a range is cut at its last line anyway. */
const MOST_LINES = 100_000;

export default function rehypeCodeNotation() {
  return (tree: Root, file?: VFile) => {
    const highlightClass = file?.data.sitegen?.magicComments?.[0]?.className ?? 'highlight-line';
    walk(tree, 'element', (node: Element) => {
      if (node.tagName !== 'pre') return undefined;
      for (const child of node.children)
        if (child.type === 'element' && child.tagName === 'code')
          markNotation(child, node, highlightClass);
      return 'skip';
    });
  };
}

function markNotation(code: Element, pre: Element, highlightClass: string): void {
  const text = toString(code);
  if (!text.includes('[!code ') && !text.includes('[\\!code ')) return;
  const before = code.data?.lineClasses ?? {};
  const kept: string[] = [];
  const classes: string[][] = [];
  /** Lines still to mark after the one being read, per class, from comments alone on a line. */
  const pending = new Map<string, number>();
  let focus = false;
  text.split('\n').forEach((written, index) => {
    let line = written;
    const marks: Array<[string, number]> = [];
    for (
      let match = line.includes('[!code ') ? NOTATION.exec(line) : null;
      match;
      match = NOTATION.exec(line)
    ) {
      const name = match[1] as keyof typeof NOTATION_CLASSES | 'highlight';
      const count = Math.min(Number(match[2] ?? 1), MOST_LINES);
      marks.push([name === 'highlight' ? highlightClass : NOTATION_CLASSES[name], count]);
      if (name === 'focus') focus = true;
      line = line.slice(0, match.index).trimEnd();
    }
    if (marks.length > 0 && line.trim() === '') {
      // A comment alone on its line marks the lines after it, and its line goes.
      for (const [className, count] of marks)
        pending.set(className, Math.max(pending.get(className) ?? 0, count));
      return;
    }
    const lineClasses = [...(before[index] ?? [])];
    for (const [className, left] of pending) {
      lineClasses.push(className);
      if (left > 1) pending.set(className, left - 1);
      else pending.delete(className);
    }
    for (const [className, count] of marks.reverse()) {
      lineClasses.push(className);
      if (count > 1) pending.set(className, Math.max(pending.get(className) ?? 0, count - 1));
    }
    kept.push(marks.length > 0 ? line : line.replace(ESCAPED, '[!code '));
    classes.push([...new Set(lineClasses)]);
  });
  code.children = [{ type: 'text', value: kept.join('\n') }];
  const lineClasses: Record<number, string[]> = {};
  classes.forEach((list, index) => {
    if (list.length > 0) lineClasses[index] = list;
  });
  code.data = { ...code.data, lineClasses };
  if (focus) {
    const preClasses = pre.properties.className;
    pre.properties.className = [
      ...(Array.isArray(preClasses) ? preClasses.map(String) : []),
      HAS_FOCUS_CLASS,
    ];
  }
}
