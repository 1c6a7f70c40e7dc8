/**
 * Cards of docs (docCards.ts decides what each says): the list of a generated index page, and of
 * `<DocCardList />` and `<DocCard />` in a site's docs, drawn by the same component. A section of
 * articles, as Docusaurus's: inside a doc's Markdown, a list would take the text's list spacing.
 */
import type { DocCardData } from '../docCards.js';

export function DocCardView({ card }: { card: DocCardData }) {
  return (
    <a className="card" href={card.href}>
      <span className="card-title" title={card.label}>
        <span className="card-icon" aria-hidden="true">
          {card.icon}
        </span>{' '}
        {card.label}
      </span>
      {card.description && (
        <span className="card-description" title={card.description}>
          {card.description}
        </span>
      )}
    </a>
  );
}

export function DocCardGrid({ cards, className }: { cards: DocCardData[]; className?: string }) {
  return (
    <section className={className ? `card-grid ${className}` : 'card-grid'}>
      {cards.map((card) => (
        <article key={card.href}>
          <DocCardView card={card} />
        </article>
      ))}
    </section>
  );
}
