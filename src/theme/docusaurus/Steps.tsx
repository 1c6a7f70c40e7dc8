/**
 * `<Steps>`: the ordered list inside it drawn as numbered steps joined by a line, as Starlight's
 * is. The list stays the Markdown's `<ol>` (a screen reader hears a list of so many items); the
 * numbers and the line are CSS (contentComponents.css), so it needs no JavaScript.
 */
import type { ReactNode } from 'react';
import { classNames } from './classNames.js';

export interface StepsProps {
  children?: ReactNode;
  className?: string;
}

export default function Steps({ children, className }: StepsProps) {
  return <div className={classNames('sg-steps', className)}>{children}</div>;
}
