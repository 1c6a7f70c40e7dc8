/** The loading state of a slow navigation: a bar across the top and a spinner. */
import { useT } from '../theme/index.js';

export function Loading() {
  const t = useT();
  return (
    <>
      <div className="progress-bar" role="progressbar" aria-label={t('loading.label')} />
      <div className="loader" role="status">
        <span className="spinner" aria-hidden="true" />
        <span className="sr-only">{t('loading.label')}</span>
      </div>
    </>
  );
}
