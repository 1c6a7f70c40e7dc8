/**
 * A docs folder's `_category_.json` / `_category_.yml`: its sidebar label, position, state and
 * link, each checked against its type as Docusaurus checks it. A value of the wrong type
 * (`label: {}`) is an error at its line, not a category quietly labelled by its folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { ErrorList } from '../../errors.js';
import { fileTooLarge, withoutBom } from '../../readText.js';
import { escapeRegExp, lineAndColumn } from '../../shared/index.js';
import { parseYaml, yamlProblem } from '../../content/index.js';

const CATEGORY_FILES = ['_category_.json', '_category_.yml', '_category_.yaml'];

/** Whether a file of a docs folder is one `readCategoryFile` reads (`_category_.json`…). */
export function isCategoryFile(file: string): boolean {
  return CATEGORY_FILES.includes(path.basename(file));
}

const link = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('doc'), id: z.string() }),
    z.object({
      type: z.literal('generated-index'),
      slug: z.string().optional(),
      title: z.string().optional(),
      description: z.string().optional(),
    }),
  ])
  .nullable();

const categorySchema = z.object({
  label: z.string().describe('a string'),
  position: z.number().describe('a number'),
  collapsed: z.boolean().describe('true or false'),
  collapsible: z.boolean().describe('true or false'),
  className: z.string().describe('a string'),
  description: z.string().describe('a string'),
  customProps: z.record(z.string(), z.unknown()).describe('an object'),
  link: link.describe(
    '{"type": "doc", "id": "..."} or {"type": "generated-index"} (with slug, title, description strings)',
  ),
});

export type CategoryFileData = Partial<z.output<typeof categorySchema>>;

/** The folder's category file, read and checked; undefined when there is none or it is unusable. */
export function readCategoryFile(
  folder: string,
  errors: ErrorList,
  maxFileSizeMB?: number,
): { data: CategoryFileData; file: string } | undefined {
  const name = CATEGORY_FILES.find((candidate) => fs.existsSync(path.join(folder, candidate)));
  if (!name) return undefined;
  const file = path.join(folder, name);
  const tooLarge = fileTooLarge(file, maxFileSizeMB);
  if (tooLarge) {
    errors.add(tooLarge);
    return undefined;
  }
  const text = withoutBom(fs.readFileSync(file, 'utf8'));
  let parsed: unknown;
  try {
    parsed = name.endsWith('.json') ? JSON.parse(text) : parseYaml(text);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
      throw new Error('expected an object with label/position');
  } catch (thrown) {
    // JSON's errors say where as "line 2 column 5"; YAML's say it with the error.
    const json = /line (\d+) column (\d+)/.exec((thrown as Error).message);
    const problem = name.endsWith('.json')
      ? {
          message: (thrown as Error).message.split('\n')[0],
          line: json ? Number(json[1]) : undefined,
          column: json ? Number(json[2]) : undefined,
        }
      : yamlProblem(thrown);
    errors.add({
      file,
      line: problem.line,
      column: problem.column,
      message: `invalid category file: ${problem.message}`,
      hint: 'it should look like {"label": "Install", "position": 2}',
    });
    return undefined;
  }
  const data: Record<string, unknown> = {};
  const shape = categorySchema.shape as Record<string, z.ZodType>;
  for (const [key, value] of Object.entries(parsed as Record<string, unknown>)) {
    const schema = shape[key];
    if (!schema) continue;
    const checked = schema.safeParse(value);
    if (checked.success) data[key] = checked.data;
    else
      errors.add({
        file,
        ...keyPosition(text, key),
        message: `category "${key}" must be ${schema.description}, got ${JSON.stringify(value)?.slice(0, 60)}`,
        hint: `change the value of ${key}`,
      });
  }
  return { data: data as CategoryFileData, file };
}

/** Where a key's value starts in JSON or YAML text (its first `key:`), when it is found. */
function keyPosition(text: string, key: string): { line: number; column: number } | object {
  const at = new RegExp(`(["']?)${escapeRegExp(key)}\\1[ \\t]*:[ \\t]*`).exec(text);
  return at ? lineAndColumn(text, at.index + at[0].length) : {};
}
