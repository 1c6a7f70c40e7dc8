/**
 * Pages taken from the last build (pipeline/lastPages.ts): after each kind of edit, a build into
 * the folder the last one wrote renders only the pages whose key changed and copies the others,
 * and its output is the same, file for file, as a build of everything into a new folder. The
 * search index (an update of the last full one there, a full one here) is compared as a search
 * finds it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { build } from '../../src/pipeline/build.js';
import type { BuildSummary } from '../../src/pipeline/build.js';
import {
  copyBuiltFixture,
  hashTree,
  removeDir,
  searchFragments,
  writeOnThreadInThisFile,
} from '../helpers.js';

// Their files are made on the writing thread, as a large site's are.
writeOnThreadInThisFile();

const sites: string[] = [];
afterAll(() => sites.forEach(removeDir));

const unchanged = (summary: BuildSummary) =>
  summary.locales.reduce((sum, locale) => sum + (locale.unchanged ?? 0), 0);
const total = (summary: BuildSummary) =>
  Object.values(summary.pages).reduce((sum, n) => sum + (n ?? 0), 0);

/** Every file of a build but the search index, by hash; and the index as a search finds it. */
function output(dir: string) {
  const files = Object.fromEntries(
    Object.entries(hashTree(dir)).filter(([file]) => !file.split(path.sep).includes('pagefind')),
  );
  const search: Record<string, string> = {};
  for (const index of Object.keys(hashTree(dir))
    .filter((file) => file.endsWith(`pagefind${path.sep}pagefind.js`))
    .map((file) => path.dirname(path.dirname(file)))) {
    for (const fragment of searchFragments(path.join(dir, index)))
      search[`${index}:${fragment.url}`] = fragment.content;
  }
  return { files, search };
}

/**
 * Builds a copy of a fixture, then for each edit: edits, builds into the same folder, and
 * checks that some pages were copied, the edited ones rendered, and the output is what a build of
 * everything makes.
 */
async function afterEdits(
  site: string,
  edits: Array<{ name: string; edit(site: string): void; rendered: (n: number) => boolean }>,
) {
  sites.push(site);
  const first = await build({ root: site });
  expect(unchanged(first)).toBe(0);
  for (const { name, edit, rendered } of edits) {
    edit(site);
    const again = await build({ root: site });
    const fresh = await build({ root: site, outDir: 'dist-fresh', force: true });
    expect(unchanged(fresh), name).toBe(0);
    expect(
      rendered(total(again) - unchanged(again)),
      `${name}: pages rendered ${total(again) - unchanged(again)} of ${total(again)}`,
    ).toBe(true);
    const [taken, whole] = [output(path.join(site, 'dist')), output(path.join(site, 'dist-fresh'))];
    expect(Object.keys(taken.files).sort(), name).toEqual(Object.keys(whole.files).sort());
    const differ = Object.keys(whole.files).filter(
      (file) => taken.files[file] !== whole.files[file],
    );
    expect(differ, name).toEqual([]);
    expect(taken.search, name).toEqual(whole.search);
    removeDir(path.join(site, 'dist-fresh'));
  }
}

const editFile = (site: string, file: string, change: (text: string) => string) =>
  fs.writeFileSync(path.join(site, file), change(fs.readFileSync(path.join(site, file), 'utf8')));

test('a sitegen site: a doc, its title, a post, a string of the theme, the stylesheet, the config', async () => {
  await afterEdits(copyBuiltFixture('basic'), [
    {
      name: 'a file touched, its text the same',
      edit: (site) => {
        const later = new Date(Date.now() + 5000);
        fs.utimesSync(path.join(site, 'docs', 'intro.md'), later, later);
      },
      rendered: (n) => n === 0,
    },
    {
      // The last build's copy of a static file is taken only while the file keeps its size and time.
      name: 'a static file, its size the same',
      edit: (site) =>
        editFile(site, 'static/img/logo.svg', (t) =>
          t.replace(/\d/, (d) => `${(Number(d) + 1) % 10}`),
        ),
      rendered: (n) => n === 0,
    },
    {
      name: "a doc's text",
      edit: (site) => editFile(site, 'docs/intro.md', (t) => `${t}\nA sentence about axolotls.\n`),
      // The doc in each locale it is shown in (untranslated, it is the default's).
      rendered: (n) => n >= 1 && n <= 6,
    },
    {
      name: "a doc's title, which the sidebar shows",
      edit: (site) =>
        editFile(site, 'docs/intro.md', (t) => t.replace(/^title: .*$/m, 'title: Welcome aboard')),
      rendered: (n) => n > 6,
    },
    {
      // Shown by the pages that open Guides › Advanced, not by those where Guides is closed.
      name: 'the sidebar label of a doc in a closed category',
      edit: (site) =>
        editFile(site, 'docs/guides/advanced/tuning.md', (t) =>
          t.replace('title: Tuning', 'title: Tuning\nsidebar_label: Tuning, relabelled'),
        ),
      rendered: (n) => n >= 2 && n <= 8,
    },
    {
      name: 'a blog post',
      edit: (site) =>
        editFile(site, 'blog/2025-02-20-second.md', (t) => `${t}\nOne more line about otters.\n`),
      rendered: (n) => n >= 1,
    },
    {
      name: 'a string of the theme in one locale',
      edit: (site) =>
        editFile(site, 'locales/en.json', (t) => {
          const strings = JSON.parse(t) as Record<string, string>;
          const key = Object.keys(strings)[0];
          return JSON.stringify({ ...strings, [key]: `${strings[key]} (edited)` });
        }),
      rendered: (n) => n >= 1,
    },
    {
      name: 'the config',
      edit: (site) =>
        editFile(site, 'sitegen.config.ts', (t) =>
          t.replace(/title: '([^']*)'/, "title: '$1 edited'"),
        ),
      rendered: (n) => n >= 1,
    },
  ]);
}, 240_000);

test('a Docusaurus site with replaced theme components and MDX pages that hydrate', async () => {
  await afterEdits(copyBuiltFixture('docusaurus-theme'), [
    {
      name: 'an MDX doc',
      edit: (site) => {
        const doc = fs
          .readdirSync(path.join(site, 'docs'), { recursive: true, encoding: 'utf8' })
          .find((file) => file.endsWith('.mdx'))!;
        editFile(site, path.join('docs', doc), (t) => `${t}\n\nA line about lemurs.\n`);
      },
      rendered: (n) => n >= 1,
    },
    {
      name: 'a component the MDX components give every doc',
      edit: (site) =>
        editFile(site, 'src/components/Highlight.js', (t) =>
          t.replace('className="highlight"', 'className="highlight edited"'),
        ),
      // The doc using it, in each locale.
      rendered: (n) => n >= 1 && n < 28,
    },
    {
      name: 'the MDX components themselves',
      edit: (site) =>
        editFile(site, 'src/theme/MDXComponents.js', (t) =>
          t.replace('Badge: Tag', 'Badge: Highlight'),
        ),
      rendered: (n) => n >= 1,
    },
  ]);
}, 240_000);

/** A sidebar naming every item above sitegen's own, whichever categories are open. */
const EVERY_LABEL_SIDEBAR = `import type { ThemeComponentProps } from 'sitegen';
import OriginalDocSidebar from '@theme-original/DocSidebar';

type Item = ThemeComponentProps['DocSidebar']['items'][number];
const labels = (items: Item[]): string[] =>
  items.flatMap((item) => [
    ...(item.type === 'html' ? [] : [item.label]),
    ...(item.type === 'category' ? labels(item.items) : []),
  ]);

export default function DocSidebar(props: ThemeComponentProps['DocSidebar']) {
  return (
    <>
      <div className="every-label" data-labels={labels(props.items).join(' | ')} />
      <OriginalDocSidebar {...props} />
    </>
  );
}
`;

test('a replaced sidebar, given every item: a label edited in a closed category is written on every page', async () => {
  const site = copyBuiltFixture('basic');
  fs.mkdirSync(path.join(site, 'src', 'theme'), { recursive: true });
  fs.writeFileSync(path.join(site, 'src', 'theme', 'DocSidebar.tsx'), EVERY_LABEL_SIDEBAR);
  await afterEdits(site, [
    {
      name: 'the sidebar label of a doc in a closed category',
      edit: (site) =>
        editFile(site, 'docs/guides/advanced/tuning.md', (t) =>
          t.replace('title: Tuning', 'title: Tuning\nsidebar_label: Tuning, relabelled'),
        ),
      rendered: (n) => n > 12,
    },
  ]);
  const intro = fs.readFileSync(path.join(site, 'dist', 'docs', 'intro', 'index.html'), 'utf8');
  expect(intro).toContain('Tuning, relabelled');
}, 240_000);

test('nothing is taken from an output changed since the build that wrote it, nor with --force', async () => {
  const site = copyBuiltFixture('basic');
  sites.push(site);
  await build({ root: site });
  const page = path.join(site, 'dist', 'docs', 'intro', 'index.html');
  const touch = () =>
    editFile(site, 'docs/intro.md', (t) => `${t}\nAnother line ${Math.random()}.\n`);

  // A static file's copy keeps its time: what tells the next build whether it may be taken.
  const logo = path.join('img', 'logo.svg');
  expect(fs.statSync(path.join(site, 'dist', logo)).mtimeMs).toBeCloseTo(
    fs.statSync(path.join(site, 'static', logo)).mtimeMs,
    0,
  );

  touch();
  expect(unchanged(await build({ root: site, force: true }))).toBe(0);
  // With nothing to take from, the second locale's static files and the files its posts link to
  // (an untranslated post's image) are the first's copies, under a second name: copied once per
  // build, not once per locale.
  const chart = fs
    .readdirSync(path.join(site, 'dist', 'assets', 'images'))
    .find((name) => name.startsWith('chart-'));
  expect(chart).toBeDefined();
  for (const file of [logo, path.join('assets', 'images', chart!)]) {
    const [first, second] = ['', 'id'].map((locale) =>
      fs.statSync(path.join(site, 'dist', locale, file)),
    );
    expect(second.ino, file).toBe(first.ino);
    expect(second.nlink, file).toBeGreaterThanOrEqual(2);
  }
  touch();
  expect(unchanged(await build({ root: site }))).toBeGreaterThan(0);

  // A page of the output edited by hand: the build does not copy what it did not write.
  fs.appendFileSync(page, '<!-- edited by hand -->');
  touch();
  const after = await build({ root: site });
  expect(unchanged(after)).toBe(0);
  expect(fs.readFileSync(page, 'utf8')).not.toContain('edited by hand');
  // The next build takes from that one again.
  touch();
  expect(unchanged(await build({ root: site }))).toBeGreaterThan(0);
}, 120_000);
