/** What an edit of the docs shows on under `serve --watch`. */
import type { DocSource, SourceFile } from '../../content/index.js';
import { docDescription } from './docsData.js';
import type { Route } from '../../routes/index.js';
import type { PluginEdit } from '../types.js';
import { sidebarChanges } from './sidebarChanges.js';

const isDoc = (source: SourceFile | undefined): source is DocSource =>
  source !== undefined && 'sidebarLabel' in source;

/**
 * Docs pages whose sidebar shows an edit or whose previous/next changed, and the generated
 * category pages of an edited sidebar (sidebarChanges.ts) or that list an edited doc's card, and
 * the tag pages when the route table was made again (a doc's tags, title or description changed).
 */
export function docsAffected(edit: PluginEdit): (route: Route) => boolean {
  const docs = sidebarChanges(edit.before, edit.after, edit.overridden('DocSidebar'));
  // Generated indexes show a card of each doc they list, with its description.
  const described = new Set(
    edit.changed.flatMap(({ before, after }) => {
      const doc = after ?? before;
      if (!isDoc(doc)) return [];
      const shown = (d?: SourceFile) => JSON.stringify(isDoc(d) ? docDescription(d) : undefined);
      return shown(before) === shown(after) ? [] : [doc.group];
    }),
  );
  return (route) =>
    // Tag pages list the docs' titles and tags, which the route table holds: made again with it.
    ((route.kind === 'doc-tags' || route.kind === 'doc-tag') && edit.newTable) ||
    ((route.kind === 'doc' || route.kind === 'doc-category') && docs.pages.has(route.url)) ||
    (route.kind === 'doc-category' && (docs.groups.has(route.group) || described.has(route.group)));
}
