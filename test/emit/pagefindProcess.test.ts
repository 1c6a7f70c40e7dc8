import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import {
  createFirstIndex,
  createIndex,
  createLocalIndex,
  createSecondIndex,
  lessBusyProcess,
  pagefindFile,
  queuedWork,
  withoutTokenSpans,
} from '../../src/emit/pagefindProcess.js';
import { holdSearchIndexer } from '../../src/emit/searchIndex.js';
import { hashTree } from '../helpers.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-pagefind-'));
/** Pagefind is stopped after the last test, as a build stops it. */
const releaseSearch = holdSearchIndexer();
afterAll(async () => {
  await releaseSearch();
  fs.rmSync(dir, { recursive: true, force: true });
});

test("the Pagefind processes fed from threads (compiled sitegen) write the same index as this thread's", async () => {
  const config = { excludeSelectors: [] };
  const file = {
    url: '/docs/otter',
    lang: 'en',
    body: Buffer.from('<main data-pagefind-body><h1>Otter</h1><p>An otter swims.</p></main>'),
  };
  const written: string[] = [];
  for (const [name, create] of [
    ['local', createLocalIndex],
    ['first', createFirstIndex],
    ['second', createSecondIndex],
  ] as const) {
    const index = await create(config);
    expect(await index.addHTMLFile(file)).toEqual([]);
    expect(await index.writeFiles(path.join(dir, name))).toEqual([]);
    await index.deleteIndex();
    written.push(path.join(dir, name));
  }
  expect(hashTree(written[1])).toEqual(hashTree(written[0]));
  expect(hashTree(written[2])).toEqual(hashTree(written[0]));
  expect(Object.keys(hashTree(written[0]))).toContain('pagefind-entry.json');
}, 60_000);

test('a new index goes to the Pagefind process with less work queued, counted from the moment a page is given', async () => {
  expect(lessBusyProcess([0, 0])).toBe(0);
  expect(lessBusyProcess([4, 2])).toBe(1);
  expect(lessBusyProcess([2, 4])).toBe(0);

  const config = { excludeSelectors: [] };
  const page = (n: number) => ({
    url: `/docs/p${n}`,
    lang: 'en',
    body: Buffer.from(`<main data-pagefind-body><h1>Page ${n}</h1><p>Otters ${n}.</p></main>`),
  });
  // What an earlier test of this process left queued is counted too.
  const before = queuedWork();
  const first = createIndex(config);
  const slot = Number(first.second);
  expect(slot).toBe(lessBusyProcess(before));
  // Three pages given: six pages of work at once, before any is answered.
  const added = [1, 2, 3].map((n) => first.addHTMLFile(page(n)));
  const after = queuedWork();
  expect(after[slot]).toBe(before[slot] + 6);
  // The next index goes where there is less, whichever that is now.
  const second = createIndex(config);
  expect(Number(second.second)).toBe(lessBusyProcess(after));
  // Read, each page leaves its part of writing the index out; written, nothing.
  expect((await Promise.all(added)).flat()).toEqual([]);
  expect(queuedWork()[slot]).toBe(before[slot] + 3);
  expect(await first.writeFiles(path.join(dir, 'balanced'))).toEqual([]);
  expect(queuedWork()[slot]).toBe(before[slot]);
  await first.deleteIndex();
  await second.deleteIndex();
  expect(queuedWork()).toEqual(before);
  // Asked for, a process is taken whatever it has queued.
  const asked = createIndex(config, true);
  expect(asked.second).toBe(true);
  await asked.deleteIndex();
}, 60_000);

test('token spans go with their end tags, nested ones too; every other span stays', () => {
  const code =
    '<pre><code><span class="code-line"><span class="token keyword">const</span> a = ' +
    '<span class="token template-string"><span class="token string">`x`</span></span>;</span>' +
    '</code></pre>';
  expect(withoutTokenSpans(code)).toBe(
    '<pre><code><span class="code-line">const a = `x`;</span></code></pre>',
  );
  const prose = '<p><span class="badge">New</span> <span>plain</span></p>';
  expect(withoutTokenSpans(prose)).toBe(prose);
  // An end tag with no start (a region cut inside a span) is kept.
  expect(withoutTokenSpans('a</span><span class="token x">b</span>')).toBe('a</span>b');
});

test('a tag only named like a span, an end tag inside a start tag, a tag never closed: as a reading tag by tag', () => {
  // The rule the scan keeps, written as one pattern read from the start: each span tag in turn.
  const byPattern = (html: string) => {
    const isToken: boolean[] = [];
    return html.replace(/<span\b[^>]*>|<\/span>/g, (tag) => {
      if (tag === '</span>') return isToken.pop() ? '' : tag;
      isToken.push(tag.startsWith('<span class="token'));
      return isToken.at(-1) ? '' : tag;
    });
  };
  const cases = [
    '<spanner class="token x">a</spanner><span class="token y">b</span>',
    '<span class="token t" title="</span>">a</span>b</span>',
    '<span_x><span class="token a">b</span></span_x>',
    '<span class="token a">open <span',
    '<span class="token a"><span class="other"><span class="token b">x</span></span></span>tail',
    '</span></span><span class="token a">x</span>',
    '<span class="token a">é😀</span><span\tclass="token b">x</span>',
  ];
  for (const html of cases) expect(withoutTokenSpans(html), html).toBe(byPattern(html));
  expect(withoutTokenSpans(cases[0])).toBe('<spanner class="token x">a</spanner>b');
  expect(withoutTokenSpans(cases[1])).toBe('">ab</span>');
});

test('the page is given as a document in its language, without what the index skips', () => {
  const page = (html: string) => pagefindFile({ url: '/de/x', lang: 'de', body: encode(html) });
  expect(page('<h1>Grüße</h1><pre><span class="token comment">// hi</span></pre>')).toEqual({
    url: '/de/x',
    content: '<html lang="de"><body><h1>Grüße</h1><pre></pre></body></html>',
  });
  // A code block searchBody leaves as it is (a comment inside) loses its token spans.
  expect(page('<pre><!-- c --><span class="token comment">// hi</span></pre>').content).toBe(
    '<html lang="de"><body><pre><!-- c -->// hi</pre></body></html>',
  );
});

const encode = (html: string) => new TextEncoder().encode(html);
