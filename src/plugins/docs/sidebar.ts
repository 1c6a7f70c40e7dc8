/**
 * The docs sidebar, generated from the folder tree: `_category_` labels and positions,
 * `sidebar_position` / `sidebar_label`, index docs as category links; or read from a Docusaurus
 * sidebars file (`sidebarsFromSpec`).
 */
import type { CategoryMeta, DocSource, FrontMatter } from '../../content/index.js';
import type { ErrorList } from '../../errors.js';
import type { NamedSidebar, SidebarItem } from '../../routes/index.js';
import { sidebarLabelKey, type SidebarLabelKind } from './load.js';

/**
 * The front matter keys the sidebar reads of a doc, besides the fields derived from it (label,
 * position): read only through `sidebarFrontMatter`, and listed for `docRouteShape`, so a rebuild
 * knows every key that changes the sidebar.
 */
export const SIDEBAR_FRONT_MATTER = ['sidebar_class_name', 'sidebar_custom_props'] as const;

/** What the sidebar reads of a doc's front matter: the keys of `SIDEBAR_FRONT_MATTER`. */
export function sidebarFrontMatter(doc: DocSource) {
  return pickFrontMatter(doc, SIDEBAR_FRONT_MATTER);
}

/** Only `keys` of a doc's front matter: a stage reading more than it lists fails to type-check. */
export function pickFrontMatter<K extends keyof FrontMatter>(
  doc: DocSource,
  keys: readonly K[],
): Pick<FrontMatter, K> {
  const picked: Partial<Pick<FrontMatter, K>> = {};
  for (const key of keys) picked[key] = doc.frontMatter[key];
  return picked as Pick<FrontMatter, K>;
}

interface Entry {
  position?: number;
  sortName: string;
  item: SidebarItem;
}

/**
 * `docUrl` gives a doc's URL by id; `generatedIndexUrl` the URL of a category's generated index
 * page (only called for categories whose link asks for one).
 */
export function buildSidebar(
  docs: DocSource[],
  categories: Map<string, CategoryMeta>,
  docUrl: (doc: DocSource) => string,
  generatedIndexUrl: (category: CategoryMeta) => string,
): SidebarItem[] {
  return folderTree(docs, categories, docUrl, generatedIndexUrl)('');
}

/** The sidebar items of one folder of the docs (`''`: the whole tree), as the folders lay them out. */
export function folderTree(
  docs: DocSource[],
  categories: Map<string, CategoryMeta>,
  docUrl: (doc: DocSource) => string,
  generatedIndexUrl: (category: CategoryMeta) => string,
): (dir: string) => SidebarItem[] {
  const listed = docs.filter((doc) => !doc.unlisted);
  const byId = new Map(listed.map((doc) => [doc.id, doc]));
  // Each folder's docs, index doc and categories, found once (a large site has hundreds of folders).
  const docsIn = groupBy(listed, (doc) => doc.dir);
  const indexDocOf = new Map<string, DocSource>();
  for (const doc of listed)
    if (doc.isIndex && !indexDocOf.has(doc.dir)) indexDocOf.set(doc.dir, doc);
  const categoriesIn = groupBy([...categories.values()], (category) => parentOf(category.dir));

  function folder(dir: string): Entry[] {
    const entries: Entry[] = [];
    for (const doc of docsIn.get(dir) ?? []) {
      if (doc.isIndex && dir !== '') continue; // the folder's own page: the category links to it
      entries.push({
        position: doc.sidebarPosition,
        sortName: doc.fileName,
        item: {
          type: 'link',
          label: doc.sidebarLabel,
          href: docUrl(doc),
          docId: doc.id,
          className: sidebarFrontMatter(doc).sidebar_class_name,
          customProps: sidebarFrontMatter(doc).sidebar_custom_props,
        },
      });
    }
    for (const category of categoriesIn.get(dir) ?? []) {
      const item = categoryItem(category);
      if (item)
        entries.push({
          position: category.position ?? indexDocOf.get(category.dir)?.sidebarPosition,
          sortName: category.folderName,
          item,
        });
    }
    return entries.sort(compareEntries);
  }

  function categoryItem(category: CategoryMeta): SidebarItem | undefined {
    const items = folder(category.dir).map((entry) => entry.item);
    const indexDoc = indexDocOf.get(category.dir);
    let linkDoc: DocSource | undefined;
    let href: string | undefined;
    if (category.link?.type === 'doc') {
      linkDoc = byId.get(category.link.id) ?? byId.get(`${category.dir}/${category.link.id}`);
    } else if (category.link?.type === 'generated-index') {
      href = generatedIndexUrl(category);
    } else {
      linkDoc = indexDoc;
    }
    if (linkDoc) href = docUrl(linkDoc);
    const label = category.file ? category.label : (indexDoc?.sidebarLabel ?? category.label);
    if (items.length === 0) {
      return href ? { type: 'link', label, href, docId: linkDoc?.id } : undefined;
    }
    return {
      type: 'category',
      label,
      href,
      docId: linkDoc?.id,
      collapsed: category.collapsed,
      collapsible: category.collapsible,
      items,
    };
  }

  return (dir) => folder(dir).map((entry) => entry.item);
}

function groupBy<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/** What reading a sidebars file needs besides the file. */
export interface SidebarSpecInputs {
  docs: DocSource[];
  /** The items of a folder, laid out from the folder tree (for `autogenerated` items). */
  folder: (dir: string) => SidebarItem[];
  docUrl: (doc: DocSource) => string;
  /** A link of the sidebar to a path on this site ("/blog"), in the locale. */
  pathUrl: (path: string) => string;
  file: string;
  errors: ErrorList;
  /** The locale's labels of categories, links and docs, by kind and English label. */
  labels?: Map<string, string>;
}

/** Docusaurus's name for the sidebar of docs that have no sidebars file. */
export const DEFAULT_SIDEBAR_ID = 'defaultSidebar';

/**
 * The sidebars a Docusaurus sidebars file describes, in its order. Items as Docusaurus reads them:
 * a doc id, `doc`, `ref`, `link`, `html`, `category` (with a `doc` link), `autogenerated` (the
 * folder tree under `dirName`), and the `{ Label: [items] }` shorthand. An id naming no doc is an
 * error at the file. The locale's labels are looked up under each sidebar's own id first
 * (`sidebar.<id>.category.<label>` of a Docusaurus translation file).
 */
export function sidebarsFromSpec(
  sidebars: Record<string, unknown>,
  inputs: SidebarSpecInputs,
): NamedSidebar[] {
  return Object.entries(sidebars).map(([id, spec]) => oneSidebar(id, spec, inputs));
}

function oneSidebar(sidebarId: string, spec: unknown, inputs: SidebarSpecInputs): NamedSidebar {
  const { docs, folder, docUrl, pathUrl, file, errors } = inputs;
  const held = new Set<string>();
  const translated = (kind: SidebarLabelKind, label: string) =>
    inputs.labels?.get(sidebarLabelKey(kind, label, sidebarId)) ??
    inputs.labels?.get(sidebarLabelKey(kind, label)) ??
    label;
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const docLink = (
    id: unknown,
    label?: unknown,
    className?: unknown,
    customProps?: unknown,
  ): SidebarItem[] => {
    const doc = typeof id === 'string' ? byId.get(id) : undefined;
    if (!doc) {
      errors.add({
        file,
        message: `sidebar "${sidebarId}": no doc has the id ${JSON.stringify(id)}`,
        hint: 'a doc id is its path in the docs folder without the extension, or its front matter id',
      });
      return [];
    }
    held.add(doc.id);
    if (doc.unlisted) return [];
    const text = typeof label === 'string' ? translated('doc', label) : doc.sidebarLabel;
    return [
      {
        type: 'link',
        label: text,
        href: docUrl(doc),
        docId: doc.id,
        className: classNameOf(className) ?? sidebarFrontMatter(doc).sidebar_class_name,
        customProps: propsOf(customProps) ?? sidebarFrontMatter(doc).sidebar_custom_props,
      },
    ];
  };
  const items = (list: unknown): SidebarItem[] =>
    (Array.isArray(list) ? list : isObject(list) ? shorthand(list) : []).flatMap(item);
  const shorthand = (object: Record<string, unknown>) =>
    Object.entries(object).map(([label, children]) => ({
      type: 'category',
      label,
      items: children,
    }));
  const item = (entry: unknown): SidebarItem[] => {
    if (typeof entry === 'string') return docLink(entry);
    if (!isObject(entry)) return [];
    const type = entry.type ?? (Object.keys(entry).length === 1 ? 'shorthand' : undefined);
    if (type === 'shorthand') return shorthand(entry).flatMap(item);
    if (type === 'doc' || type === 'ref')
      return docLink(entry.id, entry.label, entry.className, entry.customProps);
    if (type === 'autogenerated') {
      const dir = String(entry.dirName ?? '.').replace(/^\.\/?|\/$/g, '');
      for (const doc of docs)
        if (dir === '' || `${doc.dir}/`.startsWith(`${dir}/`)) held.add(doc.id);
      return folder(dir);
    }
    if (type === 'link' && typeof entry.href === 'string')
      return [
        {
          type: 'link',
          label: translated('link', String(entry.label ?? entry.href)),
          href: /^[a-z][\w+.-]*:|^\/\//i.test(entry.href) ? entry.href : pathUrl(entry.href),
          className: classNameOf(entry.className),
          customProps: propsOf(entry.customProps),
        },
      ];
    // Markup of the site's own sidebars file, written as it is.
    if (type === 'html' && typeof entry.value === 'string')
      return [
        {
          type: 'html',
          html: entry.value,
          defaultStyle: entry.defaultStyle === true,
          className: classNameOf(entry.className),
        },
      ];
    if (type === 'category') {
      const link = isObject(entry.link) && entry.link.type === 'doc' ? docLink(entry.link.id) : [];
      const collapsible = entry.collapsible !== false;
      return [
        {
          type: 'category',
          label: translated('category', String(entry.label ?? '')),
          href: link[0]?.href,
          docId: link[0]?.type === 'link' ? link[0].docId : undefined,
          collapsible,
          collapsed: collapsible && entry.collapsed !== false,
          items: items(entry.items),
          className: classNameOf(entry.className),
          customProps: propsOf(entry.customProps),
        },
      ];
    }
    errors.warn({
      file,
      message: `sidebar "${sidebarId}": a ${String(type)} item is not shown`,
      hint: 'sitegen reads doc, ref, link, html, category and autogenerated items',
    });
    return [];
  };
  const list = items(spec);
  return { id: sidebarId, items: list, docIds: [...held] };
}

const propsOf = (value: unknown) => (isObject(value) ? value : undefined);

const classNameOf = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parentOf(dir: string): string {
  const i = dir.lastIndexOf('/');
  return i < 0 ? '' : dir.slice(0, i);
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

function compareEntries(a: Entry, b: Entry): number {
  if (a.position !== undefined && b.position !== undefined && a.position !== b.position)
    return a.position - b.position;
  if (a.position !== undefined && b.position === undefined) return -1;
  if (a.position === undefined && b.position !== undefined) return 1;
  return collator.compare(a.sortName, b.sortName);
}
