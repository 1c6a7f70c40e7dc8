/**
 * Which docs versions a search reads. The index holds every version of every docs section, each
 * page filed under the Pagefind filter `version:<section id>/<version name>` (DocVersionFilter);
 * a search reads the chosen version of one section and the last version of the others, so a
 * reader finds each doc once. The version chosen first is the page's, else the reader's preferred
 * one, else the last.
 */
import { activeVersion, lastVersionOf, type PreferredVersions } from '../docsVersions.js';
import type { VersionedDocs } from '../types.js';

export function searchVersionKey(section: string, version: string): string {
  return `${section}/${version}`;
}

export function defaultSearchVersion(
  sections: VersionedDocs[],
  path: string,
  preferred: PreferredVersions,
): string {
  const section = sections.find((candidate) => activeVersion(candidate, path)) ?? sections[0];
  const version =
    activeVersion(section, path) ??
    section.versions.find((candidate) => candidate.name === preferred[section.id]) ??
    lastVersionOf(section);
  return searchVersionKey(section.id, version.name);
}

/** The choices: each version, named with its section where several sections have versions. */
export function searchVersionOptions(
  sections: VersionedDocs[],
): Array<{ value: string; label: string }> {
  return sections.flatMap((section) =>
    section.versions.map((version) => ({
      value: searchVersionKey(section.id, version.name),
      label: sections.length > 1 ? `${section.label} ${version.label}` : version.label,
    })),
  );
}

/** The Pagefind filter leaving out every version but the chosen one and the other sections' last. */
export function versionFilter(
  sections: VersionedDocs[],
  chosen: string,
): { none?: Array<{ version: string }> } {
  const chosenSection = chosen.slice(0, chosen.indexOf('/'));
  const none = sections.flatMap((section) =>
    section.versions
      .filter((version) =>
        section.id === chosenSection
          ? searchVersionKey(section.id, version.name) !== chosen
          : !version.isLast,
      )
      .map((version) => ({ version: searchVersionKey(section.id, version.name) })),
  );
  return none.length > 0 ? { none } : {};
}
