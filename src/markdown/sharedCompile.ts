/**
 * A default-locale Markdown file compiles to the same HTML in every locale but for its locale's
 * base URL (in links and asset URLs) and the words sitegen writes into it (admonition titles,
 * footnote labels, the name of a heading's link, which holds the heading's text as compiled). So it is compiled once for all locales, with placeholders in those places
 * (`sharedSettings`), and each locale fills them in (`forLocale`): a site's untranslated locales
 * compile nothing of their own.
 *
 * MDX modules are shared the same way: the placeholders stand in the module's strings.
 *
 * A file is compiled per locale, as before, when the placeholders cannot stand for what a locale
 * would compile: a link written with a locale's prefix ("/fr/docs/x", localized differently by each
 * locale: `localeBound`), a base URL or a label holding characters HTML, a URL or a JavaScript
 * string would escape, or a source holding the placeholder character. A site's own Markdown
 * plugins may read what the placeholders replace: a file compiled with them is shared only once
 * the shared compile, filled in for the locale that made it, equals that locale's own compile
 * (`needsCheck`, pipeline/compileMarkdown.ts).
 */
import {
  BASE_PLACEHOLDER as BASE,
  PLACEHOLDER_MARK as MARK,
  type CompileSettings,
} from './settings.js';
import type { ContentLabels } from './context.js';
import { asciiOnly } from '../shared/index.js';

/** The mark as a URL holds it (mdast-util-to-hast percent-encodes a link's URL). */
const ENCODED_MARK = '%EE%80%80';
/** Each placeholder, its mark raw or percent-encoded. */
const PLACEHOLDER =
  /(?:\uE000|%EE%80%80)(base|footnotes|back:\d+|admonition:[a-z]+|heading:[^\uE000]*)(?:\uE000|%EE%80%80)/g;

/** Characters a base URL may hold to be written as it is into a link (no escaping, no encoding). */
const PLAIN_URL = /^[\w/.~-]*$/;
/**
 * Characters HTML would escape in a label, those a JavaScript string escapes (an MDX module holds
 * the label in one), and the mark itself.
 */
const ESCAPED = /[&<>"'\\\u0000-\u001f\u2028\u2029\uE000]/;

/**
 * The settings of the compile shared by every locale whose settings are `settings` but for the
 * locale (its base URL and labels); undefined when that locale cannot share one.
 * `locales`: every locale of the site, to tell a link each would write differently.
 */
export function sharedSettings(
  settings: CompileSettings,
  locales: string[],
): CompileSettings | undefined {
  const base = settings.assetBase;
  if (!PLAIN_URL.test(base) || !labelsArePlain(settings.labels)) return undefined;
  const urlOfSource: Array<[string, string]> = [];
  for (const [source, url] of settings.urlOfSource) {
    if (!url.startsWith(base)) return undefined;
    urlOfSource.push([source, `${BASE}/${url.slice(base.length)}`]);
  }
  return {
    ...settings,
    locale: '',
    assetBase: `${BASE}/`,
    // Only default-locale files are shared: no translation folder to map back.
    folders: [],
    urlOfSource,
    labels: {
      footnotes: `${MARK}footnotes${MARK}`,
      backToReference: `${MARK}back:{n}${MARK}`,
      admonitions: Object.fromEntries(
        Object.keys(settings.labels.admonitions).map((kind) => [
          kind,
          `${MARK}admonition:${kind}${MARK}`,
        ]),
      ),
      headingLink: `${MARK}heading:{heading}${MARK}`,
    },
    shared: { locales: [...locales].sort() },
  };
}

/**
 * Whether a source may be compiled once for every locale: a default-locale file without the mark
 * (raw, or percent-encoded as a placeholder in a URL is).
 */
export function isShareable(source: { file: string; defaultFile: string; body: string }): boolean {
  return (
    source.file === source.defaultFile &&
    !source.body.includes(MARK) &&
    !source.body.includes(ENCODED_MARK)
  );
}

/**
 * Whether what a shared compile with these settings makes must be checked against a locale's own
 * compile before it is shared: the site's own plugins may treat a placeholder unlike the text it
 * stands for, unless they are all known not to (config/linkSafePlugins.ts).
 */
export function needsCheck(shared: CompileSettings): boolean {
  return shared.sitePlugins !== undefined && !shared.sitePlugins.linkSafe;
}

/** A shared compile's result (HTML or a module) for the locale of `settings`: each placeholder filled in. */
export function forLocale<T>(content: T, settings: CompileSettings): T {
  const base = settings.assetBase.replace(/\/$/, '');
  const { labels } = settings;
  const fill = (text: string) =>
    text.includes(MARK) || text.includes(ENCODED_MARK)
      ? text.replace(PLACEHOLDER, (_, name: string) => {
          if (name === 'base') return base;
          if (name === 'footnotes') return labels.footnotes;
          if (name.startsWith('back:')) return labels.backToReference.replace('{n}', name.slice(5));
          if (name.startsWith('heading:'))
            return labels.headingLink.replace('{heading}', () => name.slice('heading:'.length));
          return labels.admonitions[name.slice('admonition:'.length)] ?? '';
        })
      : text;
  return fillStrings(content, fill);
}

/**
 * A browser bundle of shared compiles for the locale of `settings`: as `forLocale`, in JavaScript
 * as esbuild writes it, where the mark is the escape `\uE000` and text beyond ASCII is escaped
 * (what the locale fills in is escaped the same way).
 */
export function scriptForLocale(code: string, settings: CompileSettings): string {
  if (!ESCAPED_MARK.test(code) && !code.includes(ENCODED_MARK)) return code;
  return asciiOnly(forLocale(code.replace(ESCAPED_MARK_ALL, MARK), settings));
}

/** The mark as esbuild escapes it in a string: `\uE000` after an even number of backslashes. */
const ESCAPED_MARK = /(?<=(?:^|[^\\])(?:\\\\)*)\\uE000/;
const ESCAPED_MARK_ALL = new RegExp(ESCAPED_MARK.source, 'g');

function labelsArePlain(labels: ContentLabels): boolean {
  return [
    labels.footnotes,
    labels.backToReference,
    labels.headingLink,
    ...Object.values(labels.admonitions),
  ].every((label) => !ESCAPED.test(label));
}

/** A copy of plain data (strings, arrays, objects) with `fill` applied to every string in it. */
function fillStrings<T>(value: T, fill: (text: string) => string): T {
  if (typeof value === 'string') return fill(value) as T;
  if (Array.isArray(value)) return value.map((item) => fillStrings(item, fill)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillStrings(item, fill)]),
    ) as T;
  return value;
}
