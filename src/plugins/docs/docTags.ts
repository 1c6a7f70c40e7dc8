/**
 * The tags of a version's docs as Docusaurus makes them: a front matter tag that the tags file
 * defines takes its label, permalink and description; any other (a label, or `{ label, permalink }`)
 * is inline: its label, its permalink written or the label in kebab case. Every permalink is under
 * the version's tags path (`docs/tags`, `docs/next/tags`), so each version has its own tag pages.
 * Inline tags are reported as the section's `onInlineTags` says, when it has a tags file.
 */
import kebabCase from 'lodash.kebabcase';
import type { DocsFolder } from '../../config/index.js';
import { frontMatterLine, type DocSource, type FrontMatterTag } from '../../content/index.js';
import type { ErrorList } from '../../errors.js';
import type { TagsFile } from './tagsFile.js';

/** A doc's tag: its label, its page's path in the locale (no leading slash), its description. */
export interface DocTag {
  label: string;
  path: string;
  description?: string;
  inline: boolean;
}

const join = (...parts: string[]) =>
  parts
    .join('/')
    .replace(/\/+/g, '/')
    .replace(/^\/|\/$/g, '');

/** A doc's tags, each once (by path). `tagsPath`: the version's tags path ("docs/next/tags"). */
export function docTags(
  doc: Pick<DocSource, 'file' | 'frontMatter'> &
    Partial<Pick<DocSource, 'translated' | 'defaultFile'>>,
  tagsPath: string,
  tagsFile: TagsFile | undefined,
  section: Pick<DocsFolder, 'onInlineTags' | 'tags'>,
  errors: ErrorList,
): DocTag[] {
  const written = (doc.frontMatter.tags ?? []) as FrontMatterTag[];
  const tags = new Map<string, DocTag>();
  for (const tag of written) {
    const defined = typeof tag === 'string' ? tagsFile?.get(tag) : undefined;
    const made: DocTag = defined
      ? {
          label: defined.label,
          path: join(tagsPath, defined.permalink),
          ...(defined.description && { description: defined.description }),
          inline: false,
        }
      : typeof tag === 'string'
        ? { label: tag, path: join(tagsPath, kebabCase(tag)), inline: true }
        : { label: tag.label, path: join(tagsPath, tag.permalink), inline: true };
    if (!tags.has(made.path)) tags.set(made.path, made);
  }
  const inline = [...new Set([...tags.values()].filter((t) => t.inline).map((t) => t.label))];
  const policy = section.onInlineTags;
  // A translation's tags are its default-locale file's (load.ts): said there, once for all locales.
  const file = doc.translated && doc.defaultFile ? doc.defaultFile : doc.file;
  if (tagsFile && inline.length > 0 && (policy === 'warn' || policy === 'throw'))
    (policy === 'throw' ? errors.add.bind(errors) : errors.warn.bind(errors))({
      file,
      line: frontMatterLine(file, 'tags'),
      column: 1,
      message: `tags [${inline.join(', ')}] are not defined in ${section.tags || 'tags.yml'}`,
      hint: `define them in ${section.tags || 'tags.yml'}, or use a tag it defines (onInlineTags: 'ignore' allows any)`,
    });
  return [...tags.values()];
}

/** A tag with the docs that have it, as its page lists them. */
export interface TaggedDocs {
  tag: DocTag;
  docs: DocSource[];
  /** Every doc with it is unlisted: the page lists them, but the tags list leaves it out. */
  unlisted: boolean;
}

/**
 * The docs of each tag (by title), the tags sorted by label; as Docusaurus, a tag with a listed doc lists
 * only its listed docs, and one with only unlisted docs is an unlisted page listing them all.
 */
export function taggedDocs(docs: DocSource[], tagsOf: (doc: DocSource) => DocTag[]): TaggedDocs[] {
  const byPath = new Map<string, { tag: DocTag; docs: DocSource[] }>();
  for (const doc of docs)
    for (const tag of tagsOf(doc)) {
      const entry = byPath.get(tag.path) ?? { tag, docs: [] };
      if (!entry.docs.includes(doc)) entry.docs.push(doc);
      byPath.set(tag.path, entry);
    }
  return [...byPath.values()]
    .map(({ tag, docs: all }) => {
      const listed = all.filter((doc) => !doc.unlisted);
      const byTitle = (list: DocSource[]) =>
        [...list].sort((a, b) => a.title.localeCompare(b.title));
      return listed.length > 0
        ? { tag, docs: byTitle(listed), unlisted: false }
        : { tag, docs: byTitle(all), unlisted: true };
    })
    .sort((a, b) => a.tag.label.localeCompare(b.tag.label));
}
