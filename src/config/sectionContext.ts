/**
 * What a content plugin's options (plugins/<name>/options.ts) are resolved with: the site root,
 * paths made absolute and checked, and its errors, which name the config file.
 */
import type { ContentFolder } from './contentTypes.js';

/** Where a section lives when the config does not say (the Docusaurus layout). */
export interface DefaultFolder {
  dir: string;
  translations: string;
}

export interface SectionContext {
  root: string;
  configFile: string;
  /** A path of the config, absolute. */
  at(rel: string): string;
  /** A path the author gave, which must exist (an error otherwise). */
  existing(key: string, rel: string | undefined): string | undefined;
  fail(message: string, hint: string): void;
  /**
   * A section's folders: the author's (which must exist), or the default when it exists (or
   * always, with `optional`: a section whose folder holds only some of its content).
   */
  folder(
    key: string,
    given: { dir?: string; translations?: string } | false | undefined,
    defaults: DefaultFolder,
    optional?: boolean,
  ): ContentFolder | undefined;
}
