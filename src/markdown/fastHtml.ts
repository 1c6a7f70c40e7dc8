/**
 * A syntax tree to HTML exactly as hast-util-to-html writes it with its default options (what
 * rehype-stringify does here), in a fraction of the time. Writing the tree was a quarter of
 * compiling a `.md` file and half of highlighting the API reference's samples: the library works
 * out each attribute from the property's schema and escapes it with a new pattern every time, and
 * a highlighted code block has thousands of `class="token …"`.
 *
 * So the library still decides everything that needs deciding, once: each distinct attribute (a
 * property's name and value) is written by it on a bare element and kept, and each tag name is
 * asked whether it is void. Only what is plain is done here: tags around their children, and text
 * escaped as the library escapes it (`<` and `&` as hexadecimal references; nothing inside
 * `<script>` and `<style>`). Comments, doctypes, SVG and `<template>` (another schema, or content
 * of their own) are handed to the library whole. test/markdown/fastHtml.test.ts compares the two.
 */
import type { Element, Nodes, Parents, Properties, Root } from 'hast';
import { toHtml, type Options } from 'hast-util-to-html';
import type { Plugin } from 'unified';

/** Kept attributes, up to this many before they are forgotten (a page's worth is a few hundred). */
const KEPT = 50_000;
const attributes = new Map<string, string>();
const voids = new Map<string, boolean>();

/** `toHtml(tree)`, faster. */
export function fastHtml(tree: Nodes): string {
  return one(tree, undefined);
}

/**
 * rehype-stringify, writing with `fastHtml`; with settings a plugin gave the processor (which
 * rehype-stringify would pass on), the library writes it.
 */
export const rehypeFastStringify: Plugin<[], Root, string> = function () {
  // What rehype-stringify reads (a plugin's `settings` are the library's options).
  const settings = this.data('settings') as Options | undefined;
  const given = settings && Object.keys(settings).length > 0 ? settings : undefined;
  this.compiler = (tree) => (given ? toHtml(tree as Root, given) : fastHtml(tree as Root));
};

function one(node: Nodes, parent: Parents | undefined): string {
  switch (node.type) {
    case 'text':
    case 'raw': // raw HTML not allowed: written as text
      return text(node.value, parent);
    case 'element':
      return element(node);
    case 'root':
      return all(node);
    default:
      return toHtml(node);
  }
}

function all(parent: Parents): string {
  let html = '';
  for (const child of parent.children ?? []) html += one(child, parent);
  return html;
}

const ESCAPED = /[<&]/g;
const escape = (c: string) => (c === '<' ? '&#x3C;' : '&#x26;');

function text(value: string, parent: Parents | undefined): string {
  if (parent?.type === 'element' && (parent.tagName === 'script' || parent.tagName === 'style'))
    return value;
  return value.includes('<') || value.includes('&') ? value.replace(ESCAPED, escape) : value;
}

function element(node: Element): string {
  const name = node.tagName;
  if (name === 'svg' || name === 'template') return toHtml(node);
  const attrs = attributesOf(node.properties);
  const content = all(node);
  const open = `<${name}${attrs ? ' ' + attrs : ''}>`;
  return content === '' && isVoid(name) ? open : `${open}${content}</${name}>`;
}

function attributesOf(properties: Properties | undefined): string {
  let html = '';
  for (const key in properties) {
    const value = properties[key];
    if (value === null || value === undefined) continue;
    const written = attribute(key, value);
    if (written) html += html ? ' ' + written : written;
  }
  return html;
}

/** One attribute as the library writes it ('' for none), kept by its name and value. */
function attribute(key: string, value: NonNullable<Properties[string]>): string {
  const id = attributeId(key, value);
  let html = id === undefined ? undefined : attributes.get(id);
  if (html === undefined) {
    const bare = toHtml({
      type: 'element',
      tagName: 'i',
      properties: { [key]: value },
      children: [],
    });
    // "<i></i>", or "<i " + the attribute + "></i>"
    html = bare.length > 7 ? bare.slice(3, -5) : '';
    if (id !== undefined) {
      if (attributes.size >= KEPT) attributes.clear();
      attributes.set(id, html);
    }
  }
  return html;
}

/**
 * What tells an attribute from any other: its name, the kind of its value (the library reads a
 * number or an array differently from a string), and the value; none for a name or value holding
 * the separator (written, not kept).
 */
function attributeId(key: string, value: NonNullable<Properties[string]>): string | undefined {
  if (key.includes('\u0000')) return undefined;
  if (Array.isArray(value)) {
    const joined = value.join('\u0000');
    return value.some((item) => String(item).includes('\u0000'))
      ? undefined
      : `${key}\u0000a${value.length}\u0000${joined}`;
  }
  const written = String(value);
  return written.includes('\u0000') ? undefined : `${key}\u0000${typeof value}\u0000${written}`;
}

/** Whether the library writes `name` with no closing tag when it is empty. */
function isVoid(name: string): boolean {
  let answer = voids.get(name);
  if (answer === undefined) {
    answer = !toHtml({ type: 'element', tagName: name, properties: {}, children: [] }).endsWith(
      `</${name}>`,
    );
    if (voids.size >= KEPT) voids.clear();
    voids.set(name, answer);
  }
  return answer;
}
