/**
 * What a blog post's path says, as Docusaurus's blog plugin reads it (`parseBlogFileName`): a date
 * anywhere in the path ("2021-05-12-name.md", "2021/05/12/name/index.md",
 * "team-a/2021/05/12/name.md"), written as "YYYY-MM-DD" or as folders, and the post's slug: the
 * date as folders first, then the path around it without its extension (or `/index`). A path with
 * no date is its own slug ("releases/2.0.md" → "releases/2.0").
 */

export interface BlogFileName {
  /** ISO date (YYYY-MM-DD) when the path has one. */
  date?: string;
  /** The path without its date and extension: the title of a post that has no other. */
  text: string;
  /** The post's path under the blog's route base, no leading slash. */
  slug: string;
}

const DATE_IN_PATH =
  /^(?<folder>.*)(?<date>\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(?<text>.*?)(?:\/index)?\.mdx?$/;

/** Reads a path relative to the blog folder, with forward slashes. */
export function parseBlogFileName(relPath: string): BlogFileName {
  const match = DATE_IN_PATH.exec(relPath);
  if (match?.groups) {
    const { folder, date, text } = match.groups;
    const [y, m, d] = date.split(/[-/]/);
    return {
      date: `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`,
      text,
      slug: `${date.replaceAll('-', '/')}/${folder}${text}`.replace(/\/+$/, ''),
    };
  }
  const text = relPath.replace(/(?:\/index)?\.mdx?$/, '');
  return { text, slug: text };
}
