import { expect, test } from 'vitest';
import { encodePieces } from '../../src/encodePieces.js';
import { markOf, splice } from '../../src/render/pieces.js';

const content = markOf('content');
const sidebar = markOf('sidebar');

test('each mark is replaced by its pieces, in page order, and the pieces say where they went', () => {
  const html = `<div>${sidebar}<main>${content}</main></div>`;
  const spliced = splice(html, [
    { mark: content, pieces: ['<p>é</p>'] },
    { mark: sidebar, pieces: ['<nav>a</nav>', '<nav>b</nav>'] },
  ]);
  expect(spliced?.pieces.join('')).toBe('<div><nav>a</nav><nav>b</nav><main><p>é</p></main></div>');
  expect(spliced?.pieces[spliced.at[0]]).toBe('<p>é</p>');
  expect(spliced?.pieces.slice(spliced.at[1], spliced.at[1] + 2)).toEqual([
    '<nav>a</nav>',
    '<nav>b</nav>',
  ]);
});

test('a mark missing or shown twice splices nothing: the page is then rendered whole', () => {
  const holes = [{ mark: content, pieces: ['<p>x</p>'] }];
  expect(splice('<main></main>', holes)).toBeUndefined();
  expect(splice(`<main>${content}</main><aside>${content}</aside>`, holes)).toBeUndefined();
  // Each process spells its marks with a word of its own: content cannot write one.
  expect(content).toMatch(/^<!--sitegen-[0-9a-f-]{36}-content-->$/);
});

test('the pieces are encoded as the joined page would be, each at its byte offset', () => {
  const pieces = ['<p>✓</p>', '', 'é😀', '<b>x</b>'];
  const { bytes, starts } = encodePieces(pieces);
  expect(bytes.equals(Buffer.from(pieces.join('')))).toBe(true);
  pieces.forEach((piece, i) =>
    expect(bytes.toString('utf8', starts[i], starts[i + 1])).toBe(piece),
  );
  // Memory of its own, so that it can move to another thread.
  expect(bytes.buffer.byteLength).toBe(bytes.length);
});
