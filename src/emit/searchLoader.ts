/**
 * `pagefind/pagefind.js` of a locale whose index is in several Pagefind indexes (searchIndex.ts):
 * a small module with Pagefind's API over all of them, so the search box loads it as it loads a
 * single index. It is the first index's API, with the others merged in when it starts, each with
 * the options the search box gave (result URLs, excerpt length), so a search ranks the pages of
 * every index in one list and counts filters over all.
 *
 * An index updated since it was written in full (searchDelta.ts) holds pages that were changed or
 * removed since: their results are dropped by Pagefind's id for them (`stale`), and a page found
 * twice (an index holding the same text as another) is shown once.
 */

/** `folders`: each index's folder in `pagefind/`, the first one's API being the one exported. */
export function mergedLoader(folders: string[], stale: string[] = []): string {
  const [first, ...others] = folders.map((folder) => `${folder}/`);
  const lines = [
    `// sitegen: this locale's search index is in ${folders.length} Pagefind indexes (one per folder);`,
    "// this is Pagefind's API over all of them: the first one's, with the others merged in by init().",
    `import * as first from './${first}pagefind.js';`,
    `export * from './${first}pagefind.js';`,
    `const others = ${JSON.stringify(others)};`,
    'let settings = {};',
    'let ready;',
    'export async function options(given) {',
    '  settings = { ...settings, ...given };',
    '  await first.options(given);',
    '}',
    'export function init() {',
    '  ready ??= first.init().then(() =>',
    '    Promise.all(others.map((dir) => first.mergeIndex(new URL(dir, import.meta.url).pathname, settings))),',
    '  );',
    '  return ready;',
    '}',
  ];
  if (stale.length > 0)
    lines.push(
      '// Pages an earlier index holds in a version changed or removed since.',
      `const stale = new Set(${JSON.stringify(stale)});`,
      'const current = (found) => {',
      '  if (!found) return found;',
      '  const seen = new Set();',
      '  const results = found.results.filter((r) => !stale.has(r.id) && !seen.has(r.id) && seen.add(r.id));',
      '  return { ...found, results };',
      '};',
      'export async function search(term, given) {',
      '  await init();',
      '  return current(await first.search(term, given));',
      '}',
      'export async function debouncedSearch(term, given, wait) {',
      '  await init();',
      '  return current(await first.debouncedSearch(term, given, wait));',
      '}',
    );
  return `${lines.join('\n')}\n`;
}

/** The stale ids a loader written by `mergedLoader` drops (for tests and tools reading an index). */
export function staleIdsOf(loader: string): string[] {
  const found = /^const stale = new Set\((\[.*\])\);$/m.exec(loader);
  return found ? (JSON.parse(found[1]) as string[]) : [];
}
