/**
 * Whether the navbar's items overflow its row even after navbar.css has moved what it can into
 * the "more" menu: a site whose labels are longer than the breakpoints were chosen for. Then the
 * navbar collapses into its menu as it does below the desktop breakpoint, until the window is wide
 * enough again for the width the items needed. Measured in the browser only; the server renders
 * the navbar uncollapsed.
 */
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

export function useNavbarCrowded(row: RefObject<HTMLElement | null>): boolean {
  const [crowded, setCrowded] = useState(false);
  const state = useRef({ crowded: false, needed: 0 });
  useLayoutEffect(() => {
    const el = row.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const check = () => {
      const now = state.current;
      if (!now.crowded && el.scrollWidth > el.clientWidth + 1) {
        state.current = { crowded: true, needed: el.scrollWidth };
        setCrowded(true);
      } else if (now.crowded && el.clientWidth >= now.needed) {
        state.current = { crowded: false, needed: 0 };
        setCrowded(false);
      }
    };
    // The row follows the window; its parts change width when their font arrives or, like the
    // search button, when they appear after hydration.
    const observer = new ResizeObserver(check);
    observer.observe(el);
    for (const part of el.children) observer.observe(part);
    check();
    return () => observer.disconnect();
  }, [row]);
  return crowded;
}
