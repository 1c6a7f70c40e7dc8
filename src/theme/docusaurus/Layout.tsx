/**
 * `@theme/Layout`, `@theme/Heading` and `@docusaurus/Head` for a site's pages: sitegen's shell is
 * already around every page, so Layout renders its children; a page's title and description come
 * from its `frontMatter` export, so Head renders nothing.
 */
import { createElement, type HTMLAttributes, type ReactNode } from 'react';

export default function Layout({
  children,
}: {
  children?: ReactNode;
  title?: string;
  description?: string;
}) {
  return <>{children}</>;
}

export function Heading({
  as = 'h2',
  ...props
}: HTMLAttributes<HTMLHeadingElement> & { as?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' }) {
  return createElement(as, props);
}

export function Head(_props: { children?: ReactNode }) {
  return null;
}
