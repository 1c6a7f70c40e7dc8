/**
 * Click-to-zoom on content images (medium-zoom), loaded on demand as its own chunk: a page
 * without content images never loads it.
 */

/** Zoom is set up this long after the page has loaded (SPEC §8). */
export const ZOOM_DELAY_MS = 1000;

const SELECTOR = '.markdown img:not(a img)';

let detachPrevious: (() => void) | undefined;

/** Attaches zoom to the images of the page being shown (after each navigation too). */
export async function attachZoom(): Promise<void> {
  detachPrevious?.();
  detachPrevious = undefined;
  if (!document.querySelector(SELECTOR)) return;
  const { default: mediumZoom } = await import('medium-zoom');
  const zoom = mediumZoom(SELECTOR, { margin: 24, background: 'rgba(10, 12, 18, 0.92)' });
  detachPrevious = () => zoom.detach();
}
