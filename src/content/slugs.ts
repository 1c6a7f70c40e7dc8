/** Naming rules shared by docs and pages: number prefixes, index files, slug joining. */

const NUMBER_PREFIX = /^\d+\s*[-_.]+\s*(?=[^-_.\s])/;

/** "01-intro" → "intro"; used for ids and URLs, while the prefix still orders the sidebar. */
export function stripNumberPrefix(name: string): string {
  return name.replace(NUMBER_PREFIX, '');
}

export function stripExtension(file: string): string {
  return file.replace(/\.(mdx?|tsx|jsx|ts|js)$/, '');
}

/** index.md, README.md and <folder>/<folder>.md are the page of their folder. */
export function isIndexFile(baseName: string, parentFolder: string | undefined): boolean {
  const name = stripNumberPrefix(stripExtension(baseName)).toLowerCase();
  return name === 'index' || name === 'readme' || (parentFolder !== undefined && name === stripNumberPrefix(parentFolder).toLowerCase());
}

/** Joins URL segments, dropping empty ones and duplicate slashes, no leading or trailing slash. */
export function joinSlug(...parts: string[]): string {
  return parts
    .flatMap((part) => part.split('/'))
    .filter((seg) => seg !== '' && seg !== '.')
    .join('/');
}
