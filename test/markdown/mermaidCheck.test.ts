import { expect, test } from 'vitest';
import { checkDiagrams } from '../../src/markdown/checkDiagrams.js';
import { compileMd } from '../../src/markdown/compileMd.js';
import { diagramWarnings, mermaidMessage } from '../../src/markdown/mermaidCheck.js';
import { makeContext } from '../helpers.js';

const VALID = {
  flowchart: 'graph LR\n  A[Request] --> B{Cached?} -- yes --> C[Answer]',
  sequence: 'sequenceDiagram\n  Alice->>Bob: Hi',
  class: 'classDiagram\n  Animal <|-- Duck',
  state: 'stateDiagram-v2\n  [*] --> Still',
  er: 'erDiagram\n  CUSTOMER ||--o{ ORDER : places',
  gantt: 'gantt\n  title A\n  section S\n  Task :a1, 2024-01-01, 30d',
  pie: 'pie title Pets\n  "Dogs" : 386',
  mindmap: 'mindmap\n  root((mindmap))\n    A',
  gitGraph: 'gitGraph\n  commit\n  branch develop\n  commit',
};

test('mermaid reads every common diagram type in Node, without a DOM', async () => {
  const diagrams = Object.values(VALID).map((source, i) => ({ source, line: i + 1, column: 1 }));
  expect(await diagramWarnings('/site/docs/a.md', diagrams)).toEqual([]);
});

test("a diagram mermaid cannot read is a warning at its fence with mermaid's message", async () => {
  const warnings = await diagramWarnings('/site/docs/a.md', [
    { source: 'graph LR\n  A[Request --> B', line: 7, column: 1 },
    { source: 'pie title Pets\n  "Dogs" 386', line: 12, column: 3 },
    { source: 'notADiagram\n  x', line: 20, column: 1 },
  ]);
  expect(warnings.map((w) => [w.file, w.line, w.column])).toEqual([
    ['/site/docs/a.md', 7, 1],
    ['/site/docs/a.md', 12, 3],
    ['/site/docs/a.md', 20, 1],
  ]);
  expect(warnings[0].message).toMatch(
    /^mermaid cannot read this diagram: Parse error on line \d+: .*Expecting .*got/,
  );
  expect(warnings[0].message).not.toContain('-^');
  expect(warnings[1].message).toContain("Expecting token of type ':' but found `386`");
  expect(warnings[2].message).toContain('No diagram type detected');
  expect(warnings[0].hint).toMatch(/fix the diagram/);
});

test('a compiled page keeps its diagrams with their fences until checked, then only warnings', async () => {
  const ctx = makeContext({ mermaid: true });
  const page = compileMd(
    'Intro.\n\n```mermaid\ngraph LR\n  A --> B\n```\n\n- item\n\n  ```mermaid\n  graph LR\n    A[x --> B\n  ```\n',
    ctx,
  );
  expect(page.diagrams?.map((d) => [d.line, d.column])).toEqual([
    [3, 1],
    [10, 3],
  ]);
  const plain = compileMd('No diagram.', ctx);
  const [checked, none] = await checkDiagrams([page, plain], [ctx.file, ctx.file]);
  expect(checked.diagrams).toBeUndefined();
  expect(checked.warnings.map((w) => [w.line, w.column])).toEqual([[10, 3]]);
  expect(none).toEqual(plain);
});

test("mermaid's message is one line without its pointer", () => {
  expect(mermaidMessage(new Error('Parse error on line 2:\n...A[x\n-----^\nExpecting X'))).toBe(
    'Parse error on line 2: ...A[x Expecting X',
  );
});
