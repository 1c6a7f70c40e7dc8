/**
 * The theme's CSS cannot reach into highlighted code. The highlighter draws each token as a
 * <span> whose classes are "token" and the token's names ("tag", "code-block", "markdown", …,
 * hundreds across all of refractor's grammars). A theme rule can hit a token only if its subject
 * can be such a span: no element other than span, and no class a token cannot have. Such a rule
 * must either be a token rule (name ".token") or exclude tokens (":where(:not(.token))").
 * And the class names the theme's components use are not ones the Markdown pipeline writes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { refractor } from 'refractor/all';
import { describe, expect, test } from 'vitest';
import { compileMd } from '../../src/markdown/compileMd.js';
import { makeContext, repoRoot } from '../helpers.js';

/** Every class name any of refractor's grammars can give a token (names and aliases). */
function tokenNames(): Set<string> {
  const names = new Set<string>();
  const seen = new Set<object>();
  const visit = (grammar: unknown) => {
    if (!grammar || typeof grammar !== 'object' || seen.has(grammar)) return;
    seen.add(grammar);
    for (const [name, value] of Object.entries(grammar)) {
      if (name === 'rest') {
        visit(value);
        continue;
      }
      names.add(name);
      for (const pattern of Array.isArray(value) ? value : [value]) {
        if (!pattern || typeof pattern !== 'object' || pattern instanceof RegExp) continue;
        const { alias, inside } = pattern as { alias?: string | string[]; inside?: unknown };
        for (const a of alias === undefined ? [] : [alias].flat()) names.add(a);
        visit(inside);
      }
    }
  };
  for (const grammar of Object.values(refractor.languages)) visit(grammar);
  return names;
}

const TOKENS = tokenNames();
/** The theme's stylesheets, and those of its Docusaurus modules. */
const STYLESHEETS = ['src/theme/styles', 'src/theme/docusaurus'].flatMap((dir) =>
  fs
    .readdirSync(path.join(repoRoot, dir))
    .filter((f) => f.endsWith('.css'))
    .map((f) => path.join(dir, f)),
);

/** Selectors of every style rule in a stylesheet (inside @media too), comments removed. */
export function selectorsOf(css: string): string[] {
  const out: string[] = [];
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const match of text.matchAll(/([^{};]+)\{/g)) {
    const prelude = match[1].trim();
    if (prelude.startsWith('@') || /^(?:from|to|\d+%)$/.test(prelude)) continue;
    out.push(...splitTopLevel(prelude, ','));
  }
  return out.map((s) => s.trim()).filter(Boolean);
}

function splitTopLevel(text: string, separator: RegExp | string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of text) {
    if (ch === '(' || ch === '[') depth++;
    if (ch === ')' || ch === ']') depth--;
    const splits =
      depth === 0 && (typeof separator === 'string' ? ch === separator : separator.test(ch));
    if (splits) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  parts.push(current);
  return parts;
}

/** The last compound of a selector: the element the rule styles. */
function subjectOf(selector: string): string {
  const compounds = splitTopLevel(selector.replace(/\s*([>+~])\s*/g, ' '), /\s/).filter(Boolean);
  return compounds[compounds.length - 1];
}

/** Whether an element matching this compound can be a highlighter token. */
export function canBeToken(compound: string, tokens = TOKENS): boolean {
  if (/:where\(:not\(\.token\)\)/.test(compound)) return false;
  for (const args of compound.matchAll(/:not\(([^()]*)\)/g))
    if (args[1].split(',').some((a) => a.trim() === '.token')) return false;
  // Pseudo-classes with arguments: ":is(ul, ol)" names elements; the others do not narrow it here.
  const isList = /:is\(([^()]*)\)/.exec(compound)?.[1];
  if (
    isList &&
    isList.split(',').every((item) => /^\s*[a-z][a-z0-9]*\s*$/.test(item) && item.trim() !== 'span')
  )
    return false;
  const own = compound.replace(/\((?:[^()]|\([^()]*\))*\)/g, '').replace(/\[[^\]]*\]/g, '');
  const element = /^[a-z][a-z0-9]*/i.exec(own)?.[0];
  if (element && element !== 'span') return false;
  const classes = [...own.matchAll(/\.([\w-]+)/g)].map((m) => m[1]);
  if (classes.includes('token')) return false; // a token rule, on purpose
  return classes.every((name) => tokens.has(name));
}

describe('no theme rule can style a highlighter token by accident', () => {
  test('the token names include the ones theme words collide with', () => {
    for (const name of ['tag', 'code-block', 'markdown', 'admonition', 'keyword', 'attr-name'])
      expect(TOKENS.has(name), name).toBe(true);
    expect(TOKENS.size).toBeGreaterThan(500);
  });

  test('the check itself', () => {
    expect(canBeToken('.tag')).toBe(true);
    expect(canBeToken('.tag:hover')).toBe(true);
    expect(canBeToken(':first-child')).toBe(true);
    expect(canBeToken('.tag-chip')).toBe(false);
    expect(canBeToken('.token.tag')).toBe(false);
    expect(canBeToken('a.tag')).toBe(false);
    expect(canBeToken('.markdown:where(:not(.token))')).toBe(false);
    expect(canBeToken(':is(ul, ol)')).toBe(false);
    expect(canBeToken(':not(.code-line, .token)')).toBe(false);
    expect(canBeToken(':not(.code-line)')).toBe(true);
    expect(subjectOf('.markdown > :first-child')).toBe(':first-child');
    expect(subjectOf('.page-article .markdown > :is(ul, ol)')).toBe(':is(ul, ol)');
  });

  for (const file of STYLESHEETS) {
    test(file, () => {
      const css = fs.readFileSync(path.join(repoRoot, file), 'utf8');
      const hits = selectorsOf(css).filter((selector) => {
        const compounds = splitTopLevel(selector.replace(/\s*([>+~])\s*/g, ' '), /\s/).filter(
          Boolean,
        );
        const subject = compounds[compounds.length - 1];
        // A rule whose subject can be a token span, and that names a class tokens carry.
        return (
          canBeToken(subject) &&
          compounds.some((c) =>
            [...c.replace(/\([^)]*\)/g, '').matchAll(/\.([\w-]+)/g)].some((m) => TOKENS.has(m[1])),
          )
        );
      });
      expect(
        hits,
        `rules in ${file} that can style a highlighter token: name .token, or end the rule with :where(:not(.token))`,
      ).toEqual([]);
    });
  }
});

describe('theme components and content do not share class names', () => {
  /** Every class the Markdown pipeline writes, from one page that uses every content feature. */
  const content = () => {
    const page = [
      '# Title',
      '',
      ':::tip[Hint]',
      'text',
      ':::',
      '',
      ':::danger',
      'x',
      ':::',
      '',
      '```js title="a.js" {1} showLineNumbers',
      'const a = 1;',
      '```',
      '',
      '```diff',
      '+ a',
      '- b',
      '```',
      '',
      '- [x] done',
      '',
      '| a |',
      '|---|',
      '| 1 |',
      '',
      'Note[^1]',
      '',
      '[^1]: text',
      '',
      '## Part {#part}',
    ].join('\n');
    const html = compileMd(page, makeContext()).html;
    return new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1].split(/\s+/)));
  };
  /** Every class name written as a string in the theme's components. */
  const components = () => {
    const names = new Set<string>();
    const dir = path.join(repoRoot, 'src/theme/components');
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.tsx'))) {
      const source = fs.readFileSync(path.join(dir, file), 'utf8');
      for (const attr of source.matchAll(/className=(?:"([^"]*)"|\{([^}]*)\})/g)) {
        const literals =
          attr[1] !== undefined
            ? [attr[1]]
            : [...attr[2].matchAll(/['"`]([^'"`]*)['"`]/g)].map((m) => m[1]);
        for (const literal of literals)
          for (const name of literal.split(/\s+/)) if (/^[a-z][\w-]*$/.test(name)) names.add(name);
      }
    }
    return names;
  };

  test('a component class is never a class the Markdown pipeline writes', () => {
    const contentClasses = content();
    expect(contentClasses.has('admonition')).toBe(true);
    // Shared on purpose: the screen-reader-only utility, the code block frame that API pages draw
    // around their samples, and the caution admonition the unlisted and draft banners look like.
    const shared = new Set([
      'sr-only',
      'code-block',
      'code-block-title',
      'admonition',
      'admonition-caution',
      'admonition-title',
    ]);
    const clashes = [...components()].filter(
      (name) => !shared.has(name) && contentClasses.has(name),
    );
    expect(clashes).toEqual([]);
  });
});
