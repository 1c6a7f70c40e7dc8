/**
 * `@docusaurus/BrowserOnly`, `useIsBrowser`, `ExecutionEnvironment` and
 * `useIsomorphicLayoutEffect`: what runs only once the page is in the browser (after hydration, so
 * the server's HTML and the first render agree).
 */
import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';

export function useIsBrowser(): boolean {
  const [browser, setBrowser] = useState(false);
  useEffect(() => setBrowser(true), []);
  return browser;
}

/** React 19 no longer warns of a layout effect on the server: the same hook serves both. */
export const useIsomorphicLayoutEffect = useLayoutEffect;

export const ExecutionEnvironment = {
  canUseDOM: typeof window !== 'undefined',
  canUseEventListeners: typeof window !== 'undefined',
  canUseIntersectionObserver: typeof IntersectionObserver !== 'undefined',
  canUseViewport: typeof window !== 'undefined',
};

export default function BrowserOnly({
  children,
  fallback = null,
}: {
  children: () => ReactNode;
  fallback?: ReactNode;
}) {
  return <>{useIsBrowser() ? children() : fallback}</>;
}
