/**
 * `@docusaurus/Translate`, `translate()` and `@docusaurus/Interpolate`: the site's string of this
 * locale with the id when it has one, else the message written in the code, with `{name}`
 * placeholders filled from `values`. A module bundled for every locale that runs in the browser
 * (a plugin's client module) may find no strings: the message then.
 */
import { Fragment, type ReactNode } from 'react';
import { siteData } from './siteData.js';

type Values = Record<string, ReactNode>;

function interpolate(text: string, values: Values = {}): ReactNode {
  const parts = text.split(/(\{\w+\})/);
  if (
    parts.every((part) => !/^\{\w+\}$/.test(part) || typeof values[part.slice(1, -1)] !== 'object')
  )
    return parts
      .map((part) =>
        /^\{\w+\}$/.test(part) && part.slice(1, -1) in values
          ? String(values[part.slice(1, -1)])
          : part,
      )
      .join('');
  return parts.map((part, i) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return (
      <Fragment key={i}>{name !== undefined && name in values ? values[name] : part}</Fragment>
    );
  });
}

export function translate(
  { message, id }: { message?: string; id?: string; description?: string },
  values?: Record<string, string | number>,
): string {
  const text = (id !== undefined ? siteData.strings?.[id] : undefined) ?? message ?? id ?? '';
  return String(interpolate(text, values));
}

export function Interpolate({ children, values }: { children: string; values?: Values }) {
  return <>{interpolate(children, values)}</>;
}

export default function Translate({
  children,
  id,
  values,
}: {
  children?: string;
  id?: string;
  description?: string;
  values?: Values;
}) {
  const text = (id !== undefined ? siteData.strings?.[id] : undefined) ?? children ?? id ?? '';
  return <>{interpolate(text, values)}</>;
}
