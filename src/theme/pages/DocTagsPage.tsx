/**
 * A docs version's tags (`/docs/tags`) and a tag's docs (`/docs/tags/<tag>`), as Docusaurus's
 * DocTagsListPage and DocTagDocListPage show them: without the docs sidebar, the tags as chips
 * with their counts, a tag's docs as a list of titles and descriptions.
 */
import { PageBanners } from '../components/Banners.js';
import { Markdown } from '../components/Markdown.js';
import { useT } from '../i18n.js';
import { searchRegion } from '../search.js';
import type { PageData } from '../types.js';

export function DocTagsPage({ page }: { page: PageData }) {
  const t = useT();
  const view = page.docTags ?? {};
  return (
    <div className="page-layout">
      <article className="page-article" {...searchRegion(page)}>
        <PageBanners unlisted={page.unlisted} draft={page.draft} />
        <h1 className="page-title">{page.title}</h1>
        {page.html && <Markdown html={page.html} />}
        {view.allTags && (
          <p>
            <a href={view.allTags}>{t('docs.viewAllTags')}</a>
          </p>
        )}
        {view.tags && (
          <ul className="tags-index">
            {view.tags.map((tag) => (
              <li key={tag.href}>
                <a className="tag-chip" href={tag.href} title={tag.description}>
                  {tag.label} <span className="tag-count">{tag.count}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
        {view.docs && (
          <ul className="tagged-docs">
            {view.docs.map((doc) => (
              <li key={doc.href}>
                <a href={doc.href}>{doc.label}</a>
                {doc.description && <p>{doc.description}</p>}
              </li>
            ))}
          </ul>
        )}
      </article>
    </div>
  );
}
