/**
 * The source watcher on its own, over a temporary folder: symbolic links that loop or lead
 * nowhere (at start or created later) never stop it, a followed link's target is watched at the
 * link's path, and a watched folder that is removed and copied back is watched again.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { watchSources, type SourceWatcher } from '../../src/serve/watcher.js';
import { waitFor } from '../helpers.js';

let root: string;
let watcher: SourceWatcher | undefined;
let seen: string[] = [];

afterEach(async () => {
  await watcher?.close();
  watcher = undefined;
  seen = [];
  fs.rmSync(root, { recursive: true, force: true });
});

/** A folder with docs/intro.md and shared/common.md beside it; `prepare` adds to it before watching. */
async function watched(prepare: (docs: string) => void = () => undefined) {
  root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-watch-')));
  const docs = path.join(root, 'docs');
  fs.mkdirSync(docs);
  fs.writeFileSync(path.join(docs, 'intro.md'), '# Intro\n');
  fs.mkdirSync(path.join(root, 'shared'));
  fs.writeFileSync(path.join(root, 'shared', 'common.md'), '# Common\n');
  prepare(docs);
  watcher = watchSources(
    [docs, path.join(root, 'blog')],
    (file) => seen.push(path.relative(root, file)),
    {
      pollMs: 30,
    },
  );
  await watcher.ready;
  return docs;
}

const reported = (rel: string) =>
  waitFor(() => seen.includes(rel), `${rel} to be reported (seen: ${seen.join(', ')})`, 5000);

/** An edit of docs/intro.md is reported: the watcher still works. */
async function stillWatching(docs: string, text = 'edited') {
  seen = [];
  fs.appendFileSync(path.join(docs, 'intro.md'), `${text}\n`);
  await reported('docs/intro.md');
}

test('links that loop at start (a → b → a, two links to their own folder) stop nothing', async () => {
  const docs = await watched((dir) => {
    fs.symlinkSync('b', path.join(dir, 'a'));
    fs.symlinkSync('a', path.join(dir, 'b'));
    fs.symlinkSync('.', path.join(dir, 'l1'));
    fs.symlinkSync('.', path.join(dir, 'l2'));
  });
  // Links that stay as they are report nothing (chokidar reports each link it reads as added).
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(seen).toEqual([]);
  await stillWatching(docs);
  expect(seen.filter((file) => /\/(l1|l2)\//.test(file))).toEqual([]);
});

test('a loop created while watching stops nothing either', async () => {
  const docs = await watched();
  fs.symlinkSync('d', path.join(docs, 'c'));
  fs.symlinkSync('c', path.join(docs, 'd'));
  fs.symlinkSync('.', path.join(docs, 'self'));
  await new Promise((resolve) => setTimeout(resolve, 200));
  await stillWatching(docs);
});

test('a change under a followed link is reported at the link; a link made later is followed', async () => {
  const docs = await watched((dir) => fs.symlinkSync('../shared', path.join(dir, 'shared')));
  fs.appendFileSync(path.join(root, 'shared', 'common.md'), 'more\n');
  await reported('docs/shared/common.md');
  seen = [];
  fs.mkdirSync(path.join(root, 'more'));
  fs.writeFileSync(path.join(root, 'more', 'page.md'), '# Page\n');
  fs.symlinkSync('../more', path.join(docs, 'more'));
  await reported('docs/more/page.md');
  seen = [];
  fs.appendFileSync(path.join(root, 'more', 'page.md'), 'edited\n');
  await reported('docs/more/page.md');
});

test('a folder removed and copied back is watched again, and reported both times', async () => {
  const docs = await watched();
  const saved = path.join(root, 'saved');
  fs.cpSync(docs, saved, { recursive: true });
  fs.rmSync(docs, { recursive: true });
  await reported('docs');
  seen = [];
  fs.cpSync(saved, docs, { recursive: true });
  await reported('docs');
  await stillWatching(docs, 'after it came back');
});

test('a folder that was not there at start is reported when it appears, and watched', async () => {
  await watched();
  const blog = path.join(root, 'blog');
  fs.mkdirSync(blog);
  fs.writeFileSync(path.join(blog, 'post.md'), '# Post\n');
  await reported('blog');
  seen = [];
  fs.appendFileSync(path.join(blog, 'post.md'), 'edited\n');
  await reported('blog/post.md');
});

test('a watched folder that is itself a link is watched through it', async () => {
  root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-watch-')));
  fs.mkdirSync(path.join(root, 'real-docs'));
  fs.writeFileSync(path.join(root, 'real-docs', 'intro.md'), '# Intro\n');
  fs.symlinkSync('real-docs', path.join(root, 'docs'));
  watcher = watchSources([path.join(root, 'docs')], (file) => seen.push(path.relative(root, file)));
  await watcher.ready;
  fs.appendFileSync(path.join(root, 'real-docs', 'intro.md'), 'edited\n');
  await reported('docs/intro.md');
});
