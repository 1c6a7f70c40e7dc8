/**
 * The end of a doc or post: "Edit this page" (to the source file, in the repository the site's
 * config names) and when and by whom the page last changed, in the page's language. Docusaurus's class names
 * (`theme-edit-this-page`, `theme-last-updated`, a doc's `theme-doc-footer`) stand beside sitegen's,
 * for a site's CSS.
 */
import { useT } from '../i18n.js';
import { overridable } from '../overridable.js';

/** Mark where the date and the author go in the translated sentence, to be elements of their own. */
const DATE_SLOT = '\u0000';
const AUTHOR_SLOT = '\u0001';

/** Each locale's date format, made once: making one took longer than the rest of the footer. */
const formats = new Map<string, Intl.DateTimeFormat>();

function longDate(locale: string): Intl.DateTimeFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    formats.set(locale, format);
  }
  return format;
}

/** `locale` formats the date (a BCP 47 tag: "id", "zh-Hans"). */
export interface PageMetaProps {
  editUrl?: string;
  lastUpdated?: string;
  /** Who last changed it. */
  lastUpdatedBy?: string;
  locale: string;
  /** The end of a doc (Docusaurus's doc footer), not of a blog post. */
  doc?: boolean;
}

function PageMetaOriginal({
  editUrl,
  lastUpdated,
  lastUpdatedBy,
  locale,
  doc = false,
}: PageMetaProps) {
  const t = useT();
  if (!editUrl && !lastUpdated && !lastUpdatedBy) return null;
  const key = lastUpdatedBy
    ? lastUpdated
      ? 'doc.lastUpdatedBy'
      : 'doc.lastUpdatedByOnly'
    : 'doc.lastUpdated';
  // The sentence in parts, each slot in the order the language puts it.
  const parts = t(key, { date: DATE_SLOT, author: AUTHOR_SLOT }).split(/([\u0000\u0001])/);
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
      {(lastUpdated || lastUpdatedBy) && (
        <p className="page-last-updated theme-last-updated">
          {parts.map((part, i) =>
            part === DATE_SLOT ? (
              <time key={i} dateTime={lastUpdated}>
                {longDate(locale).format(new Date(lastUpdated!))}
              </time>
            ) : part === AUTHOR_SLOT ? (
              <b key={i} className="page-last-updated-author">
                {lastUpdatedBy}
              </b>
            ) : (
              part
            ),
          )}
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
