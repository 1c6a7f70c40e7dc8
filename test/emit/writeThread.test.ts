/**
 * The writer whose files are made on the writing thread (the compiled `lib/writeWorker.js`, which
 * `npm test` builds first): the same files as the writer of this thread, in the order asked for,
 * sizes and bad paths answered at once, a failure reported by `done` as the file system said it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MessageChannel } from 'node:worker_threads';
import { afterEach, expect, test } from 'vitest';
import {
  createThreadWriter,
  haltWrites,
  THREAD_PAGES,
  worthWriteThread,
} from '../../src/emit/writeThread.js';
import { createWriter, type Writer } from '../../src/emit/writer.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-write-thread-'));
  dirs.push(dir);
  return dir;
};

function threadWriter(dir: string, recycled?: Parameters<typeof createThreadWriter>[1]): Writer {
  const writer = createThreadWriter(dir, recycled);
  if (!writer) throw new Error('lib/writeWorker.js is missing: run `npm run compile` first');
  return writer;
}

/** Every file under `dir` with its text. */
function filesOf(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) {
      const file = path.join(entry.parentPath, entry.name);
      files[path.relative(dir, file)] = fs.readFileSync(file, 'utf8');
    }
  return files;
}

/** The same requests, made of one writer. */
function requests(writer: Writer, source: string): number[] {
  const sizes = [
    writer.write('docs/intro/index.html', 'héllo'),
    writer.write('docs/intro.md', Buffer.from('# Intro')),
    writer.write('stale.txt', 'soon gone'),
    writer.copy(path.join(source, 'logo.svg'), 'img/logo.svg'),
    writer.take(path.join(source, 'feed.xml'), 'blog/feed.xml'),
  ];
  writer.remove('stale.txt');
  // The same file twice: the later one stays.
  sizes.push(writer.write('docs/intro/index.html', 'hello again'));
  return sizes;
}

test('makes the files this thread would make, in the order asked for, and counts their sizes at once', async () => {
  const source = tempDir();
  fs.writeFileSync(path.join(source, 'logo.svg'), '<svg/>');
  fs.writeFileSync(path.join(source, 'feed.xml'), '<rss/>');
  const here = tempDir();
  const there = tempDir();
  const expected = requests(createWriter(here), source);
  const writer = threadWriter(there);
  expect(requests(writer, source)).toEqual(expected);
  expect(expected).toEqual([6, 7, 9, 6, 6, 11]);
  await writer.done();
  expect(filesOf(there)).toEqual(filesOf(here));
  expect(filesOf(there)['docs/intro/index.html']).toBe('hello again');
  // Taken: a second name of the same file.
  expect(fs.statSync(path.join(there, 'blog/feed.xml')).ino).toBe(
    fs.statSync(path.join(source, 'feed.xml')).ino,
  );
});

test('bytes moved to another thread right after they are written are still written', async () => {
  const dir = tempDir();
  const writer = threadWriter(dir);
  const page = Buffer.from(new Uint8Array(Buffer.from('<p>page</p>')).buffer);
  writer.write('index.html', page);
  const { port1, port2 } = new MessageChannel();
  port1.postMessage(page, [page.buffer]);
  expect(page.byteLength).toBe(0);
  port1.close();
  port2.close();
  await writer.done();
  expect(fs.readFileSync(path.join(dir, 'index.html'), 'utf8')).toBe('<p>page</p>');
});

test('files in several messages (a message holds up to 8 MB), two folders at once', async () => {
  const [a, b] = [tempDir(), tempDir()];
  const [first, second] = [threadWriter(a), threadWriter(b)];
  // 30 pages of 1 MB each: four messages a folder.
  const page = (i: number) => `${i}`.padEnd(1024 * 1024, '.');
  for (let i = 0; i < 30; i++) {
    first.write(`p${i}/index.html`, page(i));
    second.write(`q${i}/index.html`, Buffer.from(page(i)));
  }
  await Promise.all([first.done(), second.done()]);
  expect(Object.keys(filesOf(a))).toHaveLength(30);
  expect(fs.readFileSync(path.join(a, 'p29/index.html'), 'utf8')).toBe(page(29));
  expect(fs.readFileSync(path.join(b, 'q0/index.html'), 'utf8')).toBe(page(0));
  // A writer used again after `done` starts over.
  first.write('later.html', 'later');
  await first.done();
  expect(fs.readFileSync(path.join(a, 'later.html'), 'utf8')).toBe('later');
});

test('a path outside the folder is refused at once, on this thread', () => {
  const writer = threadWriter(tempDir());
  expect(() => writer.write('../escaped.html', 'x')).toThrow(/not inside the output folder/);
  expect(() => writer.remove('/etc/passwd')).toThrow(/not inside the output folder/);
});

test('a file that cannot be made fails `done` as the file system said it, and nothing after it is made', async () => {
  const dir = tempDir();
  fs.writeFileSync(path.join(dir, 'docs'), 'a file where a folder should be');
  const writer = threadWriter(dir);
  writer.write('first.html', 'made');
  writer.write('docs/intro/index.html', 'cannot');
  writer.write('after.html', 'not made');
  const error = await writer.done().then(
    () => undefined,
    (thrown: NodeJS.ErrnoException) => thrown,
  );
  expect(error?.code).toBe('ENOTDIR');
  expect(error?.path).toContain(path.join(dir, 'docs'));
  expect(fs.existsSync(path.join(dir, 'first.html'))).toBe(true);
  expect(fs.existsSync(path.join(dir, 'after.html'))).toBe(false);
});

test('a file the recycled folder holds already is kept, not sent', async () => {
  const dir = tempDir();
  const source = path.join(tempDir(), 'page.html');
  fs.writeFileSync(source, 'same');
  const asked: string[] = [];
  const writer = threadWriter(dir, {
    keeps: (target) => (asked.push(target), true),
  });
  expect(writer.take(source, 'docs/index.html')).toBe(4);
  await writer.done();
  expect(asked).toEqual([path.join(dir, 'docs/index.html')]);
  expect(fs.existsSync(path.join(dir, 'docs'))).toBe(false);
});

test('after haltWrites nothing more is made in the folder, the writer fails, and a writer asking later gets a new thread', async () => {
  const dir = tempDir();
  const writer = threadWriter(dir);
  for (let i = 0; i < 1000; i++) writer.write(`p${i}.html`, `page ${i}`);
  haltWrites();
  const count = () => fs.readdirSync(dir).length;
  const made = count();
  expect(made).toBeLessThan(1000);
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(count()).toBe(made);
  await expect(writer.done()).rejects.toThrow(/writing thread stopped/);
  const next = threadWriter(dir);
  next.write('next.html', 'made');
  await next.done();
  expect(fs.readFileSync(path.join(dir, 'next.html'), 'utf8')).toBe('made');
});

test('a build of fewer pages than THREAD_PAGES writes on its own thread; for tests, another least number', () => {
  expect(worthWriteThread(THREAD_PAGES - 1, {})).toBe(false);
  expect(worthWriteThread(THREAD_PAGES, {})).toBe(true);
  expect(worthWriteThread(3, { SITEGEN_WRITE_THREAD_PAGES: '0' })).toBe(true);
  expect(worthWriteThread(3, { SITEGEN_WRITE_THREAD_PAGES: '5' })).toBe(false);
  expect(worthWriteThread(3, { SITEGEN_WRITE_THREAD_PAGES: 'many' })).toBe(false);
});
