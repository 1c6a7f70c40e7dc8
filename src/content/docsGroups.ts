/**
 * The versions of the config's docs sections, each a folder docs are read from: the docs plugin
 * reads them (plugins/docs), and the folders outside the site it may read are found from them.
 */
import type { DocsFolder, DocsVersion, ResolvedConfig } from '../config/index.js';

/** One version of one docs section: the folder its docs are read from. */
export interface DocsGroup {
  /** `<section id>/<version name>`: names the group in changes and lookups. */
  key: string;
  section: DocsFolder;
  version: DocsVersion;
}

export function docsGroupKey(section: string, version: string): string {
  return `${section}/${version}`;
}

/** Every version of every docs section, sections in config order, versions in menu order. */
export function docsGroups(config: Pick<ResolvedConfig, 'content'>): DocsGroup[] {
  return config.content.docs.flatMap((section) =>
    section.versions.map((version) => ({
      key: docsGroupKey(section.id, version.name),
      section,
      version,
    })),
  );
}
