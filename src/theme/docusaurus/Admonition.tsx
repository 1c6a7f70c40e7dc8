/**
 * `@theme/Admonition`: the same markup as a `:::note` container of the Markdown, so it looks the
 * same; the title defaults to the locale's word for the kind. Docusaurus's older kind names
 * (`secondary`, `success`) are read as theirs today; an unknown kind is shown as `info`.
 */
import type { ReactNode } from 'react';
import { classNames } from './classNames.js';
import { themeData } from './themeData.js';

const KINDS = ['note', 'tip', 'info', 'warning', 'danger', 'caution', 'important'];
const FORMER: Record<string, string> = { secondary: 'note', success: 'tip' };

export interface AdmonitionProps {
  type?: string;
  title?: ReactNode;
  icon?: ReactNode;
  className?: string;
  children?: ReactNode;
}

export default function Admonition({
  type = 'note',
  title,
  icon,
  className,
  children,
}: AdmonitionProps) {
  const kind = FORMER[type] ?? (KINDS.includes(type) ? type : 'info');
  const heading =
    title ?? themeData.admonitionTitles[kind] ?? kind.charAt(0).toUpperCase() + kind.slice(1);
  return (
    <div className={classNames('admonition', `admonition-${kind}`, className)} role="note">
      <p className="admonition-title">
        {icon && <span className="admonition-icon">{icon}</span>}
        {heading}
      </p>
      {children}
    </div>
  );
}
