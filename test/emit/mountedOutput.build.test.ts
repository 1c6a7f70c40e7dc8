/**
 * An output folder that is a mount point (a Docker volume, a disk of its own): the build stages
 * inside it and swaps entries one by one, and a full disk leaves the previous output exactly as it
 * was. Mounting a tmpfs needs root; elsewhere these tests are skipped, saying why.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { createWriter } from '../../src/emit/writer.js';
import { OUTPUT_MARKER, stage } from '../../src/emit/output.js';
import { copyFixture, hashTree, removeDir, runCli, writeOnThreadInThisFile } from '../helpers.js';

// Their files are made on the writing thread, as a large site's are.
writeOnThreadInThisFile();

const mounts: string[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const dir of mounts.splice(0)) unmount(dir);
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * Unmounts `dir`, once what a build deletes in the background inside it (the replaced output: see
 * emit/leftovers.ts) lets go of it: on a busy machine that process may still be starting.
 */
function unmount(dir: string): void {
  const until = Date.now() + 10_000;
  while (spawnSync('umount', [dir]).status !== 0 && Date.now() < until) spawnSync('sleep', ['0.1']);
}

/** Mounts `args` (a tmpfs or a bind mount) at `dir`; false when this machine does not let it. */
function mount(dir: string, args: string[]): boolean {
  fs.mkdirSync(dir, { recursive: true });
  const done = spawnSync('mount', [...args, dir], { stdio: 'ignore' }).status === 0;
  if (done) mounts.unshift(dir);
  return done;
}

const canMount = (() => {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) return false;
  const probe = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-mount-probe-'));
  const ok = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', probe]).status === 0;
  if (ok) spawnSync('umount', [probe]);
  fs.rmdirSync(probe);
  return ok;
})();

function place(): string {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-mounted-'));
  dirs.push(base);
  return base;
}

/** One build through a staging folder: files written, then swapped in. */
function build(out: string, files: Record<string, string | Buffer>, localeDirs = ['', 'id']): void {
  const staging = stage(out, { localeDirs, allLocaleDirs: ['', 'id'] });
  try {
    const writer = createWriter(staging.dir);
    for (const [file, text] of Object.entries(files)) writer.write(file, text);
    staging.sweep();
    staging.commit();
  } catch (error) {
    staging.discard();
    throw error;
  }
}

/** The output's entries, without the ones a build leaves only while it runs. */
const entries = (dir: string) => fs.readdirSync(dir).filter((e) => !e.startsWith('.sitegen-old-'));

describe.skipIf(!canMount)(
  'an output folder that is a mount point (skipped: needs root to mount a tmpfs)',
  () => {
    test('is replaced entry by entry, with nothing of the build left in it', () => {
      const out = path.join(place(), 'dist');
      expect(mount(out, ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs'])).toBe(true);
      build(out, { 'index.html': 'one', 'a/index.html': 'a', 'id/index.html': 'satu' });
      build(out, { 'index.html': 'two', 'b/index.html': 'b', 'id/index.html': 'dua' });
      expect(entries(out).sort()).toEqual([OUTPUT_MARKER, 'b', 'id', 'index.html']);
      expect(fs.readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('two');
      // A build of one locale replaces its folder alone.
      build(out, { 'id/index.html': 'tiga' }, ['id']);
      expect(fs.readFileSync(path.join(out, 'id/index.html'), 'utf8')).toBe('tiga');
      expect(fs.readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('two');
      expect(entries(out).sort()).toEqual([OUTPUT_MARKER, 'b', 'id', 'index.html']);
    });

    test('a full disk fails the build and leaves the previous output exactly as it was', () => {
      const out = path.join(place(), 'dist');
      expect(mount(out, ['-t', 'tmpfs', '-o', 'size=256k', 'tmpfs'])).toBe(true);
      build(out, { 'index.html': 'one', 'big.bin': Buffer.alloc(120 * 1024, 1) });
      const before = hashTree(out);
      expect(() =>
        build(out, { 'index.html': 'two', 'big.bin': Buffer.alloc(200 * 1024, 2) }),
      ).toThrow(/ENOSPC/);
      expect(hashTree(out)).toEqual(before);
      expect(fs.readdirSync(out).filter((e) => e.startsWith('.sitegen-'))).toEqual([OUTPUT_MARKER]);
    });

    test('a swap cut short inside it (a killed build) is put back by the next build', () => {
      const out = path.join(place(), 'dist');
      expect(mount(out, ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs'])).toBe(true);
      build(out, { 'index.html': 'one', 'a/index.html': 'a' });
      // Killed after it moved the old entries aside and before it moved the new ones in.
      const dead = 4194303;
      const swapped = path.join(out, `.sitegen-swap-dist-${dead}`);
      fs.mkdirSync(swapped);
      for (const name of ['index.html', 'a'])
        fs.renameSync(path.join(out, name), path.join(swapped, name));
      const staging = stage(out, { localeDirs: ['id'], allLocaleDirs: ['', 'id'] });
      staging.discard();
      expect(fs.readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('one');
      expect(fs.readFileSync(path.join(out, 'a/index.html'), 'utf8')).toBe('a');
    });

    test('a bind mount of the same file system, found out only at the swap, is copied in, then swapped', () => {
      const base = place();
      const out = path.join(base, 'dist');
      fs.mkdirSync(path.join(base, 'volume'));
      expect(mount(out, ['--bind', path.join(base, 'volume')])).toBe(true);
      build(out, { 'index.html': 'one', 'a/index.html': 'a' });
      build(out, { 'index.html': 'two', 'b/index.html': 'b' });
      expect(entries(out).sort()).toEqual([OUTPUT_MARKER, 'b', 'index.html']);
      expect(fs.readFileSync(path.join(base, 'volume', 'index.html'), 'utf8')).toBe('two');
      // Nothing was left beside it either.
      expect(fs.readdirSync(base).sort()).toEqual(['dist', 'volume']);
    });

    test('a read-only output folder is said to be one, at the start of the build', () => {
      const site = copyFixture('basic');
      dirs.push(site);
      try {
        const out = path.join(site, 'dist');
        expect(mount(out, ['-t', 'tmpfs', '-o', 'size=64k,ro', 'tmpfs'])).toBe(true);
        const result = runCli(['build', '--locale', 'en', '--no-search'], site);
        expect(result.status).toBe(1);
        expect(result.stderr).toMatch(
          /dist sitegen cannot write the output folder: it is on a read-only file system \(EROFS\)/,
        );
        expect(result.stderr).toMatch(
          /mount it read-write, or build into a writable folder with --out/,
        );
        expect(result.stderr).not.toMatch(/\n\s+at /);
        // Before any page was rendered.
        expect(result.stdout).not.toMatch(/rendering pages/);
      } finally {
        for (const dir of mounts.splice(0)) unmount(dir);
        removeDir(site);
      }
    });

    test('sitegen build onto a full disk says so, naming the folder, and keeps the output', () => {
      const site = copyFixture('basic');
      dirs.push(site);
      try {
        const out = path.join(site, 'dist');
        expect(mount(out, ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs'])).toBe(true);
        expect(runCli(['build', '--locale', 'en', '--no-search'], site).status).toBe(0);
        const free = fs.statfsSync(out);
        fs.writeFileSync(
          path.join(out, 'filler.bin'),
          Buffer.alloc(Math.max(0, free.bavail * free.bsize - 64 * 1024)),
        );
        const before = hashTree(out);
        const result = runCli(['build', '--locale', 'en', '--no-search', '--force'], site);
        expect(result.status).toBe(1);
        expect(result.stderr).toMatch(
          /✖ dist no space left on the disk of the output folder dist \(ENOSPC\)/,
        );
        expect(result.stderr).toMatch(/free some space/);
        expect(result.stderr).toMatch(/previous output was left untouched/);
        expect(result.stderr).not.toMatch(/\n\s+at /);
        expect(hashTree(out)).toEqual(before);
      } finally {
        for (const dir of mounts.splice(0)) unmount(dir);
        removeDir(site);
      }
    });
  },
);
