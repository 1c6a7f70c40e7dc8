/**
 * Builds stopped part-way: by a signal the process can catch (it cleans up itself), by SIGKILL
 * (the next build cleans up), and between the two renames of the swap (the next build puts the
 * old output back). At every point the output folder holds a complete output.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import {
  copyFixture,
  hashTree,
  removeDir,
  repoRoot,
  runCli,
  runCliHere,
  writeOnThreadInThisFile,
} from '../helpers.js';

// Their files are made on the writing thread, as a large site's are.
writeOnThreadInThisFile();

let sites: string[] = [];
afterEach(() => {
  sites.forEach(removeDir);
  sites = [];
});

/** The basic site with enough docs that a build takes a moment, built once for the file. */
let built: { site: string; before: Record<string, string> } | undefined;
afterAll(() => built && removeDir(built.site));

/**
 * A copy of the basic site with 200 more docs and its output (built once, through the CLI's main in
 * this process, and copied for each test: sources, output and cache as that build left them).
 */
async function fillerSite(): Promise<{ site: string; before: Record<string, string> }> {
  if (!built) {
    const site = copyFixture('basic');
    const words = 'Uptime checks, status pages and website analytics in one place. '.repeat(40);
    for (let i = 0; i < 200; i++)
      fs.writeFileSync(path.join(site, 'docs', `filler-${i}.md`), `# Filler ${i}\n\n${words}\n`);
    const first = await runCliHere(['build', '--no-search'], site);
    expect(first.status, first.stderr).toBe(0);
    built = { site, before: hashTree(path.join(site, 'dist')) };
  }
  const site = `${built.site}-${sites.length}-${Date.now()}`;
  fs.cpSync(built.site, site, { recursive: true });
  sites.push(site);
  expect(hashTree(path.join(site, 'dist'))).toEqual(built.before);
  return { site, before: built.before };
}

const debris = (site: string) =>
  fs.readdirSync(site).filter((name) => name.startsWith('.sitegen-'));

/** Starts a build and sends `signal` once its staging folder exists; resolves with how it ended. */
function interrupt(
  site: string,
  signal: NodeJS.Signals,
): Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(repoRoot, 'bin', 'sitegen.js'), 'build', '--no-search'],
      { cwd: site, env: { ...process.env, NO_COLOR: '1' } },
    );
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const poll = setInterval(() => {
      if (fs.readdirSync(site).some((name) => name.startsWith(`.sitegen-tmp-dist-${child.pid}-`))) {
        clearInterval(poll);
        // A moment later, so the build is writing pages.
        setTimeout(() => child.kill(signal), 150);
      }
    }, 5);
    child.on('error', reject);
    child.on('exit', (code, sig) => {
      clearInterval(poll);
      resolve({ code, signal: sig, stderr });
    });
  });
}

describe('a build stopped by a signal', () => {
  test.each(['SIGINT', 'SIGTERM'] as const)(
    '%s: the process ends by the signal, removes its staging folder, and dist/ is as it was',
    async (signal) => {
      const { site, before } = await fillerSite();
      fs.appendFileSync(
        path.join(site, 'docs', 'intro.md'),
        '\nA change that must not reach dist.\n',
      );
      const ended = await interrupt(site, signal);
      expect(ended.signal, ended.stderr).toBe(signal);
      expect(debris(site)).toEqual([]);
      expect(hashTree(path.join(site, 'dist'))).toEqual(before);
    },
  );

  test('SIGKILL: the staging folder stays until the next build, which removes it', async () => {
    const { site, before } = await fillerSite();
    // Something to build: with nothing changed, the build would have nothing to do.
    fs.appendFileSync(path.join(site, 'docs', 'intro.md'), '\nA change.\n');
    const ended = await interrupt(site, 'SIGKILL');
    expect(ended.signal).toBe('SIGKILL');
    expect(debris(site).some((name) => name.startsWith('.sitegen-tmp-dist-'))).toBe(true);
    expect(hashTree(path.join(site, 'dist'))).toEqual(before);
    // An older sitegen named its staging folders without a process id.
    fs.mkdirSync(path.join(site, '.sitegen-tmp-dist-AbC123'));
    const next = await runCliHere(['build', '--no-search', '--no-check-links'], site);
    expect(next.status, next.stderr).toBe(0);
    for (let i = 0; i < 100 && debris(site).length > 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(debris(site)).toEqual([]);
  });
});

// No signal here: the CLI's main runs in this process (runCliHere), as a cut swap left the folder.
describe('a swap cut between its two renames', () => {
  test('the next build, even a failing one, puts the old output back and says so truthfully', async () => {
    const { site, before } = await fillerSite();
    // What a kill between the renames leaves: the old output under its swap name, no dist/.
    fs.renameSync(path.join(site, 'dist'), path.join(site, '.sitegen-swap-dist-999999999'));
    fs.mkdirSync(path.join(site, '.sitegen-tmp-dist-999999999-xyz'));
    fs.writeFileSync(path.join(site, 'docs', 'broken.md'), '---\ntitle: [oops\n---\n');
    const failed = await runCliHere(['build', '--no-search'], site);
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain('The previous output was left untouched.');
    expect(hashTree(path.join(site, 'dist'))).toEqual(before);
    expect(debris(site).filter((name) => !name.startsWith('.sitegen-old-'))).toEqual([]);
  });

  test('a swap of the whole output cut before it carried the locales it did not build over: they are carried by the next build', async () => {
    const { site, before } = await fillerSite();
    // `build --locale en` swapped in an output without id/ and was killed before moving id/ over.
    fs.renameSync(path.join(site, 'dist'), path.join(site, '.sitegen-swap-dist-999999999'));
    fs.cpSync(path.join(site, '.sitegen-swap-dist-999999999'), path.join(site, 'dist'), {
      recursive: true,
    });
    fs.rmSync(path.join(site, 'dist', 'id'), { recursive: true });
    const next = await runCliHere(
      ['build', '--no-search', '--locale', 'en', '--no-check-links'],
      site,
    );
    expect(next.status, next.stderr).toBe(0);
    const after = hashTree(path.join(site, 'dist'));
    const idFiles = Object.keys(before).filter((file) => file.startsWith(`id${path.sep}`));
    expect(idFiles.length).toBeGreaterThan(10);
    for (const file of idFiles) expect(after[file], file).toBe(before[file]);
  });

  test('a failing build with no previous output says that nothing was written', async () => {
    const site = copyFixture('basic');
    sites.push(site);
    fs.writeFileSync(path.join(site, 'docs', 'broken.md'), '---\ntitle: [oops\n---\n');
    const failed = await runCliHere(['build', '--no-search'], site);
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain('Nothing was written.');
    expect(failed.stderr).not.toContain('left untouched');
  });
});

describe('a build that fails while Pagefind is indexing', () => {
  test('reports its own error, stops Pagefind without a panic, and leaves no staging folder', () => {
    const site = copyFixture('basic');
    sites.push(site);
    const words = 'Uptime checks, status pages and website analytics in one place. '.repeat(40);
    for (let i = 0; i < 400; i++)
      fs.writeFileSync(path.join(site, 'docs', `filler-${i}.md`), `# Filler ${i}\n\n${words}\n`);
    // English renders and starts its index; the Indonesian translation of a page then fails to render.
    fs.writeFileSync(path.join(site, 'pages', 'boom.mdx'), '# Boom\n\nFine in English.\n');
    fs.mkdirSync(path.join(site, 'i18n', 'id', 'pages'), { recursive: true });
    fs.writeFileSync(
      path.join(site, 'i18n', 'id', 'pages', 'boom.mdx'),
      "export const Boom = () => { throw new Error('boom'); };\n\n# Boom\n\n<Boom />\n",
    );
    const failed = runCli(['build'], site);
    expect(failed.status).toBe(1);
    expect(failed.stderr).toMatch(/i18n\/id\/pages\/boom\.mdx rendering failed: boom/);
    expect(failed.stderr).not.toMatch(
      /panick|broken pipe|Service stopped|ENOTEMPTY|unexpected error/i,
    );
    expect(debris(site)).toEqual([]);
  });
});
