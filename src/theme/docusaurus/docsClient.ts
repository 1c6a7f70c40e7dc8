/**
 * `@docusaurus/plugin-content-docs/client`: the docs hooks sites use, in Docusaurus 3's shapes,
 * answered from the global data (globalData.ts: each docs section's versions and docs) and the
 * page's location, as Docusaurus answers them; the sidebars, titles and descriptions come from
 * docsData.ts. The page's docs section, version and doc are those whose URL the location is in.
 */
import { useSyncExternalStore } from 'react';
import { normalizePath, type SidebarCategory, type SidebarItem } from '../../shared/index.js';
import { firstLinkOf } from '../docCards.js';
import { readStorage, STORAGE_KEYS, writeStorage } from '../storage.js';
import { docsData, type DocsDataDoc, type DocsDataVersion } from './docsData.js';
import { globalData, type DocsGlobalData, type GlobalDoc } from './globalData.js';
import { useLocation } from './location.js';

type GlobalVersion = DocsGlobalData['versions'][number];

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

export function useAllDocsData(): Record<string, DocsGlobalData> {
  return (globalData[DOCS_PLUGIN] ?? {}) as Record<string, DocsGlobalData>;
}

export function useDocsData(pluginId = 'default'): DocsGlobalData {
  const data = useAllDocsData()[pluginId];
  if (!data) throw new Error(`sitegen has no docs section with the id "${pluginId}"`);
  return data;
}

/** Whether `pathname` is `base` or a page under it. */
function isUnder(pathname: string, base: string): boolean {
  const path = normalizePath(pathname);
  const root = normalizePath(base);
  return path === root || path.startsWith(root === '/' ? '/' : `${root}/`);
}

function activePluginOf(pathname: string) {
  const found = Object.entries(useAllDocsData())
    .filter(([, data]) => isUnder(pathname, data.path))
    .sort(([, a], [, b]) => b.path.length - a.path.length)[0];
  return found && { pluginId: found[0], pluginData: found[1] };
}

/** The version whose URLs `pathname` is in: the longest path first (the last version's is the section's). */
function activeVersionOf(data: DocsGlobalData, pathname: string): GlobalVersion | undefined {
  return [...data.versions]
    .sort((a, b) => b.path.length - a.path.length)
    .find((version) => isUnder(pathname, version.path));
}

function activeDocOf(version: GlobalVersion | undefined, pathname: string) {
  const path = normalizePath(pathname);
  return version?.docs.find((doc) => normalizePath(doc.path) === path);
}

export function useActivePlugin(
  options: { failfast?: boolean } = {},
): { pluginId: string; pluginData: DocsGlobalData } | undefined {
  const { pathname } = useLocation();
  const active = activePluginOf(pathname);
  if (!active && options.failfast)
    throw new Error(
      `this page (${pathname}) is in no docs section, so it has no active docs plugin`,
    );
  return active;
}

export function useVersions(pluginId?: string): GlobalVersion[] {
  return useDocsData(pluginId).versions;
}

export function useLatestVersion(pluginId?: string): GlobalVersion {
  const { versions } = useDocsData(pluginId);
  return versions.find((version) => version.isLast) ?? versions[0];
}

export function useActiveVersion(pluginId?: string): GlobalVersion | undefined {
  const { pathname } = useLocation();
  return activeVersionOf(useDocsData(pluginId), pathname);
}

export function useActiveDocContext(pluginId?: string): {
  activeVersion?: GlobalVersion;
  activeDoc?: GlobalDoc;
  alternateDocVersions: Record<string, GlobalDoc>;
} {
  const { pathname } = useLocation();
  const data = useDocsData(pluginId);
  const activeVersion = activeVersionOf(data, pathname);
  const activeDoc = activeDocOf(activeVersion, pathname);
  const alternateDocVersions: Record<string, GlobalDoc> = {};
  if (activeDoc)
    for (const version of data.versions) {
      const same = version.docs.find((doc) => doc.id === activeDoc.id);
      if (same) alternateDocVersions[version.name] = same;
    }
  return { activeVersion, activeDoc, alternateDocVersions };
}

/** The version a reader chose last in a docs section's version menu, kept in localStorage. */
export function useDocsPreferredVersion(pluginId = 'default'): {
  preferredVersion: GlobalVersion | null;
  savePreferredVersionName: (name: string) => void;
} {
  const key = STORAGE_KEYS.preferredVersion(pluginId);
  const name = useSyncExternalStore(
    subscribeStorage,
    () => readStorage(key),
    () => null,
  );
  const { versions } = useDocsData(pluginId);
  return {
    preferredVersion: versions.find((version) => version.name === name) ?? null,
    savePreferredVersionName: (next) => {
      writeStorage(key, next);
      window.dispatchEvent(new Event(STORAGE_EVENT));
    },
  };
}

const STORAGE_EVENT = 'sitegen:preferred-version';

function subscribeStorage(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(STORAGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(STORAGE_EVENT, onChange);
  };
}

/** The docs version the page at `pathname` is in, and its sidebars and docs (docsData.ts). */
function versionDataAt(pathname: string) {
  const active = activePluginOf(pathname);
  const version = active && activeVersionOf(active.pluginData, pathname);
  const data =
    version &&
    docsData.versions.find((v) => v.pluginId === active.pluginId && v.name === version.name);
  return version && data ? { version, data } : undefined;
}

/** The docs version the page is in, with its sidebars and docs; an error outside the docs. */
function useCurrentVersionData(hook: string): DocsDataVersion {
  const { pathname } = useLocation();
  const data = versionDataAt(pathname)?.data;
  if (!data)
    throw new Error(
      `${hook} is used on ${pathname}, which is not a page of a docs version: use it in docs only`,
    );
  return data;
}

/** Docusaurus's DocsVersion context: the version the page is in. */
export function useDocsVersion() {
  const version = useCurrentVersionData('useDocsVersion');
  return {
    pluginId: version.pluginId,
    version: version.name,
    label: version.label,
    banner: version.banner,
    badge: version.badge,
    noIndex: false,
    className: `docs-version-${version.name}`,
    isLast: version.isLast,
    docsSidebars: version.sidebars,
    docs: version.docs,
  };
}

/** A doc of the page's version by id (none without an id); an unknown id is an error. */
export function useDocById(id?: string): DocsDataDoc | undefined {
  const version = useCurrentVersionData('useDocById');
  if (id === undefined) return undefined;
  const doc = version.docs[id];
  if (!doc) throw new Error(`no doc with the id "${id}" in docs version ${version.name}`);
  return doc;
}

/** Whether a sidebar item is the page at `pathname` or holds it. */
export function isActiveSidebarItem(item: SidebarItem, pathname: string): boolean {
  const path = normalizePath(pathname);
  if (item.type === 'link') return normalizePath(item.href) === path;
  if (item.type !== 'category') return false;
  if (item.href && normalizePath(item.href) === path) return true;
  return item.items.some((inner) => isActiveSidebarItem(inner, pathname));
}

/** The sidebar the page shows, by its name: the doc's own, else one holding the page. */
export function useDocsSidebar(): { name: string; items: SidebarItem[] } | null {
  const { pathname } = useLocation();
  const found = versionDataAt(pathname);
  if (!found) return null;
  const { version, data } = found;
  const own = activeDocOf(version, pathname)?.sidebar;
  const name =
    own ??
    Object.keys(data.sidebars).find((id) =>
      data.sidebars[id].some((item) => isActiveSidebarItem(item, pathname)),
    );
  return name === undefined || !data.sidebars[name] ? null : { name, items: data.sidebars[name] };
}

function findCategory(items: SidebarItem[], path: string): SidebarCategory | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.href && normalizePath(item.href) === path) return item;
    const inner = findCategory(item.items, path);
    if (inner) return inner;
  }
  return undefined;
}

/** The sidebar category whose own page this is (a doc it links to, or its generated index). */
export function useCurrentSidebarCategory(): SidebarCategory {
  const { pathname } = useLocation();
  const sidebar = useDocsSidebar();
  const category = sidebar && findCategory(sidebar.items, normalizePath(pathname));
  if (!category)
    throw new Error(
      `useCurrentSidebarCategory (and <DocCardList /> without items) is used on ${pathname}, which is no sidebar category's own page: use it in the doc a category links to, or give DocCardList its items`,
    );
  return category;
}

/** Docusaurus's helper: where a sidebar item leads (a category: its page, else its first link). */
export function findFirstSidebarItemLink(item: SidebarItem): string | undefined {
  return firstLinkOf(item);
}
