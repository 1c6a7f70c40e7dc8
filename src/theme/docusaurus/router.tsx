/**
 * `@docusaurus/router`: the parts of React Router that pages commonly use. `useLocation` is the
 * page's location (see location.ts), `useHistory` moves to another address (in place on the same
 * page, by the runtime's navigation to another page), and `<Redirect>` goes to its target once the
 * page is in the browser (a static page cannot answer with a redirect; the server renders nothing).
 */
import { useEffect } from 'react';
import {
  createPath,
  currentLocation,
  navigate,
  onLocationChange,
  useLocation,
  type Location,
  type To,
} from './location.js';

export { useLocation, type Location };

export interface History {
  readonly location: Location;
  readonly length: number;
  push(to: To, state?: unknown): void;
  replace(to: To, state?: unknown): void;
  go(delta: number): void;
  goBack(): void;
  goForward(): void;
  listen(listener: (location: Location) => void): () => void;
  createHref(to: To): string;
}

const history: History = {
  get location() {
    return currentLocation();
  },
  get length() {
    return typeof window === 'undefined' ? 1 : window.history.length;
  },
  push: (to, state) => navigate(to, false, state),
  replace: (to, state) => navigate(to, true, state),
  go: (delta) => window.history.go(delta),
  goBack: () => window.history.back(),
  goForward: () => window.history.forward(),
  listen: onLocationChange,
  createHref: createPath,
};

export function useHistory(): History {
  useLocation(); // a component that reads history.location re-renders when it changes
  return history;
}

export function Redirect({ to, push = false }: { to: To; push?: boolean }) {
  const target = createPath(to);
  useEffect(() => navigate(target, !push), [target, push]);
  return null;
}
