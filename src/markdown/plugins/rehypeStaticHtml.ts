/**
 * The parts of an MDX page that hold no JSX and no expressions, compiled to HTML rather than to a
 * React element per node: a highlighted code block becomes one string instead of a call per token
 * (Jest's Configuration page went from about 7,700 calls to a few hundred). Each such element keeps
 * its own JSX, so React still writes its tag and attributes; its children become
 * `dangerouslySetInnerHTML`, written here as React writes them (reactHtml.ts, else React itself),
 * so the page's HTML is the same byte for byte. The module is a fraction of the size: faster to compile,
 * bundle, load and render, and lighter to keep.
 *
 * Left as elements, with what they hold: tags whose HTML React writes by where they are (an image
 * React preloads from the start of the page, a form field, head and script tags), a table row's
 * whitespace other than the line breaks both leave out, and a `<pre>` whose text starts with a line
 * break (React writes that break apart for a string of HTML).
 *
 * Run last, and only where nothing can replace a Markdown element by a component of its own (the
 * site replaces no `@theme/MDXComponents` and has no recma plugins): compileMdx.ts decides. What a
 * component holds is left as it is unless the component is known to show it as it is.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { renderToString } from 'react-dom/server';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import type { Handle } from 'hast-util-to-estree';
import { reactHtml } from '../reactHtml.js';

/** The node an element becomes: its tag and attributes, and its children's HTML. */
export const STATIC_HTML_NODE = 'sitegenStaticHtml';

interface StaticHtml {
  type: typeof STATIC_HTML_NODE;
  tagName: string;
  properties: Element['properties'];
  html: string;
  position?: Element['position'];
}

/** Tags whose HTML React writes by their context or outside them, never made static. */
const CONTEXTUAL = new Set([
  'img',
  'picture',
  'source',
  'video',
  'audio',
  'track',
  'iframe',
  'object',
  'embed',
  'link',
  'meta',
  'title',
  'base',
  'script',
  'style',
  'noscript',
  'template',
  'select',
  'option',
  'optgroup',
  'textarea',
  'input',
  'html',
  'head',
  'body',
]);

/** Where a line break between rows and cells is left out (by MDX and hast-util-to-jsx-runtime alike). */
const TABLE = new Set(['table', 'tbody', 'thead', 'tfoot', 'tr']);
const PREFORMATTED = new Set(['pre', 'listing']);

export interface StaticHtmlOptions {
  /**
   * The modules (`@theme/TabItem`) whose components show what they hold as it is (settings.ts's
   * HOLDING_AS_IS the site does not replace): what they hold may be static too. Any other component
   * may read the elements it holds (a file tree reads its nested lists): what it holds is left as is.
   */
  inside?: string[];
}

export default function rehypeStaticHtml(options: StaticHtmlOptions = {}) {
  const inside = new Set(options.inside ?? []);
  return (tree: Root) => {
    // The names the page imports those components as.
    const asIs = new Set<string>();
    for (const node of tree.children)
      if (node.type === 'mdxjsEsm')
        for (const statement of node.data?.estree?.body ?? [])
          if (statement.type === 'ImportDeclaration' && inside.has(String(statement.source.value)))
            for (const specifier of statement.specifiers)
              if (specifier.type === 'ImportDefaultSpecifier') asIs.add(specifier.local.name);
    /** A JSX element of the page whose children may be static: a fragment, an HTML tag, one of those. */
    const holdsAsIs = (name: string | null) =>
      name === null || /^[a-z]/.test(name) || asIs.has(name);
    const statics = new Map<Element, boolean>();
    const isStatic = (node: RootContent | ElementContent): boolean => {
      if (node.type === 'text' || node.type === 'comment') return true;
      if (node.type !== 'element') return false;
      let known = statics.get(node);
      if (known === undefined) {
        const tag = node.tagName.toLowerCase();
        known =
          !CONTEXTUAL.has(tag) &&
          node.children.every(
            (child) =>
              isStatic(child) &&
              !(
                TABLE.has(tag) &&
                child.type === 'text' &&
                child.value !== '\n' &&
                child.value.trim() === ''
              ),
          );
        statics.set(node, known);
      }
      return known;
    };
    const visit = (parent: { children: Array<RootContent | ElementContent> }, inSvg: boolean) => {
      parent.children.forEach((child, index) => {
        // What a JSX element holds may be static, when it shows it as it is.
        if (child.type !== 'element') {
          if (
            (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') &&
            holdsAsIs(child.name)
          )
            visit(child, inSvg);
          return;
        }
        const svg = inSvg || child.tagName.toLowerCase() === 'svg';
        const html =
          isStatic(child) && child.children.some((c) => c.type === 'element')
            ? childrenHtml(child, svg)
            : undefined;
        if (html === undefined) return visit(child, svg);
        const made: StaticHtml = {
          type: STATIC_HTML_NODE,
          tagName: child.tagName,
          properties: child.properties,
          html,
          position: child.position,
        };
        (parent.children as unknown[])[index] = made;
      });
    };
    visit(tree, false);
  };
}

/** The HTML React writes for an element's children; undefined when it writes it otherwise. */
function childrenHtml(element: Element, svg: boolean): string | undefined {
  const tag = element.tagName.toLowerCase();
  const children = TABLE.has(tag)
    ? element.children.filter((child) => !(child.type === 'text' && child.value === '\n'))
    : element.children;
  // Most static parts are written directly, as React would write them (reactHtml.ts).
  let html = svg ? undefined : reactHtml(children);
  if (html !== undefined) return PREFORMATTED.has(tag) && html.startsWith('\n') ? undefined : html;
  try {
    html = renderToString(
      toJsxRuntime(
        { type: 'root', children },
        {
          Fragment,
          jsx,
          jsxs,
          space: svg ? 'svg' : 'html',
          elementAttributeNameCase: 'react',
          stylePropertyNameCase: 'dom',
        },
      ),
    );
  } catch {
    // A `style` it cannot read, say: MDX reports what it finds wrong, as it did before.
    return undefined;
  }
  return PREFORMATTED.has(tag) && html.startsWith('\n') ? undefined : html;
}

/**
 * How MDX writes the node: the element's JSX without children, and its children's HTML as
 * `dangerouslySetInnerHTML` (for hast-util-to-estree's `handlers`).
 */
export const staticHtmlHandler: Handle = (node, state) => {
  const { tagName, properties, html, position } = node as unknown as StaticHtml;
  const element = state.handle({ type: 'element', tagName, properties, children: [], position });
  if (!element || element.type !== 'JSXElement') return element;
  element.openingElement.attributes.push({
    type: 'JSXAttribute',
    name: { type: 'JSXIdentifier', name: 'dangerouslySetInnerHTML' },
    value: {
      type: 'JSXExpressionContainer',
      expression: {
        type: 'ObjectExpression',
        properties: [
          {
            type: 'Property',
            kind: 'init',
            method: false,
            shorthand: false,
            computed: false,
            key: { type: 'Identifier', name: '__html' },
            value: { type: 'Literal', value: html },
          },
        ],
      },
    },
  });
  return element;
};
