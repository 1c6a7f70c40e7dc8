/**
 * The content of every locale of a build, loaded ahead, one locale after another, from the start of
 * the build. Reading a locale's sources (front matter, reading times, the site's plugins'
 * `loadContent`) is work for this thread, and this thread waits while the first locale's Markdown
 * compiles on the worker threads: loaded then, the later locales' content costs the build no time
 * (a second of a 9-locale build of Jest's website). A locale's errors are kept with its content and
 * reported when the locale is built, as before; nothing is loaded once the build has stopped.
 */
import { ErrorList } from '../errors.js';
import { loadLocaleContent, type LocaleContent } from './localeState.js';
import type { SiteInputs } from './siteInputs.js';
import { timed } from './timings.js';

/** A locale's content being loaded, and the list its problems are collected into. */
export interface LoadedContent {
  content: Promise<LocaleContent>;
  errors: ErrorList;
}

export interface ContentAhead {
  /** The content of the build's `i`th locale. */
  of(i: number): LoadedContent;
  /**
   * Loads nothing more (the build stopped); resolves once the locale being loaded, if any, is done
   * (its caches saved), so that a failed build ends with nothing of it still running.
   */
  stop(): Promise<void>;
}

export function loadContentAhead(site: SiteInputs, locales: string[]): ContentAhead {
  let stopped = false;
  let previous: Promise<unknown> = Promise.resolve();
  const loaded = locales.map((locale): LoadedContent => {
    const errors = new ErrorList();
    const after = previous;
    const content = after.then(() => {
      if (stopped) throw new Error('the build stopped');
      return timed('load content', () => loadLocaleContent(site, locale, errors));
    });
    // The next locale starts once this one is loaded, whether or not it loaded.
    previous = content.catch(() => undefined);
    return { content, errors };
  });
  return {
    of: (i) => loaded[i],
    stop: () => {
      stopped = true;
      return previous.then(() => undefined);
    },
  };
}
