/**
 * sitegen as a user installs it: packed with `npm pack`, installed with `npm install ./<tarball>`
 * into an empty folder outside this repository (so nothing resolves from its node_modules), then
 * `npx sitegen init` and `npx sitegen build` there, nothing compiled. One pack and one install
 * (from npm's cache where it can) serve every test here.
 */
import { spawn, spawnSync, type SpawnSyncOptions } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { repoRoot, waitFor } from './helpers.js';

interface Packed {
  filename: string;
  size: number;
  unpackedSize: number;
  files: Array<{ path: string }>;
}

const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
};

// A child npm must not take the npm settings of the `npm test` running this file (its prefix is
// this repository); NODE_ENV is vitest's. CI (set by .ci/run) turns picocolors' colours on: the
// assertions read plain text.
const env = {
  ...Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key) && key !== 'NODE_ENV'),
  ),
  NO_COLOR: '1',
  FORCE_COLOR: '0',
};

let tmp: string;
let app: string;
let packed: Packed;
let installSeconds: number;

function run(command: string, args: string[], cwd: string, options: SpawnSyncOptions = {}) {
  const result = spawnSync(command, args, { cwd, env, encoding: 'utf8', ...options });
  const out = {
    status: result.status,
    stdout: String(result.stdout),
    stderr: String(result.stderr),
  };
  if (out.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${out.stdout}\n${out.stderr}`);
  return out;
}

function typesAreOld(): boolean {
  const made = path.join(repoRoot, 'types', 'index.d.ts');
  if (!fs.existsSync(made)) return true;
  const since = fs.statSync(made).mtimeMs;
  return fs
    .readdirSync(path.join(repoRoot, 'src'), { recursive: true, encoding: 'utf8' })
    .some(
      (file) =>
        /\.tsx?$/.test(file) && fs.statSync(path.join(repoRoot, 'src', file)).mtimeMs > since,
    );
}

beforeAll(() => {
  tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-package-')));
  // `prepack` compiles lib/ and the types; the test layer compiled lib/ already, and compiling it
  // again here would pull it from under the tests running beside this one: only the types, when
  // a source changed since they were made (`npm ci` makes them).
  if (typesAreOld())
    run(
      process.execPath,
      ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.types.json'],
      repoRoot,
    );
  [packed] = JSON.parse(
    run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', tmp], repoRoot).stdout,
  ) as Packed[];

  const started = performance.now();
  app = path.join(tmp, 'app');
  fs.mkdirSync(app);
  fs.writeFileSync(path.join(app, 'package.json'), '{ "name": "app", "private": true }\n');
  fs.renameSync(path.join(tmp, packed.filename), path.join(app, packed.filename));
  run(
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', `./${packed.filename}`],
    app,
  );
  installSeconds = (performance.now() - started) / 1000;
}, 240_000);

afterAll(() => {
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

test('the tarball holds the compiled CLI, its types, templates, locales and browser code, and no Node source, tests, fixtures, output or source maps', () => {
  const files = packed.files.map((file) => file.path);
  for (const needed of [
    'bin/sitegen.js',
    'lib/cli.js',
    'lib/index.js',
    'lib/compileWorker.js',
    'lib/client.json',
    'types/index.d.ts',
    'theme-modules.d.ts',
    'templates/page.html',
    'templates/starter/sitegen.config.ts',
    'templates/starter/gitignore',
    'locales/en.json',
    'src/theme/styles/index.css',
    'src/client/dev/devClient.ts',
    'README.md',
  ])
    expect(files).toContain(needed);
  expect(
    files.filter((file) => /^src\//.test(file) && !/^src\/(theme|client|shared)\//.test(file)),
  ).toEqual([]);
  expect(
    files.filter((file) =>
      /^(test|dist|bench|scripts|content|static|openapi)\/|\/fixtures\/|\.map$|\.test\.tsx?$/.test(
        file,
      ),
    ),
  ).toEqual([]);
  expect(packed.size).toBeLessThan(6 * 1024 * 1024);
});

test('installed from the tarball in an empty folder outside the repository, `npx sitegen init` and `npx sitegen build` make the starter site', () => {
  expect(path.relative(repoRoot, app).startsWith('..')).toBe(true);
  // Only the installed package resolves there, not this repository's packages.
  const resolved = JSON.parse(
    run(
      process.execPath,
      [
        '-e',
        `const r = (name) => { try { return require.resolve(name); } catch { return null; } };
         console.log(JSON.stringify({ sitegen: r('${pkg.name}/package.json'), vitest: r('vitest'), react: r('react') }));`,
      ],
      app,
    ).stdout,
  ) as Record<string, string | null>;
  expect(resolved.sitegen).toBe(path.join(app, 'node_modules', pkg.name, 'package.json'));
  expect(resolved.vitest).toBeNull();
  // React is bundled into lib/: the only packages installed are those lib/ loads at run time.
  expect(resolved.react).toBeNull();

  // The public module, through the package's exports, as a site's plugin file imports it.
  const exported = run(
    process.execPath,
    ['--input-type=module', '-e', `console.log(Object.keys(await import('${pkg.name}')).join())`],
    app,
  ).stdout;
  expect(exported.trim().split(',').sort()).toEqual(['defineConfig', 'definePlugin', 'z']);

  const started = performance.now();
  expect(run('npx', ['sitegen', '--version'], app).stdout.trim()).toBe(pkg.version);
  const init = run('npx', ['sitegen', 'init'], app);
  expect(init.stdout).toContain('created "App" in ./');
  // Installed there already: the next steps are the two commands.
  expect(init.stdout).not.toContain('npm install');
  expect(init.stdout).toContain('npx sitegen serve --watch');
  const site = JSON.parse(fs.readFileSync(path.join(app, 'package.json'), 'utf8'));
  expect(site.dependencies).toEqual({ [pkg.name]: `file:${packed.filename}` });
  expect(site.scripts.build).toBe('sitegen build');
  const build = run('npx', ['sitegen', 'build'], app);
  expect(build.stdout).toMatch(/built 12 pages .*3 docs, 5 blog pages/);
  expect(build.stdout).toContain('none broken');
  expect(fs.readFileSync(path.join(app, 'dist', 'docs', 'intro', 'index.html'), 'utf8')).toContain(
    '<title>',
  );
  const seconds = installSeconds + (performance.now() - started) / 1000;

  const dependencies =
    run('npm', ['ls', '--all', '--omit=dev', '--parseable'], app).stdout.trim().split('\n').length -
    1;
  console.log(
    `package: ${(packed.size / 1e6).toFixed(2)} MB packed (${(packed.unpackedSize / 1e6).toFixed(1)} MB unpacked, ${packed.files.length} files); ` +
      `${dependencies} packages installed with it; empty folder to built starter in ${seconds.toFixed(1)} s (install ${installSeconds.toFixed(1)} s)`,
  );
}, 120_000);

test('`sitegen serve --watch` from the install serves the starter and shows an edit', async () => {
  // The installed program itself (not npx), so the process stopped is the server.
  const server = spawn(
    path.join(app, 'node_modules', '.bin', 'sitegen'),
    ['serve', '--watch', '--port', '0'],
    {
      cwd: app,
      env,
    },
  );
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
  try {
    const url = await waitFor(
      () => /serving at (http:\/\/\S+?)\/? /.exec(output)?.[1],
      'the server',
      60_000,
    );
    const page = () => fetch(`${url}/docs/intro`).then((response) => response.text());
    expect(await page()).toContain('This is the first page of your docs.');
    const intro = path.join(app, 'docs', 'intro.md');
    fs.writeFileSync(
      intro,
      fs.readFileSync(intro, 'utf8').replace('This is the first page', 'This is the edited page'),
    );
    await waitFor(
      async () => (await page()).includes('This is the edited page'),
      'the rebuilt page',
      60_000,
    );
  } finally {
    server.kill('SIGTERM');
    await exited;
  }
}, 120_000);

test('a site made beside it names the tarball by its path, and builds through a link to the package with its dependencies beside the real folder, as pnpm installs it', () => {
  expect(run('npx', ['sitegen', 'init', 'handbook'], app).stdout).toContain('npm install');
  const site = JSON.parse(fs.readFileSync(path.join(app, 'handbook', 'package.json'), 'utf8'));
  expect(site.devDependencies).toEqual({ sitegen: `file:../${packed.filename}` });

  // pnpm: the site's node_modules/sitegen is a link; the package's dependencies are found only
  // from its real folder (here the app's node_modules).
  const linked = path.join(tmp, 'linked');
  fs.mkdirSync(path.join(linked, 'node_modules', '.bin'), { recursive: true });
  fs.symlinkSync(
    path.join(app, 'node_modules', pkg.name),
    path.join(linked, 'node_modules', 'sitegen'),
    'dir',
  );
  fs.symlinkSync('../sitegen/bin/sitegen.js', path.join(linked, 'node_modules', '.bin', 'sitegen'));
  fs.cpSync(path.join(app, 'handbook'), path.join(linked, 'handbook'), { recursive: true });
  // With Infima, whose stylesheet is found by path from the package's folder.
  const config = path.join(linked, 'handbook', 'sitegen.config.ts');
  fs.writeFileSync(
    config,
    fs.readFileSync(config, 'utf8').replace(/\n\}\);\s*$/, '\n  theme: { infima: true },\n});\n'),
  );
  const sitegen = path.join(linked, 'node_modules', '.bin', 'sitegen');
  expect(run(sitegen, ['build'], path.join(linked, 'handbook')).stdout).toMatch(/built 12 pages/);
  const cssDir = path.join(linked, 'handbook', 'dist', 'assets', 'css');
  const css = fs
    .readdirSync(cssDir)
    .map((file) => fs.readFileSync(path.join(cssDir, file), 'utf8'));
  expect(css.some((text) => text.includes('.button--primary'))).toBe(true);
  // The fixture that uses every content feature (MDX, React pages, the OpenAPI reference and its
  // schema checks, two locales, search) builds through the link too.
  fs.cpSync(path.join(repoRoot, 'test', 'fixtures', 'basic'), path.join(linked, 'basic'), {
    recursive: true,
  });
  expect(run(sitegen, ['build'], path.join(linked, 'basic')).stdout).toMatch(
    /built 68 pages \(4 pages, 16 docs, 26 blog pages, 18 API pages/,
  );
}, 120_000);
