/**
 * The content components MDX files use without an import (Steps, FileTree, Card, CardGrid,
 * LinkCard, Badge), rendered on the server from MDX as an author writes it.
 */
import { evaluate } from '@mdx-js/mdx';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import MDXComponents from '../../../src/theme/docusaurus/MDXComponents.js';
import Badge from '../../../src/theme/docusaurus/Badge.js';
import { themeData } from '../../../src/theme/docusaurus/themeData.js';

const render = async (mdx: string) => {
  const { default: Content } = await evaluate(mdx, { ...runtime, format: 'mdx' });
  return renderToStaticMarkup(<Content components={MDXComponents} />);
};

test('Steps keeps the ordered list as it is, inside the element that numbers it', async () => {
  const html = await render(
    '<Steps>\n\n1. Install\n\n   ```sh\n   npm i\n   ```\n\n2. Build\n\n</Steps>',
  );
  expect(html).toMatch(/^<div class="sg-steps"><ol>\s*<li>\s*<p>Install<\/p>/);
  expect(html.match(/<li>/g)).toHaveLength(2);
  expect(html).toContain('<pre><code class="language-sh">npm i');
});

test('FileTree: folders, files, highlighted names, comments and placeholders, still nested lists', async () => {
  const html = await render(
    [
      '<FileTree>',
      '',
      '- src/',
      '  - components/',
      '    - **Header.tsx** the header',
      '    - …',
      '  - `index.ts`',
      '- package.json the *manifest*',
      '- docs',
      '  - intro.md',
      '',
      '</FileTree>',
    ].join('\n'),
  );
  const folder = (name: string) =>
    `<li class="sg-file-tree__entry sg-file-tree__folder"><span class="sg-file-tree__line"><span class="sg-file-tree__icon" aria-hidden="true"></span><span class="sr-only" data-pagefind-ignore="">${themeData.fileTreeFolder} </span><span class="sg-file-tree__name">${name}</span></span><ul>`;
  expect(html).toContain(`<div class="sg-file-tree"><ul>${folder('src')}${folder('components')}`);
  expect(html).toContain(
    '<li class="sg-file-tree__entry sg-file-tree__file"><span class="sg-file-tree__line"><span class="sg-file-tree__icon" aria-hidden="true"></span><span class="sg-file-tree__name sg-file-tree__highlight"><strong>Header.tsx</strong></span><span class="sg-file-tree__comment"> the header</span></span></li>',
  );
  expect(html).toContain(
    'sg-file-tree__more"><span class="sg-file-tree__line"><span class="sg-file-tree__icon" aria-hidden="true"></span><span class="sg-file-tree__name">…</span>',
  );
  expect(html).toContain('<span class="sg-file-tree__name">index.ts</span></span></li>');
  expect(html).toContain(
    '<span class="sg-file-tree__name">package.json</span><span class="sg-file-tree__comment"> the <em>manifest</em></span>',
  );
  // A nested list makes a folder of a name without a slash.
  expect(html).toContain(`${folder('docs')}<li class="sg-file-tree__entry sg-file-tree__file">`);
  expect(html.match(/<ul>/g)).toHaveLength(4);
});

test('FileTree reads a loose list (items in paragraphs) the same', async () => {
  const html = await render('<FileTree>\n\n- a/\n\n  - b.md note\n\n- c.md\n\n</FileTree>');
  expect(html).not.toContain('<p>');
  expect(html).toContain('<span class="sg-file-tree__name">a</span>');
  expect(html).toContain('<span class="sg-file-tree__comment"> note</span>');
  expect(html).toContain('<span class="sg-file-tree__name">c.md</span>');
});

test('Card and CardGrid: a title with an optional icon over the body, hidden icons', async () => {
  const html = await render(
    '<CardGrid stagger>\n<Card title="Fast" icon="rocket">\nBuilds in seconds.\n</Card>\n<Card title="Kind" icon="🌊">Text</Card>\n<Card title="Plain">x</Card>\n</CardGrid>',
  );
  expect(html).toMatch(
    /^<div class="sg-card-grid sg-card-grid--stagger"><article class="sg-card"><p class="sg-card__title"><svg class="sg-card__icon" width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="[^"]+" fill="none"[^>]*><\/path><\/svg><span>Fast<\/span><\/p><div class="sg-card__body"><p>Builds in seconds.<\/p><\/div><\/article>/,
  );
  expect(html).toContain(
    '<span class="sg-card__icon" aria-hidden="true">🌊</span><span>Kind</span>',
  );
  expect(html).toContain('<p class="sg-card__title"><span>Plain</span></p>');
});

test('LinkCard is one link named by its title; a link to another site opens in a new tab', async () => {
  const html = await render(
    '<LinkCard title="Intro" href="/docs/intro" description="Start here." />\n\n<LinkCard title="Elsewhere" href="https://example.com" />',
  );
  expect(html.match(/<a /g)).toHaveLength(2);
  expect(html).toContain(
    '<div class="sg-link-card"><span class="sg-link-card__text"><a class="sg-link-card__link" href="/docs/intro">Intro</a> <span class="sg-link-card__description">Start here.</span></span><svg class="sg-link-card__arrow"',
  );
  expect(html).toContain(
    '<a class="sg-link-card__link" href="https://example.com" target="_blank" rel="noopener noreferrer">Elsewhere</a></span>',
  );
});

test('Badge: text or children, a known variant and size, else the defaults', async () => {
  expect(await render('A <Badge text="New" variant="tip" size="small" /> b')).toBe(
    '<p>A <span class="sg-badge sg-badge--tip sg-badge--small">New</span> b</p>',
  );
  expect(renderToStaticMarkup(<Badge variant={'loud' as never}>Beta</Badge>)).toBe(
    '<span class="sg-badge sg-badge--default sg-badge--medium">Beta</span>',
  );
  for (const variant of ['note', 'caution', 'danger', 'success'] as const)
    expect(renderToStaticMarkup(<Badge text="x" variant={variant} />)).toContain(
      `sg-badge--${variant}`,
    );
});
