import { useT } from '../i18n.js';

export function NotFoundPage({ home }: { home: string }) {
  const t = useT();
  return (
    <div className="page-layout not-found">
      <article className="page-article">
        <h1 className="page-title">{t('notFound.title')}</h1>
        <p>{t('notFound.body')}</p>
        <p>{t('notFound.contact')}</p>
        <p>
          <a className="button button-primary" href={home}>
            {t('notFound.home')}
          </a>
        </p>
      </article>
    </div>
  );
}
