/**
 * What wraps the content of every doc, blog post (in lists too) and Markdown page, as Docusaurus's
 * `@theme/MDXContent` does: nothing of its own, so a site's `src/theme/MDXContent` can add to every
 * one of them (an ad slot, a wrapper) in one place.
 */
import type { ReactNode } from 'react';
import { overridable } from '../overridable.js';

export interface MDXContentProps {
  children?: ReactNode;
}

function MDXContentOriginal({ children }: MDXContentProps) {
  return <>{children}</>;
}

/** Replaceable by a site's `src/theme/MDXContent` (see overridable.tsx). */
export const MDXContent = /* @__PURE__ */ overridable('MDXContent', MDXContentOriginal);
