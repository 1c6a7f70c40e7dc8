/**
 * markdown-it-footnote's last step (its `footnote_tail` core rule), in time linear in the page:
 * it moves each footnote's text to the end of the token stream. The plugin's own version appends
 * each footnote by copying the whole stream (`tokens = tokens.concat(…)`), so a page of 20,000
 * footnotes took tens of seconds. This one makes the same tokens, appending in place.
 */
import type StateCore from 'markdown-it/lib/rules_core/state_core.mjs';
import type Token from 'markdown-it/lib/token.mjs';

interface FootnoteEnv {
  footnotes?: {
    list?: Array<{ label?: string; count?: number; tokens?: Token[]; content?: string }>;
  };
}

export function footnoteTail(state: StateCore): void {
  const footnotes = (state.env as FootnoteEnv).footnotes;
  if (!footnotes) return;
  // The tokens of each footnote definition (`[^a]: …`), taken out of the stream by their label.
  const refTokens = new Map<string, Token[]>();
  let current: Token[] | undefined;
  state.tokens = state.tokens.filter((token) => {
    if (token.type === 'footnote_reference_open') {
      current = [];
      refTokens.set(String((token.meta as { label: string }).label), current);
      return false;
    }
    if (token.type === 'footnote_reference_close') {
      current = undefined;
      return false;
    }
    if (current) current.push(token);
    return current === undefined;
  });
  const list = footnotes.list;
  if (!list) return;
  const tokens = state.tokens;
  tokens.push(new state.Token('footnote_block_open', '', 1));
  list.forEach((note, id) => {
    const open = new state.Token('footnote_open', '', 1);
    open.meta = { id, label: note.label };
    tokens.push(open);
    let body: Token[] | undefined;
    if (note.tokens) {
      const paragraphOpen = new state.Token('paragraph_open', 'p', 1);
      paragraphOpen.block = true;
      const inline = new state.Token('inline', '', 0);
      inline.children = note.tokens;
      inline.content = note.content ?? '';
      const paragraphClose = new state.Token('paragraph_close', 'p', -1);
      paragraphClose.block = true;
      body = [paragraphOpen, inline, paragraphClose];
    } else if (note.label) body = refTokens.get(note.label);
    for (const token of body ?? []) tokens.push(token);
    const lastParagraph =
      tokens[tokens.length - 1].type === 'paragraph_close' ? tokens.pop() : undefined;
    const anchors = (note.count ?? 0) > 0 ? note.count! : 1; // an inline note has no count
    for (let subId = 0; subId < anchors; subId++) {
      const anchor = new state.Token('footnote_anchor', '', 0);
      anchor.meta = { id, subId, label: note.label };
      tokens.push(anchor);
    }
    if (lastParagraph) tokens.push(lastParagraph);
    tokens.push(new state.Token('footnote_close', '', -1));
  });
  tokens.push(new state.Token('footnote_block_close', '', -1));
}
