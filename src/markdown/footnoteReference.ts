/**
 * A footnote reference (`[^1]`) to HTML, as mdast-util-to-hast writes it, in constant time: its
 * own handler finds the note's number with `indexOf` over every note met so far, so a page of
 * 20,000 footnotes spent seconds there. This one keeps the numbers in a map beside that list.
 */
import type { Element } from 'hast';
import type { FootnoteReference } from 'mdast';
import type { Options } from 'remark-rehype';
import { normalizeUri } from 'micromark-util-sanitize-uri';

/** What mdast-util-to-hast hands a handler (remark-rehype names its options, not its types). */
type State = Parameters<NonNullable<NonNullable<Options['handlers']>['footnoteReference']>>[0];

/** Each note's position in `state.footnoteOrder`, for the states (one per compile) met. */
const positions = new WeakMap<State, Map<string, number>>();

export function footnoteReference(state: State, node: FootnoteReference): Element {
  const clobberPrefix =
    typeof state.options.clobberPrefix === 'string' ? state.options.clobberPrefix : 'user-content-';
  const id = String(node.identifier).toUpperCase();
  const safeId = normalizeUri(id.toLowerCase());
  let order = positions.get(state);
  if (!order) positions.set(state, (order = new Map()));
  let index = order.get(id);
  if (index === undefined) {
    index = state.footnoteOrder.push(id) - 1;
    order.set(id, index);
  }
  const reuseCounter = (state.footnoteCounts.get(id) ?? 0) + 1;
  state.footnoteCounts.set(id, reuseCounter);
  const link: Element = {
    type: 'element',
    tagName: 'a',
    properties: {
      href: `#${clobberPrefix}fn-${safeId}`,
      id: `${clobberPrefix}fnref-${safeId}${reuseCounter > 1 ? `-${reuseCounter}` : ''}`,
      dataFootnoteRef: true,
      ariaDescribedBy: ['footnote-label'],
    },
    children: [{ type: 'text', value: String(index + 1) }],
  };
  state.patch(node, link);
  const sup: Element = { type: 'element', tagName: 'sup', properties: {}, children: [link] };
  state.patch(node, sup);
  return state.applyData(node, sup);
}
