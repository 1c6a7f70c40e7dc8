/**
 * Pagefind's excerpts mark each matching word with <mark>, punctuation included
 * ("<mark>(docker</mark>"). Split into plain and marked parts, entities decoded, with the
 * punctuation around a word moved out of its mark, so only the word is highlighted. The parts are
 * shown as text, never as HTML.
 */
export interface ExcerptPart {
  text: string;
  marked: boolean;
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
};
const decode = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (e) => ENTITIES[e]);
/** Leading and trailing characters that are neither letters, numbers nor joining marks. */
const EDGES = /^([^\p{L}\p{N}\p{M}]*)([\s\S]*?)([^\p{L}\p{N}\p{M}]*)$/u;

export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  const push = (text: string, marked: boolean) => {
    if (!text) return;
    const last = parts[parts.length - 1];
    if (last && last.marked === marked) last.text += text;
    else parts.push({ text, marked });
  };
  excerpt.split(/<\/?mark>/).forEach((raw, i) => {
    const text = decode(raw);
    if (i % 2 === 0) return push(text, false);
    const [, before, word, after] = EDGES.exec(text) ?? ['', '', text, ''];
    push(before, false);
    push(word, true);
    push(after, false);
  });
  return parts;
}
