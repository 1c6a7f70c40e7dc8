/**
 * The element a page's indexed region is marked on (`data-pagefind-body`, see theme/search.ts),
 * cut out of the page's rendered HTML: it is all Pagefind reads of a page, and the less it is
 * handed the faster it indexes (the page around it was about 40% of its work). Read in the page's
 * UTF-8 bytes, which are what the build has of a page (render/pieces.ts).
 */
const MARK = Buffer.from(' data-pagefind-body');
const LT = 0x3c;
const GT = 0x3e;
const SLASH = 0x2f;

/** The region's element with everything in it; empty when the page has none. */
export function searchRegionHtml(html: string): string {
  const bytes = Buffer.from(html);
  const [start, end] = searchRegionAt(bytes);
  return bytes.toString('utf8', start, end);
}

/**
 * Where the region's element starts and ends in `page` (byte offsets, both `from` when there is
 * none), looked for in `page` from `from` to `to` (the page's body).
 */
export function searchRegionAt(
  page: Buffer,
  from = 0,
  to = page.length,
): [start: number, end: number] {
  const none: [number, number] = [from, from];
  const mark = page.indexOf(MARK, from);
  if (mark < 0 || mark + MARK.length > to) return none;
  const start = page.lastIndexOf(LT, mark);
  if (start < from) return none;
  let nameEnd = start + 1;
  while (nameEnd < mark && isNameByte(page[nameEnd], nameEnd === start + 1)) nameEnd++;
  if (nameEnd === start + 1) return none;
  const name = page.subarray(start + 1, nameEnd);
  // Text and attribute values are escaped, so each "<name" or "</name" is a tag.
  let depth = 0;
  for (let at = page.indexOf(LT, start); at >= 0 && at < to; at = page.indexOf(LT, at + 1)) {
    const closing = page[at + 1] === SLASH;
    const after = tagOf(page, at + (closing ? 2 : 1), name, to);
    if (after < 0) continue;
    depth += closing ? -1 : 1;
    if (depth === 0) {
      const gt = page.indexOf(GT, at);
      return [start, gt >= 0 && gt < to ? gt + 1 : from];
    }
  }
  return [start, to];
}

/** ASCII letters, and digits after the first. */
function isNameByte(byte: number, first: boolean): boolean {
  const lower = byte | 0x20;
  return (lower >= 0x61 && lower <= 0x7a) || (!first && byte >= 0x30 && byte <= 0x39);
}

/** An ASCII capital as its small letter; any other byte as it is. */
function lower(byte: number): number {
  return byte >= 0x41 && byte <= 0x5a ? byte | 0x20 : byte;
}

/**
 * Whether `name` (in any case) is at `at`, followed by white space or ">" before `to`: the offset
 * after it, else -1.
 */
function tagOf(page: Buffer, at: number, name: Uint8Array, to: number): number {
  const after = at + name.length;
  if (after >= to) return -1;
  for (let i = 0; i < name.length; i++) if (lower(page[at + i]) !== lower(name[i])) return -1;
  const next = page[after];
  if (next === GT || next === 0x20 || (next >= 0x09 && next <= 0x0d)) return after;
  // White space beyond ASCII (a no-break space, say) is rare: decoded to be asked.
  return next >= 0x80 && /^\s/.test(page.toString('utf8', after, Math.min(after + 4, to)))
    ? after
    : -1;
}
