/**
 * The icon of a social link (a blog author's, the config's `social`, a Docusaurus navbar icon
 * item), drawn for sitegen (simple shapes in `currentColor`, so they take the link's colour in
 * either colour mode): one for each network of shared/socials.ts (every platform Docusaurus's
 * `socials` knows, and Discord, GitLab, Slack, Telegram, Facebook, RSS), an envelope for
 * `email`, and a globe for any other site (the parts cut out of a filled
 * shape, `social-icon-cut`, take the page's background from the stylesheet). Decorative: the link carries the
 * platform's name as its accessible name.
 */
import type { ReactNode } from 'react';

const STROKE = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

const GLOBE = () => (
  <g {...STROKE}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18" />
  </g>
);

// Functions, not elements: a table of elements (spreading STROKE) would stay in every bundle that
// imports the theme, whether it shows an author or not.
const ICONS: Record<string, () => ReactNode> = {
  // Two crossed strokes, one heavier: the letter X.
  x: () => (
    <g fill="currentColor">
      <path d="M4 3h4.5L20 21h-4.5z" />
      <path d="M18.5 3H21l-7.5 8.3-1.3-1.8zM5.5 21H3l7.6-8.4 1.3 1.8z" />
    </g>
  ),
  // A small bird: round body, raised wing, beak to the right.
  twitter: () => (
    <path
      fill="currentColor"
      d="M21 6.5c-.6.3-1.3.5-2 .6.7-.5 1.2-1.1 1.5-1.9-.7.4-1.4.7-2.2.8A3.5 3.5 0 0 0 12.4 9c0 .3 0 .5.1.8C9.6 9.6 7 8.2 5.3 6.1c-.9 1.6-.3 3.6 1.1 4.6-.6 0-1.1-.2-1.6-.4 0 1.7 1.2 3.2 2.8 3.5-.5.2-1.1.2-1.6.1.5 1.4 1.8 2.4 3.3 2.4A7 7 0 0 1 4 17.7 10 10 0 0 0 19.4 9.3v-.5c.6-.7 1.2-1.4 1.6-2.3z"
    />
  ),
  // A cat's head with pointed ears: the code host's mascot, simplified.
  github: () => (
    <g>
      <path
        fill="currentColor"
        d="M5.5 3.5 9 6.3a9 9 0 0 1 6 0l3.5-2.8.6 5A7.6 7.6 0 0 1 20.5 13c0 4.4-3.8 7.5-8.5 7.5S3.5 17.4 3.5 13c0-1.7.5-3.2 1.4-4.5z"
      />
      <circle cx="9" cy="13" r="1.3" className="social-icon-cut" />
      <circle cx="15" cy="13" r="1.3" className="social-icon-cut" />
    </g>
  ),
  // "in" in a rounded square.
  linkedin: () => (
    <g>
      <rect x="3" y="3" width="18" height="18" rx="3" fill="currentColor" />
      <g {...STROKE} className="social-icon-cut-line" strokeWidth={2.2}>
        <path d="M8 10.5V17M12 17v-6.5M12 13.5c0-2 1.3-3 2.5-3s2 .8 2 2.5V17" />
      </g>
      <circle cx="8" cy="7.5" r="1.3" className="social-icon-cut" />
    </g>
  ),
  // A tray with answers stacked in it, each leaning a little more.
  stackoverflow: () => (
    <g {...STROKE}>
      <path d="M5 14v6h13v-6" />
      <path d="M8 17h7M8.3 13.6l6.9 1.2M9.2 10.2l6.4 2.8M11.1 7.1l5.5 4.3M14 4.5l4 5.6" />
    </g>
  ),
  // A butterfly: two wings either side of a narrow body.
  bluesky: () => (
    <path
      fill="currentColor"
      d="M12 11C10.5 8 6.8 4 4.5 4 3 4 3 5.6 3 6.6c0 1 .6 4.3 1 5 1 2 3.6 2.3 5.3 2-2.6.6-4.6 1.6-2.3 4.6 2.1 2.4 3.6.3 5-2.9 1.4 3.2 2.9 5.3 5 2.9 2.3-3 .3-4-2.3-4.6 1.7.3 4.3 0 5.3-2 .4-.7 1-4 1-5 0-1 0-2.6-1.5-2.6C17.2 4 13.5 8 12 11z"
    />
  ),
  // A camera: rounded square, lens, flash.
  instagram: () => (
    <g {...STROKE}>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r=".6" fill="currentColor" />
    </g>
  ),
  // A thread wound into an "@".
  threads: () => (
    <g {...STROKE}>
      <path d="M17.5 7.5A7.5 7.5 0 1 0 19 15" />
      <path d="M15.5 11.5c0-2-1.5-3-3.5-3s-3.5 1.3-3.5 3.2S10 15 12 15s3.5-1.3 3.5-3.5c0 2.2.8 3.5 2.2 3.5" />
    </g>
  ),
  // A speech bubble with an "m" in it.
  mastodon: () => (
    <g>
      <path
        fill="currentColor"
        d="M12 3c-4 0-7.5.8-7.5 5v5c0 4.5 3.8 6.5 8 6.5 1.4 0 2.7-.2 3.8-.6l-.2-1.7c-1.2.3-2.4.4-3.6.3-1.6-.1-2.6-.7-2.9-1.8 1.2.3 2.4.4 3.6.4 3.5 0 6.3-1 6.3-4.1V8c0-4.2-3.5-5-7.5-5z"
      />
      <g {...STROKE} className="social-icon-cut-line" strokeWidth={1.8}>
        <path d="M8.5 12.5V9.5c0-1 .7-1.5 1.7-1.5S12 8.6 12 9.5V11M12 11V9.5c0-.9.7-1.5 1.8-1.5s1.7.5 1.7 1.5v3" />
      </g>
    </g>
  ),
  // A speech box with a tail, two bars inside.
  twitch: () => (
    <g {...STROKE}>
      <path d="M5 3.5h15v10l-4 4h-4l-3 3v-3H5.5L4 16V5z" />
      <path d="M11 8v4M15.5 8v4" />
    </g>
  ),
  // A rounded screen with a play button.
  youtube: () => (
    <g>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" fill="currentColor" />
      <path d="M10 9v6l5-3z" className="social-icon-cut" />
    </g>
  ),
  // A round-shouldered controller face with two eyes.
  discord: () => (
    <g>
      <path
        fill="currentColor"
        d="M6 6.5C7.8 5.5 9.7 5 10.5 5l.5 1h2l.5-1c.8 0 2.7.5 4.5 1.5 1.6 2.6 2.6 5.8 2.5 9.5-1.5 1.3-3.2 2.1-4.7 2.5l-1-1.7c.8-.3 1.5-.7 2.1-1.1-3 1.5-6.8 1.5-9.8 0 .6.4 1.3.8 2.1 1.1l-1 1.7c-1.5-.4-3.2-1.2-4.7-2.5-.1-3.7.9-6.9 2.5-9.5z"
      />
      <ellipse cx="9.3" cy="12.3" rx="1.4" ry="1.6" className="social-icon-cut" />
      <ellipse cx="14.7" cy="12.3" rx="1.4" ry="1.6" className="social-icon-cut" />
    </g>
  ),
  // A fox's head seen from the front: two ears and a pointed chin.
  gitlab: () => <path fill="currentColor" d="M12 21 2.8 13.6 5 3.5l2.6 7h8.8l2.6-7 2.2 10.1z" />,
  // A hash of rounded bars.
  slack: () => (
    <g {...STROKE} strokeWidth={2.6}>
      <path d="M9.5 4v16M14.5 4v16M4 9.5h16M4 14.5h16" />
    </g>
  ),
  // A paper plane.
  telegram: () => (
    <g>
      <path fill="currentColor" d="M21.5 3.5 2.5 11l5.7 2.1 2.1 6.4 3.1-3.7 5 3.7z" />
      <path
        d="m8.2 13.1 9.3-6.6-7.2 8"
        className="social-icon-cut-line"
        {...STROKE}
        strokeWidth={1.4}
      />
    </g>
  ),
  // An "f" in a circle.
  facebook: () => (
    <g>
      <circle cx="12" cy="12" r="9.5" fill="currentColor" />
      <g {...STROKE} className="social-icon-cut-line" strokeWidth={2.2} strokeLinecap="butt">
        <path d="M15.5 7.5h-1.6c-1.3 0-2 .8-2 2.1V21.5M9 13h6" />
      </g>
    </g>
  ),
  // A dot and two waves: a feed.
  rss: () => (
    <g>
      <circle cx="5.5" cy="18.5" r="2" fill="currentColor" />
      <path {...STROKE} d="M4 11a9 9 0 0 1 9 9M4 4a16 16 0 0 1 16 16" />
    </g>
  ),
  email: () => (
    <g {...STROKE}>
      <rect x="3" y="5.5" width="18" height="13" rx="2" />
      <path d="m3.5 7 8.5 6.5L20.5 7" />
    </g>
  ),
};

/** The icon of one platform (`github`, `x`, …; a globe for any other). */
export function SocialIcon({ platform }: { platform: string }) {
  return (
    <svg
      className="social-icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      data-platform={platform in ICONS ? platform : 'website'}
    >
      {(ICONS[platform] ?? GLOBE)()}
    </svg>
  );
}
