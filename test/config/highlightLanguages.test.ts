/** The config's list of highlighted languages is the highlighter's own. */
import { refractor } from 'refractor';
import { expect, test } from 'vitest';
import { HIGHLIGHTED_LANGUAGES } from '../../src/config/highlightLanguages.js';
import '../../src/markdown/plugins/rehypeHighlight.js';

test('every language the highlighter knows, and only those, is listed', () => {
  expect([...HIGHLIGHTED_LANGUAGES].sort()).toEqual(refractor.listLanguages().sort());
});
