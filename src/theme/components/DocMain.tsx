/**
 * A doc page's main column (its article and table of contents), as Docusaurus's
 * `@theme/DocRoot/Layout/Main` (`DocPage/Layout/Main` in Docusaurus 2): a site's replacement of
 * either wraps it or draws it, with the props Docusaurus gives (`hiddenSidebarContainer`,
 * `children`) and sitegen's class names.
 */
import type { ReactNode } from 'react';
import { overridable } from '../overridable.js';

export interface DocMainProps {
  /** Docusaurus hides a collapsed sidebar's column; sitegen's never is. */
  hiddenSidebarContainer: boolean;
  className?: string;
  children?: ReactNode;
}

function DocMainOriginal({ className, children }: DocMainProps) {
  return <div className={className ?? 'doc-main'}>{children}</div>;
}

/** Docusaurus 2's name, inside Docusaurus 3's: a replacement of either is used. */
const DocPageLayoutMain = /* @__PURE__ */ overridable('DocPage/Layout/Main', DocMainOriginal);

export const DocMain = /* @__PURE__ */ overridable('DocRoot/Layout/Main', DocPageLayoutMain);
