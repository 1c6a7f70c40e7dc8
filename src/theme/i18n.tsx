/** UI strings for the theme: `useT()` returns a lookup with `{name}` placeholders. */
import { createContext, useContext } from 'react';
import { format } from './format.js';

export { format };

export type Translate = (key: string, vars?: Record<string, string | number>) => string;

const StringsContext = createContext<Record<string, string>>({});

export const StringsProvider = StringsContext.Provider;

export function useT(): Translate {
  const strings = useContext(StringsContext);
  return (key, vars) => format(strings, key, vars);
}
