/** Shared test helpers: fixture copies, a compile context, running the CLI, hashing folders. */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { format, stripVTControlCharacters } from 'node:util';
import zlib from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, inject, vi } from 'vitest';
import type { CompileContext } from '../src/markdown/context.js';
import type { CompileSettings } from '../src/markdown/settings.js';
import type { SharedBuild } from './setup/sharedBuilds.js';
import type { ResolvedConfig } from '../src/config/types.js';
import type { BlogPost, PageSource } from '../src/content/index.js';
import type { LoadedDocs } from '../src/plugins/docs/load.js';
import { cacheWritesDone } from '../src/cache/index.js';
import { ErrorList } from '../src/errors.js';
import { staleIdsOf } from '../src/emit/searchLoader.js';
import { buildRouteTable, type RouteProducer, type RouteTable } from '../src/routes/index.js';
import type { ContentPlugin } from '../src/plugins/types.js';
import { apiPlugin, type ApiContent } from '../src/plugins/api/index.js';
import { blogPlugin } from '../src/plugins/blog/index.js';
import { docsPlugin } from '../src/plugins/docs/index.js';
import { loadDocs } from '../src/plugins/docs/load.js';
import { pagesPlugin } from '../src/plugins/pages/index.js';
import { searchPlugin } from '../src/plugins/search/index.js';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tmpRoot = path.join(repoRoot, 'test', '.tmp');

/** A fresh copy of `test/fixtures/<name>` (so builds never write into the fixture itself). */
export function copyFixture(name: string): string {
  const target = path.join(
    tmpRoot,
    `${name}-${process.pid}-${crypto.randomBytes(3).toString('hex')}`,
  );
  fs.mkdirSync(tmpRoot, { recursive: true });
  fs.cpSync(path.join(repoRoot, 'test', 'fixtures', name), target, { recursive: true });
  return target;
}

/**
 * Replaces `find` in a file of a copied site, failing when the file does not hold it: a test must
 * not go on to check a site it did not change (the fixture's text moved on).
 */
export function editFile(file: string, find: string | RegExp, replacement: string): void {
  const text = fs.readFileSync(file, 'utf8');
  // `search` leaves a global pattern's lastIndex as it was.
  const found = typeof find === 'string' ? text.includes(find) : text.search(find) >= 0;
  if (!found) throw new Error(`${path.relative(repoRoot, file)} no longer holds ${String(find)}`);
  fs.writeFileSync(file, text.replace(find, replacement));
}

/** An overlay fixture's one change to basic's config: `{ why, find, replacement }`. */
const CONFIG_EDIT = 'sitegen.config.edit.json';

/**
 * `basic/` with the files of a broken fixture laid over it. A fixture that needs basic's config
 * with one change says so in `sitegen.config.edit.json` rather than holding a copy of the config.
 */
export function overlayFixture(name: string): string {
  const dir = copyFixture('basic');
  fs.cpSync(path.join(repoRoot, 'test', 'fixtures', name), dir, { recursive: true });
  const edit = path.join(dir, CONFIG_EDIT);
  if (fs.existsSync(edit)) {
    const { find, replacement } = JSON.parse(fs.readFileSync(edit, 'utf8')) as {
      find: string;
      replacement: string;
    };
    editFile(path.join(dir, 'sitegen.config.ts'), find, replacement);
    fs.rmSync(edit);
  }
  return dir;
}

export function removeDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
}

/**
 * Removes a site folder once the cache entries written in the background (`openCache().set`: a
 * browser bundle's modules, the OpenAPI description) are in it: removed before they land, the
 * folder is not empty and the removal fails.
 */
export async function removeSiteWhenWritten(dir: string): Promise<void> {
  await cacheWritesDone();
  removeDir(dir);
}

export function makeContext(overrides: Partial<CompileContext> = {}): CompileContext {
  const file = '/site/docs/guide/page.md';
  return {
    file,
    defaultFile: file,
    toDefaultPath: (p) => p,
    urlOfSource: (p) =>
      ({
        '/site/docs/guide/other.md': '/id/docs/guide/other',
        '/site/docs/intro.md': '/id/docs/intro',
      })[p],
    localize: (href) => `/id${href}`,
    assetBase: '/id/',
    siteRoot: '/site',
    staticImageSize: (href) => (href === '/img/wide.svg' ? { width: 800, height: 200 } : undefined),
    labels: {
      footnotes: 'Catatan kaki',
      backToReference: 'Kembali ke rujukan {n}',
      admonitions: { tip: 'Kiat', note: 'Catatan' },
      headingLink: 'Tautan langsung ke {heading}',
    },
    ...overrides,
  };
}

/** What compiling a site's Markdown in its default locale needs, as the compile threads get it. */
export function makeSettings(
  siteRoot: string,
  overrides: Partial<CompileSettings> = {},
): CompileSettings {
  return {
    baseUrl: '/',
    defaultLocale: 'en',
    locale: 'en',
    assetBase: '/',
    siteRoot,
    folders: [],
    contentRoots: [],
    urlOfSource: [],
    labels: makeContext().labels,
    staticImages: [],
    ...overrides,
  };
}

export interface CliResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

export function runCli(args: string[], cwd: string): CliResult {
  const result = spawnSync(process.execPath, [path.join(repoRoot, 'bin', 'sitegen.js'), ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/**
 * The CLI's `main` in this process, run in `cwd` as a user's shell runs it: what it writes to the
 * console, stdout and stderr, captured (colours left out), and the exit code it returns. For the
 * many runs that check what the CLI says: a process of its own (`runCli`) costs a cold start,
 * several times a small build, where this process has everything loaded and warm. The process
 * itself (its exit code, its signals) is tested with `runCli`.
 */
export async function runCliHere(args: string[], cwd: string): Promise<CliResult> {
  const { main } = await import('../src/cli.js');
  const stdout: string[] = [];
  const stderr: string[] = [];
  const into =
    (lines: string[]) =>
    (...parts: unknown[]) =>
      void lines.push(`${stripVTControlCharacters(format(...parts))}\n`);
  /** What is written to a stream directly (a build's progress lines, commander's messages). */
  const written = (lines: string[]) => (chunk: string | Uint8Array) => {
    lines.push(stripVTControlCharacters(Buffer.from(chunk).toString('utf8')));
    return true;
  };
  const spies = [
    vi.spyOn(console, 'log').mockImplementation(into(stdout)),
    vi.spyOn(console, 'info').mockImplementation(into(stdout)),
    vi.spyOn(console, 'warn').mockImplementation(into(stderr)),
    vi.spyOn(console, 'error').mockImplementation(into(stderr)),
    vi.spyOn(process.stdout, 'write').mockImplementation(written(stdout)),
    vi.spyOn(process.stderr, 'write').mockImplementation(written(stderr)),
  ];
  const before = process.cwd();
  process.chdir(cwd);
  try {
    const status = await main(args);
    return { status, stdout: stdout.join(''), stderr: stderr.join('') };
  } finally {
    process.chdir(before);
    spies.forEach((spy) => spy.mockRestore());
  }
}

/** Relative path → sha256 of every file under `dir`, to prove a folder was left untouched. */
export function hashTree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else
        out[path.relative(dir, full)] = crypto
          .createHash('sha256')
          .update(fs.readFileSync(full))
          .digest('hex');
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return out;
}

export function read(dir: string, rel: string): string {
  return fs.readFileSync(path.join(dir, rel), 'utf8');
}

/** What Pagefind keeps of an indexed page: its text (excerpts come from it) and its headings. */
export interface SearchFragment {
  url: string;
  content: string;
  anchors: Array<{ element: string; id: string; text: string }>;
}

/**
 * The pages of a built search index (`<out>/pagefind/`), read from its gzipped fragments, as a
 * search finds them: of an index updated since it was written in full (emit/searchDelta.ts), the
 * pages the loader drops are left out.
 */
export function searchFragments(out: string): SearchFragment[] {
  const index = path.join(out, 'pagefind');
  // A sharded or updated index (emit/searchIndex.ts) has one Pagefind index per folder.
  const parts = fs.readdirSync(index).filter((name) => /^(?:\d+|delta)$/.test(name));
  const folders = parts.length > 0 ? parts.map((part) => path.join(index, part)) : [index];
  const loader = path.join(index, 'pagefind.js');
  const stale = new Set(parts.length > 0 ? staleIdsOf(fs.readFileSync(loader, 'utf8')) : []);
  return folders.flatMap((folder) => indexFragments(folder, stale));
}

/**
 * The pages of one Pagefind index (a folder with `fragment/` in it: the index, or one shard), but
 * those whose id (their fragment's name) is in `leaveOut`.
 */
export function indexFragments(index: string, leaveOut = new Set<string>()): SearchFragment[] {
  const dir = path.join(index, 'fragment');
  return fs
    .readdirSync(dir)
    .filter((name) => !leaveOut.has(name.replace(/\.pf_fragment$/, '')))
    .map((name) => {
      const text = zlib.gunzipSync(fs.readFileSync(path.join(dir, name))).toString('utf8');
      // Each starts with Pagefind's signature ("pagefind_dcd"), then the JSON.
      return JSON.parse(text.slice(text.indexOf('{'))) as SearchFragment;
    });
}

export interface ServedFixture {
  site: string;
  base: string;
  /** Stops the server and removes the copy. */
  close(): Promise<void>;
}

/**
 * The shared build of `test/fixtures/<name>` (all locales, default options): built once per run by
 * the global setup (test/setup/sharedBuilds.ts), which builds what the run's files name in a
 * literal call to this function (or to copyBuiltFixture, serveBuiltFixture, browserOnFixture).
 * Read-only: `dir` is the built copy, its output in `dir/dist`.
 */
export function builtFixture(name: string): SharedBuild {
  const build = (inject('sharedBuilds') ?? {})[name];
  if (!build)
    throw new Error(
      `no shared build of "${name}": the global setup builds the fixtures that a layer's files name in a literal call (builtFixture('${name}')), in the fixtures, site, browser and watch layers (CONTRIBUTING.md, Tests)`,
    );
  return build;
}

/** The real site's shared build (every locale, link check and search): `dir` is its output. */
export function builtSite(): SharedBuild {
  const build = (inject('sharedBuilds') ?? {}).site;
  if (!build)
    throw new Error('no shared build of the real site: run this file in the site or browser layer');
  return build;
}

/** A copy of the fixture's shared build (sources, `dist/` and cache) for a test that changes it. */
export function copyBuiltFixture(name: string): string {
  const { dir } = builtFixture(name);
  const target = path.join(
    tmpRoot,
    `${name}-built-${process.pid}-${crypto.randomBytes(3).toString('hex')}`,
  );
  fs.cpSync(dir, target, { recursive: true });
  return target;
}

/**
 * A fixture's shared build served by sitegen's static server on a free port; with `prepare`, a
 * copy of that build that `prepare` edits, built again (the copy keeps the shared build's cache);
 * with `copy`, a copy as built, for a test that changes the output under the server.
 */
export async function serveBuiltFixture(
  name: string,
  prepare?: (site: string) => void,
  { copy = false }: { copy?: boolean } = {},
): Promise<ServedFixture> {
  const { createStaticServer } = await import('../src/serve/server.js');
  const copied = copy || prepare !== undefined;
  const site = copied ? copyBuiltFixture(name) : builtFixture(name).dir;
  if (prepare) {
    const { build } = await import('../src/pipeline/build.js');
    prepare(site);
    await build({ root: site });
  }
  const server = createStaticServer(path.join(site, 'dist'), ['id']);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    site,
    base: `http://127.0.0.1:${port}`,
    close: async () => {
      // Chromium keeps its connections open between pages: close them, or `close` waits for them.
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (copied) removeDir(site);
    },
  };
}

/** A copy of a fixture with its config loaded, for tests of the loaders. */
export async function loadFixtureConfig(name: string) {
  const { loadConfig } = await import('../src/config/load.js');
  const site = copyFixture(name);
  return { site, config: await loadConfig(site) };
}

export interface WatchedFixture {
  site: string;
  base: string;
  /** Stops the dev server and removes the copy. */
  close(): Promise<void>;
}

/** A copy of a fixture's shared build served by `serve --watch` (quiet, on a free port). */
export async function serveWatchedFixture(
  name: string,
  options: { locale?: string } = {},
): Promise<WatchedFixture> {
  const { serveWatch } = await import('../src/serve/devServer.js');
  const site = copyBuiltFixture(name);
  const server = await serveWatch({
    root: site,
    port: 0,
    host: '127.0.0.1',
    locale: options.locale,
    quiet: true,
  });
  return {
    site,
    base: new URL(server.url).origin,
    close: async () => {
      await server.close();
      removeDir(site);
    },
  };
}

/** Polls `check` until it returns a value other than undefined/false; generous for slow machines. */
export async function waitFor<T>(
  check: () => Promise<T | undefined | false> | T | undefined | false,
  what: string,
  timeoutMs = 30_000,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The files and folders `run` looks at or reads (through fs's existsSync, statSync, readFileSync). */
export function filesTouched(run: () => void): string[] {
  const touched = new Set<string>();
  const spies = (['existsSync', 'statSync', 'readFileSync'] as const).map((name) => {
    const original = fs[name] as (...args: unknown[]) => unknown;
    return vi.spyOn(fs, name).mockImplementation(((...args: unknown[]) => {
      touched.add(String(args[0]));
      return original(...args);
    }) as never);
  });
  try {
    run();
  } finally {
    spies.forEach((spy) => spy.mockRestore());
  }
  return [...touched];
}

/** What a test gives the route table: each content plugin's content (none when left out). */
export interface TableContent {
  docs?: LoadedDocs[];
  pages?: PageSource[];
  blog?: BlogPost[];
  api?: ApiContent;
}

/**
 * A locale's route table made by the built-in content plugins from the content given, as the
 * build makes it (routes of plugins the config does not enable are left out).
 */
export function routeTableOf(
  config: ResolvedConfig,
  locale: string,
  content: TableContent,
  errors: ErrorList,
  t: (key: string) => string = (key) => key,
): RouteTable {
  const given: Array<[ContentPlugin<any>, unknown]> = [
    [pagesPlugin().content!, content.pages ?? []],
    [docsPlugin().content!, content.docs ?? []],
    [blogPlugin().content!, content.blog ?? []],
    [apiPlugin().content!, content.api ?? { pages: [] }],
    [searchPlugin().content!, null],
  ];
  return buildRouteTable(
    config,
    locale,
    given
      .filter(([plugin]) => plugin.enabled(config))
      .map(
        ([plugin, loaded]): RouteProducer =>
          (adder) =>
            plugin.routes(adder, loaded, t),
      ),
    errors,
  );
}

/** A locale's route table of a site's docs alone, read as a build reads them, and what was wrong. */
export function docsRouteTable(
  config: ResolvedConfig,
  locale: string,
): { table: RouteTable; errors: ErrorList } {
  const errors = new ErrorList();
  const docs = loadDocs(config, locale, errors, false);
  return { table: routeTableOf(config, locale, { docs, pages: [], blog: [] }, errors), errors };
}

/** Every entry of a pack cache (cache/cache.ts `openPackCache`: a folder of JSON parts). */
export function packEntries(dir: string): Record<string, unknown> {
  const parts = fs.readdirSync(dir).filter((name) => name.endsWith('.json'));
  return Object.assign(
    {},
    ...parts.map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as object),
  ) as Record<string, unknown>;
}

/** Rewrites every entry of a pack cache with `change`, where it is kept. */
export function rewritePack(dir: string, change: (value: unknown, key: string) => unknown): void {
  for (const name of fs.readdirSync(dir).filter((file) => file.endsWith('.json'))) {
    const file = path.join(dir, name);
    const entries = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
    fs.writeFileSync(
      file,
      JSON.stringify(
        Object.fromEntries(
          Object.entries(entries).map(([key, value]) => [key, change(value, key)]),
        ),
      ),
    );
  }
}

/** mulberry32: a small seeded generator, so a fuzz test makes the same inputs on every run. */
export function seededRandom(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The builds of this test file (in this process, and the commands it starts) make their files on
 * the writing thread (emit/writeThread.ts), which a build of a fixture's few pages would not:
 * `SITEGEN_WRITE_THREAD_PAGES=0` for the file's tests, put back after them (test files share their
 * process).
 */
export function writeOnThreadInThisFile(): void {
  let before: string | undefined;
  beforeAll(() => {
    before = process.env.SITEGEN_WRITE_THREAD_PAGES;
    process.env.SITEGEN_WRITE_THREAD_PAGES = '0';
  });
  afterAll(() => {
    if (before === undefined) delete process.env.SITEGEN_WRITE_THREAD_PAGES;
    else process.env.SITEGEN_WRITE_THREAD_PAGES = before;
  });
}
