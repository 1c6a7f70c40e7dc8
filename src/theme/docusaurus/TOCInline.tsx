/**
 * `@theme/TOCInline`: the table of contents inside a doc, as nested lists of links to its
 * headings. `toc` is what an MDX doc exports under that name (`{ value, id, level }` for each
 * heading, `value` being HTML); `minHeadingLevel` and `maxHeadingLevel` choose the levels shown
 * (2 and 3 unless given, as in the doc's own table of contents).
 */
import type { ReactNode } from 'react';
import { classNames } from './classNames.js';
import './docusaurus.css';

export interface TocItem {
  value: string;
  id: string;
  level: number;
}

export interface TOCInlineProps {
  toc: readonly TocItem[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
  className?: string;
}

interface Branch {
  item: TocItem;
  children: Branch[];
}

/** Each heading under the nearest one before it of a lower level. */
function tree(items: readonly TocItem[]): Branch[] {
  const roots: Branch[] = [];
  const open: Branch[] = [];
  for (const item of items) {
    const branch = { item, children: [] };
    while (open.length > 0 && open[open.length - 1].item.level >= item.level) open.pop();
    (open.length > 0 ? open[open.length - 1].children : roots).push(branch);
    open.push(branch);
  }
  return roots;
}

function List({ branches, nested }: { branches: Branch[]; nested?: boolean }): ReactNode {
  if (branches.length === 0) return null;
  return (
    <ul className={nested ? undefined : 'table-of-contents'}>
      {branches.map(({ item, children }) => (
        <li key={item.id}>
          <a href={`#${item.id}`} dangerouslySetInnerHTML={{ __html: item.value }} />
          <List branches={children} nested />
        </li>
      ))}
    </ul>
  );
}

export default function TOCInline({
  toc,
  minHeadingLevel = 2,
  maxHeadingLevel = 3,
  className,
}: TOCInlineProps) {
  const shown = toc.filter(
    (item) => item.level >= minHeadingLevel && item.level <= maxHeadingLevel,
  );
  return (
    <div className={classNames('toc-inline', className)}>
      <List branches={tree(shown)} />
    </div>
  );
}
