/**
 * `@theme/MDXComponents`: the components every MDX doc, post and page may use without importing
 * them: Docusaurus's (`<Details>`, `<Head>`) and the content components Starlight's authors know
 * (`<Steps>`, `<FileTree>`, `<Card>`, `<CardGrid>`, `<LinkCard>`, `<Badge>`), each rendered on the
 * server with no JavaScript. A site extends the map in its own
 * `src/theme/MDXComponents.js` (`{ ...MDXComponents, Highlight }`, with the original imported from
 * `@theme-original/MDXComponents`); a key named after an element (`a`, `img`, `h2`…) replaces how
 * the Markdown's elements of that name are rendered, and a file's own import of a name wins over
 * the map.
 */
import type { ComponentType } from 'react';
import Badge from './Badge.js';
import { Card, CardGrid, LinkCard } from './Cards.js';
import Details from './Details.js';
import FileTree from './FileTree.js';
import { Head } from './Layout.js';
import Steps from './Steps.js';

const MDXComponents: Record<string, ComponentType<any>> = {
  Head,
  Details,
  Steps,
  FileTree,
  Card,
  CardGrid,
  LinkCard,
  Badge,
};

export default MDXComponents;
