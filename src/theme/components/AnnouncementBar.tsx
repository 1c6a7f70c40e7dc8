/**
 * The announcement bar. A reader's dismissal is applied before first paint by the head script
 * (it sets `data-announcement-dismissed` on <html>), so a closed bar never flashes.
 */
import { useT } from '../i18n.js';
import type { ShellData } from '../types.js';
import { CloseIcon } from './Icons.js';
import { SmartLink } from './SmartLink.js';

export function AnnouncementBar({ announcement }: { announcement: NonNullable<ShellData['announcement']> }) {
  const t = useT();
  return (
    <div className="announcement" role="region" aria-label={t('announcement.label')} data-announcement-id={announcement.id}>
      <p className="announcement-text">
        {announcement.text}
        {announcement.link && (
          <>
            {' '}
            <SmartLink link={announcement.link} className="announcement-link" />
          </>
        )}
      </p>
      {announcement.closeable && (
        <button type="button" className="announcement-close" data-announcement-close="" aria-label={t('announcement.close')}>
          <CloseIcon />
        </button>
      )}
    </div>
  );
}
