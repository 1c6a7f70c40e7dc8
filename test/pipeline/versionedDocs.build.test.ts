/**
 * A Docusaurus site with versioned docs (Next, 2.0 and 1.0) and a second docs section with
 * versions of its own (`test/fixtures/versioned-docs/`), built as it is: each version's URLs and
 * sidebar, the banners and badges, the version menu, the sitemap, llms.txt, hreflang, the search
 * filter, links between versions; and what changes: a navbar item placing the menu, a config
 * hiding it, a broken link into another version, an edit under `serve --watch`,
 * `sitegen docs:version`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { BuildFailed } from '../../src/errors.js';
import { build } from '../../src/pipeline/build.js';
import { createWatchBuilder } from '../../src/pipeline/watchBuilder.js';
import { builtFixture, copyFixture, hashTree, read, removeDir, runCliHere } from '../helpers.js';

// The fixture's shared build (test/setup/sharedBuilds.ts): read-only.
const { dir: site, summary } = builtFixture('versioned-docs');
const copies: string[] = [];
afterAll(() => copies.forEach((dir) => dir && removeDir(dir)));

const page = (url: string) => read(site, `dist${url}/index.html`);
/** The page's version banner, badge and the links of its sidebar column. */
const banner = (html: string) => /<div class="[^"]*version-banner"[^]*?<\/div>/.exec(html)?.[0];
const badge = (html: string) => /<span class="version-badge">([^<]*)<\/span>/.exec(html)?.[1];
const sidebarLinks = (html: string) => {
  const column = html.slice(html.indexOf('class="doc-sidebar'), html.indexOf('class="doc-main'));
  return [...column.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]);
};

describe('a build of three versions and two docs sections', () => {
  test('every version of each section has its URLs: the last at the route base, the docs folder at next/', () => {
    const pages = Object.keys(hashTree(path.join(site, 'dist')))
      .filter((file) => file.endsWith('index.html') && !file.startsWith('fr'))
      .map((file) => `/${path.dirname(file)}`.replace(/\/\.$/, '/'))
      .sort();
    expect(pages).toEqual([
      '/',
      '/community/next/support',
      '/community/next/team',
      '/community/support',
      '/docs/1.0/category/guides',
      '/docs/1.0/charts',
      '/docs/1.0/guides/install',
      '/docs/1.0/intro',
      '/docs/guides/install',
      '/docs/intro',
      '/docs/next/guides/install',
      '/docs/next/guides/upgrade',
      '/docs/next/intro',
    ]);
    expect(summary.pages).toMatchObject({ doc: 22, home: 2 });
    expect(summary.warnings).toEqual([]);
  });

  test('each version has its own sidebar, from its versioned sidebars file', () => {
    expect(sidebarLinks(page('/docs/1.0/intro'))).toEqual([
      '/docs/1.0/intro',
      '/docs/1.0/charts',
      '/docs/1.0/guides/install',
    ]);
    expect(sidebarLinks(page('/docs/intro'))).toEqual(['/docs/intro', '/docs/guides/install']);
    expect(sidebarLinks(page('/docs/next/intro'))).toEqual([
      '/docs/next/intro',
      '/docs/next/guides/install',
      '/docs/next/guides/upgrade',
    ]);
    expect(sidebarLinks(page('/community/next/team'))).toEqual([
      '/community/next/support',
      '/community/next/team',
      '/docs/intro',
    ]);
    // Previous/next stay inside the version.
    expect(page('/docs/1.0/intro')).toMatch(
      /class="pagination-link[^"]*" href="\/docs\/1.0\/charts"/,
    );
  });

  test('older versions say they are unmaintained, the docs folder unreleased, each leading to the same doc in the last version', () => {
    const old = banner(page('/docs/1.0/intro'))!;
    expect(old).toContain(
      'This documentation is for Tidewater 1.0, which is no longer maintained.',
    );
    expect(old).toContain(
      'see the <a href="/docs/intro" data-docs-section="default" data-docs-version="2.0">latest version</a> (2.0).',
    );
    const next = banner(page('/docs/next/guides/install'))!;
    expect(next).toContain('Tidewater Next, which is not released yet.');
    expect(next).toContain('href="/docs/guides/install"');
    // A doc the last version does not have: its main doc.
    expect(banner(page('/docs/next/guides/upgrade'))).toContain('href="/docs/intro"');
    expect(banner(page('/community/next/team'))).toContain(
      '<a href="/community/support" data-docs-section="community" data-docs-version="1.0">',
    );
    // The last version has no banner; every page has its badge.
    expect(banner(page('/docs/intro'))).toBeUndefined();
    expect(badge(page('/docs/intro'))).toBe('Version: 2.0');
    expect(badge(page('/docs/1.0/charts'))).toBe('Version: 1.0');
    expect(badge(page('/community/next/support'))).toBe('Version: Next');
    // In French too.
    expect(banner(page('/fr/docs/1.0/intro'))).toContain(
      'Cette documentation concerne Tidewater 1.0, qui n’est plus maintenue.',
    );
    expect(badge(page('/fr/docs/1.0/intro'))).toBe('Version : 1.0');
  });

  test('the version menu is shown by default, for the page’s section, leading to the same doc in each version', () => {
    const menu = (html: string) => {
      const at = html.indexOf('<details class="dropdown navbar-dropdown version-menu"');
      const block = html.slice(at, html.indexOf('</details>', at));
      return {
        label: /<summary[^>]*>[^]*?<span class="version-menu-current">([^<]*)</.exec(block)?.[1],
        links: [
          ...block.matchAll(
            /<a class="([^"]*)" href="([^"]+)"[^>]*data-docs-version="([^"]+)">([^<]+)</g,
          ),
        ].map((m) => `${m[4]} ${m[2]}${m[1].includes('active') ? ' (active)' : ''}`),
      };
    };
    expect(menu(page('/docs/next/guides/install'))).toEqual({
      label: 'Next',
      links: [
        'Next /docs/next/guides/install (active)',
        '2.0 /docs/guides/install',
        '1.0 /docs/1.0/guides/install',
      ],
    });
    expect(menu(page('/docs/1.0/charts')).links).toEqual([
      'Next /docs/next/intro',
      '2.0 /docs/intro',
      '1.0 /docs/1.0/charts (active)',
    ]);
    expect(menu(page('/community/next/team'))).toEqual({
      label: 'Next',
      links: ['Next /community/next/team (active)', '1.0 /community/support'],
    });
    // Elsewhere: the first section's, standing on its last version.
    expect(menu(page('')).label).toBe('2.0');
    // The navbar's docs link leads into the version the page is in.
    expect(page('/docs/1.0/charts')).toContain(
      '<a class="navbar-link active navbar__item navbar__link navbar__link--active" href="/docs/1.0/intro">Guide</a>',
    );
    expect(page('/docs/intro')).toContain(
      '<a class="navbar-link active navbar__item navbar__link navbar__link--active" href="/docs/intro">Guide</a>',
    );
  });

  test('links between versions: relative file links stay in their version or lead to another, site links to another version are checked', () => {
    expect(page('/docs/intro')).toContain('<a href="/docs/guides/install">the install guide</a>');
    expect(page('/docs/intro')).toContain('<a href="/docs/1.0/intro">its own introduction</a>');
    expect(page('/docs/1.0/intro')).toContain(
      '<a href="/docs/1.0/guides/install">the install guide</a>',
    );
    expect(page('/docs/next/intro')).toContain('<a href="/docs/1.0/charts">paper charts</a>');
    expect(page('/fr/docs/intro')).toContain(
      '<a href="/fr/docs/1.0/intro">sa propre introduction</a>',
    );
    expect(summary.linkCheck?.broken).toEqual([]);
  });

  test('a Docusaurus editUrl function is told the version and its folder', () => {
    expect(page('/docs/1.0/charts')).toContain(
      'href="https://github.com/tides/tidewater/edit/main/versioned_docs/version-1.0/charts.md"',
    );
    expect(page('/docs/next/intro')).toContain(
      'href="https://github.com/tides/tidewater/edit/main/docs/intro.md"',
    );
  });

  test('translations of a version are read from its own folder, others fall back to the version’s file', () => {
    expect(page('/fr/docs/intro')).toContain('(version 2.0)');
    expect(page('/fr/docs/next/intro')).toContain('lit directement les marégraphes');
    expect(page('/fr/docs/1.0/intro')).toContain('Tidewater 1.0 printed tide tables');
  });

  test('each version’s sidebar labels and version label come from its own translation file; a generated index keeps its English path', () => {
    const column = (html: string) =>
      html.slice(html.indexOf('class="doc-sidebar'), html.indexOf('class="doc-main'));
    // current.json, version-2.0.json and version-1.0.json each name the guides their own way.
    expect(column(page('/fr/docs/next/intro'))).toContain('>Guides pratiques<');
    expect(column(page('/fr/docs/intro'))).toContain('>Mode d’emploi<');
    expect(column(page('/fr/docs/1.0/intro'))).toContain('>Tutoriels<');
    expect(column(page('/docs/1.0/intro'))).toContain('>Guides<');
    expect(column(page('/fr/docs/1.0/intro'))).not.toMatch(/Guides pratiques|Mode d’emploi/);
    // The community section's own file, for its docs folder only.
    expect(column(page('/fr/community/next/team'))).toContain('>Le guide<');
    expect(column(page('/fr/community/support'))).toContain('>The guide<');
    // version.label: the badge and the menu in French, English untouched.
    expect(badge(page('/fr/docs/next/intro'))).toBe('Version : Prochaine');
    expect(page('/fr/docs/next/intro')).toMatch(/data-docs-version="current">Prochaine</);
    expect(badge(page('/docs/next/intro'))).toBe('Version: Next');
    // A generated index of 1.0: its French title, at the English label's path.
    const index = page('/fr/docs/1.0/category/guides');
    expect(index).toContain('Les tutoriels de la 1.0');
    expect(index).toContain('hreflang="en" href="https://tides.example/docs/1.0/category/guides"');
    expect(page('/docs/1.0/category/guides')).toContain('The 1.0 guides');
    expect(fs.existsSync(path.join(site, 'dist/fr/docs/1.0/category/tutoriels'))).toBe(false);
  });

  test('a docs section runs its own remark plugins, in every version; the other section does not', () => {
    expect(page('/community/next/support')).toContain(
      'Every harbour master of the forum answers within a day.',
    );
    expect(page('/community/support')).toContain('Every harbour master of the forum');
    expect(page('/docs/next/intro')).toContain('as the HM reads it');
  });

  test('the sitemap lists every version; llms.txt the last version of each section', () => {
    const sitemap = read(site, 'dist/sitemap.xml');
    for (const url of [
      '/docs/intro',
      '/docs/next/guides/upgrade',
      '/docs/1.0/charts',
      '/community/support',
      '/community/next/team',
    ])
      expect(sitemap).toContain(`<loc>https://tides.example${url}</loc>`);
    expect(read(site, 'dist/fr/sitemap.xml')).toContain(
      '<loc>https://tides.example/fr/docs/1.0/charts</loc>',
    );
    // Docusaurus 3 reads the fixture's .md as MDX: its docs have no Markdown twin to link to.
    const llms = read(site, 'dist/llms.txt');
    expect([...llms.matchAll(/\]\((https:[^)]+)\)/g)].map((m) => m[1])).toEqual([
      'https://tides.example/docs/guides/install',
      'https://tides.example/docs/intro',
      'https://tides.example/community/support',
    ]);
  });

  test('hreflang pairs each version’s page with the same version in the other locale', () => {
    const alternates = (html: string) =>
      [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(
        (m) => `${m[1]} ${m[2]}`,
      );
    expect(alternates(page('/docs/1.0/intro'))).toEqual([
      'en https://tides.example/docs/1.0/intro',
      'fr https://tides.example/fr/docs/1.0/intro',
      'x-default https://tides.example/docs/1.0/intro',
    ]);
    expect(alternates(page('/fr/docs/next/guides/upgrade'))).toContain(
      'en https://tides.example/docs/next/guides/upgrade',
    );
  });

  test('search files each doc under its version; the shell carries the versions for the menu and the dialog', () => {
    expect(page('/docs/1.0/charts')).toContain(
      '<span hidden="" data-pagefind-filter="version:default/1.0"></span>',
    );
    expect(page('/community/next/team')).toContain(
      'data-pagefind-filter="version:community/current"',
    );
    expect(fs.existsSync(path.join(site, 'dist/pagefind/pagefind.js'))).toBe(true);
    const boot = JSON.parse(
      /<script type="application\/json" id="__sitegen_data">([^<]*)<\/script>/.exec(
        page('/docs/intro'),
      )![1],
    ) as {
      shell: {
        docsVersions: Array<{
          id: string;
          versions: Array<{ name: string; root: string; main: string }>;
        }>;
        strings: Record<string, string>;
      };
    };
    expect(
      boot.shell.docsVersions.map((s) => [
        s.id,
        s.versions.map((v) => `${v.name} ${v.root} ${v.main}`),
      ]),
    ).toEqual([
      ['default', ['current /docs/next intro', '2.0 /docs intro', '1.0 /docs/1.0 intro']],
      ['community', ['current /community/next support', '1.0 /community support']],
    ]);
    expect(boot.shell.strings['versions.menu']).toBe('Versions');
  });

  test('the home page leads to each docs section', () => {
    const home = page('');
    expect(home).toMatch(/<a class="button button-primary" href="\/docs\/intro">Docs<\/a>/);
    expect(home).toMatch(/href="\/community\/support">Community<\/a>/);
  });
});

describe('changes to the site', () => {
  /** A copy of the fixture with `edit` applied, built. */
  async function builtWith(edit: (dir: string) => void): Promise<string> {
    const dir = copyFixture('versioned-docs');
    copies.push(dir);
    edit(dir);
    await build({ root: dir, locales: ['en'], search: false });
    return dir;
  }
  const editFile = (file: string, change: (text: string) => string) =>
    fs.writeFileSync(file, change(fs.readFileSync(file, 'utf8')));

  test('a docsVersionDropdown navbar item places the menu; navbar.versionMenu: false hides it', async () => {
    const placed = await builtWith((dir) =>
      editFile(path.join(dir, 'docusaurus.config.js'), (text) =>
        text.replace(
          "{ type: 'localeDropdown', position: 'right' },",
          "{ type: 'docsVersionDropdown', docsPluginId: 'community', position: 'left', dropdownItemsAfter: [{ href: 'https://old.tides.example/0.9', label: '0.9' }, { to: '/community/next/team', label: 'All versions' }] },",
        ),
      ),
    );
    const html = read(placed, 'dist/docs/intro/index.html');
    const left = html.slice(html.indexOf('navbar-items-left'), html.indexOf('navbar-items-right'));
    expect(left).toContain('version-menu');
    expect(left).toContain('href="/community/next/support"');
    // Placed, it is the only one: the docs' own menu is not added on the right.
    expect(html.match(/class="dropdown navbar-dropdown version-menu"/g)).toHaveLength(1);
    // Its dropdownItemsAfter follow the versions, in the navbar and in the mobile menu.
    const menu = left.slice(left.indexOf('version-menu'), left.indexOf('</details>'));
    expect(
      [...menu.matchAll(/<a class="dropdown-link[^"]*" href="([^"]+)"/g)].map((m) => m[1]),
    ).toEqual([
      '/community/next/support',
      '/community/support',
      'https://old.tides.example/0.9',
      '/community/next/team',
    ]);
    const panel = html.slice(html.indexOf('navbar-panel-links'));
    expect(panel).toContain(
      '<a class="navbar-link" href="https://old.tides.example/0.9" target="_blank"',
    );
    const hidden = await builtWith((dir) =>
      fs.writeFileSync(
        path.join(dir, 'sitegen.config.ts'),
        'export default { navbar: { versionMenu: false } };\n',
      ),
    );
    expect(read(hidden, 'dist/docs/intro/index.html')).not.toContain('version-menu');
    // The banner still leads to the last version.
    expect(read(hidden, 'dist/docs/1.0/intro/index.html')).toContain('version-banner');
  }, 60_000);

  test('a link to a page another version does not have is a broken link', async () => {
    const dir = copyFixture('versioned-docs');
    copies.push(dir);
    editFile(
      path.join(dir, 'docs/intro.md'),
      (text) => `${text}\n[Upgrading 1.0](/docs/1.0/guides/upgrade)\n`,
    );
    const failed = await build({ root: dir, locales: ['en'], search: false }).catch(
      (thrown: unknown) => thrown,
    );
    expect(failed).toBeInstanceOf(BuildFailed);
    expect((failed as BuildFailed).errors.map((e) => e.message).join('\n')).toContain(
      '/docs/1.0/guides/upgrade',
    );
  }, 60_000);

  test('under serve --watch an edit of a versioned doc or its translation rebuilds that version only; the output is a full build’s', async () => {
    const dir = copyFixture('versioned-docs');
    copies.push(dir);
    const out = path.join(dir, '.dev-out');
    const builder = createWatchBuilder({ root: dir, outDir: out });
    try {
      expect((await builder.build([])).errors).toEqual([]);
      const charts = path.join(dir, 'versioned_docs/version-1.0/charts.md');
      editFile(charts, (text) => text.replace('paper charts', 'paper and cloth charts'));
      const first = await builder.build([charts]);
      expect(first.errors).toEqual([]);
      expect(first.urls.sort()).toEqual(['/docs/1.0/charts', '/fr/docs/1.0/charts']);
      expect(read(out, 'docs/1.0/charts/index.html')).toContain('paper and cloth charts');
      // A new sidebar label: every page of that version shows it.
      editFile(charts, (text) =>
        text.replace('title: Paper charts', 'title: Paper charts\nsidebar_label: Charts on paper'),
      );
      const relabelled = await builder.build([charts]);
      expect(relabelled.errors).toEqual([]);
      expect(read(out, 'docs/1.0/intro/index.html')).toContain('Charts on paper');
      expect(read(out, 'docs/intro/index.html')).not.toContain('Charts on paper');
      // A version's sidebar labels file: that version's French sidebar, not the others'.
      const labels = path.join(dir, 'i18n/fr/docusaurus-plugin-content-docs/version-1.0.json');
      editFile(labels, (text) => text.replace('"Tutoriels"', '"Tutoriels 1.0"'));
      expect((await builder.build([labels])).errors).toEqual([]);
      expect(read(out, 'fr/docs/1.0/intro/index.html')).toContain('>Tutoriels 1.0<');
      expect(read(out, 'fr/docs/intro/index.html')).toContain('>Mode d’emploi<');
      const french = path.join(dir, 'i18n/fr/docusaurus-plugin-content-docs/version-2.0/intro.md');
      editFile(french, (text) => text.replace('(version 2.0)', '(version 2.0, revue)'));
      const second = await builder.build([french]);
      expect(second.urls).toEqual(['/fr/docs/intro']);
      // A new doc in a version: its page, and the sidebar of that version (the folder tree of 1.0
      // has no file for it: it comes from the versioned sidebars file, which lists no such doc).
      const added = path.join(dir, 'community_versioned_docs/version-1.0/team.md');
      fs.writeFileSync(added, '---\ntitle: Team\n---\n\nThe 1.0 team.\n');
      const third = await builder.build([added]);
      expect(third.errors).toEqual([]);
      expect(third.urls).toContain('/community/team');
      // The community menu of the next team page now leads to the 1.0 team page.
      expect(read(out, 'community/next/team/index.html')).toContain(
        'href="/community/team" data-docs-section="community" data-docs-version="1.0"',
      );
      const full = path.join(dir, '.full-out');
      await build({ root: dir, outDir: full, includeDrafts: true, checkLinks: false });
      const files = (root: string) =>
        Object.fromEntries(
          Object.entries(hashTree(root)).filter(
            ([file]) => !file.split(path.sep).includes('pagefind'),
          ),
        );
      const served = files(out);
      const built = files(full);
      expect(Object.keys(served).sort()).toEqual(Object.keys(built).sort());
      for (const file of Object.keys(built))
        if (served[file] !== built[file]) expect(read(out, file)).toBe(read(full, file));
    } finally {
      await builder.close();
    }
  }, 120_000);

  test('sitegen docs:version makes a version of the docs folder, its translations and its sidebar', async () => {
    const dir = copyFixture('versioned-docs');
    copies.push(dir);
    const made = await runCliHere(['docs:version', '3.0'], dir);
    expect(made.stderr).toBe('');
    expect(made.status).toBe(0);
    expect(made.stdout).toContain('made version 3.0 of the docs');
    expect(JSON.parse(read(dir, 'versions.json'))).toEqual(['3.0', '2.0', '1.0']);
    expect(read(dir, 'versioned_docs/version-3.0/guides/upgrade.md')).toBe(
      read(dir, 'docs/guides/upgrade.md'),
    );
    expect(read(dir, 'i18n/fr/docusaurus-plugin-content-docs/version-3.0/intro.md')).toBe(
      read(dir, 'i18n/fr/docusaurus-plugin-content-docs/current/intro.md'),
    );
    expect(JSON.parse(read(dir, 'versioned_sidebars/version-3.0-sidebars.json'))).toEqual({
      guide: [
        'intro',
        {
          type: 'category',
          label: 'Guides',
          collapsed: false,
          items: ['guides/install', 'guides/upgrade'],
        },
      ],
    });
    // Docusaurus's spelling for another section.
    const community = await runCliHere(['docs:version:community', '2.0'], dir);
    expect(community.status).toBe(0);
    expect(JSON.parse(read(dir, 'community_versions.json'))).toEqual(['2.0', '1.0']);
    // Made again only when asked; a name that is no folder name never.
    const again = await runCliHere(['docs:version', '3.0'], dir);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('version "3.0" of the docs exists already');
    expect((await runCliHere(['docs:version', '3.0', '--overwrite'], dir)).status).toBe(0);
    const bad = await runCliHere(['docs:version', '../up'], dir);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('cannot name a version "../up": "../up" holds a slash');
    expect(fs.existsSync(path.join(dir, 'up'))).toBe(false);
    // The new version is the last one; 2.0 moves under its name.
    await build({ root: dir, locales: ['en'], search: false });
    expect(badge(read(dir, 'dist/docs/guides/upgrade/index.html'))).toBe('Version: 3.0');
    expect(banner(read(dir, 'dist/docs/2.0/intro/index.html'))).toContain('no longer maintained');
    expect(read(dir, 'dist/community/team/index.html')).toContain(
      'Tidewater is kept by volunteers',
    );
    expect(read(dir, 'dist/community/1.0/support/index.html')).toContain('version-banner');
  }, 120_000);
});
