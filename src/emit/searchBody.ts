/**
 * What Pagefind is handed of a page (pagefindProcess.ts, on the thread that feeds it): its search
 * region (render/searchRegion.ts) with the insides of the elements the index skips anyway (`SEARCH_IGNORED`: code blocks, breadcrumbs, the table of
 * contents, pagination…) left out, their own tags kept. Pagefind reads the region the same way
 * (an element it skips is there, empty) and writes the same index, but parses less: the regions
 * of the 5,000-doc benchmark site shrank from 51 to 29 MB, those of an API reference of 1,440 pages
 * in six locales from 34 to 10.6 MB (Pagefind's CPU time there: 3.05 → 2.70 s). It is a superset
 * of `withoutTokenSpans` (the highlighter's spans are inside code blocks), which still takes those
 * of a code block left as it is.
 *
 * Only what is plain is left out: an element named by a tag or a class in `class="…"`, closed,
 * whose insides hold no comment but React's `<!-- -->` and no `data-pagefind-` attribute (a filter
 * or metadata Pagefind might read even there); the text of a `<script>`-like element is skipped to
 * its closing tag, never read for tags. From the first element that is not plain, the rest of the
 * region is handed over as it is, and Pagefind decides: so a region is read once at most, whatever
 * its markup.
 */
import { asciiBytes, nameAt, namesFor } from '../shared/index.js';
import { SEARCH_IGNORED } from '../theme/index.js';

const LT = 0x3c;
const GT = 0x3e;
const SLASH = 0x2f;
const BANG = 0x21;
const EQ = 0x3d;
const DQ = 0x22;
const SQ = 0x27;
const DASH = 0x2d;

/** What the selectors name: tags, and classes (`.name`); other selectors are left to Pagefind. */
const SKIPPED_TAGS = namesFor(new Set(SEARCH_IGNORED.filter((s) => /^[a-z][a-z\d]*$/.test(s))));
const SKIPPED_CLASSES = SEARCH_IGNORED.filter((s) => /^\.[\w-]+$/.test(s)).map((s) =>
  Buffer.from(s.slice(1)),
);

/** Elements whose text may hold what looks like a tag. */
const RAW_TEXT_SET = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'noscript', 'iframe']);
const RAW_TEXT = namesFor(RAW_TEXT_SET);
/** A name's first two bytes, capitals as small letters. */
function keyAt(bytes: Uint8Array, at: number): number {
  return ((bytes[at] | 0x20) << 8) | (bytes[at + 1] | 0x20);
}
const RAW_TEXT_KEYS = new Set([...RAW_TEXT_SET].map((name) => keyAt(asciiBytes(name), 0)));
/** Elements without insides. */
const VOID = namesFor(
  new Set([
    ...['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta'],
    ...['param', 'source', 'track', 'wbr'],
  ]),
);
const CLASS = namesFor(new Set(['class']));
/** The comment React writes between two pieces of text. */
const REACT_COMMENT = Buffer.from('<!-- -->');
const PAGEFIND_ATTRIBUTE = Buffer.from('data-pagefind-');

/** A page's search region, as a copy of its own, with the insides of the skipped elements left out. */
export function searchBody(region: Uint8Array): Uint8Array {
  const page = Buffer.from(region.buffer, region.byteOffset, region.byteLength);
  const kept: Array<[number, number]> = [];
  let copyFrom = 0;
  let at = 0;
  for (;;) {
    const lt = page.indexOf(LT, at);
    if (lt < 0) break;
    const next = page[lt + 1];
    if (next === BANG && page[lt + 2] === DASH && page[lt + 3] === DASH) {
      // A comment: on after its end, or the rest as it is.
      const close = page.indexOf('-->', lt + 4);
      if (close < 0) break;
      at = close + 3;
      continue;
    }
    if (next === BANG || next === SLASH || !isLetter(next)) {
      at = lt + 1;
      continue;
    }
    const tag = startTag(page, lt);
    if (!tag) break; // a tag cut off by the end: the rest as it is
    at = tag.end;
    const [from, to] = tag.name;
    if (nameAt(page, from, to, RAW_TEXT) !== '') {
      // Its text is not markup: on after its closing tag, or the rest as it is.
      at = afterRawText(page, from, to, tag.end);
      if (at < 0) break;
      continue;
    }
    if (tag.selfClosing || nameAt(page, from, to, VOID) !== '' || !isSkipped(page, tag)) continue;
    // Insides not plain, or never closed: the rest as it is (so a region is read once at most).
    const close = closingTag(page, tag);
    if (close < 0) break;
    kept.push([copyFrom, tag.end]);
    copyFrom = at = close;
  }
  kept.push([copyFrom, page.length]);
  const body = new Uint8Array(kept.reduce((sum, [from, to]) => sum + to - from, 0));
  let offset = 0;
  for (const [from, to] of kept) {
    body.set(page.subarray(from, to), offset);
    offset += to - from;
  }
  return body;
}

interface StartTag {
  /** Where its name is. */
  name: [from: number, to: number];
  /** The offset after its `>`. */
  end: number;
  selfClosing: boolean;
  /** Where its first `class` attribute's value is, if it has one. */
  classes?: [from: number, to: number];
}

/**
 * Per byte, so defined here, as tagScanner.ts defines its own: imported from another module, the
 * scanner's twins of these ran its loop at less than half the speed (measured in the test runner).
 */
function isLetter(byte: number): boolean {
  const lower = byte | 0x20;
  return lower >= 0x61 && lower <= 0x7a;
}

function isSpace(byte: number): boolean {
  return byte === 0x20 || byte === 0x0a || byte === 0x09 || byte === 0x0c || byte === 0x0d;
}

/** The end of a tag's name that starts at `from`. */
function nameEnd(page: Buffer, from: number): number {
  let i = from;
  while (i < page.length && !isSpace(page[i]) && page[i] !== SLASH && page[i] !== GT) i++;
  return i;
}

/** The start tag whose `<` is at `lt`, read to its `>` (quoted values may hold one); none when the region ends first. */
function startTag(page: Buffer, lt: number): StartTag | undefined {
  const end = page.length;
  const name: StartTag['name'] = [lt + 1, nameEnd(page, lt + 1)];
  let classes: StartTag['classes'];
  let i = name[1];
  while (i < end) {
    const byte = page[i];
    if (byte === GT) return { name, end: i + 1, selfClosing: page[i - 1] === SLASH, classes };
    if (isSpace(byte) || byte === SLASH) {
      i++;
      continue;
    }
    // An attribute: its name, then perhaps a value.
    const attribute = i;
    while (i < end && !isSpace(page[i]) && page[i] !== EQ && page[i] !== GT && page[i] !== SLASH)
      i++;
    const isClass = !classes && nameAt(page, attribute, i, CLASS) !== '';
    while (i < end && isSpace(page[i])) i++;
    if (page[i] !== EQ) continue;
    i++;
    while (i < end && isSpace(page[i])) i++;
    let from = i;
    let to: number;
    if (page[i] === DQ || page[i] === SQ) {
      from = i + 1;
      to = page.indexOf(page[i], from);
      if (to < 0) return undefined;
      i = to + 1;
    } else {
      while (i < end && !isSpace(page[i]) && page[i] !== GT) i++;
      to = i;
    }
    if (isClass) classes = [from, to];
  }
  return undefined;
}

/** Whether the index skips the element: its tag, or one of its classes, is named. */
function isSkipped(page: Buffer, tag: StartTag): boolean {
  if (nameAt(page, tag.name[0], tag.name[1], SKIPPED_TAGS) !== '') return true;
  if (!tag.classes) return false;
  const [from, to] = tag.classes;
  for (let i = from; i < to;) {
    while (i < to && isSpace(page[i])) i++;
    const word = i;
    while (i < to && !isSpace(page[i])) i++;
    // Class names match in their case.
    if (SKIPPED_CLASSES.some((name) => hasAt(page, word, i, name))) return true;
  }
  return false;
}

/**
 * Where the text of an element whose text is not markup (its name from `from` to `to`, its text
 * from `text`) ends: after the `</` of its closing tag, written in small letters; -1 when there is
 * none.
 */
function afterRawText(page: Buffer, from: number, to: number, text: number): number {
  const close = page.indexOf(`</${page.toString('latin1', from, to).toLowerCase()}`, text);
  return close < 0 ? -1 : close + 2;
}

/** Whether `page` from `from` to `to` holds the bytes of `name`. */
function hasAt(page: Buffer, from: number, to: number, name: Uint8Array): boolean {
  if (to - from !== name.length) return false;
  for (let i = 0; i < name.length; i++) if (page[from + i] !== name[i]) return false;
  return true;
}

/**
 * Where the tag closing `tag`'s element begins (elements of the same name inside counted); -1 when
 * there is none, or the insides are not plain.
 */
function closingTag(page: Buffer, tag: StartTag): number {
  const name = page.subarray(tag.name[0], tag.name[1]);
  // (A name of one letter has no second: each tag is read whole.)
  const nameKey = name.length > 1 ? keyAt(name, 0) : -1;
  let depth = 1;
  let at = tag.end;
  for (;;) {
    const lt = page.indexOf(LT, at);
    if (lt < 0) return -1;
    const next = page[lt + 1];
    if (next === BANG) {
      if (!page.subarray(lt, lt + REACT_COMMENT.length).equals(REACT_COMMENT)) return -1;
      at = lt + REACT_COMMENT.length;
      continue;
    }
    const closing = next === SLASH;
    const from = lt + (closing ? 2 : 1);
    at = from;
    if (!isLetter(page[from])) continue;
    // Most tags (a code block's spans) are told apart by their first two letters.
    const key = keyAt(page, from);
    if (nameKey >= 0 && key !== nameKey && (closing || !RAW_TEXT_KEYS.has(key))) continue;
    const to = nameEnd(page, from);
    at = to;
    const same = isSameName(page, from, to, name);
    if (closing) {
      if (same && --depth === 0)
        return page.subarray(tag.end, lt).includes(PAGEFIND_ATTRIBUTE) ? -1 : lt;
      continue;
    }
    if (nameAt(page, from, to, RAW_TEXT) !== '') {
      const inner = startTag(page, lt);
      at = inner ? afterRawText(page, from, to, inner.end) : -1;
      if (at < 0) return -1;
      continue;
    }
    if (!same) continue;
    const inner = startTag(page, lt);
    if (!inner) return -1;
    if (!inner.selfClosing) depth++;
    at = inner.end;
  }
}

/** Whether two tag names are the same, in any case. */
function isSameName(page: Buffer, from: number, to: number, name: Uint8Array): boolean {
  if (to - from !== name.length) return false;
  for (let i = 0; i < name.length; i++)
    if ((page[from + i] | 0x20) !== (name[i] | 0x20)) return false;
  return true;
}
