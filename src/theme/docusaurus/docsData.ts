/**
 * What the docs modules (`DocCardList`, `DocCard`, `useDocsSidebar`, `useCurrentSidebarCategory`,
 * `useDocsVersion`, `useDocById`) read beyond the global data: each docs version's sidebars as
 * the pages show them, and each doc's title and description (its front matter's, else its first
 * line of text, as Docusaurus describes a doc), and each generated index's description. Empty
 * here; the build writes its values in this file's place, in the bundles of the modules that read
 * it only.
 */
import type { SidebarItem } from '../../shared/index.js';

export interface DocsDataDoc {
  id: string;
  title: string;
  description?: string;
  permalink: string;
  sidebar?: string;
}

export interface DocsDataVersion {
  /** The docs plugin instance (docs section) it belongs to. */
  pluginId: string;
  name: string;
  label: string;
  isLast: boolean;
  /** Its root URL. */
  path: string;
  banner: 'unreleased' | 'unmaintained' | null;
  badge: boolean;
  sidebars: Record<string, SidebarItem[]>;
  docs: Record<string, DocsDataDoc>;
  /** The description of each generated index page, by its URL. */
  categoryDescriptions: Record<string, string>;
}

export interface DocsData {
  versions: DocsDataVersion[];
}

export const docsData: DocsData = { versions: [] };
