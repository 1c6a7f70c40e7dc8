/**
 * `:::name[label]` container directives, the only directives the site uses (admonitions).
 *
 * remark-directive would also read `:name` in running text and `::name` lines as directives. They
 * split "14:00" or "Note:this" into a text and a node, which came back as text only where the
 * tree was restored later: an image's alt text, made while parsing, lost ":00", and a literal
 * link next to one was not found. So only the container construct is taken from it.
 */
import { directiveFromMarkdown } from 'mdast-util-directive';
import { directive } from 'micromark-extension-directive';
import type { Extension } from 'micromark-util-types';
import type { Processor } from 'unified';

const COLON = 58;

export default function remarkContainerDirectives(this: Processor): void {
  const constructs = [directive().flow?.[COLON] ?? []].flat();
  // The container construct is the one that holds other blocks ("concrete").
  const containers: Extension = {
    flow: { [COLON]: constructs.filter((construct) => construct.concrete) },
  };
  const data = this.data();
  (data.micromarkExtensions ??= []).push(containers);
  (data.fromMarkdownExtensions ??= []).push(directiveFromMarkdown());
}
