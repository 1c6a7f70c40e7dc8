/** Notices at the top of a page: unlisted, draft, shown untranslated. */
import { normalizePath } from '../../shared/index.js';
import { UNTRANSLATED_CLOSE_CLASS, UNTRANSLATED_NOTICE_ATTRIBUTE } from '../dom.js';
import { useT } from '../i18n.js';
import type { PageData, UntranslatedView } from '../types.js';
import { CloseIcon } from './Icons.js';

export function PageBanners({
  unlisted,
  draft,
  untranslated,
  url,
}: Pick<PageData, 'unlisted' | 'draft' | 'untranslated'> & { url?: string }) {
  const t = useT();
  return (
    <>
      {untranslated && url !== undefined && (
        <UntranslatedNotice untranslated={untranslated} url={url} />
      )}
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

/**
 * The page is the default locale's, for lack of a translation: a notice in the reader's
 * language, with a link to the original. Its close button works without React (the page body is
 * static HTML): client/untranslatedNotice.ts remembers the dismissal for this page.
 */
function UntranslatedNotice({
  untranslated,
  url,
}: {
  untranslated: UntranslatedView;
  url: string;
}) {
  const t = useT();
  const { language, href, htmlLang } = untranslated;
  return (
    <div
      className="admonition admonition-info page-banner untranslated-notice"
      role="note"
      {...{ [UNTRANSLATED_NOTICE_ATTRIBUTE]: normalizePath(url) }}
    >
      <p>
        {t('untranslated.notice', { language })}{' '}
        <a href={href} hrefLang={htmlLang}>
          {t('untranslated.original', { language })}
        </a>
      </p>
      <button
        type="button"
        className={UNTRANSLATED_CLOSE_CLASS}
        aria-label={t('untranslated.dismiss')}
        title={t('untranslated.dismiss')}
      >
        <CloseIcon />
      </button>
    </div>
  );
}
