/**
 * The search dialog's island (loaded by searchDialog.ts): the theme's SearchDialog in a root of its
 * own at the end of <body>, rendered while open and emptied when closed.
 */
import { lazy, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ThemeScope, type ClientShell } from '../theme/index.js';

// By its own path, in a dynamic import: the theme's index does not export it (SearchButton.tsx).
const SearchDialog = lazy(() => import('../theme/components/SearchDialog.js'));

let root: Root | undefined;

export function showSearchDialog(shell: ClientShell, path: string, closed: () => void): void {
  if (!root) {
    const element = document.createElement('div');
    document.body.append(element);
    root = createRoot(element);
  }
  const mine = root;
  const close = () => {
    mine.render(null);
    closed();
  };
  mine.render(
    <ThemeScope strings={shell.strings} overrides={{}}>
      <Suspense fallback={null}>
        <SearchDialog
          localeBase={shell.localeBase}
          onClose={close}
          docsVersions={shell.docsVersions}
          path={path}
        />
      </Suspense>
    </ThemeScope>,
  );
}
