/**
 * A link from config or navigation data: external links open in a new tab and say so. A link
 * whose label is hidden (an icon the site's CSS draws) keeps it for screen readers. A label of
 * the config's HTML, or an item that is HTML only, is written as the site's author wrote it.
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
  className: string;
  children?: ReactNode;
}) {
  const t = useT();
  // An item of the config's HTML only (a heading or a rule in a menu, a badge in the footer).
  if (link.html !== undefined)
    return (
      <div
        className={link.className ? `config-html ${link.className}` : 'config-html'}
        dangerouslySetInnerHTML={{ __html: link.html }}
      />
    );
  const label =
    children ??
    (link.labelHtml !== undefined ? (
      <span dangerouslySetInnerHTML={{ __html: link.labelHtml }} />
    ) : link.hideLabel ? (
      <span className="sr-only">{link.label}</span>
    ) : (
      link.label
    ));
  const classes = link.className ? `${className} ${link.className}` : className;
  if (!link.external) {
    return (
      <a className={classes} href={link.href}>
        {label}
      </a>
    );
  }
  return (
    <a className={classes} href={link.href} target="_blank" rel="noopener noreferrer">
      {label}
      <ExternalIcon />
      <span className="sr-only">{t('common.opensInNewTab')}</span>
    </a>
  );
}
