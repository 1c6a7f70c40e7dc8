/**
 * `@theme/Details`: a native `<details>` (it opens and closes without JavaScript). The summary is
 * the `summary` prop, or a `<summary>` among the children, or the locale's word for "Details".
 */
import { Children, isValidElement, type DetailsHTMLAttributes, type ReactNode } from 'react';
import { classNames } from './classNames.js';
import { themeData } from './themeData.js';
import './docusaurus.css';

export interface DetailsProps extends Omit<DetailsHTMLAttributes<HTMLDetailsElement>, 'summary'> {
  summary?: ReactNode;
  children?: ReactNode;
}

const isSummary = (node: ReactNode) => isValidElement(node) && node.type === 'summary';

export default function Details({ summary, children, className, ...props }: DetailsProps) {
  const parts = Children.toArray(children);
  const inner = parts.find(isSummary);
  const heading =
    summary !== undefined ? (
      isSummary(summary) ? (
        summary
      ) : (
        <summary>{summary}</summary>
      )
    ) : (
      (inner ?? <summary>{themeData.detailsSummary}</summary>)
    );
  return (
    <details className={classNames('details', className)} {...props}>
      {heading}
      <div className="details-content">{parts.filter((part) => part !== inner)}</div>
    </details>
  );
}
