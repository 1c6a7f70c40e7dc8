/**
 * The table of contents marks the section being read: the last heading that has scrolled up to
 * the top of the window (below the sticky navbar) is the current one, and its links in the
 * desktop column and in the mobile "on this page" box get `aria-current="location"`. Set up again
 * for each page shown, since navigation swaps the content and its table of contents.
 */
import { safeDecode } from '../shared/index.js';

const LINK_SELECTOR = '.toc-link';
/** A heading counts as reached a little before it touches the navbar, as a reader sees it. */
const READING_LINE_PX = 24;

let stop: (() => void) | undefined;

export function watchTocSection(): void {
  stop?.();
  stop = undefined;
  const links = [...document.querySelectorAll<HTMLAnchorElement>(LINK_SELECTOR)];
  if (links.length === 0) return;
  const ids = [...new Set(links.map((link) => safeDecode(link.hash.slice(1))))];
  const headings = ids
    .map((id) => document.getElementById(id))
    .filter((el): el is HTMLElement => el !== null);
  if (headings.length === 0) return;

  let current: string | undefined;
  let queued = false;
  const update = () => {
    queued = false;
    const line = navbarBottom() + READING_LINE_PX;
    let reached: HTMLElement | undefined;
    for (const heading of headings) {
      if (heading.getBoundingClientRect().top <= line) reached = heading;
      else break;
    }
    // At the very bottom the last sections may never reach the line: the last one is current.
    const atEnd = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
    const id = atEnd ? headings[headings.length - 1].id : reached?.id;
    if (id === current) return;
    current = id;
    for (const link of links) {
      const active = id !== undefined && safeDecode(link.hash.slice(1)) === id;
      link.classList.toggle('toc-link-active', active);
      link.classList.toggle('table-of-contents__link--active', active);
      if (active) link.setAttribute('aria-current', 'location');
      else link.removeAttribute('aria-current');
    }
  };
  const onScroll = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(update);
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('resize', onScroll, { passive: true });
  update();
  stop = () => {
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('resize', onScroll);
  };
}

function navbarBottom(): number {
  const navbar = document.querySelector('.navbar');
  const bottom = navbar?.getBoundingClientRect().bottom ?? 0;
  return Math.max(0, bottom);
}
