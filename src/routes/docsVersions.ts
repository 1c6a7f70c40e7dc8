/**
 * What the route table keeps of each version of each docs section, as the docs plugin
 * (plugins/docs/routes.ts) routes it: its URLs, sidebars, and each page's navigation. The shell
 * and the docs' pages read it.
 */
import type { DocsFolder, DocsVersion } from '../config/index.js';
import type { NavLink, SidebarItem } from './sidebar.js';

/**
 * One sidebar of a version's docs: its id (the key naming it in the sidebars file;
 * `defaultSidebar` for the folder tree), its items, and every doc it holds, unlisted ones too
 * (their pages show it, though it does not list them).
 */
export interface NamedSidebar {
  id: string;
  items: SidebarItem[];
  docIds: string[];
}

/** A sidebar of a docs version, with its links in reading order. */
export interface DocsSidebar extends NamedSidebar {
  /** Its docs and linked categories in reading order (categories before their children): previous/next. */
  order: NavLink[];
}

/** What a docs page shows around its content. */
export interface DocsPageNavigation {
  /** The sidebar it shows; none when undefined. */
  sidebar?: DocsSidebar;
  previous?: NavLink;
  next?: NavLink;
}

/** One version of one docs section, routed. */
export interface DocsVersionRoutes {
  /** `<section id>/<version name>` (`docsGroupKey`). */
  key: string;
  section: DocsFolder;
  version: DocsVersion;
  /** Its label in this locale: the version's translation file may give one (`version.label`). */
  label: string;
  /** The URL of the version's root ("/id/docs/1.0"; "/id/" at the locale's root). */
  root: string;
  /** Its pages' URL prefix, with a trailing slash ("/id/docs/1.0/"). */
  base: string;
  /** Its sidebars, in the order of its sidebars file (one, `defaultSidebar`, without a file). */
  sidebars: DocsSidebar[];
  /** The first sidebar's items (empty without docs): where the version starts, and the shell's. */
  sidebar: SidebarItem[];
  /** The first sidebar's links in reading order. */
  sidebarOrder: NavLink[];
  /** Per page URL (docs and generated category pages): the sidebar it shows, previous and next. */
  navigation: Map<string, DocsPageNavigation>;
  /** Each doc's URL, by doc id (unlisted docs too; drafts only where they are built). */
  docUrls: Map<string, string>;
  /** Where the version starts: its doc at the version's root, else its sidebar's first doc, else its first doc. */
  mainDoc?: string;
}

/**
 * The group whose pages stand for the docs where one is meant (the shell's sidebar, the navbar's
 * docs link, the home page): the last version of the first section.
 */
export function mainDocsGroup(groups: DocsVersionRoutes[]): DocsVersionRoutes | undefined {
  const first = groups[0]?.section;
  return groups.find((group) => group.section === first && group.version.isLast);
}

/**
 * A sidebar named across versions: its docs section and its id ("default/tutorialSidebar"). The
 * navbar's `docSidebar` item with that sidebar is active on the pages showing it.
 */
export function docSidebarKey(section: string, sidebarId: string): string {
  return `${section}/${sidebarId}`;
}
