/**
 * Several sidebars in one docs section, as Docusaurus shows them (`test/fixtures/docusaurus-sidebars/`,
 * a `docusaurus.config.js` and no sitegen config): each doc shows the first sidebar holding it,
 * `displayed_sidebar` picks one (or none), a doc in no sidebar shows none, previous/next follow
 * the sidebar shown, each navbar `docSidebar` item leads to its sidebar and is active where it is
 * shown, a released version's sidebars file works the same way, and the labels translate per
 * sidebar. The same from a sitegen config; an unknown `displayed_sidebar`; `serve --watch`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { BuildFailed } from '../../src/errors.js';
import { build } from '../../src/pipeline/build.js';
import { createWatchBuilder } from '../../src/pipeline/watchBuilder.js';
import { builtFixture, copyFixture, hashTree, read, removeDir } from '../helpers.js';

// The fixture's shared build (test/setup/sharedBuilds.ts): read-only.
const { dir: site, summary } = builtFixture('docusaurus-sidebars');
const copies: string[] = [];
afterAll(() => copies.forEach((dir) => dir && removeDir(dir)));

/** What a doc page shows around its content. */
function shown(html: string) {
  const at = html.indexOf('class="doc-sidebar');
  const column = at < 0 ? '' : html.slice(at, html.indexOf('class="doc-main', at));
  return {
    sidebar: [...column.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]),
    labels: [...column.matchAll(/>([^<>]+)<\/(?:summary|span|a)>/g)].map((m) => m[1]),
    current: [...column.matchAll(/href="([^"]+)" aria-current="page"/g)].map((m) => m[1]),
    pagination: [
      ...html.matchAll(
        /class="pagination-link[^"]*" href="([^"]+)"[^>]*>[^]*?class="pagination-label[^"]*">([^]*?)<\/span>/g,
      ),
    ].map((m) => `${m[1]} ${m[2].replace(/<!-- -->|[«»]/g, '').trim()}`),
    // The navbar's links that are marked active (the desktop row and the menu panel).
    active: [
      ...new Set(
        [...html.matchAll(/<a class="navbar-link active[^"]*" href="[^"]+">([^<]+)<\/a>/g)].map(
          (m) => m[1],
        ),
      ),
    ],
  };
}
const page = (dir: string, url: string) => shown(read(dir, `dist${url}/index.html`));

const GUIDE = [
  '/docs/next/intro',
  '/docs/next/basics/planting',
  '/docs/next/basics/pruning',
  '/docs/next/tools',
  '/docs/next/hidden',
];
const REFERENCE = [
  '/docs/next/varieties',
  '/docs/next/basics/soils',
  '/docs/next/tools',
  '/docs/next/faq',
  'https://seeds.example',
];

describe('a docs section with two sidebars', () => {
  test('the build warns about nothing', () => {
    expect(summary.warnings).toEqual([]);
    expect(summary.pages).toMatchObject({ doc: 26 });
  });

  test('each doc shows the sidebar holding it, the first of those holding it, with its navbar item active', () => {
    const intro = page(site, '/docs/next/intro');
    expect(intro.sidebar).toEqual(GUIDE);
    expect(intro.current).toEqual(['/docs/next/intro']);
    expect(intro.active).toEqual(['Guide']);
    expect(read(site, 'dist/docs/next/intro/index.html')).toContain(
      '"navPath":"/docs/next/intro","docSidebar":"default/guide"}',
    );
    const soils = page(site, '/docs/next/basics/soils');
    expect(soils.sidebar).toEqual(REFERENCE);
    expect(soils.active).toEqual(['Reference']);
    // In both sidebars: the guide's, which comes first in the file.
    const tools = page(site, '/docs/next/tools');
    expect(tools.sidebar).toEqual(GUIDE);
    expect(tools.current).toEqual(['/docs/next/tools']);
    expect(tools.active).toEqual(['Guide']);
  });

  test('previous and next follow the sidebar shown, past its links to other sites', () => {
    expect(page(site, '/docs/next/tools').pagination).toEqual([
      '/docs/next/basics/pruning Pruning',
      '/docs/next/hidden Hidden',
    ]);
    expect(page(site, '/docs/next/basics/soils').pagination).toEqual([
      '/docs/next/varieties Varieties',
      '/docs/next/tools Tools',
    ]);
    // The reference's last doc: its sidebar's link to the seed bank is not a next page.
    expect(page(site, '/docs/next/faq').pagination).toEqual([]);
  });

  test('displayed_sidebar: a sidebar by name, for a doc in another or in none; null for none', () => {
    // In the reference, shown with the guide: no current link, no previous/next.
    const faq = page(site, '/docs/next/faq');
    expect(faq.sidebar).toEqual(GUIDE);
    expect(faq.current).toEqual([]);
    expect(faq.active).toEqual(['Guide']);
    const glossary = page(site, '/docs/next/glossary');
    expect(glossary.sidebar).toEqual(REFERENCE);
    expect(glossary.active).toEqual(['Reference']);
    // null: no sidebar column at all, and no navbar item active.
    const hidden = read(site, 'dist/docs/next/hidden/index.html');
    expect(hidden).not.toContain('class="doc-sidebar');
    expect(shown(hidden)).toMatchObject({ pagination: [], active: [] });
  });

  test('a doc in no sidebar shows none', () => {
    const html = read(site, 'dist/docs/next/changelog/index.html');
    expect(html).not.toContain('class="doc-sidebar');
    // Its boot data names no sidebar (the navbar's items name theirs).
    expect(html).toMatch(/"navPath":"\/docs\/next\/changelog"\}/);
    expect(shown(html)).toMatchObject({ pagination: [], active: [] });
  });

  test('each navbar docSidebar item leads to the first doc of its sidebar', () => {
    const home = read(site, 'dist/index.html');
    expect(home).toContain(
      '<a class="navbar-link navbar__item navbar__link" href="/docs/intro">Guide</a>',
    );
    expect(home).toContain(
      '<a class="navbar-link navbar__item navbar__link" href="/docs/varieties">Reference</a>',
    );
  });

  test('a released version’s sidebars file: the same, in that version', () => {
    expect(page(site, '/docs/planting')).toMatchObject({
      sidebar: ['/docs/intro', '/docs/planting'],
      active: ['Guide'],
      pagination: ['/docs/intro Welcome'],
    });
    expect(page(site, '/docs/varieties')).toMatchObject({
      sidebar: ['/docs/varieties'],
      active: ['Reference'],
    });
  });

  test('one label in two sidebars, translated for each by its sidebar’s key', () => {
    expect(page(site, '/fr/docs/next/intro').labels).toContain('Les bases');
    const soils = page(site, '/fr/docs/next/basics/soils').labels;
    expect(soils).toContain('Fondamentaux');
    expect(soils).toContain('Banque de graines');
    expect(soils).not.toContain('Les bases');
  });
});

describe('what changes', () => {
  test('a sitegen config with a sidebars file of two sidebars shows them the same way', async () => {
    const dir = copyFixture('docusaurus-sidebars');
    copies.push(dir);
    fs.rmSync(path.join(dir, 'docusaurus.config.js'));
    fs.rmSync(path.join(dir, 'versions.json'));
    fs.writeFileSync(
      path.join(dir, 'sitegen.config.ts'),
      `export default {
  title: 'Orchard',
  url: 'https://orchard.example',
  navbar: {
    items: [
      { label: 'Guide', type: 'docSidebar', sidebar: 'guide' },
      { label: 'Reference', type: 'docSidebar', sidebar: 'reference' },
    ],
  },
  content: { docs: { sidebarPath: 'sidebars.js' } },
};
`,
    );
    const result = await build({ root: dir, locales: ['en'] });
    expect(result.warnings).toEqual([]);
    expect(page(dir, '/docs/basics/soils')).toMatchObject({
      sidebar: REFERENCE.map((href) => href.replace('/next/', '/')),
      active: ['Reference'],
    });
    expect(page(dir, '/docs/tools').active).toEqual(['Guide']);
    expect(read(dir, 'dist/docs/changelog/index.html')).not.toContain('class="doc-sidebar');
    expect(read(dir, 'dist/index.html')).toContain(
      '<a class="navbar-link navbar__item navbar__link" href="/docs/varieties">Reference</a>',
    );
  }, 60_000);

  test('displayed_sidebar naming no sidebar is an error at its line', async () => {
    const dir = copyFixture('docusaurus-sidebars');
    copies.push(dir);
    const file = path.join(dir, 'docs/glossary.md');
    fs.writeFileSync(
      file,
      fs
        .readFileSync(file, 'utf8')
        .replace('displayed_sidebar: reference', 'displayed_sidebar: refs'),
    );
    const failed = await build({ root: dir, locales: ['en'] }).catch((thrown: unknown) => thrown);
    expect(failed).toBeInstanceOf(BuildFailed);
    expect((failed as BuildFailed).errors).toContainEqual(
      expect.objectContaining({
        file,
        line: 3,
        message: 'displayed_sidebar: no sidebar is named "refs"',
      }),
    );
  }, 60_000);

  test('under serve --watch a new displayed_sidebar and an edited sidebars file show at once, as a full build shows them', async () => {
    const dir = copyFixture('docusaurus-sidebars');
    copies.push(dir);
    const out = path.join(dir, '.dev-out');
    const builder = createWatchBuilder({ root: dir, outDir: out });
    try {
      expect((await builder.build([])).errors).toEqual([]);
      const changelog = path.join(dir, 'docs/changelog.md');
      fs.writeFileSync(
        changelog,
        fs
          .readFileSync(changelog, 'utf8')
          .replace('title: Changes', 'title: Changes\ndisplayed_sidebar: guide'),
      );
      expect((await builder.build([changelog])).errors).toEqual([]);
      const served = (url: string) => shown(read(out, `${url.slice(1)}/index.html`));
      expect(served('/docs/next/changelog')).toMatchObject({ sidebar: GUIDE, active: ['Guide'] });
      // Moving "tools" out of the guide: it now shows the reference, and the guide's pages lose it.
      const sidebars = path.join(dir, 'sidebars.js');
      fs.writeFileSync(
        sidebars,
        fs.readFileSync(sidebars, 'utf8').replace("    'tools',\n    'hidden',", "    'hidden',"),
      );
      expect((await builder.build([sidebars])).errors).toEqual([]);
      expect(served('/docs/next/tools')).toMatchObject({
        sidebar: REFERENCE,
        active: ['Reference'],
      });
      expect(served('/docs/next/basics/pruning').pagination).toEqual([
        '/docs/next/basics/planting Planting',
        '/docs/next/hidden Hidden',
      ]);
      const full = path.join(dir, '.full-out');
      await build({ root: dir, outDir: full, includeDrafts: true, checkLinks: false });
      const pages = (root: string) =>
        Object.fromEntries(
          Object.entries(hashTree(root)).filter(([file]) => file.endsWith('index.html')),
        );
      const built = pages(full);
      const watched = pages(out);
      expect(Object.keys(watched).sort()).toEqual(Object.keys(built).sort());
      for (const file of Object.keys(built))
        if (watched[file] !== built[file]) expect(read(out, file)).toBe(read(full, file));
    } finally {
      await builder.close();
    }
  }, 120_000);
});
