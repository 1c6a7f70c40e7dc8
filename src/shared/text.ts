/** String helpers Node and the browser share. */

/** `text` as a regular expression that matches it literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The 1-based line and column of a character offset in `text`. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length))).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

/** Text made safe inside HTML text and double-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** Text or an attribute value as React's server renderer escapes it (`'` too, as `&#x27;`). */
export function escapeAsReact(text: string): string {
  if (!/["'&<>]/.test(text)) return text;
  return text
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** Characters beyond ASCII as JavaScript escapes (`\u65E5`), as esbuild writes them (its output is ASCII only). */
export function asciiOnly(text: string): string {
  return text.replace(
    /[^\x00-\x7f]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`,
  );
}
