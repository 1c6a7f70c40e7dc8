/**
 * `@docusaurus/BrowserOnly`, `useIsBrowser` and `ExecutionEnvironment`: what runs only once the
 * page is in the browser (after hydration, so the server's HTML and the first render agree).
 */
import { useEffect, useState, type ReactNode } from 'react';

export function useIsBrowser(): boolean {
  const [browser, setBrowser] = useState(false);
  useEffect(() => setBrowser(true), []);
  return browser;
}

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
