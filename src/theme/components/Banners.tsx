/** Notices at the top of a page: unlisted, draft. */
import { useT } from '../i18n.js';

export function PageBanners({ unlisted, draft }: { unlisted: boolean; draft: boolean }) {
  const t = useT();
  return (
    <>
      {unlisted && (
        <div className="admonition admonition-caution page-banner" role="note">
          <p className="admonition-title">{t('banner.unlistedTitle')}</p>
          <p>{t('banner.unlistedBody')}</p>
        </div>
      )}
      {draft && (
        <div className="admonition admonition-caution page-banner" role="note">
          <p className="admonition-title">{t('banner.draftTitle')}</p>
          <p>{t('banner.draftBody')}</p>
        </div>
      )}
    </>
  );
}
