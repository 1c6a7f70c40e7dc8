/**
 * The theme's words of the locale that sitegen's `@theme/` modules show (admonition titles, the
 * summary of a `<Details>` without one). Empty here; the build writes its values in this file's
 * place, like siteData.ts.
 */
export interface ThemeData {
  /** The title of each admonition kind ("note" → "Note"). */
  admonitionTitles: Record<string, string>;
  /** The summary of a `<Details>` that names none. */
  detailsSummary: string;
}

export const themeData: ThemeData = { admonitionTitles: {}, detailsSummary: 'Details' };
