/** The command line as a user runs it: exit codes, messages, and output left alone on failure. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { copyFixture, hashTree, overlayFixture, removeDir, repoRoot, runCli } from './helpers.js';

describe('usage', () => {
  test('--help and --version', () => {
    const help = runCli(['--help'], repoRoot);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('build [options]');
    expect(help.stdout).toContain('serve [options]');
    const version = runCli(['--version'], repoRoot);
    expect(version.stdout.trim()).toBe(
      JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).version,
    );
  });

  test('an unknown option or locale exits with 2 and says why', () => {
    const option = runCli(['build', '--frobnicate'], repoRoot);
    expect(option.status).toBe(2);
    expect(option.stderr).toContain("unknown option '--frobnicate'");
    const locale = runCli(['build', '--locale', 'xx', '--out', 'test/.tmp/never'], repoRoot);
    expect(locale.status).toBe(2);
    expect(locale.stderr).toContain('unknown locale "xx"');
    expect(locale.stderr).toContain('en, fr, de, id, ja, zh-Hans');
  });
});

describe('a successful build', () => {
  let site: string;
  beforeAll(() => {
    site = copyFixture('basic');
  });
  afterAll(() => removeDir(site));

  test('prints pages per kind, time and size, and exits 0', () => {
    const result = runCli(['build', '--locale', 'id'], site);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(
      /built 28 pages \(2 pages, 7 docs, 12 blog pages, 6 API pages, 1 not-found page\)/,
    );
    expect(result.stdout).toMatch(/time \d+\.\d\d s/);
    expect(result.stdout).toMatch(/size [\d.]+ kB/);
    expect(fs.existsSync(path.join(site, 'dist', 'id', 'docs', 'intro', 'index.html'))).toBe(true);
  });
});

/** Each broken fixture: the build fails with exit 1, names the problem, and leaves dist/ as it was. */
const broken: Array<[string, RegExp[]]> = [
  [
    'bad-yaml',
    [
      /docs\/intro\.md:\d+:\d+/,
      /docs\/guides\/02-configure\.md:\d+:\d+/,
      /build failed with 2 errors/,
    ],
  ],
  ['bad-mdx', [/docs\/broken\.mdx:8:\d+/, /expected a corresponding closing brace/]],
  [
    'missing-import',
    [
      /pages\/gallery\.mdx:5:22/,
      /module not found: "@site\/components\/DoesNotExist" imported by pages\/gallery\.mdx/,
    ],
  ],
  [
    'missing-package',
    [
      /pages\/widget\.tsx:1:22/,
      /module not found: "no-such-package" imported by pages\/widget\.tsx/,
    ],
  ],
  [
    'missing-theme-module',
    [
      /docs\/cards\.mdx:5:26/,
      /module not found: "@theme\/DocCardList" imported by docs\/cards\.mdx/,
      /sitegen has its own versions of these Docusaurus modules: .*@theme\/Tabs/,
    ],
  ],
  ['no-default-export', [/pages\/empty\.tsx/, /no default export/]],
  [
    'duplicate-url',
    [/two sources claim the URL \/docs\/intro/, /docs\/intro\.md/, /docs\/intro-copy\.md/],
  ],
  ['bad-blog-date', [/blog\/2025-13-45-impossible\.md/, /invalid date "2025-13-45"/]],
  ['unknown-author', [/blog\/2025-06-01-who\.md/, /unknown author key "nobody"/, /authors\.yml/]],
  ['bad-openapi', [/openapi\.json/, /invalid OpenAPI description: .+ at #\/paths\/~1login\/post/]],
  [
    'slug-collision',
    [
      /operations "website\.getLighthouseJSON" .* and "website\.get_lighthouse_json" .* both get the page \/website-get-lighthouse-json/,
    ],
  ],
  ['broken-link', [/docs\/links\.md:7:9/, /link to "\.\/no-such-page\.md" points to no page/]],
  [
    'bad-config',
    [/sitegen\.config\.ts:5:\d+ "colorMode\.defaultMode" must be "light" or "dark", not "blue"/],
  ],
  ['yaml-alias-bomb', [/docs\/bomb\.md:3:8 invalid front matter: .*alias bomb/]],
  [
    'bad-blog-tags',
    [/blog\/2025-06-01-tag-objects\.md:3:1 front matter "tags" must be a list of tags/],
  ],
  ['sidebar-cycle', [/sidebars\.js the sidebars file's main → 1 → items → 1 holds itself/]],
  [
    'file-too-large',
    [/docs\/huge\.md this file is 12\.0 kB, larger than the 0\.01 MB/, /maxFileSizeMB/],
  ],
  [
    'bad-api-translation',
    [
      /openapi-i18n\/id\.json:6:5 "operations" → "website\.remove": openapi\.json has no operation of that name/,
      /id\.json:\d+:\d+ "tags" → "Websites": openapi\.json has no tag/,
    ],
  ],
];

describe.each(broken)('the %s fixture', (name, patterns) => {
  test('fails with exit 1, names the file, leaves the previous output byte-identical', () => {
    const site = overlayFixture(name);
    try {
      const good = copyFixture('basic');
      expect(runCli(['build', '--out', path.join(site, 'dist')], good).status).toBe(0);
      removeDir(good);
      const before = hashTree(path.join(site, 'dist'));
      expect(Object.keys(before).length).toBeGreaterThan(10);
      const result = runCli(['build'], site);
      expect(result.status).toBe(1);
      for (const pattern of patterns) expect(result.stderr).toMatch(pattern);
      expect(result.stderr).toContain('previous output was left untouched');
      expect(hashTree(path.join(site, 'dist'))).toEqual(before);
      expect(fs.readdirSync(site).filter((f) => f.startsWith('.sitegen-tmp'))).toEqual([]);
    } finally {
      removeDir(site);
    }
  });
});

test('--no-check-links builds a site whose links are broken; build --help lists the link flags', () => {
  const help = runCli(['build', '--help'], repoRoot);
  expect(help.stdout).toContain('--check-external');
  expect(help.stdout).toContain('--no-check-links');
  const site = overlayFixture('broken-page-link');
  try {
    const skipped = runCli(['build', '--locale', 'id', '--no-check-links'], site);
    expect(skipped.status).toBe(0);
    expect(skipped.stdout).not.toContain('links ');
    expect(fs.existsSync(path.join(site, 'dist', 'id', 'docs', 'moved', 'index.html'))).toBe(true);
    const checked = runCli(['build', '--locale', 'id'], site);
    expect(checked.status).toBe(1);
    expect(checked.stderr).toContain(
      'broken link "/id/docs/old-guide" on /id/docs/moved: HTTP 404',
    );
  } finally {
    removeDir(site);
  }
});

test('`sitegen init <dir>` creates a starter, says what to run next, and never writes into a full folder', () => {
  const parent = path.join(repoRoot, 'test', '.tmp', `cli-init-${process.pid}`);
  fs.mkdirSync(parent, { recursive: true });
  try {
    const created = runCli(['init', 'my-docs'], parent);
    expect(created.status).toBe(0);
    expect(created.stdout).toContain('created "My Docs" in my-docs/');
    expect(created.stdout).toContain('cd my-docs');
    expect(created.stdout).toContain('npm install');
    expect(created.stdout).toContain('npx sitegen serve --watch');
    // The site depends on this copy of sitegen (the registry's "sitegen" is another project).
    const pkg = JSON.parse(fs.readFileSync(path.join(parent, 'my-docs', 'package.json'), 'utf8'));
    expect(pkg.devDependencies.sitegen).toBe(
      `file:${path.relative(path.join(parent, 'my-docs'), repoRoot)}`,
    );
    expect(pkg.scripts).toMatchObject({ start: 'sitegen serve --watch', build: 'sitegen build' });
    const before = hashTree(path.join(parent, 'my-docs'));
    const again = runCli(['init', 'my-docs', '--title', 'Other'], parent);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('the folder is not empty');
    expect(hashTree(path.join(parent, 'my-docs'))).toEqual(before);
  } finally {
    removeDir(parent);
  }
});
