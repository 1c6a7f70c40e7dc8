import { createProcessor } from '@mdx-js/mdx';
import type { Root } from 'mdast';

/** MDX's own parser, for `fastParseMdx`'s blocks in tests (a build gives its compile's). */
export const parseMdx = (text: string): Root => createProcessor().parse(text) as Root;
