/**
 * The HTML React's server renderer writes for plain hast (rehypeStaticHtml.ts's static parts of an
 * MDX page), written directly: no React element made, no renderer run. It covers what most static
 * parts are (paragraphs, lists, links, headings, a highlighted code block's spans) and gives up,
 * returning undefined, on anything React writes by rules of its own (SVG, tables, forms, media,
 * styles, custom elements, values that are not text); the caller then asks React itself.
 * Its tests compare the two on random trees.
 */
import type { ElementContent } from 'hast';
import { escapeAsReact } from '../shared/index.js';

/** Tags written the plain way: an opening tag with its attributes, the children, a closing tag. */
const PLAIN = new Set([
  'a',
  'abbr',
  'address',
  'article',
  'aside',
  'b',
  'bdi',
  'bdo',
  'blockquote',
  'cite',
  'code',
  'data',
  'dd',
  'del',
  'details',
  'dfn',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'i',
  'ins',
  'kbd',
  'li',
  'main',
  'mark',
  'nav',
  'ol',
  'p',
  'pre',
  'q',
  's',
  'samp',
  'section',
  'small',
  'span',
  'strong',
  'sub',
  'summary',
  'sup',
  'time',
  'u',
  'ul',
  'var',
]);

/** Tags React writes with no closing tag, as `<br/>`. */
const VOID = new Set(['br', 'hr', 'wbr']);

/** hast property names React writes as these attribute names, when their value is text. */
const ATTRIBUTES: Record<string, string> = {
  className: 'class',
  id: 'id',
  href: 'href',
  title: 'title',
  target: 'target',
  rel: 'rel',
  lang: 'lang',
  dir: 'dir',
  start: 'start',
  tabIndex: 'tabindex',
  ariaHidden: 'aria-hidden',
  ariaLabel: 'aria-label',
  ariaDescribedBy: 'aria-describedby',
};

/** Properties written only when their value is an integer (hast reads them as numbers). */
const NUMBERS = new Set(['start', 'tabIndex']);

/** Properties whose list of words hast keeps as an array, written joined by spaces. */
const WORDS = new Set(['className', 'rel', 'ariaDescribedBy']);

/** The start of "javascript:" as React looks for it (with tabs and line breaks between letters). */
const JAVA = /^[\u0000-\u0020]*j[\t\n\r]*a[\t\n\r]*v[\t\n\r]*a/i;

/** The HTML React writes for these nodes; undefined when they hold anything not covered here. */
export function reactHtml(nodes: ElementContent[]): string | undefined {
  const out: string[] = [];
  return write(nodes, out) ? out.join('') : undefined;
}

function write(nodes: ElementContent[], out: string[]): boolean {
  let afterText = false;
  for (const node of nodes) {
    if (node.type === 'text') {
      // React writes nothing for an empty text, and it keeps no texts apart.
      if (node.value === '') continue;
      // Two texts in a row: React keeps them apart with an empty comment.
      if (afterText) out.push('<!-- -->');
      out.push(escapeAsReact(node.value));
      afterText = true;
      continue;
    }
    if (node.type !== 'element') return false;
    afterText = false;
    const { tagName } = node;
    const isVoid = VOID.has(tagName);
    if (!isVoid && !PLAIN.has(tagName)) return false;
    let open = `<${tagName}`;
    for (const [name, value] of Object.entries(node.properties)) {
      if (value === undefined || value === null) continue;
      const attribute = ATTRIBUTES[name];
      if (attribute === undefined) return false;
      let text: string;
      if (Array.isArray(value)) {
        if (!WORDS.has(name)) return false;
        text = value.join(' ');
      } else if (typeof value === 'string' && !NUMBERS.has(name)) text = value;
      else if (typeof value === 'number' && Number.isInteger(value) && NUMBERS.has(name))
        text = String(value);
      else return false;
      // React writes a javascript: link as one that throws, and leaves some empty links out:
      // left to React, as a link on anything but <a>.
      if (name === 'href' && (tagName !== 'a' || text === '' || JAVA.test(text))) return false;
      open += ` ${attribute}="${escapeAsReact(text)}"`;
    }
    if (isVoid) {
      if (node.children.length > 0) return false;
      out.push(`${open}/>`);
      continue;
    }
    // A leading line break of preformatted text React writes twice.
    const first = node.children[0];
    if (tagName === 'pre' && first?.type === 'text' && first.value.startsWith('\n')) return false;
    out.push(`${open}>`);
    if (!write(node.children, out)) return false;
    out.push(`</${tagName}>`);
  }
  return true;
}
