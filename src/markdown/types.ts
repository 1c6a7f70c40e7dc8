import type { SiteError } from '../errors.js';
import type { AssetRef } from './context.js';
import type { TocEntry } from '../shared/types.js';

/** The result of compiling one content file: HTML ready to pour into the theme. */
export interface CompiledContent {
  html: string;
  toc: TocEntry[];
  assets: AssetRef[];
  /** Problems found while compiling (broken relative links, syntax errors). */
  problems: SiteError[];
}
