import { useT } from '../i18n.js';
import { overridable } from '../overridable.js';

export interface NotFoundPageProps {
  home: string;
}

function NotFoundPageOriginal({ home }: NotFoundPageProps) {
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

/** Replaceable by a site's `src/theme/NotFoundPage.tsx` (see overridable.tsx). */
export const NotFoundPage = /* @__PURE__ */ overridable('NotFoundPage', NotFoundPageOriginal);
