/** UI strings for the theme: `useT()` returns a lookup with `{name}` placeholders. */
import { createContext, useContext } from 'react';

export type Translate = (key: string, vars?: Record<string, string | number>) => string;

const StringsContext = createContext<Record<string, string>>({});

export const StringsProvider = StringsContext.Provider;

export function format(
  strings: Record<string, string>,
  key: string,
  vars?: Record<string, string | number>,
): string {
  const text = strings[key] ?? key;
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}

export function useT(): Translate {
  const strings = useContext(StringsContext);
  return (key, vars) => format(strings, key, vars);
}
