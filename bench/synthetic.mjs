// Generates a synthetic docs site of N pages: folders of 40 docs with categories, headings,
// admonitions, code blocks, tables and links to neighbours, like real documentation.
import fs from 'node:fs';
import path from 'node:path';

const PARAGRAPH =
  'Tianji collects page views, uptime checks and server reports in one place, so a small team can see what is happening without switching tools. ' +
  'Each section of this page explains one setting, what it changes and when you would want to change it.';

function doc(i, folder, count) {
  const prev = i > 0 ? `[the previous page](./page-${i - 1}.md)` : 'the first page';
  const next = i < count - 1 ? `[the next page](./page-${i + 1}.md#configuration)` : 'the last page';
  return `---
title: Synthetic page ${folder}-${i}
description: Page ${i} of folder ${folder}, generated for benchmarks.
sidebar_position: ${i + 1}
---

${PARAGRAPH} Read ${prev} or ${next}.

## Overview

${PARAGRAPH}

:::tip
Keep the defaults unless you have measured a problem.
:::

## Configuration {#configuration}

| Variable | Default | Meaning |
| --- | --- | --- |
| \`PORT\` | \`12345\` | Port the server listens on |
| \`DATABASE_URL\` | none | PostgreSQL connection string |
| \`JWT_SECRET\` | none | Secret used to sign sessions |

\`\`\`yaml title="docker-compose.yml" {3}
services:
  tianji:
    image: moonrailgun/tianji
    ports:
      - "12345:12345"
\`\`\`

### Details

${PARAGRAPH}

\`\`\`ts
export function score(samples: number[]): number {
  return samples.reduce((sum, value) => sum + value, 0) / samples.length;
}
\`\`\`

## Troubleshooting

- Check the logs with \`docker compose logs -f\`.
- Make sure the database is reachable.
- ${PARAGRAPH}
`;
}

export function generateSite(dir, pages) {
  fs.rmSync(dir, { recursive: true, force: true });
  const docs = path.join(dir, 'docs');
  const perFolder = 40;
  for (let start = 0, f = 0; start < pages; start += perFolder, f++) {
    const folder = path.join(docs, `section-${f}`);
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, '_category_.json'), JSON.stringify({ label: `Section ${f}`, position: f + 1 }));
    const count = Math.min(perFolder, pages - start);
    for (let i = 0; i < count; i++) fs.writeFileSync(path.join(folder, `page-${i}.md`), doc(i, f, count));
  }
  // The favicon (also the navbar logo) the config names, so every link of the site resolves.
  fs.mkdirSync(path.join(dir, 'static'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'static', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="7"/></svg>\n');
  fs.mkdirSync(path.join(dir, 'pages'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'pages', 'index.md'), '---\ntitle: Synthetic site\n---\n\nStart at [the first page](../docs/section-0/page-0.md).\n');
  fs.writeFileSync(
    path.join(dir, 'sitegen.config.mjs'),
    `export default ${JSON.stringify(
      {
        title: 'Synthetic',
        tagline: 'Benchmark site',
        url: 'https://bench.example',
        baseUrl: '/',
        titleTemplate: '%s | Synthetic',
        favicon: '/favicon.svg',
        defaultLocale: 'en',
        locales: { en: { label: 'English' } },
        navbar: { title: 'Synthetic', logo: { src: '/favicon.svg', alt: 'Synthetic' }, hideOnScroll: false, items: [{ label: 'Docs', to: '/docs/section-0/page-0' }] },
        footer: { columns: [], copyright: 'Synthetic' },
        colorMode: { defaultMode: 'dark', disableSwitch: true, respectPrefersColorScheme: false },
        content: { docs: { dir: 'docs', translations: 'i18n/{locale}/docs', routeBasePath: 'docs' }, pages: { dir: 'pages', translations: 'i18n/{locale}/pages' } },
        staticDir: 'static',
      },
      null,
      2,
    )};\n`,
  );
}
