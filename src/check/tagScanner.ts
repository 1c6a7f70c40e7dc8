/**
 * The start tags of an HTML page, read from its UTF-8 bytes: each tag's name and the few
 * attributes asked for. The link check runs this over every page a build writes, so the page is
 * never decoded to a string (only the values kept are), and what cannot hold a tag is skipped with
 * a native byte search: text up to the next `<`, a quoted value up to its quote, a comment up to
 * its `-->`, `<script>` and `<style>` text up to the next `<`.
 *
 * The states are htmlparser2's tokenizer's (v10, HTML mode, entities left as written), so a page
 * reads the same as it does there, down to its quirks. Only what it reports changes: the states
 * that differ only in the callback they call (the end of a closing tag, a declaration, a
 * processing instruction, a bogus comment: each to the next `>`) are one here, only the positions
 * of names and values are kept, and the places it steps through one character at a time looking
 * for one are the search. Its decisions are all on ASCII characters, and every byte of a
 * multi-byte UTF-8 character is above them, as every UTF-16 unit of a character beyond ASCII is:
 * bytes and characters give the same tags. test/check/tagScanner.test.ts compares the two on
 * malformed markup, tagScanner.site.test.ts on real pages.
 */
import { asciiBytes, nameAt, namesFor } from '../shared/index.js';

/** The attributes kept of a tag, by lower-case name (the first of a name wins); values as written. */
export type TagAttributes = Map<string, string>;

const enum State {
  Text,
  BeforeTagName,
  InTagName,
  InSelfClosingTag,
  BeforeClosingTagName,
  InClosingTagName,
  /** To the next `>`: the end of a closing tag, a declaration, a processing instruction. */
  UntilTagEnd,
  BeforeAttributeName,
  InAttributeName,
  AfterAttributeName,
  BeforeAttributeValue,
  InAttributeValueDq,
  InAttributeValueSq,
  InAttributeValueNq,
  BeforeDeclaration,
  BeforeComment,
  CDATASequence,
  InCommentLike,
  BeforeSpecialS,
  BeforeSpecialT,
  SpecialStartSequence,
  InSpecialTag,
}

const LT = 0x3c;
const GT = 0x3e;
const SLASH = 0x2f;
const EQ = 0x3d;
const DQ = 0x22;
const SQ = 0x27;
const DASH = 0x2d;
const BANG = 0x21;
const QUESTION = 0x3f;
const BRACKET = 0x5b;

const CDATA = asciiBytes('CDATA[');
const CDATA_END = asciiBytes(']]>');
const COMMENT_END = asciiBytes('-->');
const SCRIPT_END = asciiBytes('</script');
const STYLE_END = asciiBytes('</style');
const TITLE_END = asciiBytes('</title');
const TEXTAREA_END = asciiBytes('</textarea');
const XMP_END = asciiBytes('</xmp');

const isWhitespace = (c: number) =>
  c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0c || c === 0x0d;
const isEndOfTagSection = (c: number) => c === SLASH || c === GT || isWhitespace(c);
const isAsciiAlpha = (c: number) => (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a);

/**
 * Calls `onTag` for each start tag of `bytes` (when its `>` is read), with its name in lower case
 * when it is one of `tags` ('' for any other), and the attributes named in `kept` (both sets of
 * lower-case ASCII names, kept by the caller: what is made of them is kept with them). The
 * attributes map is reused for the next tag.
 */
export function scanTags(
  bytes: Uint8Array,
  tags: ReadonlySet<string>,
  kept: ReadonlySet<string>,
  onTag: (tag: string, attributes: TagAttributes) => void,
): void {
  const tagNames = namesFor(tags);
  const keptNames = namesFor(kept);
  // Values are decoded from a Buffer over the same memory (no copy).
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const n = bytes.length;
  let state: State = State.Text as State;
  let i = 0;
  /** Where the name or the value being read began. */
  let start = 0;
  let isSpecial = false;
  let sequence: Uint8Array = COMMENT_END;
  let sequenceIndex = 0;
  let tag = '';
  const attributes: TagAttributes = new Map();
  let attribute: string | undefined;

  /** htmlparser2's fastForwardTo: to the next `c` after `i`, else to the last byte. */
  const forwardTo = (c: number): boolean => {
    const at = buffer.indexOf(c, i + 1);
    if (at < 0) {
      i = n - 1;
      return false;
    }
    i = at;
    return true;
  };
  const startSpecial = (seq: Uint8Array, offset: number) => {
    isSpecial = true;
    sequence = seq;
    sequenceIndex = offset;
    state = State.SpecialStartSequence;
  };
  /** The attribute read ends, its value at [from, to) (none: ''), kept when it is asked for. */
  const attributeEnd = (from = 0, to = 0) => {
    if (attribute !== undefined) attributes.set(attribute, buffer.toString('utf8', from, to));
    attribute = undefined;
  };

  // Each state as a function of the character, for the states that hand it on to another.
  const inTagName = (c: number) => {
    if (!isEndOfTagSection(c)) return;
    tag = nameAt(bytes, start, i, tagNames);
    attributes.clear();
    state = State.BeforeAttributeName;
    beforeAttributeName(c);
  };
  const beforeAttributeName = (c: number) => {
    if (c === GT) {
      onTag(tag, attributes);
      if (isSpecial) {
        state = State.InSpecialTag;
        sequenceIndex = 0;
      } else state = State.Text;
    } else if (c === SLASH) state = State.InSelfClosingTag;
    else if (!isWhitespace(c)) {
      state = State.InAttributeName;
      start = i;
    }
  };
  const afterAttributeName = (c: number) => {
    if (c === EQ) state = State.BeforeAttributeValue;
    else if (c === SLASH || c === GT) {
      attributeEnd();
      state = State.BeforeAttributeName;
      beforeAttributeName(c);
    } else if (!isWhitespace(c)) {
      attributeEnd();
      state = State.InAttributeName;
      start = i;
    }
  };
  const inAttributeValueNq = (c: number) => {
    if (isWhitespace(c) || c === GT) {
      attributeEnd(start, i);
      state = State.BeforeAttributeName;
      beforeAttributeName(c);
    }
  };
  const inClosingTagName = (c: number) => {
    if (c === GT || isWhitespace(c)) {
      state = State.UntilTagEnd;
      untilTagEnd(c);
    }
  };
  const untilTagEnd = (c: number) => {
    if (c === GT || forwardTo(GT)) state = State.Text;
  };
  const text = (c: number) => {
    if (c === LT || forwardTo(LT)) state = State.BeforeTagName;
  };

  for (; i < n; i++) {
    const c = bytes[i];
    switch (state) {
      case State.Text:
        text(c);
        break;
      case State.SpecialStartSequence: {
        const isEnd = sequenceIndex === sequence.length;
        const isMatch = isEnd ? isEndOfTagSection(c) : (c | 0x20) === sequence[sequenceIndex];
        if (!isMatch) isSpecial = false;
        else if (!isEnd) {
          sequenceIndex++;
          break;
        }
        sequenceIndex = 0;
        state = State.InTagName;
        inTagName(c);
        break;
      }
      case State.InSpecialTag: {
        if (sequenceIndex === sequence.length) {
          if (c === GT || isWhitespace(c)) {
            isSpecial = false;
            inClosingTagName(c);
            break;
          }
          sequenceIndex = 0;
        }
        if ((c | 0x20) === sequence[sequenceIndex]) sequenceIndex += 1;
        else if (sequenceIndex === 0) {
          // A title's text is read one character at a time there (for its entities): the same.
          if (sequence !== TITLE_END && forwardTo(LT)) sequenceIndex = 1;
        } else sequenceIndex = Number(c === LT);
        break;
      }
      case State.CDATASequence:
        if (c === CDATA[sequenceIndex]) {
          if (++sequenceIndex === CDATA.length) {
            state = State.InCommentLike;
            sequence = CDATA_END;
            sequenceIndex = 0;
          }
        } else {
          sequenceIndex = 0;
          state = State.UntilTagEnd;
          untilTagEnd(c);
        }
        break;
      case State.InAttributeValueDq:
      case State.InAttributeValueSq: {
        const quote = state === State.InAttributeValueDq ? DQ : SQ;
        if (c === quote || forwardTo(quote)) {
          attributeEnd(start, i);
          state = State.BeforeAttributeName;
        }
        break;
      }
      case State.InAttributeName:
        if (c === EQ || isEndOfTagSection(c)) {
          const name = nameAt(bytes, start, i, keptNames);
          attribute = name !== '' && !attributes.has(name) ? name : undefined;
          state = State.AfterAttributeName;
          afterAttributeName(c);
        }
        break;
      case State.InCommentLike:
        if (c === sequence[sequenceIndex]) {
          if (++sequenceIndex === sequence.length) {
            sequenceIndex = 0;
            state = State.Text;
          }
        } else if (sequenceIndex === 0) {
          if (forwardTo(sequence[0])) sequenceIndex = 1;
        } else if (c !== sequence[sequenceIndex - 1]) sequenceIndex = 0;
        break;
      case State.BeforeAttributeName:
        beforeAttributeName(c);
        break;
      case State.InTagName:
        inTagName(c);
        break;
      case State.InClosingTagName:
        inClosingTagName(c);
        break;
      case State.BeforeTagName:
        if (c === BANG) state = State.BeforeDeclaration;
        else if (c === QUESTION) state = State.UntilTagEnd;
        else if (isAsciiAlpha(c)) {
          const lower = c | 0x20;
          start = i;
          if (lower === SCRIPT_END[2]) state = State.BeforeSpecialS;
          else if (lower === TITLE_END[2] || lower === XMP_END[2]) state = State.BeforeSpecialT;
          else state = State.InTagName;
        } else if (c === SLASH) state = State.BeforeClosingTagName;
        else {
          state = State.Text;
          text(c);
        }
        break;
      case State.AfterAttributeName:
        afterAttributeName(c);
        break;
      case State.BeforeAttributeValue:
        if (c === DQ || c === SQ) {
          state = c === DQ ? State.InAttributeValueDq : State.InAttributeValueSq;
          start = i + 1;
        } else if (!isWhitespace(c)) {
          start = i;
          state = State.InAttributeValueNq;
          inAttributeValueNq(c);
        }
        break;
      case State.BeforeClosingTagName:
        if (isWhitespace(c)) break;
        if (c === GT) state = State.Text;
        else state = isAsciiAlpha(c) ? State.InClosingTagName : State.UntilTagEnd;
        break;
      case State.UntilTagEnd:
        untilTagEnd(c);
        break;
      case State.BeforeSpecialS: {
        const lower = c | 0x20;
        if (lower === SCRIPT_END[3]) startSpecial(SCRIPT_END, 4);
        else if (lower === STYLE_END[3]) startSpecial(STYLE_END, 4);
        else {
          state = State.InTagName;
          inTagName(c);
        }
        break;
      }
      case State.BeforeSpecialT: {
        const lower = c | 0x20;
        if (lower === TITLE_END[3]) startSpecial(TITLE_END, 4);
        else if (lower === TEXTAREA_END[3]) startSpecial(TEXTAREA_END, 4);
        else if (lower === XMP_END[3]) startSpecial(XMP_END, 4);
        else {
          state = State.InTagName;
          inTagName(c);
        }
        break;
      }
      case State.InAttributeValueNq:
        inAttributeValueNq(c);
        break;
      case State.InSelfClosingTag:
        if (c === GT) {
          onTag(tag, attributes);
          state = State.Text;
          isSpecial = false;
        } else if (!isWhitespace(c)) {
          state = State.BeforeAttributeName;
          beforeAttributeName(c);
        }
        break;
      case State.BeforeDeclaration:
        if (c === BRACKET) {
          state = State.CDATASequence;
          sequenceIndex = 0;
        } else state = c === DASH ? State.BeforeComment : State.UntilTagEnd;
        break;
      case State.BeforeComment:
        if (c === DASH) {
          state = State.InCommentLike;
          sequence = COMMENT_END;
          sequenceIndex = 2;
        } else state = State.UntilTagEnd;
        break;
    }
  }
}
