/**
 * The Markdown of a schema's or a command's description, inline only: `code` and [links](/docs/x),
 * which is all those descriptions use. Rendered on the server (the reference pages ship no script).
 */
import type { ReactNode } from 'react';

const TOKEN = /``\s?(.+?)\s?``|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function inline(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    const [, doubled, code, label, href] = match;
    if (label !== undefined)
      parts.push(
        <a key={match.index} href={href}>
          {inline(label)}
        </a>,
      );
    else parts.push(<code key={match.index}>{doubled ?? code}</code>);
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

export default function InlineMarkdown({ text }: { text: string }) {
  return <>{inline(text)}</>;
}
