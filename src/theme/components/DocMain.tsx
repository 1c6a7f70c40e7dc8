/**
 * A doc page's main column, beside the sidebar, as Docusaurus's `@theme/DocRoot/Layout/Main`
 * (`DocPage/Layout/Main` in Docusaurus 2): a site's replacement of either wraps it or draws it,
 * with the props Docusaurus gives (`hiddenSidebarContainer`, `children`: the article and its table
 * of contents, in one element), so what it adds around them stacks above or below them.
 */
import type { ReactNode } from 'react';
import { overridable } from '../overridable.js';

export interface DocMainProps {
  /** Docusaurus hides a collapsed sidebar's column; sitegen's never is. */
  hiddenSidebarContainer: boolean;
  className?: string;
  children?: ReactNode;
}

/** The column takes the room the sidebar leaves, as the content inside it did alone. */
const COLUMN = { flex: '1 1 auto', minWidth: 0 } as const;

function DocMainOriginal({ className, children }: DocMainProps) {
  return (
    <div className={className ?? 'doc-main-column'} style={COLUMN}>
      {children}
    </div>
  );
}

/** Docusaurus 2's name, inside Docusaurus 3's: a replacement of either is used. */
const DocPageLayoutMain = /* @__PURE__ */ overridable('DocPage/Layout/Main', DocMainOriginal);

export const DocMain = /* @__PURE__ */ overridable('DocRoot/Layout/Main', DocPageLayoutMain);
