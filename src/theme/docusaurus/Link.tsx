/**
 * `@docusaurus/Link`: `to` is a path of the site (under the locale's root), `href` a URL as it is;
 * a link to another site opens in a new tab, as in Docusaurus.
 */
import type { AnchorHTMLAttributes } from 'react';
import { pageLink } from '../../shared/index.js';
import { siteData } from './siteData.js';
import { withBaseUrl } from './useBaseUrl.js';

export function isInternalUrl(url?: string): boolean {
  return url !== undefined && !/^([a-z][\w+.-]*:|\/\/)/i.test(url);
}

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to?: string; isNavLink?: boolean };

export default function Link({ to, href, isNavLink: _navLink, ...props }: LinkProps) {
  const target = to ?? href ?? '#';
  const internal = isInternalUrl(target);
  return (
    <a
      href={internal && to !== undefined ? pageLinkOf(withBaseUrl(target)) : target}
      {...(internal ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
      {...props}
    />
  );
}

/** A link to a page of the site ending as the site's `trailingSlash` says, as Docusaurus's Link does. */
function pageLinkOf(url: string): string {
  const { siteConfig, localeBase } = siteData;
  return pageLink(url, { trailingSlash: siteConfig.trailingSlash, baseUrl: localeBase });
}
