/**
 * What a page of a versioned docs section says about its version: a badge ("Version: 1.0") and,
 * on a version other than the last, a banner saying it is unreleased or no longer maintained,
 * with a link to the same doc in the last version (following it makes the last version the
 * reader's preferred one, as Docusaurus does). Rendered on the server only.
 */
import { preferredVersionLink } from '../docsVersions.js';
import { searchVersionKey } from './searchVersions.js';
import { useT } from '../i18n.js';
import type { DocVersionView } from '../types.js';

/** Stands for the link in the banner's sentence while it is translated. */
const LINK = '\u0001';

export function DocVersionBanner({ version, site }: { version: DocVersionView; site: string }) {
  const t = useT();
  const { banner, latest } = version;
  if (!banner || !latest) return null;
  const [before, after = ''] = t('versions.latest', { link: LINK, version: latest.label }).split(
    LINK,
  );
  return (
    <div className="admonition admonition-warning page-banner version-banner" role="note">
      <p>
        {t(banner === 'unreleased' ? 'versions.unreleased' : 'versions.unmaintained', {
          site,
          version: version.label,
        })}
      </p>
      <p>
        {before}
        <a href={latest.href} {...preferredVersionLink(version.section, latest.name)}>
          {t('versions.latestLink')}
        </a>
        {after}
      </p>
    </div>
  );
}

export function DocVersionBadge({ version }: { version: DocVersionView }) {
  const t = useT();
  if (!version.badge) return null;
  return <span className="version-badge">{t('versions.badge', { version: version.label })}</span>;
}

/** Files the page under its version in the search index (a Pagefind filter). */
export function DocVersionFilter({ version }: { version: DocVersionView }) {
  return (
    <span
      hidden
      data-pagefind-filter={`version:${searchVersionKey(version.section, version.name)}`}
    />
  );
}
