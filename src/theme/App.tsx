/**
 * The whole page: skip link, announcement bar, navbar, the page by kind, footer.
 * Rendered to a string on the server; its interactive parts are enhanced in the browser.
 */
import { AnnouncementBar } from './components/AnnouncementBar.js';
import { Footer } from './components/Footer.js';
import { Navbar } from './components/Navbar.js';
import { StringsProvider, format } from './i18n.js';
import { BlogPage } from './pages/BlogPages.js';
import { ContentPage } from './pages/ContentPage.js';
import { DocPage } from './pages/DocPage.js';
import { NotFoundPage } from './pages/NotFoundPage.js';
import type { PageData, ShellData } from './types.js';

export function App({ shell, page }: { shell: ShellData; page: PageData }) {
  return (
    <StringsProvider value={shell.strings}>
      <a className="skip-link" href="#main-content">
        {format(shell.strings, 'navbar.skipToContent')}
      </a>
      {shell.announcement && <AnnouncementBar announcement={shell.announcement} />}
      {/* The not-found page has no URL of its own: its locale links point at each locale's home. */}
      <Navbar shell={shell} path={page.kind === 'not-found' ? shell.localeBase : page.url} sidebar={page.withSidebar ? (page.sidebar ?? shell.docsSidebar) : undefined} />
      <main id="main-content" tabIndex={-1} className="main">
        <PageBody shell={shell} page={page} />
      </main>
      <Footer footer={shell.footer} />
    </StringsProvider>
  );
}

function PageBody({ shell, page }: { shell: ShellData; page: PageData }) {
  switch (page.kind) {
    case 'doc':
    case 'doc-category':
    case 'api-overview':
    case 'api-operation':
    case 'api-doc':
      return <DocPage shell={shell} page={page} />;
    case 'not-found':
      return <NotFoundPage home={shell.localeBase} />;
    case 'blog-list':
    case 'blog-post':
    case 'blog-tags':
    case 'blog-archive':
      return page.blog ? <BlogPage page={{ ...page, blog: page.blog }} /> : null;
    default:
      return <ContentPage page={page} />;
  }
}
