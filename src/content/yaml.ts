/**
 * YAML as sitegen reads it (front matter, `authors.yml`, `_category_.yml`): the YAML 1.2 core
 * schema (no dates or other types beyond JSON's), parsed by js-yaml, the parser under the
 * gray-matter Docusaurus reads front matter with (there with js-yaml's default schema, which also
 * reads dates). It is several times faster than a parser that keeps the document's syntax tree,
 * which a cold build of thousands of docs feels.
 */
import { CORE_SCHEMA, load, YAMLException } from 'js-yaml';

export function parseYaml(text: string): unknown {
  return load(text, { schema: CORE_SCHEMA });
}

/** A parse error's reason, at its line and column (1-based) when the parser says where. */
export function yamlProblem(thrown: unknown): { message: string; line?: number; column?: number } {
  if (thrown instanceof YAMLException)
    return { message: thrown.reason, line: thrown.mark.line + 1, column: thrown.mark.column + 1 };
  return { message: (thrown instanceof Error ? thrown.message : String(thrown)).split('\n')[0] };
}
