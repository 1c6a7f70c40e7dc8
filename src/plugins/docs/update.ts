/**
 * The docs after some of their files changed (`serve --watch`): each changed doc read again and
 * put in its version's list, and the category files of a version read again when one changed or
 * a doc came or went there (a large site's docs take far longer to load than one edit may).
 */
import { docsGroups, type DocSource } from '../../content/index.js';
import { DOC_PATTERNS, loadCategories, loadSidebarLabels, toDoc, type LoadedDocs } from './load.js';
import { docRouteShape } from './routes.js';
import { readTagsFile } from './tagsFile.js';
import type { ContentUpdate, LoadContext, PluginChanges, SourceChange } from '../types.js';
import { builtOnly, replaceByPath, rereadSource } from '../update.js';

export function updateDocs(
  ctx: LoadContext,
  previous: LoadedDocs[],
  changes: PluginChanges,
): ContentUpdate<LoadedDocs[]> {
  const { config, locale, errors } = ctx;
  const groups = new Map(docsGroups(config).map((group) => [group.key, group]));
  const docs = new Map(previous.map((loaded) => [loaded.key, loaded.docs]));
  const changed: SourceChange[] = [];
  let routes = false;
  const addedOrRemoved = new Set<string>();
  for (const { relPath, group } of changes.sources) {
    const list = group === undefined ? undefined : docs.get(group);
    const folder = group === undefined ? undefined : groups.get(group)?.version;
    if (group === undefined || !list || !folder) continue;
    const source = rereadSource(ctx, folder, DOC_PATTERNS, relPath);
    const after: DocSource | undefined = builtOnly(
      ctx,
      source && toDoc(source, { key: group }, errors),
    );
    const before = list.find((doc) => doc.relPath === relPath);
    if (!before && !after) continue;
    docs.set(group, replaceByPath(list, relPath, after));
    changed.push({ before, after });
    if (!before || !after) addedOrRemoved.add(group);
    else if (docRouteShape(before) !== docRouteShape(after)) routes = true;
  }
  // A category file (or a sidebar labels or tags file) may be any version's: all are read again (they are few).
  const content = previous.map((loaded) => {
    const list = docs.get(loaded.key)!;
    const group = groups.get(loaded.key);
    if (!group || !(changes.data || addedOrRemoved.has(loaded.key)))
      return { ...loaded, docs: list };
    const sidebarLabels = changes.data
      ? loadSidebarLabels(config, group, locale, errors)
      : loaded.sidebarLabels;
    const categories = loadCategories(config, group, locale, list, errors, sidebarLabels);
    const tagsFile = changes.data
      ? readTagsFile(group.section, group.version, locale, errors)
      : loaded.tagsFile;
    return {
      key: loaded.key,
      docs: list,
      categories,
      sidebarLabels,
      ...(tagsFile && { tagsFile }),
    };
  });
  if (changes.data || addedOrRemoved.size > 0) routes = true;
  return { content, changed, routes };
}
