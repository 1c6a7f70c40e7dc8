/** The command line as a user runs it: exit codes, messages, and output left alone on failure. */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  builtFixture,
  copyFixture,
  hashTree,
  overlayFixture,
  removeDir,
  repoRoot,
  runCli,
  runCliHere,
  waitFor,
} from './helpers.js';
import { tarballName } from '../src/init/sitePackage.js';

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

  test('doctor prints one line per check, and exits 0 where a build can run and 1 where it cannot', () => {
    const here = runCli(['doctor'], repoRoot);
    expect(here.status).toBe(0);
    const lines = here.stdout.trim().split('\n');
    expect(lines[0]).toBe(
      `sitegen ${JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).version} ${repoRoot}`,
    );
    expect(lines).toContain(`✔ site      ${repoRoot}, sitegen config sitegen.config.ts`);
    expect(here.stdout).toMatch(/^✔ Node\.js +\d+\.\d+\.\d+ \(sitegen needs >=\d+\.\d+\)$/m);
    expect(here.stdout).toMatch(/^[✔⚠] git /m);
    expect(here.stdout).toMatch(/^[✔⚠] Chromium /m);
    expect(here.stdout).toMatch(/^✔ cache +node_modules\/\.cache\/sitegen is writable$/m);
    expect(lines.at(-1)).toBe('sitegen can build here');

    const empty = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-doctor-cli-')));
    try {
      const nowhere = runCli(['doctor'], empty);
      expect(nowhere.status).toBe(1);
      expect(nowhere.stdout).toContain(`✖ site      ${empty} has no site config`);
      expect(nowhere.stdout.trim().split('\n').at(-1)).toBe(
        'sitegen cannot build here: 1 check failed',
      );
      expect(fs.readdirSync(empty)).toEqual([]);
    } finally {
      removeDir(empty);
    }
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
      // 13 blog pages: the authors index among them (the authors file's Ada, as Docusaurus lists her).
      /built 34 pages \(2 pages, 8 docs, 13 blog pages, 9 API pages, 1 search page, 1 not-found page\)/,
    );
    expect(result.stdout).toMatch(/time \d+\.\d\d s/);
    expect(result.stdout).toMatch(/size [\d.]+ (kB|MB)/);
    expect(fs.existsSync(path.join(site, 'dist', 'id', 'docs', 'intro', 'index.html'))).toBe(true);
  });

  // Through the CLI's main in this process: what it says and returns (the process is tested above).
  test('an --out naming the site, a folder above it, a source or a folder of other files is refused, touching nothing', async () => {
    fs.mkdirSync(path.join(site, 'mine'));
    fs.writeFileSync(path.join(site, 'mine', 'notes.txt'), 'keep me');
    // The site's own tree (its folder above holds other tests' copies, which change meanwhile),
    // but the cache, where loading the config keeps its compile.
    const tree = () =>
      Object.fromEntries(
        Object.entries(hashTree(site)).filter(([file]) => !file.startsWith('node_modules')),
      );
    const before = tree();
    for (const [out, reason] of [
      ['.', /it is the site folder/],
      ['', /it is the site folder/],
      ['..', /it holds the site folder/],
      ['docs', /it is docs, which the build reads/],
      ['static/out', /it is inside static, which the build reads/],
      ['sitegen.config.ts', /it is sitegen\.config\.ts, which the build reads/],
      ['mine', /holds files \(notes\.txt\) and no \.sitegen-output file/],
    ] as const) {
      const result = await runCliHere(['build', '--locale', 'id', '--out', out], site);
      expect(result.status, out).toBe(1);
      expect(result.stderr).toMatch(/cannot be the output folder \(--out\)/);
      expect(result.stderr).toMatch(reason);
      expect(tree()).toEqual(before);
    }
    // serve --watch builds into a folder given with --out too: the same check, before it listens.
    const watch = await runCliHere(['serve', '--watch', '--out', 'docs', '--port', '0'], site);
    expect(watch.status).toBe(1);
    expect(watch.stderr).toMatch(/it is docs, which the build reads/);
    expect(tree()).toEqual(before);
    // --force lets a build replace a folder of other files, and marks it as its own.
    const forced = await runCliHere(['build', '--locale', 'en', '--out', 'mine', '--force'], site);
    expect(forced.status).toBe(0);
    expect(fs.existsSync(path.join(site, 'mine', 'notes.txt'))).toBe(false);
    expect(fs.existsSync(path.join(site, 'mine', '.sitegen-output'))).toBe(true);
    expect((await runCliHere(['build', '--locale', 'id', '--out', 'mine'], site)).status).toBe(0);
  });
});

describe('serve', () => {
  let site: string;
  beforeAll(() => {
    site = copyFixture('basic');
  });
  afterAll(() => removeDir(site));

  // As a container's PID 1 (`docker run` without --init), a process ignores a signal it has no
  // handler for: `docker stop` would wait its 10 s and kill it.
  test.each(['SIGTERM', 'SIGINT'] as const)(
    '%s closes the server and ends the process with exit 0 (it has a handler)',
    async (signal) => {
      const child = spawn(
        process.execPath,
        [path.join(repoRoot, 'bin', 'sitegen.js'), 'serve', '--port', '0', '--host', '127.0.0.1'],
        { cwd: site, env: { ...process.env, NO_COLOR: '1' } },
      );
      let stdout = '';
      child.stdout.on('data', (chunk) => (stdout += chunk));
      const ended = new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
        child.on('exit', (code, sig) => resolve([code, sig])),
      );
      await waitFor(() => stdout.includes('serving'), 'the server to start');
      child.kill(signal);
      expect(await ended).toEqual([0, null]);
    },
  );
});

/** `sitegen` run as another user (uid 12345), as a container's `--user` runs it on a mounted site. */
function runCliAs(uid: number, args: string[], cwd: string) {
  const result = spawnSync(process.execPath, [path.join(repoRoot, 'bin', 'sitegen.js'), ...args], {
    cwd,
    uid,
    gid: uid,
    encoding: 'utf8',
    env: { ...process.env, HOME: '/nonexistent', NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

// Only root can run a command as another user, and only another user is refused a folder.
describe.skipIf(process.getuid?.() !== 0)('folders the user cannot write', () => {
  let site: string;
  beforeAll(() => {
    site = copyFixture('basic');
    const first = runCli(['build', '--locale', 'id', '--no-search'], site);
    expect(first.status, first.stderr).toBe(0);
  });
  afterAll(() => removeDir(site));

  test('a cache folder another user owns is named as such, not blamed on the config', () => {
    const result = runCliAs(12345, ['build', '--locale', 'id', '--no-search'], site);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'node_modules/.cache/sitegen sitegen cannot write its cache folder: permission denied (EACCES): it belongs to uid 0 and sitegen runs as uid 12345',
    );
    expect(result.stderr).toContain('--user "$(id -u):$(id -g)"');
    expect(result.stderr).not.toContain('config threw');
  });

  test('an output folder another user owns is named before anything is built, and left as it was', () => {
    const before = hashTree(path.join(site, 'dist'));
    const cache = path.join(site, 'node_modules', '.cache', 'sitegen');
    fs.chmodSync(site, 0o777);
    fs.chmodSync(cache, 0o777);
    for (const name of fs.readdirSync(cache, { recursive: true, encoding: 'utf8' }))
      fs.chmodSync(path.join(cache, name), 0o777);
    const result = runCliAs(12345, ['build', '--locale', 'id', '--no-search'], site);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /✖ build failed with 1 error\n✖ dist sitegen cannot write the output folder: permission denied \(EACCES\): it belongs to uid 0 and sitegen runs as uid 12345/,
    );
    expect(result.stderr).toContain('The previous output was left untouched.');
    expect(hashTree(path.join(site, 'dist'))).toEqual(before);
    expect(fs.readdirSync(site).filter((name) => name.startsWith('.sitegen-'))).toEqual([]);
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
      /docs\/cards\.mdx:5:31/,
      /module not found: "@theme\/DocVersionBanner" imported by docs\/cards\.mdx/,
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
    'bad-code-import',
    [
      /docs\/snippets\.md:7:1 cannot import \/etc\/passwd: it is outside the site folder/,
      /docs\/snippets\.md:10:1 cannot import \.\/\.notes\.ts: it is a hidden file or inside a hidden folder/,
      /docs\/snippets\.md:12:1 cannot import \.\/missing\.ts: no such file \(docs\/missing\.ts\)/,
      /import a file inside the site folder/,
      /build failed with 3 errors/,
    ],
  ],
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
    'broken-sidebar-link',
    [/sitegen\.config\.ts broken link "\/docs\/gone" on 3 pages \(\/docs\/[^)]*, …\): HTTP 404/],
  ],
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

// The first through the command a user runs, in a process of its own; the others through the
// CLI's main in this process, which says and returns the same (a process costs a cold start).
describe.each(broken.map(([name, patterns], i) => [name, patterns, i === 0] as const))(
  'the %s fixture',
  (name, patterns, spawned) => {
    test('fails with exit 1, names the file, leaves the previous output byte-identical', async () => {
      const site = overlayFixture(name);
      try {
        // The previous output: the basic fixture's, as its shared build wrote it.
        fs.cpSync(path.join(builtFixture('basic').dir, 'dist'), path.join(site, 'dist'), {
          recursive: true,
        });
        const before = hashTree(path.join(site, 'dist'));
        expect(Object.keys(before).length).toBeGreaterThan(10);
        const result = spawned ? runCli(['build'], site) : await runCliHere(['build'], site);
        expect(result.status).toBe(1);
        for (const pattern of patterns) expect(result.stderr).toMatch(pattern);
        expect(result.stderr).toContain('previous output was left untouched');
        expect(hashTree(path.join(site, 'dist'))).toEqual(before);
        expect(fs.readdirSync(site).filter((f) => f.startsWith('.sitegen-tmp'))).toEqual([]);
      } finally {
        removeDir(site);
      }
    });
  },
);

test('--no-check-links builds a site whose links are broken; build --help lists the link flags', async () => {
  const help = runCli(['build', '--help'], repoRoot);
  expect(help.stdout).toContain('--check-external');
  expect(help.stdout).toContain('--no-check-links');
  const site = overlayFixture('broken-page-link');
  try {
    const skipped = await runCliHere(['build', '--locale', 'id', '--no-check-links'], site);
    expect(skipped.status).toBe(0);
    expect(skipped.stdout).not.toContain('links ');
    expect(fs.existsSync(path.join(site, 'dist', 'id', 'docs', 'moved', 'index.html'))).toBe(true);
    const checked = await runCliHere(['build', '--locale', 'id'], site);
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
    // The site depends on this copy of sitegen (the registry's "sitegen" is another project):
    // the tarball `npm pack` made in it, or else its folder.
    const pkg = JSON.parse(fs.readFileSync(path.join(parent, 'my-docs', 'package.json'), 'utf8'));
    const own = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
    const tarball = path.join(repoRoot, tarballName(own));
    expect(pkg.devDependencies.sitegen).toBe(
      `file:${path.relative(path.join(parent, 'my-docs'), fs.existsSync(tarball) ? tarball : repoRoot)}`,
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
