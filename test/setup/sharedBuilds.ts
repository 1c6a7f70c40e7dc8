/**
 * Build once, assert many: the vitest global setup of the `fixtures`, `site` and `browser` layers.
 *
 * Before a layer's files run, it builds each site those files read (`builtFixture('basic')`,
 * `builtSite()` in test/helpers.ts) once, into `test/.tmp/shared-<run>/`, and hands the folders
 * to the tests with vitest's provide/inject. Which sites a run needs is read from the test files
 * it runs: a file that calls `builtFixture('<name>')` with a literal, or `builtSite()` (or
 * `browserOnSite()`), gets that build, so running one file builds only what it reads. Layers share
 * the builds of one run (the real site is built once for `site` and `browser` together).
 *
 * The outputs are read-only: a test that changes files copies the built site first
 * (`copyBuiltFixture`). The teardown fails the run when a test wrote into a shared build.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import type { BuildSummary } from '../../src/pipeline/build.js';
import { chromiumMissing } from './chromium.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A build's summary as the tests receive it: what is serialisable (no resolved config). */
export type SharedSummary = Omit<BuildSummary, 'config'>;

export interface SharedBuild {
  /** The built copy of the fixture (its output in `dist/`), or the real site's output folder. */
  dir: string;
  summary: SharedSummary;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Fixture name (or `site` for the real site) → its shared build. */
    sharedBuilds: Record<string, SharedBuild>;
  }
}

/** The name the real site's build is kept under. */
export const SITE = 'site';

/** One run's builds, shared by every project of the run (all global setups run in this process). */
interface RunState {
  root: string;
  builds: Map<string, Promise<SharedBuild>>;
  stamps: Map<string, string>;
  users: number;
}
const RUN_KEY = Symbol.for('sitegen.test.sharedBuilds');
const globals = globalThis as unknown as Record<symbol, RunState | undefined>;

const USES =
  /\b(?:builtFixture|copyBuiltFixture|serveBuiltFixture|serveWatchedFixture|browserOnFixture)\(\s*'([\w-]+)'|\b(?:builtSite|browserOnSite)\(/g;

/** The shared builds the test files of this run read, by name. */
async function wanted(project: TestProject): Promise<Set<string>> {
  // A browser layer without Chromium skips its tests (test/setup/chromium.ts): it reads nothing.
  if (String(project.config.globalSetup).includes('chromium') && chromiumMissing())
    return new Set();
  // The file filters of the command line (`vitest run test/pipeline`), if any: internal to vitest.
  const filters = (project.vitest as unknown as { filenamePattern?: string[] }).filenamePattern;
  const { testFiles } = await project.globTestFiles(filters);
  const names = new Set<string>();
  for (const file of testFiles) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(USES)) names.add(match[1] ?? SITE);
  }
  return names;
}

async function buildOne(state: RunState, name: string): Promise<SharedBuild> {
  // React as the CLI runs it (bin/sitegen.js sets production; vitest.config.ts does for the test
  // files): vitest's own process says 'test', which took React's development build, twice as slow.
  process.env.NODE_ENV = 'production';
  const { build } = await import('../../src/pipeline/build.js');
  const started = Date.now();
  let summary: BuildSummary;
  const dir = dirOf(state, name);
  if (name === SITE) {
    summary = await build({ root: repoRoot, outDir: dir });
  } else {
    fs.cpSync(path.join(repoRoot, 'test', 'fixtures', name), dir, { recursive: true });
    summary = await build({ root: dir });
  }
  const { config: _config, ...rest } = summary;
  state.stamps.set(name, stamp(dir));
  if (process.env.SITEGEN_TEST_TIMINGS)
    console.log(`shared build of ${name}: ${Date.now() - started} ms`);
  return { dir, summary: JSON.parse(JSON.stringify(rest)) as SharedSummary };
}

/** Every file's path, size and modification time: what a test writing into the build would change. */
function stamp(dir: string): string {
  const hash = crypto.createHash('sha256');
  const walk = (current: string) => {
    for (const entry of fs
      .readdirSync(current, { withFileTypes: true })
      .sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        const stat = fs.statSync(full);
        hash.update(`${path.relative(dir, full)}\0${stat.size}\0${stat.mtimeMs}\n`);
      }
    }
  };
  walk(dir);
  return hash.digest('hex');
}

/**
 * Runs `jobs` in the background, two at a time: a build leaves a core idle while it waits on
 * Pagefind, the link check's thread or the disk (builds of one process share Pagefind, which
 * stays up until the last of them ends: emit/searchIndex.ts).
 */
function twoAtATime(jobs: Array<() => Promise<unknown>>): void {
  const queue = [...jobs];
  const next = async (): Promise<void> => {
    for (let job = queue.shift(); job; job = queue.shift()) await job().catch(() => undefined);
  };
  void next();
  void next();
}

export default async function setup(project: TestProject): Promise<() => void> {
  let state = globals[RUN_KEY];
  if (!state) {
    const root = path.join(repoRoot, 'test', '.tmp', `shared-${process.pid}`);
    fs.rmSync(root, { recursive: true, force: true });
    fs.mkdirSync(root, { recursive: true });
    state = globals[RUN_KEY] = { root, builds: new Map(), stamps: new Map(), users: 0 };
    // The first layer's setup starts the builds of every layer of the run, back to back.
    const all = new Set<string>();
    for (const other of project.vitest.projects)
      if (String(other.config.globalSetup).includes('sharedBuilds'))
        for (const name of await wanted(other)) all.add(name);
    const run = state;
    twoAtATime(
      [...all].sort(siteFirst).map((name) => () => {
        const started = buildOne(run, name).catch((error: unknown) => {
          throw new Error(`the shared build of ${name} failed (test/setup/sharedBuilds.ts)`, {
            cause: error,
          });
        });
        run.builds.set(name, started);
        return started;
      }),
    );
  }
  const run = state;
  run.users++;
  const builds: Record<string, SharedBuild> = {};
  for (const name of [...(await wanted(project))].sort()) {
    while (!run.builds.has(name)) await new Promise((resolve) => setTimeout(resolve, 50));
    builds[name] = await run.builds.get(name)!;
  }
  project.provide('sharedBuilds', builds);
  return () => {
    if (--run.users > 0) return;
    globals[RUN_KEY] = undefined;
    const changed = [...run.stamps].filter(([name, before]) => stamp(dirOf(run, name)) !== before);
    fs.rmSync(run.root, { recursive: true, force: true });
    if (changed.length) {
      // Vitest reports an error thrown here but exits 0 for it: the run fails by its exit code.
      process.exitCode = 1;
      throw new Error(
        `a test wrote into the shared build of ${changed.map(([name]) => name).join(', ')}: ` +
          'shared builds are read-only, copy one with copyBuiltFixture() before changing it',
      );
    }
  };
}

/** The real site first: the site and browser layers wait for it longest. */
function siteFirst(a: string, b: string): number {
  return a === SITE ? -1 : b === SITE ? 1 : a < b ? -1 : 1;
}

function dirOf(state: RunState, name: string): string {
  return path.join(state.root, name === SITE ? 'site-dist' : name);
}
