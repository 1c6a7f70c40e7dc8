/**
 * sitegen's own documentation site (website/) builds with its link check and no warning, and its
 * reference pages list everything they are made from: every key of the config schema, every
 * command and option of the CLI, every theme component a site may replace.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createProgram } from '../../src/cli.js';
import { configSchema } from '../../src/config/schema.js';
import { build } from '../../src/pipeline/build.js';
import type { BuildSummary } from '../../src/pipeline/index.js';
import { THEME_COMPONENT_NAMES } from '../../src/theme/overridable.js';
import { anchorOf } from '../../website/src/components/anchor.js';
import { configKeys } from '../../website/plugins/configKeys.js';
import { removeDir, repoRoot } from '../helpers.js';

const website = path.join(repoRoot, 'website');
const out = path.join(repoRoot, 'test', '.tmp', `docs-site-${process.pid}`);
let summary: BuildSummary;

const page = (url: string) => fs.readFileSync(path.join(out, url, 'index.html'), 'utf8');
/** Text as React writes it into HTML. */
const html = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

beforeAll(async () => {
  removeDir(out);
  // The site builds in place (its plugin reads sitegen's code by its path beside it); only its
  // cache, website/node_modules/.cache (ignored by git), is written there.
  summary = await build({ root: website, outDir: out, strict: true, force: true });
}, 120_000);

afterAll(() => removeDir(out));

describe("sitegen's documentation site", () => {
  test('builds with its link check, and no warning', () => {
    expect(summary.linkCheck).toBeDefined();
    expect(summary.warnings).toEqual([]);
    for (const url of [
      'docs/start-a-site',
      'docs/guides/theming',
      'docs/guides/plugins',
      'docs/moving-from-docusaurus',
      'docs/deploying',
      'docs/reference/config',
      'docs/reference/cli',
    ])
      expect(fs.existsSync(path.join(out, url, 'index.html')), url).toBe(true);
    expect(fs.existsSync(path.join(out, '404.html'))).toBe(true);
  });

  test('the config reference lists every key of the schema, with its type and default', () => {
    const reference = page('docs/reference/config');
    const keys = configKeys(configSchema);
    expect(keys.length).toBeGreaterThan(100);
    const missing = keys.filter(
      (key) =>
        !reference.includes(`id="${anchorOf(key.key)}"`) ||
        !reference.includes(`<code>${html(key.key)}</code>`) ||
        !reference.includes(`<code>${html(key.type)}</code>`),
    );
    expect(missing.map((key) => key.key)).toEqual([]);
    // A description's Markdown is rendered: code and links, not backticks.
    expect(reference).toContain('<a href="/docs/guides/theming">theming</a>');
    expect(reference).not.toMatch(/`[^`<]+`/);
  });

  test('the CLI reference lists every command and every option, as the program defines them', () => {
    const reference = page('docs/reference/cli');
    const program = createProgram();
    for (const command of program.commands) {
      expect(reference).toContain(`id="${anchorOf(`sitegen ${command.name()}`)}"`);
      expect(reference).toContain(html(command.description()));
      for (const option of command.options) {
        expect(reference).toContain(`<code>${html(option.flags)}</code>`);
        expect(reference).toContain(html(option.description));
      }
    }
    // The site root's default is the folder a command runs in, not the folder the docs were built in.
    expect(reference).not.toContain(repoRoot);
    expect(reference).toContain('the current folder');
  });

  test('the theming guide lists every component a site may replace, with its props', () => {
    const guide = page('docs/guides/theming');
    for (const name of THEME_COMPONENT_NAMES)
      expect(guide).toContain(`<code>ThemeComponentProps[&#x27;${name}&#x27;]</code>`);
    expect(guide).toContain('<code>activeHref: string</code>');
  });
});
