/**
 * The front matter keys of Docusaurus's docs, blog and pages (`test/fixtures/docusaurus-front-matter/`,
 * a `docusaurus.config.js` and no sitegen config): each does what it does under Docusaurus, keys
 * that are only data pass without a word, and a doc's tags make tag pages as Docusaurus's do.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { build, type BuildSummary } from '../../src/pipeline/build.js';
import { copyFixture, docsRouteTable, loadFixtureConfig, read, removeDir } from '../helpers.js';

let site: string;
let summary: BuildSummary;
beforeAll(async () => {
  site = copyFixture('docusaurus-front-matter');
  summary = await build({ root: site });
}, 60_000);
afterAll(() => removeDir(site));

const page = (url: string) => read(site, `dist${url}/index.html`);
const titles = (html: string) => [...html.matchAll(/<h1[^>]*>([^<]*)<\/h1>/g)].map((m) => m[1]);
const editLink = (html: string) => /class="page-edit-link[^"]*" href="([^"]+)"/.exec(html)?.[1];
const pagination = (html: string) =>
  [
    ...html.matchAll(
      /class="pagination-link[^"]*" href="([^"]+)"[^>]*>[^]*?class="pagination-label[^"]*">([^]*?)<\/span>/g,
    ),
  ].map((m) => `${m[1]} ${m[2].replace(/<!-- -->|[«»]/g, '').trim()}`);

test('no key is warned about', () => {
  expect(summary.warnings).toEqual([]);
});

test("a doc's tags lead to its tag page, at Docusaurus's URLs, which lists the tags and their docs", () => {
  const history = page('/docs/history');
  expect(history).toContain(
    '<footer class="doc-tags"><div class="tag-list"><span class="tag-list-label">Tags:</span><ul><li><a class="tag-chip" href="/docs/tags/past" rel="tag">past</a></li></ul></div></footer>',
  );
  const tags = page('/docs/tags');
  expect(titles(tags)).toEqual(['Tags']);
  expect(tags).toContain(
    '<a class="tag-chip" href="/docs/tags/past">past<!-- --> <span class="tag-count">1</span></a>',
  );
  const past = page('/docs/tags/past');
  expect(titles(past)).toEqual(['Docs tagged “past”']);
  expect(past).toContain('<a href="/docs/tags">View all tags</a>');
  expect(past).toContain('<li><a href="/docs/history">History</a></li>');
  // A doc without tags shows none.
  expect(page('/docs/fares')).not.toContain('doc-tags');
});

test('pagination_next / pagination_prev: a doc by id, or null for none; pagination_label names a doc in them', () => {
  // The sidebar's next of "timetable" is "fares"; its front matter leads to "winter", whose
  // sidebar_label names it.
  expect(pagination(page('/docs/timetable'))).toEqual([
    '/docs/intro Start here',
    '/docs/winter Winter',
  ]);
  expect(pagination(page('/docs/fares'))).toEqual(['/docs/02-boarding Boarding']);
  // The sidebar's own previous link to "intro" reads its pagination_label too.
  expect(pagination(page('/docs/intro'))).toEqual(['/docs/timetable Timetable']);
});

test('custom_edit_url: its own edit link, or none with null; the others lead into the repository', () => {
  expect(editLink(page('/docs/timetable'))).toBe('https://timetables.example/edit/ferry');
  expect(editLink(page('/docs/fares'))).toBeUndefined();
  expect(editLink(page('/docs/winter'))).toBe(
    'https://github.com/ferry/site/edit/main/docs/winter.md',
  );
});

test('hide_title leaves the title heading out; the title still names the page', () => {
  const timetable = page('/docs/timetable');
  expect(titles(timetable)).toEqual([]);
  expect(timetable).toContain('<title>Timetable | Ferry</title>');
  expect(titles(page('/docs/winter'))).toEqual(['Winter service']);
});

test('hide_table_of_contents leaves the table of contents out', () => {
  expect(page('/docs/fares')).toContain('id="children"');
  expect(page('/docs/fares')).not.toContain('class="toc-link');
});

test('parse_number_prefixes: false keeps the file name’s number in the doc’s id and URL', () => {
  expect(titles(page('/docs/02-boarding'))).toEqual(['Boarding']);
});

test('sidebar_custom_props and a sidebars file’s customProps are data of the sidebar items', async () => {
  const fixture = await loadFixtureConfig('docusaurus-front-matter');
  try {
    const { table } = docsRouteTable(fixture.config, 'en');
    const props = Object.fromEntries(
      table.sidebar.map((item) => [item.label, item.type === 'link' ? item.customProps : null]),
    );
    expect(props['Crossing the river']).toEqual({ icon: 'anchor' });
    expect(props.Timetable).toEqual({ badge: 'new' });
    expect(props.Fares).toBeUndefined();
  } finally {
    removeDir(fixture.site);
  }
});

test('a post’s author, author_title and authorURL (before authors existed) name its author', () => {
  const post = page('/blog/2026/02/01/new-boat');
  expect(post).toMatch(/<a href="https:\/\/grace.example" rel="author">Grace Pilot<\/a>/);
  expect(post).toContain('<span class="post-author-title">Skipper</span>');
});

test('a page’s wrapperClassName is a class of its wrapper', () => {
  expect(page('/notices')).toContain('class="page-layout notices-page"');
});
