/**
 * The end of a doc or post: "Edit this page" (to the source file, in the repository the site's
 * config names) and when the page last changed, in the page's language. Docusaurus's class names
 * (`theme-edit-this-page`, `theme-last-updated`, a doc's `theme-doc-footer`) stand beside sitegen's,
 * for a site's CSS.
 */
import { useT } from '../i18n.js';
import { overridable } from '../overridable.js';

/** Marks where the date goes in the translated sentence, so the date can be a <time> element. */
const DATE_SLOT = '\u0000';

/** `locale` formats the date (a BCP 47 tag: "id", "zh-Hans"). */
export interface PageMetaProps {
  editUrl?: string;
  lastUpdated?: string;
  locale: string;
  /** The end of a doc (Docusaurus's doc footer), not of a blog post. */
  doc?: boolean;
}

function PageMetaOriginal({ editUrl, lastUpdated, locale, doc = false }: PageMetaProps) {
  const t = useT();
  if (!editUrl && !lastUpdated) return null;
  const [before, after = ''] = t('doc.lastUpdated', { date: DATE_SLOT }).split(DATE_SLOT);
  return (
    <div className={doc ? 'page-meta theme-doc-footer' : 'page-meta'}>
      {editUrl && (
        <a
          className="page-edit-link theme-edit-this-page"
          href={editUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          <EditIcon />
          {t('doc.editPage')}
        </a>
      )}
      {lastUpdated && (
        <p className="page-last-updated theme-last-updated">
          {before}
          <time dateTime={lastUpdated}>
            {new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
              new Date(lastUpdated),
            )}
          </time>
          {after}
        </p>
      )}
    </div>
  );
}

function EditIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M12 20h9" />
      <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />
    </svg>
  );
}

/** Replaceable by a site's `src/theme/PageMeta.tsx` (see overridable.tsx). */
export const PageMeta = /* @__PURE__ */ overridable('PageMeta', PageMetaOriginal);
