/**
 * The shell around every page: skip link, announcement bar, navbar, the content region, footer.
 * Rendered to a string on the server; in the browser the plain view makes it work without React
 * (client/plainShell.ts), and a site's replacements of its components are islands hydrated from
 * the props the server gives them (overridable.tsx). The content region is pre-rendered HTML (see
 * PageBody).
 */
import type { ReactNode } from 'react';
import { AnnouncementBar } from './components/AnnouncementBar.js';
import { Footer } from './components/Footer.js';
import { Navbar } from './components/Navbar.js';
import { CONTENT_ID, MAIN_ID } from './dom.js';
import { StringsProvider, format } from './i18n.js';
import {
  ShellIslandsProvider,
  ThemeOverridesProvider,
  type ThemeOverrides,
} from './overridable.js';
import type { ClientShell, PageView } from './types.js';

export interface AppProps {
  shell: ClientShell;
  view: PageView;
  /** The content region; the pre-rendered HTML when not given. */
  content?: ReactNode;
  /** Loading indicators (browser only). */
  status?: ReactNode;
  /** Text for screen readers after an in-place navigation. */
  announcement?: string;
  /** The site's replacements of theme components. */
  overrides?: ThemeOverrides;
}

export function App({ shell, view, content, status, announcement = '', overrides = {} }: AppProps) {
  // A page with a <main> of its own (a Docusaurus page) gets a plain region and a navbar that is
  // no banner: its landmarks are those of a Docusaurus page, one main among them.
  const Region = view.ownMain ? 'div' : 'main';
  return (
    <ThemeScope strings={shell.strings} overrides={overrides}>
      <ShellIslandsProvider value={{ shell }}>
        <a className="skip-link" href={`#${MAIN_ID}`}>
          {format(shell.strings, 'navbar.skipToContent')}
        </a>
        {shell.announcement && <AnnouncementBar announcement={shell.announcement} />}
        {/* The view gives it the page's docSidebar and ownMain. */}
        <Navbar
          shell={shell}
          path={view.navPath}
          docSidebar={view.docSidebar}
          ownMain={view.ownMain}
        />
        {status}
        <Region id={MAIN_ID} tabIndex={-1} className="main">
          {content ?? <PageHtml html={view.body} />}
        </Region>
        <div className="sr-only" aria-live="polite" aria-atomic="true">
          {announcement}
        </div>
        <Footer footer={shell.footer} />
      </ShellIslandsProvider>
    </ThemeScope>
  );
}

/** The locale's strings and the site's theme replacements, for everything rendered inside. */
export function ThemeScope({
  strings,
  overrides,
  children,
}: {
  strings: Record<string, string>;
  overrides: ThemeOverrides;
  children?: ReactNode;
}) {
  return (
    <StringsProvider value={strings}>
      <ThemeOverridesProvider value={overrides}>{children}</ThemeOverridesProvider>
    </StringsProvider>
  );
}

/** Pre-rendered HTML of a page's content. */
export function PageHtml({ html }: { html: string }) {
  if (typeof html !== 'string') throw new Error('the page data has no content to show');
  return <div id={CONTENT_ID} dangerouslySetInnerHTML={{ __html: html }} />;
}
