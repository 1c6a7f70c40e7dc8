/**
 * Code imported from a file: a fence whose meta names one (```` ```ts file=./snippet.ts#L2-L8 ````)
 * gets the file's lines as its code, and a paragraph that is only VitePress's line
 * (`<<< @/snippets/x.ts{2-4}`) becomes such a fence, its language the file's extension unless the
 * braces give one. A path is the Markdown file's relative one, or the site folder's after `@/`.
 *
 * The path is content, so untrusted: a file outside the site folder (or reached through a
 * symbolic link out of it), a hidden one, a missing one or a folder is an error at the fence. Each
 * file read is recorded with its hash (`file.data.imports`): the compile caches check it, and
 * `serve --watch` re-renders the pages that import a snippet when it changes.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Code, Paragraph, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { Parent } from 'unist';
import type { VFile } from 'vfile';
import { fileTooLarge, withoutBom } from '../../readText.js';
import { hashBytes, whyOutsideSite } from '../../content/index.js';
import type { CompileContext } from '../context.js';
import {
  fileInMeta,
  languageOfFile,
  snippetLine,
  snippetPart,
  type SnippetRef,
} from '../codeImport.js';
import { walk } from '../walk.js';

const HINT_INSIDE =
  'import a file inside the site folder: a path relative to this Markdown file, or one from the site folder after "@/" (@/snippets/example.ts); hidden files are never read';

export default function remarkCodeImport() {
  return (tree: Root, file: VFile) => {
    const ctx = file.data.sitegen;
    if (!ctx) return;
    const fail = (node: Code | Paragraph, message: string, hint: string) =>
      (file.data.problems ??= []).push({
        file: file.path,
        line: node.position?.start.line,
        column: node.position?.start.column,
        message,
        hint,
      });
    walk(tree, null, (node, index, parent: Parent | undefined) => {
      if (node.type === 'code') {
        const code = node as Code;
        const named = code.meta ? fileInMeta(code.meta) : undefined;
        if (!named) return 'skip';
        if ('error' in named) {
          fail(code, `cannot import code: ${named.error}`, 'write file=./path#L2-L8');
          return 'skip';
        }
        const read = readSnippet(ctx, file, named.ref);
        if ('error' in read) {
          fail(code, `cannot import ${named.ref.path}: ${read.error}`, read.hint);
          return 'skip';
        }
        code.value = read.code;
        code.lang ??= languageOfFile(read.file) || null;
        code.meta = named.meta || null;
        return 'skip';
      }
      if (node.type !== 'paragraph' || !parent || index === undefined) return undefined;
      const paragraph = node as Paragraph;
      const first = paragraph.children[0];
      if (first?.type !== 'text' || !first.value.startsWith('<<<')) return 'skip';
      const line = snippetLine(sourceText(paragraph, file));
      if (!line) return 'skip';
      if ('error' in line) {
        fail(
          paragraph,
          `cannot import code: ${line.error}`,
          'write <<< @/snippets/example.ts{2-4}',
        );
        return 'skip';
      }
      const read = readSnippet(ctx, file, line);
      if ('error' in read) {
        fail(paragraph, `cannot import ${line.path}: ${read.error}`, read.hint);
        return 'skip';
      }
      const meta = [
        line.highlight && `{${line.highlight}}`,
        line.attrs,
        line.title && `title=${JSON.stringify(line.title)}`,
      ]
        .filter(Boolean)
        .join(' ');
      const fence: Code = {
        type: 'code',
        lang: line.lang ?? (languageOfFile(read.file) || null),
        meta: meta || null,
        value: read.code,
        position: paragraph.position,
      };
      parent.children[index] = fence;
      return 'skip';
    });
  };
}

/**
 * The paragraph as written (MDX reads `<<<` and `{…}` only escaped, preprocess.ts escapes them),
 * or its text when the parser kept no offsets.
 */
function sourceText(paragraph: Paragraph, file: VFile): string {
  const start = paragraph.position?.start.offset;
  const end = paragraph.position?.end.offset;
  if (start === undefined || end === undefined) return toString(paragraph);
  return String(file.value)
    .slice(start, end)
    .replace(/\\([\\<>{}[\]#_*`])/g, '$1');
}

type Read = { file: string; code: string } | { error: string; hint: string };

function readSnippet(ctx: CompileContext, vfile: VFile, ref: SnippetRef): Read {
  const candidates = ref.path.startsWith('@/')
    ? [path.join(ctx.siteRoot, ref.path.slice(2))]
    : [
        path.resolve(path.dirname(ctx.file), ref.path),
        // A translation reads the snippets beside the page it translates.
        path.resolve(path.dirname(ctx.defaultFile), ref.path),
      ];
  const found = candidates.find((candidate) => fs.existsSync(candidate)) ?? candidates[0];
  const refused = whyOutsideSite(ctx.siteRoot, found);
  if (refused) return { error: refused, hint: HINT_INSIDE };
  let stats: fs.Stats;
  try {
    stats = fs.statSync(found);
  } catch {
    return {
      error: `no such file (${path.relative(ctx.siteRoot, found) || found})`,
      hint: 'check the path: it is relative to this Markdown file, or to the site folder after "@/"',
    };
  }
  if (!stats.isFile()) return { error: 'it is a folder, not a file', hint: 'name a file in it' };
  const tooLarge = fileTooLarge(found);
  if (tooLarge) return { error: tooLarge.message, hint: tooLarge.hint ?? '' };
  const bytes = fs.readFileSync(found);
  (vfile.data.imports ??= []).push({ file: found, hash: hashBytes(bytes) });
  const part = snippetPart(withoutBom(bytes.toString('utf8')), ref.part);
  if ('error' in part)
    return {
      error: part.error,
      hint: 'name lines the file has (#L2-L8), or a region it marks with // #region name … // #endregion',
    };
  return { file: found, code: part.code };
}
