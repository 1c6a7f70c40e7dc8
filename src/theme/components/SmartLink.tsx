/**
 * A link from config or navigation data: external links open in a new tab and say so. A link
 * whose label is hidden (an icon the site's CSS draws) keeps it for screen readers.
 */
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
  const classes = [className, link.className].filter(Boolean).join(' ') || undefined;
  const label = link.hideLabel ? <span className="sr-only">{link.label}</span> : link.label;
  if (!link.external) {
    return (
      <a className={classes} href={link.href}>
        {children ?? label}
      </a>
    );
  }
  return (
    <a className={classes} href={link.href} target="_blank" rel="noopener noreferrer">
      {children ?? label}
      {/* An icon link (its label hidden) shows its own icon only. */}
      {!link.hideLabel && <ExternalIcon />}
      <span className="sr-only">{t('common.opensInNewTab')}</span>
    </a>
  );
}
