/** A standalone page (Markdown or a page component); wide pages get the full width. */
import { PageBanners } from '../components/Banners.js';
import { Markdown } from '../components/Markdown.js';
import { MDXContent } from '../components/MDXContent.js';
import { TocAside } from '../components/TableOfContents.js';
import { searchRegion } from '../search.js';
import type { PageData } from '../types.js';

export function ContentPage({ page }: { page: PageData }) {
  const wrapped = (base: string) =>
    page.wrapperClassName ? `${base} ${page.wrapperClassName}` : base;
  if (page.wide)
    return (
      <div
        className={wrapped('page-wide')}
        {...searchRegion(page)}
        dangerouslySetInnerHTML={{ __html: page.html }}
      />
    );
  const hasToc = page.toc.length > 0;
  return (
    <div className={wrapped(hasToc ? 'page-layout with-toc' : 'page-layout')}>
      <article className="page-article" {...searchRegion(page)}>
        <PageBanners
          unlisted={page.unlisted}
          draft={page.draft}
          untranslated={page.untranslated}
          url={page.url}
        />
        <h1 className="page-title">{page.title}</h1>
        {page.markdown ? (
          <MDXContent>
            <Markdown html={page.html} />
          </MDXContent>
        ) : (
          <Markdown html={page.html} />
        )}
      </article>
      <TocAside entries={page.toc} />
    </div>
  );
}
