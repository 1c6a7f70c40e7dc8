/**
 * Tag and attribute names matched in place in a page's bytes (the link check's check/tagScanner.ts,
 * emit/searchBody.ts): a name asked for is
 * compared byte by byte, without case, so nothing is allocated for the thousands of names a page
 * has that nobody asked for.
 */

/** The lower-case ASCII bytes of `text`. */
export const asciiBytes = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

/** Names to recognise, by length: each as its string and its bytes. */
export type Names = Array<Array<[name: string, bytes: Uint8Array]> | undefined>;

function namesOf(names: Iterable<string>): Names {
  const byLength: Names = [];
  for (const name of names) {
    if (!/^[a-z][a-z\d-]*$/.test(name)) throw new Error(`not a lower-case ASCII name: ${name}`);
    (byLength[name.length] ??= []).push([name, asciiBytes(name)]);
  }
  return byLength;
}

/** Each set of names made ready once, for every page scanned with it. */
const made = new WeakMap<ReadonlySet<string>, Names>();

export function namesFor(set: ReadonlySet<string>): Names {
  let names = made.get(set);
  if (!names) made.set(set, (names = namesOf(set)));
  return names;
}

/** The name of `names` at [start, end) of `bytes`, compared without case; '' when it is none. */
export function nameAt(bytes: Uint8Array, start: number, end: number, names: Names): string {
  const candidates = names[end - start];
  if (!candidates) return '';
  for (const [name, wanted] of candidates) {
    let i = 0;
    while (i < wanted.length) {
      const c = bytes[start + i];
      if ((c >= 0x41 && c <= 0x5a ? c | 0x20 : c) !== wanted[i]) break;
      i++;
    }
    if (i === wanted.length) return name;
  }
  return '';
}
