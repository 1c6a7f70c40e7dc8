/**
 * The icons a `<Card icon="…">` may name, drawn as 24-unit outline paths in the text's colour. A
 * name not in the list is shown as written (an emoji, say). Decorative: hidden from assistive
 * technology, the card's title says what it is.
 */
import type { ReactNode } from 'react';

const PATHS: Record<string, string> = {
  rocket:
    'M12 2.5c3.2 2.2 5 6 5 10.5l-2 3H9l-2-3c0-4.5 1.8-8.3 5-10.5zM12 8.5a1.8 1.8 0 1 0 0 3.6 1.8 1.8 0 0 0 0-3.6zM9 16l-2.5 4.5L10 19M15 16l2.5 4.5L14 19',
  star: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z',
  document: 'M6 3h8l5 5v13H6zM14 3v5h5M9 13h7M9 17h7',
  pencil: 'M4 20l1-4.5L16 4.5l3.5 3.5-11 11zM14 7l3 3',
  setting:
    'M12 8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7zM12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9L7 7M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1',
  information: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zM12 11v6M12 7.5v.5',
  'open-book': 'M3 5h6a3 3 0 0 1 3 3v12a2 2 0 0 0-2-2H3zM21 5h-6a3 3 0 0 0-3 3v12a2 2 0 0 1 2-2h7z',
  'approve-check': 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zM7.5 12.5l3 3 6-7',
  warning: 'M12 3l10 18H2zM12 10v5M12 18v.5',
  laptop: 'M4 5h16v11H4zM2 19h20',
  puzzle: 'M4 8h4a2 2 0 1 1 4 0h4v4a2 2 0 1 1 0 4v4h-4a2 2 0 1 0-4 0H4v-4a2 2 0 1 0 0-4z',
  'right-arrow': 'M5 12h14M13 6l6 6-6 6',
};

/** The icon names `<Card icon>` knows. */
export const CARD_ICONS = Object.keys(PATHS).filter((name) => name !== 'right-arrow');

export function ContentIcon({ name, className }: { name: string; className: string }): ReactNode {
  const path = PATHS[name];
  if (path === undefined)
    return (
      <span className={className} aria-hidden="true">
        {name}
      </span>
    );
  return (
    <svg
      className={className}
      width="24"
      height="24"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={path}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
