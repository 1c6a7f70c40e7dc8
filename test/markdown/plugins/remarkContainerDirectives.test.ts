import type { Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { expect, test } from 'vitest';
import remarkContainerDirectives from '../../../src/markdown/plugins/remarkContainerDirectives.js';

const parse = (md: string) =>
  unified().use(remarkParse).use(remarkContainerDirectives).parse(md) as Root;

test('a :::name[label] block is a container directive holding its content', () => {
  const tree = parse(':::tip[Before you start]\nRead **this**.\n:::');
  const node = tree.children[0] as {
    type: string;
    name: string;
    children: Array<{ type: string }>;
  };
  expect(node.type).toBe('containerDirective');
  expect(node.name).toBe('tip');
  expect(node.children.map((c) => c.type)).toEqual(['paragraph', 'paragraph']);
});

test('colons in running text and ::leaf lines stay text', () => {
  const tree = parse('Starts at 14:00, see Note:this.\n\n::leaf\n\n![at 14:00](a.png)');
  expect(tree.children.map((c) => c.type)).toEqual(['paragraph', 'paragraph', 'paragraph']);
  const text = JSON.stringify(tree);
  expect(text).toContain('Starts at 14:00, see Note:this.');
  expect(text).toContain('::leaf');
  expect(text).toContain('"alt":"at 14:00"');
});
