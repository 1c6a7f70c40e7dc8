/**
 * The content folders a config names outside the site folder: a monorepo's website reads its
 * docs from `../docs`, as Docusaurus's docs `path` allows. Content inside them may be read like
 * the site's own (insideSite.ts); every other path outside the site stays refused.
 */
import path from 'node:path';
import type { ResolvedConfig } from '../config/index.js';
import { docsGroups } from './docsGroups.js';
import { allowFoldersOutside } from './insideSite.js';

export function contentFoldersOutside(config: ResolvedConfig): string[] {
  const { blog, pages, api } = config.content;
  const dirs = [
    ...docsGroups(config).map(({ version }) => version.dir),
    ...[blog, pages, api].flatMap((folder) => (folder ? [folder.dir] : [])),
  ];
  return [...new Set(dirs)].filter((dir) => {
    const rel = path.relative(config.root, dir);
    return rel === '..' || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel);
  });
}

/** Lets the site's content read inside the content folders its config names outside it. */
export function allowContentFoldersOutside(config: ResolvedConfig): void {
  allowFoldersOutside(config.root, contentFoldersOutside(config));
}
