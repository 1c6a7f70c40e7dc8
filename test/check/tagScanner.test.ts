/**
 * tagScanner.ts against htmlparser2's tokenizer, whose states it copies: the same start tags and
 * kept attributes for well-formed pages, for markup broken in every way a fuzzer finds, and for
 * text beyond ASCII (read as bytes there, as characters here). tagScanner.site.test.ts compares
 * them on every page of the real site and of a Docusaurus fixture.
 */
import { expect, test } from 'vitest';
import { seededRandom } from '../helpers.js';
import { reference, scanned } from './tagScannerReference.js';

test('a page: every start tag, named when asked for, its kept attributes as written, the first of a name kept', () => {
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="/f.ico">' +
    '<title>A <b>title</b></title></head><body><a href="/x?a=1&amp;b=2" HREF="/second" id=top>x</a>' +
    '<img src=\'/a.png\' srcset="/a-2x.png 2x" alt="&lt;"><br/><input disabled name="q"></body></html>';
  expect(scanned(html)).toEqual(reference(html));
  expect(scanned(html)).toContainEqual([
    'a',
    [
      ['href', '/x?a=1&amp;b=2'],
      ['id', 'top'],
    ],
  ]);
  // A tag not asked for by name is reported without one, its kept attributes read all the same.
  expect(scanned(html)).toContainEqual(['', [['name', 'q']]]);
});

test('nothing is read out of scripts, styles, titles, textareas, comments, CDATA or declarations', () => {
  const html = [
    '<script>let a = "<a href=\'/in-script\'>"; </scriptx> <a id="still-script"></script>',
    '<STYLE>a::after{content:"<a id=in-style>"}</style >',
    '<title><a id="in-title"></title><textarea><a id="in-textarea"></TEXTAREA>',
    '<xmp><a id="in-xmp"></xmp><!-- <a id="in-comment"> --><!--><a id="after-empty-comment">',
    '<![CDATA[ <a id="in-cdata"> ]]><!DOCTYPE x <a id="in-declaration"><?php <a id="pi"> ?>',
    '</ <a id="after-bogus-close"></3 <a id="in-bogus-comment"><a id="after">',
  ].join('');
  expect(scanned(html)).toEqual(reference(html));
  expect(scanned(html).map(([, attributes]) => attributes[0]?.[1])).toEqual([
    undefined,
    undefined,
    undefined,
    undefined,
    undefined,
    'after-empty-comment',
    'after',
  ]);
});

test('text beyond ASCII, as bytes, gives the tags and values it gives as characters', () => {
  const html =
    '<p id="café">中文 <a href="/docs/élan#título" name="名前">ü</a><img src="/😀.png"><é id="x"></p>';
  expect(scanned(html)).toEqual(reference(html));
  expect(scanned(html)[1]).toEqual([
    'a',
    [
      ['href', '/docs/élan#título'],
      ['name', '名前'],
    ],
  ]);
});

const PIECES = [
  ...[
    '<',
    '>',
    '/',
    '=',
    '"',
    "'",
    ' ',
    '\n',
    '\t',
    '!',
    '-',
    '--',
    '?',
    '[',
    ']',
    ']]>',
    'CDATA[',
  ],
  ...['<!--', '-->', '</', '/>', '<!', '<?', '<![CDATA[', '<a', '<A ', '<p>', '<x', '<é'],
  ...['<script', '<SCRIPT>', '</script>', '<style>', '</style', '<title>', '</title>', '<textarea'],
  ...['</textarea>', '<xmp>', '</xmp>', '<xitle', '<tm', ' id=', ' ID="', " name='", ' href="/'],
  ...[' src=', ' rel=', ' content=', ' data-long-attribute=', '<verylongtagname ', 'a', 'b', 'x'],
  ...['t', 's', 'e', 'i', 'm', 'c', '&amp;', '&', 'é', '中', '😀', '\x1c', '1'],
];

test('malformed markup: what a fuzzer makes of tags, quotes, comments and raw text reads the same', () => {
  const next = seededRandom(40);
  for (let run = 0; run < 20_000; run++) {
    let html = '';
    const length = 1 + Math.floor(next() * 60);
    for (let i = 0; i < length; i++) html += PIECES[Math.floor(next() * PIECES.length)];
    const ours = scanned(html);
    if (JSON.stringify(ours) !== JSON.stringify(reference(html)))
      expect({ html, tags: ours }).toEqual({ html, tags: reference(html) });
  }
});
