/**
 * Docs versions as the navbar and the runtime see them, from the shell's data (the same on the
 * server and in the browser): which version of a docs section a page is in, where the version
 * menu's links lead, and where a link into a section's last version leads once the reader
 * prefers another version. The preferred version is kept per docs section in localStorage under
 * Docusaurus's key, read only in the browser (the server renders as if none were kept).
 */
import { normalizePath } from '../shared/index.js';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from './storage.js';
import type { DocsVersionData, VersionedDocs } from './types.js';

/** The URL prefix of a version's pages ("/docs/1.0/"). */
function prefixOf(version: DocsVersionData): string {
  return version.root.endsWith('/') ? version.root : `${version.root}/`;
}

/** The URL of a page of a version, from its path under the version ("" for the version's root). */
export function urlIn(version: DocsVersionData, rel: string): string {
  return rel === '' ? version.root : prefixOf(version) + rel;
}

const docsByPath = /* @__PURE__ */ new WeakMap<DocsVersionData, Map<string, string>>();

/** The id of the version's doc at `path`, if it has one there. */
export function docIdAt(version: DocsVersionData, path: string): string | undefined {
  const at = normalizePath(path);
  const prefix = prefixOf(version);
  if (at !== version.root && !at.startsWith(prefix)) return undefined;
  let byPath = docsByPath.get(version);
  if (!byPath) {
    // A doc's path ends in "/" on a site with `trailingSlash: true`; `at` never does.
    byPath = new Map(Object.entries(version.docs).map(([id, rel]) => [rel.replace(/\/$/, ''), id]));
    docsByPath.set(version, byPath);
  }
  return byPath.get(at === version.root ? '' : at.slice(prefix.length));
}

export function lastVersionOf(section: VersionedDocs): DocsVersionData {
  return section.versions.find((version) => version.isLast) ?? section.versions[0];
}

/**
 * The version of the section a page is in: a version other than the last whose prefix the path
 * is under (the longest), else the last version when the page is one of its docs (its prefix
 * holds the others', and may be the locale's root).
 */
export function activeVersion(section: VersionedDocs, path: string): DocsVersionData | undefined {
  const at = normalizePath(path);
  const under = (version: DocsVersionData) =>
    at === version.root || at.startsWith(prefixOf(version));
  const inOther = section.versions
    .filter((version) => !version.isLast && under(version))
    .sort((a, b) => b.root.length - a.root.length)[0];
  if (inOther) return inOther;
  const last = lastVersionOf(section);
  return docIdAt(last, at) !== undefined ? last : undefined;
}

/** A version of the section by name, when it still has it. */
function versionNamed(section: VersionedDocs, name: string | null | undefined) {
  return name ? section.versions.find((version) => version.name === name) : undefined;
}

/** The reader's preferred version of each docs section (null: none kept), by section id. */
export type PreferredVersions = Record<string, string | null>;

export interface VersionMenu {
  section: VersionedDocs;
  /** The version the menu stands on: the page's, else the preferred one, else the last. */
  current: DocsVersionData;
  /** One link per version: the same doc there when it has it, else its main doc. */
  links: Array<{ name: string; label: string; href: string; active: boolean }>;
}

/**
 * The version menu of a section (`which`; '' for the page's section, else the first one with
 * versions), on the page at `path`.
 */
export function versionMenuOf(
  sections: VersionedDocs[],
  which: string,
  path: string,
  preferred: PreferredVersions,
): VersionMenu | undefined {
  const section =
    which === ''
      ? (sections.find((candidate) => activeVersion(candidate, path)) ?? sections[0])
      : sections.find((candidate) => candidate.id === which);
  if (!section) return undefined;
  const active = activeVersion(section, path);
  const docId = active && docIdAt(active, path);
  const current = active ?? versionNamed(section, preferred[section.id]) ?? lastVersionOf(section);
  return {
    section,
    current,
    links: section.versions.map((version) => {
      const twin = docId === undefined ? undefined : version.docs[docId];
      return {
        name: version.name,
        label: version.label,
        href: urlIn(version, twin ?? version.main),
        active: version === active,
      };
    }),
  };
}

/**
 * Where a link leads once versions are taken into account: a link to a doc of a section's last
 * version leads to the version the page is in, else to the reader's preferred version (the same
 * doc there, else that version's main doc). Other links are left as they are.
 */
export function preferredHref(
  href: string,
  sections: VersionedDocs[],
  path: string,
  preferred: PreferredVersions,
): string {
  const [, target, suffix] = /^([^?#]*)(.*)$/s.exec(href)!;
  if (!target.startsWith('/')) return href;
  for (const section of sections) {
    const last = lastVersionOf(section);
    const docId = docIdAt(last, target);
    if (docId === undefined) continue;
    const chosen = activeVersion(section, path) ?? versionNamed(section, preferred[section.id]);
    if (!chosen || chosen === last) return href;
    const twin = chosen.docs[docId];
    return twin === undefined ? urlIn(chosen, chosen.main) : urlIn(chosen, twin) + suffix;
  }
  return href;
}

const listeners = /* @__PURE__ */ new Set<() => void>();
let kept: { sections: VersionedDocs[]; preferred: PreferredVersions } | undefined;

/**
 * The preferred versions kept in this browser. A name the section no longer has (a version
 * removed since) is dropped from storage, as Docusaurus drops it.
 */
export function readPreferredVersions(sections: VersionedDocs[]): PreferredVersions {
  if (kept?.sections === sections) return kept.preferred;
  const preferred: PreferredVersions = {};
  for (const section of sections) {
    const key = STORAGE_KEYS.preferredVersion(section.id);
    const name = readStorage(key);
    if (name !== null && !versionNamed(section, name)) removeStorage(key);
    preferred[section.id] = versionNamed(section, name) ? name : null;
  }
  kept = { sections, preferred };
  return preferred;
}

/** Keeps the reader's choice of a version of a docs section, and tells those who show it. */
export function savePreferredVersion(section: string, name: string): void {
  writeStorage(STORAGE_KEYS.preferredVersion(section), name);
  if (kept) kept = { ...kept, preferred: { ...kept.preferred, [section]: name } };
  for (const listener of listeners) listener();
}

export function onPreferredVersionChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The attributes that make a link save its version as preferred when followed (see client/docsVersions.ts). */
export function preferredVersionLink(
  section: string,
  version: string,
): Record<'data-docs-section' | 'data-docs-version', string> {
  return { 'data-docs-section': section, 'data-docs-version': version };
}
