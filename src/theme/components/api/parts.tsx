/**
 * The small pieces every view of the API reference uses: method and status badges, a path that
 * may wrap at each "/", and description HTML made at build time.
 */
import { Fragment } from 'react';

export function MethodBadge({ method }: { method: string }) {
  return <span className={`method-badge method-${method}`}>{method.toUpperCase()}</span>;
}

export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={`status-badge status-${/^\d/.test(status) ? `${status[0]}xx` : 'other'}`}>
      {status}
    </span>
  );
}

export function Html({ html, className }: { html?: string; className?: string }) {
  if (!html) return null;
  return <div className={className ?? 'markdown'} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** A path that may wrap before each "/" on a narrow screen. */
export function ApiPath({ path, className }: { path: string; className?: string }) {
  const segments = path.match(/\/?[^/]+|\//g) ?? [path];
  return (
    <code className={className}>
      {segments.map((segment, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {segment}
        </Fragment>
      ))}
    </code>
  );
}
