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
export const ENCODED_MARK = '%EE%80%80';
/** Each placeholder, its mark raw or percent-encoded. */
const PLACEHOLDER =
  /(?:\uE000|%EE%80%80)(base|footnotes|back:\d+|admonition:[a-z]+|heading:[^\uE000]*)(?:\uE000|%EE%80%80)/g;

/** Characters a base URL may hold to be written as it is into a link (no escaping, no encoding). */
export const PLAIN_URL = /^[\w/.~-]*$/;
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

/**
 * A shared compile's result (HTML or a module) for the locale of `settings`: each placeholder
 * filled in. `reused`: the content is a shared compile every locale fills in (a cached compile, a
 * shared bundle's script), so its strings are split at their placeholders once for all locales
 * (`splitOf`); a page's rendered HTML, filled once, is not kept.
 */
export function forLocale<T>(content: T, settings: CompileSettings, reused = false): T {
  const value = valueOf(settings);
  const fill = (text: string) => {
    if (!text.includes(MARK) && !text.includes(ENCODED_MARK)) return text;
    return joined(reused ? splitOf(text, 'text') : splitAt(text), value);
  };
  return fillStrings(content, fill);
}

/**
 * A shared compile's text (a page's HTML) for the locale of `settings`, in pieces: its parts and
 * what the locale fills in between them, never joined (encodePieces.ts says why). Every locale
 * fills the same text: it is split once.
 */
export function piecesForLocale(text: string, settings: CompileSettings): string[] {
  if (!text.includes(MARK) && !text.includes(ENCODED_MARK)) return [text];
  return interleaved(splitOf(text, 'text'), valueOf(settings));
}

/**
 * A browser bundle of shared compiles for the locale of `settings`: as `forLocale`, in JavaScript
 * as esbuild writes it, where the mark is the escape `\uE000` and text beyond ASCII is escaped
 * (what the locale fills in is escaped the same way). Every locale fills the same bundle: it is
 * split once. In pieces (encodePieces.ts): a page's script is often larger than one string should be.
 */
export function scriptForLocale(code: string, settings: CompileSettings): string[] {
  const value = valueOf(settings);
  return interleaved(splitOf(code, 'script'), (name) => asciiOnly(value(name)));
}

/** The mark as esbuild escapes it in a string: `\uE000` after an even number of backslashes. */
const ESCAPED_MARK = /(?<=(?:^|[^\\])(?:\\\\)*)\\uE000/;
const ESCAPED_MARK_ALL = new RegExp(ESCAPED_MARK.source, 'g');

/** What each placeholder stands for in the locale of `settings`. */
function valueOf(settings: CompileSettings): (name: string) => string {
  const base = settings.assetBase.replace(/\/$/, '');
  const { labels } = settings;
  return (name) => {
    if (name === 'base') return base;
    if (name === 'footnotes') return labels.footnotes;
    if (name.startsWith('back:')) return labels.backToReference.replace('{n}', name.slice(5));
    if (name.startsWith('heading:'))
      return labels.headingLink.replace('{heading}', () => name.slice('heading:'.length));
    return labels.admonitions[name.slice('admonition:'.length)] ?? '';
  };
}

/** A text cut at its placeholders: `parts[i]`, then placeholder `names[i]`, …, then the last part. */
interface Split {
  parts: string[];
  names: string[];
}

function splitAt(text: string): Split {
  const parts: string[] = [];
  const names: string[] = [];
  let from = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    parts.push(text.slice(from, match.index));
    names.push(match[1]);
    from = match.index + match[0].length;
  }
  parts.push(text.slice(from));
  return { parts, names };
}

/** A split text's parts with what `value` gives each placeholder between them, as pieces. */
function interleaved({ parts, names }: Split, value: (name: string) => string): string[] {
  const pieces = [parts[0]];
  names.forEach((name, i) => pieces.push(value(name), parts[i + 1]));
  return pieces;
}

function joined({ parts, names }: Split, value: (name: string) => string): string {
  let out = parts[0];
  for (let i = 0; i < names.length; i++) out += value(names[i]) + parts[i + 1];
  return out;
}

/**
 * Splits of the shared texts filled lately, by kind, newest last, for the next locale: up to
 * `SPLITS_KEPT_CHARS` of text in all (they hold slices of it), so that `serve --watch` does not
 * keep an old build's.
 */
const splits = { text: new Map<string, Split>(), script: new Map<string, Split>() };
let splitChars = 0;
const SPLITS_KEPT_CHARS = 64 * 1024 * 1024;

/**
 * `text` split at its placeholders, from the splits kept when a locale filled it before. A
 * script's escaped marks are read as marks, and its parts are escaped back to ASCII.
 */
function splitOf(text: string, kind: keyof typeof splits): Split {
  const kept = splits[kind].get(text);
  if (kept) {
    splits[kind].delete(text);
    splits[kind].set(text, kept);
    return kept;
  }
  let split: Split;
  if (kind === 'text') split = splitAt(text);
  else if (!ESCAPED_MARK.test(text) && !text.includes(ENCODED_MARK))
    split = { parts: [text], names: [] };
  else {
    const found = splitAt(text.replace(ESCAPED_MARK_ALL, MARK));
    split = { parts: found.parts.map(asciiOnly), names: found.names };
  }
  splits[kind].set(text, split);
  splitChars += text.length;
  for (const kept of Object.values(splits)) {
    for (const [old] of kept) {
      if (splitChars <= SPLITS_KEPT_CHARS) break;
      kept.delete(old);
      splitChars -= old.length;
    }
  }
  return split;
}

function labelsArePlain(labels: ContentLabels): boolean {
  return [
    labels.footnotes,
    labels.backToReference,
    labels.headingLink,
    ...Object.values(labels.admonitions),
  ].every((label) => !ESCAPED.test(label));
}

/** A copy of plain data (strings, arrays, objects) with `fill` applied to every string in it. */
export function fillStrings<T>(value: T, fill: (text: string) => string): T {
  if (typeof value === 'string') return fill(value) as T;
  if (Array.isArray(value)) return value.map((item) => fillStrings(item, fill)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillStrings(item, fill)]),
    ) as T;
  return value;
}
