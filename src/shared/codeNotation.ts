/**
 * The classes the server gives the lines a code block's notation comments mark (`[!code ++]`…,
 * markdown/plugins/rehypeCodeNotation.ts), which the theme styles and the copy button reads: a
 * line marked removed is not copied.
 */

/** Each notation's line class; `highlight` takes the class `{1,3-5}` gives instead. */
export const NOTATION_CLASSES = {
  '++': 'code-add',
  '--': 'code-remove',
  focus: 'code-focus',
  error: 'code-error',
  warning: 'code-warning',
} as const;

/** A line `[!code --]` marks: shown as removed, left out of what the copy button copies. */
export const REMOVED_LINE_CLASS = NOTATION_CLASSES['--'];

/** The `<pre>` class of a block that has focused lines. */
export const HAS_FOCUS_CLASS = 'has-focus';
