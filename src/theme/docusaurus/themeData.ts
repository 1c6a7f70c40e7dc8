/**
 * The theme's words of the locale that sitegen's `@theme/` modules show (admonition titles, the
 * summary of a `<Details>` without one, a `<FileTree>` folder's label, the size of a category's card). Empty here; the build writes its values in this file's
 * place, like siteData.ts.
 */
export interface ThemeData {
  /** The title of each admonition kind ("note" → "Note"). */
  admonitionTitles: Record<string, string>;
  /** The summary of a `<Details>` that names none. */
  detailsSummary: string;
  /** What a screen reader hears before a `<FileTree>` folder's name. */
  fileTreeFolder: string;
  /** What a category's card says of its size: one item, and `{count}` items. */
  docCardItems: { one: string; other: string };
}

export const themeData: ThemeData = {
  admonitionTitles: {},
  detailsSummary: 'Details',
  fileTreeFolder: 'Folder',
  docCardItems: { one: '1 item', other: '{count} items' },
};
