/**
 * A doc: sidebar, breadcrumbs, title, content, previous/next, table of contents. The sidebar comes
 * pre-rendered (renderPage); it is the page's only copy, which the mobile menu copies when opened.
 */
import { ApiOperationBody, ApiOverviewBody, ApiSchemaBody } from '../components/api/index.js';
import { Breadcrumbs } from '../components/Breadcrumbs.js';
import { TagList } from '../components/BlogParts.js';
import { DocCardGrid } from '../components/DocCards.js';
import { PageBanners } from '../components/Banners.js';
import { DocVersionBadge, DocVersionBanner, DocVersionFilter } from '../components/DocVersion.js';
import { DocMain } from '../components/DocMain.js';
import { Markdown } from '../components/Markdown.js';
import { MDXContent } from '../components/MDXContent.js';
import { PageMeta } from '../components/PageMeta.js';
import { Pagination } from '../components/Pagination.js';
import { TableOfContentsMobile, TocAside } from '../components/TableOfContents.js';
import { DOC_SIDEBAR_CLASS } from '../dom.js';
import { searchRegion } from '../search.js';
import type { PageData, ShellData } from '../types.js';

export function DocPage({
  shell,
  page,
  sidebarHtml,
}: {
  shell: ShellData;
  page: PageData;
  sidebarHtml: string;
}) {
  const hasToc = page.toc.length > 0;
  const version = page.docVersion;
  return (
    <div className="doc-layout">
      {/* A doc in no sidebar (or with `displayed_sidebar: null`) has no column. */}
      {sidebarHtml && (
        <div
          className={`${DOC_SIDEBAR_CLASS} theme-doc-sidebar-container`}
          dangerouslySetInnerHTML={{ __html: sidebarHtml }}
        />
      )}
      <DocMain hiddenSidebarContainer={false}>
        <div className={hasToc ? 'doc-main with-toc' : 'doc-main'}>
          <article className="doc-article" {...searchRegion(page)}>
            {version && <DocVersionFilter version={version} />}
            {version && <DocVersionBanner version={version} site={shell.siteTitle} />}
            <PageBanners
              unlisted={page.unlisted}
              draft={page.draft}
              untranslated={page.untranslated}
              url={page.url}
            />
            {page.breadcrumbs && (
              <Breadcrumbs home={shell.localeBase} trail={page.breadcrumbs} current={page.title} />
            )}
            {version && <DocVersionBadge version={version} />}
            {hasToc && <TableOfContentsMobile entries={page.toc} />}
            {!page.hideTitle && (
              <header>
                <h1 className="page-title">{page.title}</h1>
              </header>
            )}
            {page.api?.operation && <ApiOperationBody op={page.api.operation} />}
            {page.api?.overview && <ApiOverviewBody overview={page.api.overview} />}
            {page.api?.schema && <ApiSchemaBody schema={page.api.schema} />}
            {page.html &&
              (page.kind === 'doc' ? (
                <MDXContent>
                  <Markdown html={page.html} doc />
                </MDXContent>
              ) : (
                <Markdown html={page.html} doc />
              ))}
            {page.cards && (
              <DocCardGrid cards={page.cards.map((card) => ({ icon: '📄', ...card }))} />
            )}
            {page.tags && (
              <footer className="doc-tags">
                <TagList tags={page.tags} label="docs.tagsLabel" />
              </footer>
            )}
            <PageMeta
              editUrl={page.editUrl}
              lastUpdated={page.lastUpdated}
              lastUpdatedBy={page.lastUpdatedBy}
              locale={shell.locale}
              doc
            />
            <Pagination previous={page.previous} next={page.next} />
          </article>
          <TocAside entries={page.toc} />
        </div>
      </DocMain>
    </div>
  );
}
