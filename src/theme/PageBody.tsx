/**
 * The content region of a page, by kind. Rendered to HTML on the server only: the browser swaps
 * this HTML in place and never re-renders it, so pages ship no JavaScript of their own.
 */
import { BlogPage } from './pages/BlogPages.js';
import { ContentPage } from './pages/ContentPage.js';
import { DocPage } from './pages/DocPage.js';
import { DocTagsPage } from './pages/DocTagsPage.js';
import { HomePage } from './pages/HomePage.js';
import { NotFoundPage } from './pages/NotFoundPage.js';
import { SearchPage } from './pages/SearchPage.js';
import type { PageData, ShellData } from './types.js';

/** `sidebarHtml`: the docs sidebar rendered for this page (empty for pages without one). */
export function PageBody({
  shell,
  page,
  sidebarHtml,
}: {
  shell: ShellData;
  page: PageData;
  sidebarHtml: string;
}) {
  switch (page.kind) {
    case 'doc':
    case 'doc-category':
    case 'api-overview':
    case 'api-operation':
    case 'api-doc':
    case 'api-schema':
      return <DocPage shell={shell} page={page} sidebarHtml={sidebarHtml} />;
    case 'doc-tags':
    case 'doc-tag':
      return <DocTagsPage page={page} />;
    case 'not-found':
      return <NotFoundPage home={shell.localeBase} />;
    case 'home':
      return <HomePage page={page} />;
    case 'search':
      return <SearchPage title={page.title} />;
    case 'blog-list':
    case 'blog-post':
    case 'blog-tags':
    case 'blog-archive':
    case 'blog-authors':
      return page.blog ? (
        <BlogPage page={{ ...page, blog: page.blog }} locale={shell.locale} />
      ) : null;
    default:
      return <ContentPage page={page} />;
  }
}
