import remarkGfm from 'remark-gfm';
import { expect, test } from 'vitest';
import rehypeHeadingLinks, {
  withoutHeadingLinks,
} from '../../../src/markdown/plugins/rehypeHeadingLinks.js';
import rehypeHeadingSlugs from '../../../src/markdown/plugins/rehypeHeadingSlugs.js';
import rehypeToc from '../../../src/markdown/plugins/rehypeToc.js';
import remarkHeadingIds from '../../../src/markdown/plugins/remarkHeadingIds.js';
import { makeContext } from '../../helpers.js';
import { run } from './run.js';

const linked = (markdown: string) =>
  run(markdown, {
    remark: [remarkGfm, remarkHeadingIds],
    rehype: [rehypeHeadingSlugs, rehypeToc, rehypeHeadingLinks],
    ctx: makeContext(),
  });

test("the link holds no text: the heading's text is what the author wrote", () => {
  const { html } = linked('## Install');
  expect(html.replace(/<[^>]+>/g, '')).toBe('Install');
});

test('h2–h6 end with a link to themselves, named in the locale; h1 gets none', () => {
  const { html } = linked('# Title\n\n## Install *now*\n\n###### Deep');
  expect(html).toBe(
    [
      '<h1 id="title">Title</h1>',
      '<h2 id="install-now">Install <em>now</em><a href="#install-now" class="hash-link" aria-label="Tautan langsung ke Install now"></a></h2>',
      '<h6 id="deep">Deep<a href="#deep" class="hash-link" aria-label="Tautan langsung ke Deep"></a></h6>',
    ].join('\n'),
  );
});

test('a {#custom-id} is the link target, and the TOC text is the heading text alone', () => {
  const { html, file } = linked('## Database setup {#database}');
  expect(html).toContain('<h2 id="database">Database setup<a href="#database" class="hash-link"');
  expect(file.data.toc).toEqual([{ id: 'database', text: 'Database setup', level: 2 }]);
});

test('without a locale label the name is English, and a heading without text is named by its id', () => {
  const { html } = run('## x {#a}', {
    remark: [remarkHeadingIds],
    rehype: [rehypeHeadingLinks],
  });
  expect(html).toContain('aria-label="Direct link to x"');
  const { html: empty } = run('<h2 id="only-id"></h2>', { rehype: [rehypeHeadingLinks] });
  expect(empty).not.toContain('hash-link'); // raw HTML is not a heading of the Markdown
  const noText = run('## ![](/a.png) {#pic}', {
    remark: [remarkHeadingIds],
    rehype: [rehypeHeadingLinks],
  }).html;
  expect(noText).toContain('aria-label="Direct link to pic"');
});

test('the footnotes heading, read only by screen readers, gets no link', () => {
  const { html } = linked('A claim.[^1]\n\n[^1]: The note.');
  expect(html).toContain('id="footnote-label">Footnotes</h2>');
  expect(html).not.toContain('hash-link');
});

test('a `$` in the heading is written as it is', () => {
  expect(linked('## Costs $1 and $&').html).toContain(
    'aria-label="Tautan langsung ke Costs $1 and $&#x26;"',
  );
});

test('withoutHeadingLinks takes out exactly the links the plugin wrote', () => {
  const { html } = linked(
    '## A "quoted" > heading\n\n[a link](#a) and <a class="hash-link">kept</a>',
  );
  const plain = withoutHeadingLinks(html);
  expect(plain).not.toContain('\u200B');
  expect(plain).toContain('<h2 id="a-quoted--heading">A "quoted" > heading</h2>');
  expect(plain).toContain('<a href="#a">a link</a>');
  // Docusaurus's, with its zero-width space, goes too.
  expect(
    withoutHeadingLinks(
      '<h3 id="x">X<a href="#x" class="hash-link" aria-label="Direct link to X &gt; Y">\u200B</a></h3>',
    ),
  ).toBe('<h3 id="x">X</h3>');
});
