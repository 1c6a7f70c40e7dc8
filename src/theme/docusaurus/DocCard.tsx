/**
 * `@theme/DocCardList` and `@theme/DocCard`: cards of docs sidebar items, drawn as sitegen draws
 * the cards of a generated index page (components/DocCards.tsx, theme/docCards.ts). Without
 * `items`, DocCardList lists the items of the sidebar category whose own page this is, as
 * Docusaurus's does (`useCurrentSidebarCategory`). A doc's card says its description (its front
 * matter's, else its first line), a category's its generated index's description or its size.
 */
import { DocCardGrid, DocCardView } from '../components/DocCards.js';
import { docCardOf, type CardDescriptions, type DocCardData } from '../docCards.js';
import type { SidebarItem } from '../../shared/index.js';
import { normalizePath } from '../../shared/index.js';
import { docsData } from './docsData.js';
import { useCurrentSidebarCategory } from './docsClient.js';
import { themeData } from './themeData.js';

const describe: CardDescriptions = {
  ofLink(href, docId) {
    const path = normalizePath(href);
    for (const version of docsData.versions) {
      const doc =
        (docId !== undefined && normalizePath(version.docs[docId]?.permalink ?? '') === path
          ? version.docs[docId]
          : undefined) ??
        Object.values(version.docs).find(
          (candidate) => normalizePath(candidate.permalink) === path,
        );
      if (doc) return doc.description;
    }
    return undefined;
  },
  ofCategory(href) {
    const path = normalizePath(href);
    for (const version of docsData.versions)
      for (const [url, description] of Object.entries(version.categoryDescriptions))
        if (normalizePath(url) === path) return description;
    return undefined;
  },
  itemCount: (count) =>
    (count === 1 ? themeData.docCardItems.one : themeData.docCardItems.other).replace(
      /\{count\}/g,
      String(count),
    ),
};

const cardsOf = (items: SidebarItem[]) =>
  items.flatMap((item): DocCardData[] => {
    const card = docCardOf(item, describe);
    return card ? [card] : [];
  });

export default function DocCard({ item }: { item: SidebarItem }) {
  const card = docCardOf(item, describe);
  return card ? <DocCardView card={card} /> : null;
}

function CurrentCategoryCards({ className }: { className?: string }) {
  const category = useCurrentSidebarCategory();
  return <DocCardGrid cards={cardsOf(category.items)} className={className} />;
}

export function DocCardList({ items, className }: { items?: SidebarItem[]; className?: string }) {
  if (!items) return <CurrentCategoryCards className={className} />;
  return <DocCardGrid cards={cardsOf(items)} className={className} />;
}
