/**
 * Pagefind's processes outlive a build that succeeded, for the next build of the process, and
 * stop after one that failed (pagefindProcess.ts, holdSearchIndexer).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { holdSearchIndexer, startSearchIndex } from '../../src/emit/searchIndex.js';
import { waitFor } from '../helpers.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-search-kept-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The Pagefind processes this process started that are still running (not ended, not zombies). */
function pagefindProcesses(): number[] {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
        const [, name, state, parent] = /^\d+ \((.*)\) (\S) (\d+)/.exec(stat) ?? [];
        return name?.startsWith('pagefind') && state !== 'Z' && Number(parent) === process.pid
          ? [Number(pid)]
          : [];
      } catch {
        return []; // ended while it was read
      }
    })
    .sort();
}

/** A build's use of the indexer: hold, index a page into a fresh folder, release. */
async function buildOnce(n: number, kept: boolean): Promise<void> {
  const release = holdSearchIndexer();
  try {
    const indexer = startSearchIndex(path.join(dir, `cache-${n}`));
    indexer.add({
      url: `/page-${n}`,
      lang: 'en',
      body: Buffer.from(`<article data-pagefind-body><h1>Page ${n}</h1><p>Words.</p></article>`),
    });
    await indexer.write(path.join(dir, `out-${n}`));
  } finally {
    await release(kept);
  }
  expect(fs.readdirSync(path.join(dir, `out-${n}`, 'pagefind'))).toContain('pagefind-entry.json');
}

test.skipIf(!fs.existsSync('/proc/self/stat'))(
  'a build that succeeded leaves Pagefind running for the next one, which uses it; one that failed stops it',
  async () => {
    await buildOnce(1, true);
    const running = pagefindProcesses();
    expect(running.length, 'Pagefind processes after a build that succeeded').toBeGreaterThan(0);
    await buildOnce(2, true);
    expect(pagefindProcesses(), 'the next build started none').toEqual(running);
    await buildOnce(3, false);
    await waitFor(() => pagefindProcesses().length === 0, 'Pagefind to stop', 10_000);
    // The build after that starts them again.
    await buildOnce(4, true);
    expect(pagefindProcesses().length).toBeGreaterThan(0);
  },
  60_000,
);
