/**
 * `@theme/MDXComponents`: the components every MDX doc, post and page may use without importing
 * them (`<Details>`, `<Head>`), as in Docusaurus. A site extends the map in its own
 * `src/theme/MDXComponents.js` (`{ ...MDXComponents, Highlight }`, with the original imported from
 * `@theme-original/MDXComponents`); a key named after an element (`a`, `img`, `h2`…) replaces how
 * the Markdown's elements of that name are rendered.
 */
import type { ComponentType } from 'react';
import Details from './Details.js';
import { Head } from './Layout.js';

const MDXComponents: Record<string, ComponentType<any>> = { Head, Details };

export default MDXComponents;
