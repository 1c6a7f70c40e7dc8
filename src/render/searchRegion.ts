/**
 * The element a page's indexed region is marked on (`data-pagefind-body`, see theme/search.ts),
 * cut out of the page's rendered HTML: it is all Pagefind reads of a page, and the less it is
 * handed the faster it indexes (the page around it was about 40% of its work).
 */
const MARK = ' data-pagefind-body';

/** The region's element with everything in it; empty when the page has none. */
export function searchRegionHtml(html: string): string {
  const [start, end] = searchRegionAt(html);
  return html.slice(start, end);
}

/** Where the region's element starts and ends in `html` (both 0 when the page has none). */
export function searchRegionAt(html: string): [start: number, end: number] {
  const mark = html.indexOf(MARK);
  if (mark < 0) return [0, 0];
  const start = html.lastIndexOf('<', mark);
  const name = /^<([a-z][a-z\d]*)/i.exec(html.slice(start, mark))?.[1];
  if (!name) return [0, 0];
  // Text and attribute values are escaped, so each "<name" or "</name" is a tag.
  const tags = new RegExp(`<(/?)${name}[\\s>]`, 'gi');
  tags.lastIndex = start;
  let depth = 0;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) return [start, html.indexOf('>', tag.index) + 1];
  }
  return [start, html.length];
}
