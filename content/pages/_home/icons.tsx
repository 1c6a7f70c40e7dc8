/** Small line icons for the home page's feature cards and facts, drawn for this site (24 × 24). */
import type { ReactElement } from 'react';
import type { FactId, FeatureId } from './copy';

const PATHS: Record<FeatureId | FactId, ReactElement> = {
  analytics: (
    <>
      <path d="M4 4v16h16" />
      <path d="M8 15l3.5-4 3 2.5L20 7" />
    </>
  ),
  uptime: <path d="M3 12h4l2.2-5 4.4 10 2.2-5H21" />,
  server: (
    <>
      <rect x="4" y="4" width="16" height="7" rx="2" />
      <rect x="4" y="13" width="16" height="7" rx="2" />
      <path d="M8 7.5h.01M8 16.5h.01M12 7.5h4M12 16.5h4" />
    </>
  ),
  feed: (
    <>
      <path d="M5 11a8 8 0 0 1 8 8" />
      <path d="M5 4.5A14.5 14.5 0 0 1 19.5 19" />
      <circle cx="6" cy="18" r="1.5" />
    </>
  ),
  survey: (
    <>
      <path d="M20 12a8 8 0 0 1-11.7 7.1L4 20l1.1-4A8 8 0 1 1 20 12z" />
      <path d="M9 12h.01M12 12h.01M15 12h.01" />
    </>
  ),
  ai: (
    <>
      <path d="M11 3.5l1.7 4.8 4.8 1.7-4.8 1.7L11 16.5l-1.7-4.8L4.5 10l4.8-1.7z" />
      <path d="M18 15l.8 2.2 2.2.8-2.2.8L18 21l-.8-2.2-2.2-.8 2.2-.8z" />
    </>
  ),
  telemetry: (
    <>
      <circle cx="12" cy="12" r="2" />
      <path d="M8.5 8.5a5 5 0 0 0 0 7M15.5 8.5a5 5 0 0 1 0 7" />
      <path d="M5.6 5.6a9 9 0 0 0 0 12.8M18.4 5.6a9 9 0 0 1 0 12.8" />
    </>
  ),
  api: (
    <>
      <path d="M8 7l-5 5 5 5M16 7l5 5-5 5" />
      <path d="M13.5 4.5l-3 15" />
    </>
  ),
  license: (
    <>
      <path d="M12 3l7 3v5c0 4.5-3 8.2-7 10-4-1.8-7-5.5-7-10V6z" />
      <path d="M9 12l2 2 4-4" />
    </>
  ),
  compose: (
    <>
      <path d="M12 3l8 4.5v9L12 21l-8-4.5v-9z" />
      <path d="M4 7.5l8 4.5 8-4.5M12 12v9" />
    </>
  ),
  cookies: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M6 6l12 12" />
    </>
  ),
  helm: (
    <>
      <circle cx="12" cy="12" r="3" />
      <circle cx="12" cy="12" r="8" />
      <path d="M12 2v7M12 15v7M2 12h7M15 12h7" />
      <path d="M4.9 4.9l5 5M14.1 14.1l5 5M19.1 4.9l-5 5M9.9 14.1l-5 5" />
    </>
  ),
};

export function Icon({ name }: { name: FeatureId | FactId }) {
  return (
    <svg
      className="home-icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[name]}
    </svg>
  );
}
