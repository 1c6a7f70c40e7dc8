// Generates the synthetic docs site the bench builds: N docs of about 600 words in the Docusaurus
// layout, two folder levels deep (`docs/part-<a>/section-<b>/page-<i>.md`, a `_category_.json` in
// each folder), each with front matter, headings (one with an explicit id), an admonition, a
// table, code blocks and relative links to its neighbours and to another folder. The prose comes
// from a fixed vocabulary picked by a seeded generator, so every doc differs (as the words a search
// index holds do) and the same N always gives the same files.
import fs from 'node:fs';
import path from 'node:path';

export const DOCS_PER_SECTION = 20;
export const SECTIONS_PER_PART = 10;

const WORDS = (
  'the a an and or but with without for from into onto over under each every one two three ' +
  'server client request response header token session cookie user team account project ' +
  'monitor check report alert event metric chart dashboard page view visit record table ' +
  'database query index cache queue worker thread process container image volume network ' +
  'port host address domain proxy certificate secret variable setting option default value ' +
  'limit timeout interval retry backup restore upgrade release version log error warning ' +
  'starts stops sends reads writes keeps stores counts checks shows hides opens closes ' +
  'changes updates removes adds builds runs waits fails passes returns accepts rejects ' +
  'quickly slowly safely often rarely always never only also again later first last next ' +
  'small large local remote public private shared single daily weekly hourly empty full ' +
  'new old same other main extra missing optional required enabled disabled current stable ' +
  'when if while after before until because so then once where which that this these those'
).split(' ');

/** A small deterministic generator (mulberry32): the same seed gives the same text. */
function randomFrom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function sentence(random, words) {
  const picked = Array.from({ length: words }, () => WORDS[Math.floor(random() * WORDS.length)]);
  picked[0] = picked[0][0].toUpperCase() + picked[0].slice(1);
  return `${picked.join(' ')}.`;
}

/** A paragraph of about `words` words, in sentences of 8 to 15 words. */
function paragraph(random, words) {
  const sentences = [];
  for (let left = words; left > 0; ) {
    const length = Math.min(left, 8 + Math.floor(random() * 8));
    sentences.push(sentence(random, length));
    left -= length;
  }
  return sentences.join(' ');
}

/** Where doc number `n` (0-based) lives. */
export function docLocation(n) {
  const section = Math.floor(n / DOCS_PER_SECTION);
  return { part: Math.floor(section / SECTIONS_PER_PART), section: section % SECTIONS_PER_PART, page: n % DOCS_PER_SECTION };
}

/** The doc's path under docs/, without extension: `part-0/section-1/page-2`. */
export function docPath(n) {
  const { part, section, page } = docLocation(n);
  return `part-${part}/section-${section}/page-${page}`;
}

function relativeLink(from, to, hash = '') {
  const relative = path.posix.relative(path.posix.dirname(docPath(from)), docPath(to));
  return `${relative.startsWith('.') ? '' : './'}${relative}.md${hash}`;
}

function doc(n, total) {
  const random = randomFrom(n + 1);
  const p = (words) => paragraph(random, words);
  const { part, section, page } = docLocation(n);
  const key = `OPTION_${part}_${section}_${page}`;
  const prev = n > 0 ? `[the previous page](${relativeLink(n, n - 1)})` : 'the first page';
  const next = n < total - 1 ? `[the next page](${relativeLink(n, n + 1, '#configuration')})` : 'the last page';
  // A doc in another folder (the same place one section further on, or back at the start).
  const far = n + DOCS_PER_SECTION < total ? n + DOCS_PER_SECTION : n % DOCS_PER_SECTION;
  return `---
title: Page ${part}.${section}.${page}
description: Page ${page} of section ${section} in part ${part}, generated for benchmarks.
sidebar_position: ${page + 1}
---

${p(45)} Read ${prev} or ${next}.

## Overview

${p(60)}

${p(55)}

:::tip
${p(20)}
:::

## Configuration {#configuration}

| Variable | Default | Meaning |
| --- | --- | --- |
| \`${key}\` | \`${n}\` | ${sentence(random, 6)} |
| \`PORT\` | \`12345\` | Port the server listens on |
| \`DATABASE_URL\` | none | PostgreSQL connection string |
| \`LOG_LEVEL\` | \`info\` | ${sentence(random, 5)} |

\`\`\`yaml title="docker-compose.yml" {4}
services:
  app:
    image: example/app:${part}.${section}
    environment:
      ${key}: "${n}"
    ports:
      - "12345:12345"
\`\`\`

### Details

${p(60)}

\`\`\`ts
export function average(samples: number[]): number {
  return samples.reduce((sum, value) => sum + value, 0) / samples.length;
}
\`\`\`

${p(50)}

:::warning
${p(25)}
:::

## Troubleshooting

- ${p(15)}
- ${p(15)}
- See [a page of another section](${relativeLink(n, far)}).

${p(60)}

### Logs

${p(55)}

## See also

${p(40)} The [overview](#overview) and the [settings](#configuration) of this page.
`;
}

function writeCategory(folder, label, position) {
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, '_category_.json'), JSON.stringify({ label, position }));
}

function writeDocs(docsDir, total) {
  for (let n = 0; n < total; n++) {
    const { part, section, page } = docLocation(n);
    const partDir = path.join(docsDir, `part-${part}`);
    const sectionDir = path.join(partDir, `section-${section}`);
    if (section === 0 && page === 0) writeCategory(partDir, `Part ${part}`, part + 1);
    if (page === 0) writeCategory(sectionDir, `Section ${part}.${section}`, section + 1);
    fs.writeFileSync(path.join(sectionDir, `page-${page}.md`), doc(n, total));
  }
}

/** The folders of the docs tree: `part-0`, `part-0/section-0`, … */
export function docFolders(total) {
  const folders = new Set();
  for (let n = 0; n < total; n += DOCS_PER_SECTION) {
    const { part, section } = docLocation(n);
    folders.add(`part-${part}`);
    folders.add(`part-${part}/section-${section}`);
  }
  return [...folders];
}

const CONFIG = {
  title: 'Synthetic',
  tagline: 'Benchmark site',
  url: 'https://bench.example',
  baseUrl: '/',
  titleTemplate: '%s | Synthetic',
  favicon: '/favicon.svg',
  defaultLocale: 'en',
  locales: { en: { label: 'English' } },
  navbar: { title: 'Synthetic', logo: { src: '/favicon.svg', alt: 'Synthetic' }, hideOnScroll: false, items: [{ label: 'Docs', to: `/docs/${docPath(0)}` }] },
  footer: { columns: [], copyright: 'Synthetic' },
  colorMode: { defaultMode: 'dark', disableSwitch: true, respectPrefersColorScheme: false },
  content: { docs: { dir: 'docs', translations: 'i18n/{locale}/docs', routeBasePath: 'docs' }, pages: { dir: 'pages', translations: 'i18n/{locale}/pages' } },
  staticDir: 'static',
};

/** Writes the site into `dir` (emptied first): `docs` docs, a home page, a favicon and the config. */
export function generateSite(dir, docs) {
  fs.rmSync(dir, { recursive: true, force: true });
  writeDocs(path.join(dir, 'docs'), docs);
  // The favicon (also the navbar logo) the config names, so every link of the site resolves.
  fs.mkdirSync(path.join(dir, 'static'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'static', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="7"/></svg>\n');
  fs.mkdirSync(path.join(dir, 'pages'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'pages', 'index.md'), `---\ntitle: Synthetic site\n---\n\nStart at [the first page](../docs/${docPath(0)}.md).\n`);
  fs.writeFileSync(path.join(dir, 'sitegen.config.mjs'), `export default ${JSON.stringify(CONFIG, null, 2)};\n`);
}
