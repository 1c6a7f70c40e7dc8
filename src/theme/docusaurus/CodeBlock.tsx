/**
 * `@theme/CodeBlock`: code in the same frame as a fenced code block of the Markdown (title bar,
 * highlighted lines, line numbers), highlighted at build time by the highlighter the server puts on
 * a global. The browser has no highlighter: while the page hydrates, React keeps the HTML the
 * server wrote inside the `<pre>`; a code block first rendered in the browser shows its code plain.
 */
import { Children, isValidElement, type ReactNode } from 'react';
import { CODE_HIGHLIGHTER_GLOBAL, type CodeHighlighter, type HighlightedCode } from '../dom.js';
import { classNames } from './classNames.js';

export interface CodeBlockProps {
  children?: ReactNode;
  /** "language-js", as Markdown gives a fence's language. */
  className?: string;
  language?: string;
  title?: ReactNode;
  /** Numbered lines; a number is the first line's. */
  showLineNumbers?: boolean | number;
  /** The rest of a fence's meta: `{1,3-5}` highlights those lines. */
  metastring?: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function codeText(children: ReactNode): string | undefined {
  const parts = Children.toArray(children);
  return parts.every((part) => typeof part === 'string' || typeof part === 'number')
    ? parts.join('')
    : undefined;
}

export default function CodeBlock({
  children,
  className,
  language: languageProp,
  title,
  showLineNumbers,
  metastring = '',
}: CodeBlockProps) {
  const languageClass = className?.split(/\s+/).find((name) => name.startsWith('language-'));
  const language = languageProp ?? languageClass?.slice('language-'.length);
  const otherClasses = className
    ?.split(/\s+/)
    .filter((name) => name !== languageClass)
    .join(' ');
  const code = codeText(children);
  // Elements as children (JSX inside the block) are shown as they are, unhighlighted.
  if (code === undefined || children === undefined || isValidElement(children))
    return (
      <div className={classNames('code-block', otherClasses)} data-language={language}>
        {title && <div className="code-block-title">{title}</div>}
        <pre tabIndex={0}>
          <code>{children}</code>
        </pre>
      </div>
    );
  const text = code.replace(/\n$/, '');
  const meta = [
    metastring,
    showLineNumbers === true && 'showLineNumbers',
    typeof showLineNumbers === 'number' && `showLineNumbers=${showLineNumbers}`,
  ]
    .filter(Boolean)
    .join(' ');
  const highlight = (globalThis as Record<string, unknown>)[CODE_HIGHLIGHTER_GLOBAL] as
    CodeHighlighter | undefined;
  const highlighted: HighlightedCode = highlight?.(`${text}\n`, language ?? '', meta) ?? {
    preClassName: language && `language-${language}`,
    html: `<code${language ? ` class="language-${escapeHtml(language)}"` : ''}>${escapeHtml(text)}</code>`,
  };
  return (
    <div className={classNames('code-block', otherClasses)} data-language={language}>
      {title && <div className="code-block-title">{title}</div>}
      <pre
        tabIndex={0}
        className={highlighted.preClassName}
        dangerouslySetInnerHTML={{ __html: highlighted.html }}
      />
    </div>
  );
}
