/**
 * Sources of the same text (a doc's copy in each version) compiled once: each twin gets exactly
 * what its own compile makes, and a twin whose place changes what the compile makes is compiled
 * on its own.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import {
  compileJobs,
  compileMdxJobs,
  type CompileKind,
  type CompiledOfKind,
  type WorkerJob,
} from '../../src/markdown/compileJobs.js';
import type { CompileSettings } from '../../src/markdown/settings.js';
import { forLocale, sharedSettings } from '../../src/markdown/sharedCompile.js';
import { compileTwins } from '../../src/markdown/twinCompile.js';
import { repoRoot } from '../helpers.js';

const site = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-twin-compile-'));
afterAll(() => fs.rmSync(site, { recursive: true, force: true }));
const versions = ['v1', 'v2', 'v3'];
for (const version of versions) fs.mkdirSync(path.join(site, 'docs', version), { recursive: true });
const fileOf = (version: string, name: string) => path.join(site, 'docs', version, name);
// Every version has the page `b` but v3.
for (const version of ['v1', 'v2']) fs.writeFileSync(fileOf(version, 'b.md'), '# B\n');

function settingsFor(
  locale = 'en',
  urlOf: (version: string, name: string) => string = (v, name) => `/docs/${v}/${name}`,
): CompileSettings {
  const base = locale === 'en' ? '/' : `/${locale}/`;
  const pages = versions.flatMap((v) => ['a', 'b', 'c'].map((name) => [v, name]));
  return {
    baseUrl: '/',
    defaultLocale: 'en',
    locale,
    assetBase: base,
    siteRoot: site,
    folders: [],
    contentRoots: versions.map((v) => path.join(site, 'docs', v)),
    urlOfSource: pages
      .filter(([v, name]) => !(v === 'v3' && name === 'b'))
      .map(([v, name]) => [fileOf(v, `${name}.md`), `${base}${urlOf(v, name).slice(1)}`]),
    labels: {
      footnotes: 'Footnotes',
      backToReference: 'Back to reference {n}',
      admonitions: { tip: 'Tip', note: 'Note' },
      headingLink: 'Direct link to {heading}',
    },
    staticImages: [],
    brokenMarkdownLinks: 'warn',
  };
}

const body = [
  '# A page',
  '',
  'See [b](./b.md#part), [b again](b.md), [b once more](./b.md#part) and',
  '[a file that is not there](./not-here), [the site](/docs/x) and [nothing](./nothing.md).',
  '',
  ':::tip',
  'A tip.',
  ':::',
].join('\n');

const jobOf = (version: string, text = body, name = 'a.md'): WorkerJob => ({
  file: fileOf(version, name),
  defaultFile: fileOf(version, name),
  body: text,
});

/** Each job compiled on its own, to HTML (`md`) or to a module (`mdx`). */
async function eachOf<Kind extends CompileKind = 'md'>(
  settings: CompileSettings,
  jobs: WorkerJob[],
  kind: Kind = 'md' as Kind,
): Promise<Array<CompiledOfKind[Kind]>> {
  const urls = new Map(settings.urlOfSource);
  const results =
    kind === 'md' ? compileJobs(settings, jobs, urls) : await compileMdxJobs(settings, jobs, urls);
  return results as Array<CompiledOfKind[Kind]>;
}

/** The twins compiled once, and the jobs each compile was given. */
async function twinsOf<Kind extends CompileKind = 'md'>(
  settings: CompileSettings,
  jobs: WorkerJob[],
  kind: Kind = 'md' as Kind,
) {
  const calls: WorkerJob[][] = [];
  const results = await compileTwins(settings, jobs, (some) => {
    calls.push(some);
    return eachOf(settings, some, kind);
  });
  return { results, calls };
}

test("twins are compiled once, and each gets its own pages' URLs and its own warnings", async () => {
  const settings = settingsFor();
  const jobs = [jobOf('v1'), jobOf('v2'), jobOf('v1', 'Another text.', 'c.md')];
  const { results, calls } = await twinsOf(settings, jobs);
  expect(calls.map((call) => call.map((job) => path.relative(site, job.file)))).toEqual([
    ['docs/v1/a.md', 'docs/v1/c.md'],
  ]);
  expect(calls[0][0].twin).toBe(true);
  expect(calls[0][1].twin).toBeUndefined();
  expect(results).toEqual(await eachOf(settings, jobs));
  expect(results[0].html).toContain('href="/docs/v1/b#part"');
  expect(results[1].html).toContain('href="/docs/v2/b#part"');
  expect(results[1].html).not.toContain('\uE000');
  // The broken link's warning names each twin's own file.
  expect(results[1].warnings.map((w) => w.file)).toEqual([jobs[1].file]);
  expect(results[1]).not.toHaveProperty('twin');
});

test('a twin whose links lead elsewhere, or to no page, is compiled on its own', async () => {
  const settings = settingsFor();
  // v3 has no page b: its links to b.md are broken there.
  const jobs = [jobOf('v1'), jobOf('v2'), jobOf('v3')];
  const { results, calls } = await twinsOf(settings, jobs);
  expect(calls.map((call) => call.length)).toEqual([1, 1]);
  expect(calls[1][0].file).toBe(jobs[2].file);
  expect(results).toEqual(await eachOf(settings, jobs));
  expect(results[2].warnings.length).toBeGreaterThan(results[0].warnings.length);
});

test('a twin that finds a file its twin did not, or whose page URL must be escaped, is compiled on its own', async () => {
  fs.writeFileSync(fileOf('v2', 'not-here'), 'a file\n');
  try {
    const settings = settingsFor();
    const jobs = [jobOf('v1'), jobOf('v2')];
    const { results, calls } = await twinsOf(settings, jobs);
    expect(calls.map((call) => call.length)).toEqual([1, 1]);
    expect(results).toEqual(await eachOf(settings, jobs));
    expect(results[1].assets).toHaveLength(1);
  } finally {
    fs.rmSync(fileOf('v2', 'not-here'));
  }
  const escaped = settingsFor('en', (v, name) =>
    v === 'v2' ? `/docs/ü & ${name}` : `/docs/${name}`,
  );
  const jobs = [jobOf('v1'), jobOf('v2')];
  const { results, calls } = await twinsOf(escaped, jobs);
  expect(calls.map((call) => call.length)).toEqual([1, 1]);
  expect(results).toEqual(await eachOf(escaped, jobs));
});

test('twins that publish a file are each compiled on their own', async () => {
  const card = path.join(repoRoot, 'test/fixtures/docusaurus-config/static/img/card.png');
  for (const version of ['v1', 'v2']) fs.copyFileSync(card, fileOf(version, 'card.png'));
  const text = `${body}\n\n![a card](./card.png)\n`;
  const settings = settingsFor();
  const jobs = [jobOf('v1', text), jobOf('v2', text)];
  const { results, calls } = await twinsOf(settings, jobs);
  expect(calls.map((call) => call.length)).toEqual([1, 2]);
  expect(results).toEqual(await eachOf(settings, jobs));
  expect(results[1].assets[0].from).toBe(fileOf('v2', 'card.png'));
});

test('MDX twins of a compile shared by every locale are each, filled in, what each locale compiles', async () => {
  const locales = ['en', 'fr'];
  const shared = sharedSettings(settingsFor('en'), locales)!;
  const mdx = `${body}\n\nexport const meta = { n: 1 };\n\n<LinkCard href="./b.md#part" />\n\n<div title="x">{1 + 1}</div>\n`;
  const jobs = [jobOf('v1', mdx), jobOf('v2', mdx)];
  const { results, calls } = await twinsOf(shared, jobs, 'mdx');
  expect(calls.map((call) => call.length)).toEqual([1]);
  expect(results).toEqual(await eachOf(shared, jobs, 'mdx'));
  // Percent-encoded in a Markdown link's URL, as it is in the component's `href`.
  expect(results[1].code).toContain('%EE%80%80base%EE%80%80/docs/v2/b#part');
  expect(results[1].code).toContain('"\uE000base\uE000/docs/v2/b#part"');
  for (const locale of locales) {
    const own = await eachOf(settingsFor(locale), jobs, 'mdx');
    expect(results.map((result) => forLocale(result, settingsFor(locale)))).toEqual(own);
  }
});

test("with a site's own Markdown plugins not known to leave links alone, every source is compiled", async () => {
  const settings = { ...settingsFor(), sitePlugins: { root: site, key: 'k' } };
  const calls: WorkerJob[][] = [];
  await compileTwins(settings, [jobOf('v1'), jobOf('v2')], async (some) => {
    calls.push(some);
    return compileJobs(settingsFor(), some, new Map(settingsFor().urlOfSource));
  });
  expect(calls.map((call) => call.length)).toEqual([2]);
  expect(calls[0].every((job) => !job.twin)).toBe(true);
});
