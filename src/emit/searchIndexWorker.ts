/**
 * A Pagefind process fed from a thread of its own (pagefindProcess.ts starts two): Pagefind's Node
 * API keeps one background process per module instance, and a worker thread has modules of its
 * own, so the `pagefind` this thread imports starts a process of its own. The two index every
 * other shard of a sharded index (searchIndex.ts), so two cores index at once (on the 5,000-doc
 * benchmark site, Pagefind alone took 8.7 s on two processes against 12.7 s on one), and this
 * thread, not the build's, encodes each page for Pagefind. Requests and answers are plain
 * messages with an id.
 */
import { parentPort } from 'node:worker_threads';
import * as pagefind from 'pagefind';
import { pagefindFile, type SearchIndexRequest } from './pagefindProcess.js';

const indexes = new Map<number, pagefind.PagefindIndex>();
let next = 0;

async function answer(request: SearchIndexRequest): Promise<unknown> {
  if (request.op === 'create') {
    const { index, errors } = await pagefind.createIndex(request.config);
    if (!index) throw new Error(`the search index could not be created: ${errors.join('; ')}`);
    indexes.set(++next, index);
    return next;
  }
  if (request.op === 'close') return void (await pagefind.close());
  const index = indexes.get(request.index);
  if (!index) throw new Error(`no search index ${request.index}`);
  if (request.op === 'add') return (await index.addHTMLFile(pagefindFile(request.file))).errors;
  if (request.op === 'write')
    return (await index.writeFiles({ outputPath: request.outputPath })).errors;
  indexes.delete(request.index);
  await index.deleteIndex();
  return [];
}

parentPort!.on('message', (request: SearchIndexRequest & { id: number }) => {
  answer(request).then(
    (result) => parentPort!.postMessage({ id: request.id, result }),
    (error: unknown) =>
      parentPort!.postMessage({
        id: request.id,
        error: error instanceof Error ? error.message : String(error),
      }),
  );
});
