/**
 * The search page (`/search?q=…`, as Docusaurus's search themes make one): its title, and the
 * place the browser runtime mounts the search box and results in (client/searchPage.tsx, the
 * search dialog's own code as a page). Without JavaScript it says that search needs it.
 */
import { SEARCH_PAGE_ATTRIBUTE } from '../dom.js';
import { useT } from '../i18n.js';

export function SearchPage({ title }: { title: string }) {
  const t = useT();
  return (
    <div className="page-layout search-page">
      <article className="page-article">
        <h1 className="page-title">{title}</h1>
        <div {...{ [SEARCH_PAGE_ATTRIBUTE]: '' }}>
          <noscript>
            <p>{t('search.needsJavaScript')}</p>
          </noscript>
        </div>
      </article>
    </div>
  );
}
