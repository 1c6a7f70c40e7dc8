/**
 * The search page's island: the search dialog's component, as a page (`variant="page"`), mounted
 * where the server marked it (theme/pages/SearchPage.tsx), with the query of the address. Loaded
 * by searchPage.ts on the search page only; its root is unmounted before another page replaces the
 * content region.
 */
import { lazy, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ThemeScope, type ClientShell } from '../theme/index.js';

const SearchDialog = lazy(() => import('../theme/components/SearchDialog.js'));

let root: Root | undefined;

export function mountSearchPage(element: HTMLElement, shell: ClientShell, path: string): void {
  if (root) return;
  element.replaceChildren();
  root = createRoot(element);
  root.render(
    <ThemeScope strings={shell.strings} overrides={{}}>
      <Suspense fallback={null}>
        <SearchDialog
          variant="page"
          localeBase={shell.localeBase}
          docsVersions={shell.docsVersions}
          path={path}
        />
      </Suspense>
    </ThemeScope>,
  );
}

/** Before the content region is replaced. */
export function unmountSearchPage(): void {
  const leaving = root;
  root = undefined;
  leaving?.unmount();
}
