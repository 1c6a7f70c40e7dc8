/**
 * tagScanner.ts's start tags, and the same read with htmlparser2's tokenizer (whose states it
 * copies) from the decoded text: the reference its tests compare it with.
 */
import { Tokenizer } from 'htmlparser2';
import { scanTags } from '../../src/check/tagScanner.js';

const KEPT = new Set(['id', 'name', 'rel', 'href', 'src', 'srcset', 'content']);
const TAGS = new Set(['a', 'img', 'link', 'script', 'base', 'blockquote', 'p']);

type Tag = [tag: string, attributes: Array<[string, string]>];

/** What scanTags reports, read with htmlparser2's tokenizer from the decoded text instead. */
export function reference(html: string): Tag[] {
  const tags: Tag[] = [];
  let tag = '';
  let attributes = new Map<string, string>();
  let attribute: string | undefined;
  let value = '';
  const open = () => tags.push([tag, [...attributes]]);
  // Names scanTags reads ('' beyond ten characters or ASCII: no caller asks for those).
  const short = (name: string) => (name.length <= 10 && /^[\x00-\x7f]*$/.test(name) ? name : '');
  const tokenizer = new Tokenizer(
    { decodeEntities: false },
    {
      onopentagname(start, end) {
        const name = short(html.slice(start, end)).toLowerCase();
        tag = TAGS.has(name) ? name : '';
        attributes = new Map();
      },
      onattribname(start, end) {
        const name = short(html.slice(start, end)).toLowerCase();
        attribute = KEPT.has(name) && !attributes.has(name) ? name : undefined;
        value = '';
      },
      onattribdata(start, end) {
        if (attribute) value += html.slice(start, end);
      },
      onattribend() {
        if (attribute) attributes.set(attribute, value);
        attribute = undefined;
      },
      onopentagend: open,
      onselfclosingtag: open,
      onattribentity: () => undefined,
      ontext: () => undefined,
      ontextentity: () => undefined,
      onclosetag: () => undefined,
      oncdata: () => undefined,
      oncomment: () => undefined,
      ondeclaration: () => undefined,
      onprocessinginstruction: () => undefined,
      onend: () => undefined,
    },
  );
  tokenizer.write(html);
  tokenizer.end();
  return tags;
}

export function scanned(html: string): Tag[] {
  const tags: Tag[] = [];
  scanTags(Buffer.from(html), TAGS, KEPT, (tag, attributes) => tags.push([tag, [...attributes]]));
  return tags;
}
