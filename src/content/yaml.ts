/**
 * YAML as sitegen reads it (front matter, `authors.yml`, `_category_.yml`): the YAML 1.2 core
 * schema (no dates or other types beyond JSON's), parsed by js-yaml, the parser under the
 * gray-matter Docusaurus reads front matter with (there with js-yaml's default schema, which also
 * reads dates). It is several times faster than a parser that keeps the document's syntax tree,
 * which a cold build of thousands of docs feels.
 *
 * An alias repeats its anchor's value without copying it, so ten lines nesting aliases ("a billion
 * laughs") parse in a millisecond into a value billions of values large once anything walks it
 * (JSON for the cache, a copy, a message): such a document is refused as it is parsed.
 */
import { CORE_SCHEMA, load, YAMLException } from 'js-yaml';
import { lineAndColumn } from '../shared/index.js';

/** How many values aliases may add to a document beyond those written in it. */
export const ALIAS_EXPANSION_LIMIT = 100_000;

/** A document whose aliases expand beyond the limit, at its first alias. */
export class YamlAliasBomb extends Error {
  constructor(
    readonly line: number,
    readonly column: number,
  ) {
    super(
      `its aliases (*name) repeat values more than ${ALIAS_EXPANSION_LIMIT.toLocaleString('en')} times, which sitegen refuses (a YAML alias bomb?)`,
    );
  }
}

export function parseYaml(text: string): unknown {
  const data = load(text, { schema: CORE_SCHEMA });
  // Without an alias, every value is one the text writes.
  if (text.includes('*') && aliasExpansion(data) > ALIAS_EXPANSION_LIMIT) {
    const alias = /(?:^|[\s[{,:-])(\*)[^\s,\]}]/m.exec(text);
    const at = alias ? lineAndColumn(text, alias.index + alias[0].indexOf('*')) : undefined;
    throw new YamlAliasBomb(at?.line ?? 1, at?.column ?? 1);
  }
  return data;
}

/**
 * How many values the document holds once every alias is expanded, minus those it holds as
 * parsed (each object counted once): what walking it costs beyond its size. Each object is
 * measured once (aliases share their anchor's object), so this takes time in the parsed size.
 */
function aliasExpansion(data: unknown): number {
  const sizes = new Map<object, number>();
  const size = (value: unknown): number => {
    if (typeof value !== 'object' || value === null) return 1;
    const known = sizes.get(value);
    // A value met again inside itself would be endless.
    if (known !== undefined) return known < 0 ? Infinity : known;
    sizes.set(value, -1);
    let total = 1;
    for (const child of Object.values(value)) total += size(child);
    sizes.set(value, total);
    return total;
  };
  const expanded = size(data);
  let parsed = 0;
  for (const value of sizes.keys())
    parsed += 1 + Object.values(value).filter((v) => typeof v !== 'object' || v === null).length;
  return expanded - parsed;
}

/** A parse error's reason, at its line and column (1-based) when the parser says where. */
export function yamlProblem(thrown: unknown): { message: string; line?: number; column?: number } {
  if (thrown instanceof YAMLException)
    return { message: thrown.reason, line: thrown.mark.line + 1, column: thrown.mark.column + 1 };
  if (thrown instanceof YamlAliasBomb)
    return { message: thrown.message, line: thrown.line, column: thrown.column };
  return { message: (thrown instanceof Error ? thrown.message : String(thrown)).split('\n')[0] };
}
