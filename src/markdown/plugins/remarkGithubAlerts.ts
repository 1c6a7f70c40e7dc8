/**
 * GitHub's alerts (`> [!NOTE]`, `> [!TIP]`, `> [!IMPORTANT]`, `> [!WARNING]`, `> [!CAUTION]`, the
 * marker alone on the quote's first line, in any case) become the admonitions `:::note` and the
 * others make, so a README's alerts read the same on the site. GitHub has five kinds and the
 * admonitions five looks: IMPORTANT is drawn as `info` and CAUTION as `danger`, as Docusaurus
 * sites map them, and each keeps its own word as the title ("Important", "Caution", in the page's
 * language). A quote whose first line is anything else stays a quote, as on GitHub.
 *
 * It turns the quote into the container directive remarkAdmonitions reads, so it runs before it.
 */
import type { Blockquote, Paragraph, Root, RootContent } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import type { VFile } from 'vfile';
import { walk } from '../walk.js';

/** Each alert's admonition kind. */
export const ALERT_KINDS: Record<string, string> = {
  note: 'note',
  tip: 'tip',
  important: 'info',
  warning: 'warning',
  caution: 'danger',
};

const MARKER = /^\[!(note|tip|important|warning|caution)\][ \t]*(?:\n|$)/i;

export default function remarkGithubAlerts() {
  return (tree: Root, file: VFile) => {
    const titles = file.data.sitegen?.labels.admonitions ?? {};
    walk(tree, 'blockquote', (quote: Blockquote, index, parent) => {
      const alert = parent && index !== undefined ? toAlert(quote, titles) : undefined;
      if (!alert || !parent || index === undefined) return undefined;
      parent.children[index] = alert as never;
      return undefined;
    });
  };
}

function toAlert(
  quote: Blockquote,
  titles: Record<string, string>,
): ContainerDirective | undefined {
  const first = quote.children[0];
  const text = first?.type === 'paragraph' ? first.children[0] : undefined;
  if (!first || first.type !== 'paragraph' || text?.type !== 'text') return undefined;
  const match = MARKER.exec(text.value);
  if (!match) return undefined;
  const alert = match[1].toLowerCase();
  const rest = text.value.slice(match[0].length);
  const children = [...quote.children] as RootContent[];
  if (rest === '' && first.children.length === 1) children.shift();
  else {
    // The marker's line goes; the paragraph goes on with what follows it.
    const paragraph: Paragraph = {
      ...first,
      children:
        rest === ''
          ? first.children.slice(1)
          : [{ ...text, value: rest }, ...first.children.slice(1)],
    };
    // A line break right after the marker (`[!NOTE]  ` or `[!NOTE]\`) is no text.
    if (paragraph.children[0]?.type === 'break') paragraph.children.shift();
    children[0] = paragraph;
  }
  const title: Paragraph = {
    type: 'paragraph',
    children: [
      { type: 'text', value: titles[alert] ?? alert.charAt(0).toUpperCase() + alert.slice(1) },
    ],
    data: { directiveLabel: true } as Paragraph['data'],
  };
  return {
    type: 'containerDirective',
    name: ALERT_KINDS[alert],
    attributes: {},
    children: [title, ...(children as ContainerDirective['children'])],
    position: quote.position,
  };
}
