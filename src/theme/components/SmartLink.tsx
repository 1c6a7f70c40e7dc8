/** A link from config or navigation data: external links open in a new tab and say so. */
import type { ReactNode } from 'react';
import { useT } from '../i18n.js';
import type { ThemeLink } from '../types.js';
import { ExternalIcon } from './Icons.js';

export function SmartLink({
  link,
  className,
  children,
}: {
  link: ThemeLink;
  className?: string;
  children?: ReactNode;
}) {
  const t = useT();
  if (!link.external) {
    return (
      <a className={className} href={link.href}>
        {children ?? link.label}
      </a>
    );
  }
  return (
    <a className={className} href={link.href} target="_blank" rel="noopener noreferrer">
      {children ?? link.label}
      <ExternalIcon />
      <span className="sr-only">{t('common.opensInNewTab')}</span>
    </a>
  );
}
