/**
 * The Markdown every locale shares is compiled once per build and kept: a build of one locale
 * keeps what the others use, and a build of every locale drops what no page uses any more.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { build } from '../../src/pipeline/build.js';
import { copyFixture, packEntries, removeDir } from '../helpers.js';

const site = copyFixture('basic');
afterAll(() => removeDir(site));
const sharedPack = () =>
  Object.keys(packEntries(path.join(site, 'node_modules/.cache/sitegen/md/.shared')));

test('a build of one locale keeps the shared compiles; one of all locales prunes them', async () => {
  await build({ root: site, outDir: path.join(site, 'dist'), search: false });
  const all = sharedPack();
  expect(all.length).toBeGreaterThan(0);

  // Indonesian translates some of the docs: what it does not use stays for English.
  await build({
    root: site,
    outDir: path.join(site, 'dist'),
    search: false,
    locales: ['id'],
    force: true,
  });
  expect(sharedPack().sort()).toEqual([...all].sort());

  // A doc changes: its old compile goes, its new one comes.
  const doc = fs
    .readdirSync(path.join(site, 'docs'), { recursive: true, encoding: 'utf8' })
    .find((file) => file.endsWith('.md'))!;
  fs.appendFileSync(path.join(site, 'docs', doc), '\nOne more line.\n');
  await build({ root: site, outDir: path.join(site, 'dist'), search: false });
  const after = sharedPack();
  expect(after).toHaveLength(all.length);
  expect(after.filter((key) => !all.includes(key))).toHaveLength(1);
}, 120_000);

test('a build that stops keeps what it compiled before, for the next one', async () => {
  fs.rmSync(path.join(site, 'node_modules/.cache/sitegen'), { recursive: true, force: true });
  // English compiles; the Indonesian translation's front matter then stops the build.
  const translation = path.join(site, 'i18n/id/docs/guides/01-install.md');
  const text = fs.readFileSync(translation, 'utf8');
  fs.writeFileSync(translation, `---\ntitle: [not closed\n---\n\n${text}`);
  await expect(
    build({ root: site, outDir: path.join(site, 'dist-stopped'), search: false }),
  ).rejects.toThrow();
  fs.writeFileSync(translation, text);
  expect(sharedPack().length).toBeGreaterThan(0);
  expect(fs.existsSync(path.join(site, 'node_modules/.cache/sitegen/md/en'))).toBe(true);
}, 120_000);

test("MDX is compiled once for every locale, checked against a locale's own compile when the site has plugins", async () => {
  const docusaurus = copyFixture('versioned-docs');
  try {
    // A rehype plugin of the community docs that reads links: it sees a shared compile's
    // placeholder where a locale's own compile has the URL, and leaves it alone.
    fs.writeFileSync(
      path.join(docusaurus, 'plugins/rehype-root-links.js'),
      [
        'module.exports = function rehypeRootLinks() {',
        '  const visit = (node) => {',
        "    if (node.tagName === 'a' && String(node.properties.href).startsWith('/'))",
        "      node.properties.href += '?via=site';",
        '    (node.children || []).forEach(visit);',
        '  };',
        '  return visit;',
        '};',
      ].join('\n'),
    );
    const configFile = path.join(docusaurus, 'docusaurus.config.js');
    fs.writeFileSync(
      configFile,
      fs
        .readFileSync(configFile, 'utf8')
        .replace(
          "remarkPlugins: [require('./plugins/remark-harbour-terms')],",
          "remarkPlugins: [require('./plugins/remark-harbour-terms')],\n        rehypePlugins: [require('./plugins/rehype-root-links')],",
        ),
    );
    fs.appendFileSync(
      path.join(docusaurus, 'community/support.md'),
      '\nMeet [the team](/community/next/team).\n',
    );
    await build({ root: docusaurus, outDir: path.join(docusaurus, 'dist'), search: false });
    const page = (rel: string) => fs.readFileSync(path.join(docusaurus, 'dist', rel), 'utf8');
    // The page with a link is each locale's own compile: the plugin's mark is in both.
    expect(page('community/next/support/index.html')).toContain(
      'href="/community/next/team?via=site"',
    );
    expect(page('fr/community/next/support/index.html')).toContain(
      'href="/fr/community/next/team?via=site"',
    );
    // What the placeholders could stand in for is shared, checked; the page with a link is not.
    const shared = packEntries(
      path.join(docusaurus, 'node_modules/.cache/sitegen/mdx/.shared'),
    ) as Record<string, { localeBound?: true }>;
    const entries = Object.values(shared);
    expect(entries.filter((entry) => !entry.localeBound).length).toBeGreaterThan(0);
    expect(entries.filter((entry) => entry.localeBound)).toHaveLength(1);
  } finally {
    removeDir(docusaurus);
  }
}, 120_000);
