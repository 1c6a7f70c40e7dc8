/**
 * Whether a build includes a source: drafts only when the build asks for them (`serve --watch`
 * does). Every loader asks here, so the rule lives in one place.
 */
export function isBuilt(source: { draft: boolean }, includeDrafts: boolean): boolean {
  return includeDrafts || !source.draft;
}
