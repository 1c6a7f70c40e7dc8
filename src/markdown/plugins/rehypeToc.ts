/**
 * Collects the headings (h2–h6, with their ids) into `file.data.toc`; which levels are shown is
 * the theme's choice (front matter `toc_min_heading_level` / `toc_max_heading_level`).
 */
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { VFile } from 'vfile';
import { walk } from '../walk.js';
import type { TocEntry } from '../../shared/index.js';

const LEVEL = /^h([2-6])$/;

export default function rehypeToc() {
  return (tree: Root, file: VFile) => {
    const toc: TocEntry[] = [];
    walk(tree, 'element', (node: Element) => {
      if (node.tagName === 'section' && node.properties?.dataFootnotes !== undefined) return 'skip';
      const level = LEVEL.exec(node.tagName);
      const id = node.properties?.id;
      if (!level || typeof id !== 'string') return;
      toc.push({ id, text: toString(node).trim(), level: Number(level[1]) });
    });
    file.data.toc = toc;
  };
}

/** The entries of a TOC between two levels, inclusive. */
export function tocBetween(toc: TocEntry[], min: number, max: number): TocEntry[] {
  return toc.filter((entry) => entry.level >= min && entry.level <= max);
}
