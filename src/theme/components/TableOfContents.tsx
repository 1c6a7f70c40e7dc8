/** "On this page": a nested list of the page's headings, beside the content on wide screens. */
import { useT } from '../i18n.js';
import type { TocEntry } from '../types.js';
import { overridable } from '../overridable.js';

interface TocNode extends TocEntry {
  children: TocNode[];
}

export function nestToc(entries: TocEntry[]): TocNode[] {
  const roots: TocNode[] = [];
  const stack: TocNode[] = [];
  for (const entry of entries) {
    const node: TocNode = { ...entry, children: [] };
    while (stack.length > 0 && stack[stack.length - 1].level >= node.level) stack.pop();
    (stack.length > 0 ? stack[stack.length - 1].children : roots).push(node);
    stack.push(node);
  }
  return roots;
}

/**
 * Docusaurus's class names stand beside sitegen's (`table-of-contents` on the outer list,
 * `table-of-contents__link`, `theme-doc-toc-desktop`/`-mobile`), for a site's CSS.
 */
function TocList({ nodes, nested = false }: { nodes: TocNode[]; nested?: boolean }) {
  return (
    <ul className={nested ? 'toc-list' : 'toc-list table-of-contents'}>
      {nodes.map((node) => (
        <li key={node.id}>
          <a className="toc-link table-of-contents__link" href={`#${node.id}`}>
            {node.text}
          </a>
          {node.children.length > 0 && <TocList nodes={node.children} nested />}
        </li>
      ))}
    </ul>
  );
}

export interface TableOfContentsProps {
  entries: TocEntry[];
}

function TableOfContentsOriginal({ entries }: TableOfContentsProps) {
  const t = useT();
  const nodes = nestToc(entries);
  return (
    <nav className="toc toc-desktop theme-doc-toc-desktop" aria-labelledby="toc-title">
      <p className="toc-title" id="toc-title">
        {t('toc.title')}
      </p>
      <TocList nodes={nodes} />
    </nav>
  );
}

/** The same list, collapsed, at the top of the article on narrow screens. */
export function TableOfContentsMobile({ entries }: { entries: TocEntry[] }) {
  const t = useT();
  return (
    <details className="toc toc-mobile theme-doc-toc-mobile">
      <summary className="toc-title">{t('toc.title')}</summary>
      <TocList nodes={nestToc(entries)} />
    </details>
  );
}

/** The desktop TOC column beside an article; nothing when the page has no headings. */
export function TocAside({ entries }: { entries: TocEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <div className="doc-toc">
      <TableOfContents entries={entries} />
    </div>
  );
}

/** Replaceable by a site's `src/theme/TableOfContents.tsx` (see overridable.tsx). */
/** Docusaurus's name for the desktop one (`@theme/TOC`) replaces it too. */
export const TableOfContents = /* @__PURE__ */ overridable(
  'TOC',
  /* @__PURE__ */ overridable('TableOfContents', TableOfContentsOriginal),
);
