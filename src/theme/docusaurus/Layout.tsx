/**
 * `@theme/Layout`, `@theme/Heading` and `@docusaurus/Head` for a site's pages: sitegen's shell is
 * already around every page, so Layout renders its children (in an element of its
 * `wrapperClassName` when given) and Head renders nothing. A `<main>` the page puts inside makes
 * the shell's own region a plain element (see `PageView.ownMain`). The title
 * and description they give (Layout's props, Head's `<title>` and description `<meta>`) are left,
 * while the page renders on the server, where the build reads them for the page's head, as
 * Docusaurus uses them; a `frontMatter` export wins over them.
 */
import {
  Children,
  createElement,
  isValidElement,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { PAGE_HEAD_GLOBAL, type ModuleHead } from '../dom.js';

/** The head being collected for the page rendering on the server; none in the browser. */
function collecting(): ModuleHead | undefined {
  if (typeof document !== 'undefined') return undefined;
  const head = (globalThis as Record<string, unknown>)[PAGE_HEAD_GLOBAL];
  return typeof head === 'object' && head !== null ? (head as ModuleHead) : undefined;
}

export default function Layout({
  children,
  title,
  description,
  wrapperClassName,
}: {
  children?: ReactNode;
  title?: string;
  description?: string;
  /** Classes of an element around the page, as Docusaurus's Layout gives its wrapper. */
  wrapperClassName?: string;
}) {
  const head = collecting();
  if (head) {
    if (title) head.title = title;
    if (description) head.description = description;
  }
  return wrapperClassName ? <div className={wrapperClassName}>{children}</div> : <>{children}</>;
}

export function Heading({
  as = 'h2',
  ...props
}: HTMLAttributes<HTMLHeadingElement> & { as?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' }) {
  return createElement(as, props);
}

export function Head({ children }: { children?: ReactNode }) {
  const head = collecting();
  if (head)
    Children.forEach(children, (child) => {
      if (!isValidElement<{ children?: ReactNode; name?: string; content?: string }>(child)) return;
      if (child.type === 'title') {
        const text = Children.toArray(child.props.children).join('');
        if (text) head.title = text;
      } else if (child.type === 'meta' && child.props.name === 'description' && child.props.content)
        head.description = child.props.content;
    });
  return null;
}
