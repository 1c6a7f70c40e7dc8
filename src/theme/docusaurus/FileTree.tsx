/**
 * `<FileTree>`: the Markdown list inside it drawn as a file tree, as Starlight's. Each item is an
 * entry: its first word the name (a trailing `/` makes it a folder, as does a nested list), the
 * rest a comment; a **bold** name is highlighted; `...` or `…` stands for more files. The tree
 * stays nested lists (a screen reader hears each level's size), a folder's name is preceded by a
 * hidden word saying it is one, and the icons are CSS (contentComponents.css), hidden from
 * assistive technology. Read from the rendered Markdown, so it needs no compile step and no
 * JavaScript.
 */
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { classNames } from './classNames.js';
import { themeData } from './themeData.js';

export interface FileTreeProps {
  children?: ReactNode;
  className?: string;
}

type Element = ReactElement<{ children?: ReactNode }>;

const isElement = (node: ReactNode, ...types: string[]): node is Element =>
  isValidElement(node) && typeof node.type === 'string' && types.includes(node.type);

const childrenOf = (node: Element): ReactNode[] => Children.toArray(node.props.children);

/** The text a node shows, for the name of an entry written as bold or code. */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (isValidElement(node))
    return Children.toArray((node as Element).props.children)
      .map(textOf)
      .join('');
  return '';
}

interface Label {
  name: string;
  highlighted: boolean;
  comment: ReactNode[];
}

/** An item's name and comment from what it holds before its nested list. */
function labelOf(parts: ReactNode[]): Label {
  // A loose list wraps each item's text in a paragraph.
  const flat = parts.flatMap((part) => (isElement(part, 'p') ? childrenOf(part) : [part]));
  const first = flat.findIndex((part) => typeof part !== 'string' || part.trim() !== '');
  if (first < 0) return { name: '', highlighted: false, comment: [] };
  const head = flat[first];
  const rest = flat.slice(first + 1);
  if (isElement(head, 'strong', 'code'))
    return { name: textOf(head).trim(), highlighted: isElement(head, 'strong'), comment: rest };
  const text = textOf(head).replace(/^\s+/, '');
  const space = text.search(/\s/);
  if (space < 0) return { name: text, highlighted: false, comment: rest };
  return { name: text.slice(0, space), highlighted: false, comment: [text.slice(space), ...rest] };
}

function Entries({ list }: { list: Element }) {
  return (
    <ul>
      {childrenOf(list)
        .filter((item): item is Element => isElement(item, 'li'))
        .map((item, index) => (
          <Entry key={index} item={item} />
        ))}
    </ul>
  );
}

function Entry({ item }: { item: Element }) {
  const parts = childrenOf(item);
  const nested = parts.find((part): part is Element => isElement(part, 'ul', 'ol'));
  const { name, highlighted, comment } = labelOf(parts.filter((part) => part !== nested));
  const placeholder = name === '...' || name === '…';
  const folder = !placeholder && (name.endsWith('/') || nested !== undefined);
  const shown = folder ? name.replace(/\/+$/, '') : name;
  const hasComment = comment.some((part) => typeof part !== 'string' || part.trim() !== '');
  return (
    <li
      className={classNames(
        'sg-file-tree__entry',
        folder ? 'sg-file-tree__folder' : placeholder ? 'sg-file-tree__more' : 'sg-file-tree__file',
      )}
    >
      <span className="sg-file-tree__line">
        <span className="sg-file-tree__icon" aria-hidden="true" />
        {folder ? (
          // Said by screen readers, left out of the search index's text (and its excerpts).
          <span className="sr-only" data-pagefind-ignore="">
            {themeData.fileTreeFolder}{' '}
          </span>
        ) : null}
        <span
          className={classNames('sg-file-tree__name', highlighted && 'sg-file-tree__highlight')}
        >
          {highlighted ? <strong>{shown}</strong> : shown}
        </span>
        {hasComment ? <span className="sg-file-tree__comment">{comment}</span> : null}
      </span>
      {nested ? <Entries list={nested} /> : null}
    </li>
  );
}

export default function FileTree({ children, className }: FileTreeProps) {
  const list = Children.toArray(children).find((node): node is Element =>
    isElement(node, 'ul', 'ol'),
  );
  return (
    <div className={classNames('sg-file-tree', className)}>
      {list ? <Entries list={list} /> : children}
    </div>
  );
}
