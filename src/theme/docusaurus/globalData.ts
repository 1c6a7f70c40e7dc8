/**
 * What `@docusaurus/useGlobalData` gives: plugin name → plugin instance id → its data, for the
 * plugins sitegen stands in for (each docs section and the blog of this locale), in Docusaurus's
 * shapes.
 * Empty here; the build writes its values in this file's place, in the bundles of the modules that
 * read it only.
 */
export interface GlobalDoc {
  id: string;
  path: string;
  /** Only when true, as Docusaurus leaves it out otherwise. */
  unlisted?: boolean;
  sidebar?: string;
}

export interface DocsGlobalData {
  path: string;
  versions: Array<{
    name: string;
    label: string;
    isLast: boolean;
    path: string;
    mainDocId: string;
    docs: GlobalDoc[];
    draftIds: string[];
    sidebars: Record<string, { link?: { path: string; label: string } }>;
  }>;
  breadcrumbs: boolean;
}

export type GlobalData = Record<string, Record<string, unknown>>;

export const globalData: GlobalData = {};
