/**
 * `sidebar_custom_props` is data for a site's own sidebar: sitegen's sidebar shows none of it, a
 * replaced DocSidebar (src/theme/DocSidebar.tsx) may show all of it, on every page, whichever
 * categories are open there. Under `serve --watch`, an edit of it reaches every page such a
 * sidebar shows, as a full build writes them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { build } from '../../src/pipeline/build.js';
import { createWatchBuilder, type WatchBuilder } from '../../src/pipeline/watchBuilder.js';
import { copyFixture, hashTree, read, removeDir } from '../helpers.js';

/** A sidebar showing every item's custom props above sitegen's own. */
const REPLACED_SIDEBAR = `import type { ThemeComponentProps } from 'sitegen';
import OriginalDocSidebar from '@theme-original/DocSidebar';

type Item = ThemeComponentProps['DocSidebar']['items'][number];
const propsOf = (items: Item[]): string[] =>
  items.flatMap((item) => [
    ...(item.type !== 'html' && item.customProps ? [item.label + '=' + JSON.stringify(item.customProps)] : []),
    ...(item.type === 'category' ? propsOf(item.items) : []),
  ]);

export default function DocSidebar(props: ThemeComponentProps['DocSidebar']) {
  return (
    <>
      <div className="sidebar-props" data-props={propsOf(props.items).join(' ')} />
      <OriginalDocSidebar {...props} />
    </>
  );
}
`;

let site: string;
let out: string;
let builder: WatchBuilder;

beforeAll(async () => {
  site = copyFixture('basic');
  fs.mkdirSync(path.join(site, 'src', 'theme'), { recursive: true });
  fs.writeFileSync(path.join(site, 'src', 'theme', 'DocSidebar.tsx'), REPLACED_SIDEBAR);
  out = path.join(site, '.dev-out');
  builder = createWatchBuilder({ root: site, outDir: out });
  const first = await builder.build([]);
  expect(first.errors).toEqual([]);
});
// Closed first: a rebuild's search index is written a second later, into the folder removed here.
afterAll(async () => {
  await builder?.close();
  removeDir(site);
});

const page = (rel: string) => fs.readFileSync(path.join(out, rel), 'utf8');

test('an edit of sidebar_custom_props shows on every docs page, as a full build writes it', async () => {
  expect(page('docs/intro/index.html')).toContain('class="sidebar-props"');
  const file = path.join(site, 'docs', 'guides', 'advanced', 'tuning.md');
  fs.writeFileSync(
    file,
    fs
      .readFileSync(file, 'utf8')
      .replace('title: Tuning', 'title: Tuning\nsidebar_custom_props:\n  badge: new'),
  );
  const report = await builder.build([file]);
  expect(report.errors).toEqual([]);
  // Guides is closed on the intro page: sitegen's own sidebar would not show the item there.
  expect(page('docs/intro/index.html')).toContain('Tuning={&quot;badge&quot;:&quot;new&quot;}');

  const full = path.join(site, '.full-out');
  await build({ root: site, outDir: full, includeDrafts: true, checkLinks: false });
  const files = (dir: string) =>
    Object.fromEntries(
      Object.entries(hashTree(dir)).filter(([rel]) => !rel.split(path.sep).includes('pagefind')),
    );
  const served = files(out);
  const built = files(full);
  expect(Object.keys(served).sort()).toEqual(Object.keys(built).sort());
  for (const rel of Object.keys(built))
    if (served[rel] !== built[rel]) expect(page(rel), rel).toBe(read(full, rel));
  removeDir(full);
});
