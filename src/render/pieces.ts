/**
 * A page's HTML as pieces that follow one another, never joined into one string. React's
 * `renderToString` builds its output out of thousands of small strings; the first use of it as a
 * whole copies it into one, and a string over 64K UTF-16 units (or 128K Latin-1 ones) takes fresh
 * pages of memory from the system each time: on the 2-core VM the speed targets are measured on,
 * that cost about 1.3 ms per string, several times per page of Jest's website. So the page's large
 * parts (its content, its docs sidebar) are rendered as marks, React's now small output is cut at
 * them, and the parts are put back as pieces of their own; the page is then encoded piece by piece
 * into the bytes that are written, hashed and checked (encodePieces.ts).
 */
import { randomUUID } from 'node:crypto';

/** Pieces of HTML, and where pieces given to `splice` were put among them. */
export interface Pieces {
  pieces: string[];
  /** For each hole given to `splice`, in that order: the index of its first piece. */
  at: number[];
}

/** This process's marks are spelt with a random word: no content can write one. */
const NONCE = randomUUID();

/** An HTML comment to render in place of a large part, for `splice` to find. */
export function markOf(name: string): string {
  return `<!--sitegen-${NONCE}-${name}-->`;
}

/**
 * `html` cut at each hole's mark, the hole's pieces put in its place; undefined when a mark is
 * not in `html` exactly once (a site's component that copied or dropped the part: the page is then
 * rendered with the part itself).
 */
export function splice(
  html: string,
  holes: ReadonlyArray<{ mark: string; pieces: readonly string[] }>,
): Pieces | undefined {
  const found = holes.map((hole, index) => ({ ...hole, index, start: html.indexOf(hole.mark) }));
  if (found.some(({ mark, start }) => start < 0 || html.includes(mark, start + mark.length)))
    return undefined;
  found.sort((a, b) => a.start - b.start);
  const pieces: string[] = [];
  const at: number[] = [];
  let from = 0;
  for (const { mark, index, start, pieces: own } of found) {
    pieces.push(html.slice(from, start));
    at[index] = pieces.length;
    pieces.push(...own);
    from = start + mark.length;
  }
  pieces.push(html.slice(from));
  return { pieces, at };
}
