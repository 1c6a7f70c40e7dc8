/**
 * `<Card>`, `<CardGrid>` and `<LinkCard>`, as Starlight's: a card is a title (with an optional
 * icon) over any content; a grid lays cards out in two columns where there is room (one on a
 * phone), `stagger` shifting the second column down. A link card is one link, named by its title,
 * whose area covers the whole card (a pseudo-element of the link), the description beside it.
 * Its `href` is localized at compile time like any link the Markdown writes
 * (markdown/plugins/remarkComponentLinks.ts). No JavaScript.
 */
import type { ReactNode } from 'react';
import { classNames } from './classNames.js';
import { ContentIcon } from './contentIcons.js';

export interface CardProps {
  title: ReactNode;
  /** One of `CARD_ICONS`, or text shown as it is (an emoji). */
  icon?: string;
  children?: ReactNode;
  className?: string;
}

export function Card({ title, icon, children, className }: CardProps) {
  return (
    <article className={classNames('sg-card', className)}>
      <p className="sg-card__title">
        {icon ? <ContentIcon name={icon} className="sg-card__icon" /> : null}
        <span>{title}</span>
      </p>
      <div className="sg-card__body">{children}</div>
    </article>
  );
}

export interface CardGridProps {
  children?: ReactNode;
  /** Shifts the second column down, for a livelier grid of a few cards. */
  stagger?: boolean;
  className?: string;
}

export function CardGrid({ children, stagger, className }: CardGridProps) {
  return (
    <div className={classNames('sg-card-grid', stagger && 'sg-card-grid--stagger', className)}>
      {children}
    </div>
  );
}

export interface LinkCardProps {
  title: ReactNode;
  href: string;
  description?: ReactNode;
  className?: string;
}

const EXTERNAL = /^https?:\/\//;

export function LinkCard({ title, href, description, className }: LinkCardProps) {
  return (
    <div className={classNames('sg-link-card', className)}>
      <span className="sg-link-card__text">
        <a
          className="sg-link-card__link"
          href={href}
          {...(EXTERNAL.test(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {title}
        </a>
        {/* Apart from the title in text (search excerpts), not on screen (a flex column). */}
        {description ? ' ' : null}
        {description ? <span className="sg-link-card__description">{description}</span> : null}
      </span>
      <ContentIcon name="right-arrow" className="sg-link-card__arrow" />
    </div>
  );
}
