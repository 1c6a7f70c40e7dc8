/**
 * The announcement bar. A reader's dismissal is applied before first paint by the head script
 * (it sets `data-announcement-dismissed` on <html>), so a closed bar never flashes; the close
 * button stores the dismissal with the bar's id, so a new announcement shows again.
 */
import { useState } from 'react';
import { MAIN_ID } from '../dom.js';
import { useT } from '../i18n.js';
import { STORAGE_KEYS, writeStorage } from '../storage.js';
import type { ShellData } from '../types.js';
import { CloseIcon } from './Icons.js';
import { SmartLink } from './SmartLink.js';
import { overridable } from '../overridable.js';

export interface AnnouncementBarProps {
  announcement: NonNullable<ShellData['announcement']>;
}

function AnnouncementBarOriginal({ announcement }: AnnouncementBarProps) {
  const t = useT();
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  const dismiss = () => {
    writeStorage(STORAGE_KEYS.announcementId, announcement.id);
    writeStorage(STORAGE_KEYS.announcementDismiss, 'true');
    setClosed(true);
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  };
  return (
    <div
      className="announcement"
      role="region"
      aria-label={t('announcement.label')}
      data-announcement-id={announcement.id}
      style={
        announcement.backgroundColor || announcement.textColor
          ? { background: announcement.backgroundColor, color: announcement.textColor }
          : undefined
      }
    >
      {/* A <div>: the config's HTML may hold block elements, which a <p> cannot. */}
      <div className="announcement-text">
        {announcement.html !== undefined ? (
          <span dangerouslySetInnerHTML={{ __html: announcement.html }} />
        ) : (
          announcement.text
        )}
        {announcement.link && (
          <>
            {' '}
            <SmartLink link={announcement.link} className="announcement-link" />
          </>
        )}
      </div>
      {announcement.closeable && (
        <button
          type="button"
          className="announcement-close"
          aria-label={t('announcement.close')}
          onClick={dismiss}
        >
          <CloseIcon />
        </button>
      )}
    </div>
  );
}

/** Replaceable by a site's `src/theme/AnnouncementBar.tsx` (see overridable.tsx). */
export const AnnouncementBar = /* @__PURE__ */ overridable(
  'AnnouncementBar',
  AnnouncementBarOriginal,
);
