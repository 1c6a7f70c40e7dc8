/**
 * A link from config or navigation data: external links open in a new tab and say so. A link
 * whose label is hidden (an icon the site's CSS draws) keeps it for screen readers; a link with a
 * social network's icon shows it (`iconHtml`, drawn on the server, so the icons stay out of the
 * browser's bundle), its label read to screen readers (and shown beside the icon in the mobile
 * menu, by the stylesheet). A label of
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
    ) : link.iconHtml !== undefined ? (
      <>
        <span className="social-link-icon" dangerouslySetInnerHTML={{ __html: link.iconHtml }} />
        <span className="social-link-label">{link.label}</span>
      </>
    ) : link.hideLabel ? (
      <span className="sr-only">{link.label}</span>
    ) : (
      link.label
    ));
  const own = link.iconHtml === undefined ? className : `${className} social-link`;
  const classes = link.className ? `${own} ${link.className}` : own;
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
      {link.iconHtml === undefined && <ExternalIcon />}
      <span className="sr-only">{t('common.opensInNewTab')}</span>
    </a>
  );
}
