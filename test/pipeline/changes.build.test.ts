import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { classifyChange, watchedPaths } from '../../src/pipeline/changes.js';
import { changesFor } from '../../src/pipeline/watchBuilder.js';
import { noteCodeImport } from '../../src/content/codeImports.js';
import { packageRoot } from '../../src/packageRoot.js';
import { loadFixtureConfig, removeDir } from '../helpers.js';

test('each changed file is classified by what it is and which locales it concerns', async () => {
  const { site, config } = await loadFixtureConfig('basic');
  const at = (rel: string) => classifyChange(config, path.join(site, rel));
  expect(at('docs/intro.md')).toEqual({
    type: 'source',
    kind: 'docs',
    relPath: 'intro.md',
    group: 'default/current',
    locales: undefined,
  });
  expect(at('i18n/id/docs/guides/01-install.md')).toEqual({
    type: 'source',
    kind: 'docs',
    relPath: 'guides/01-install.md',
    group: 'default/current',
    locales: ['id'],
  });
  expect(at('docs/guides/_category_.json')).toEqual({
    type: 'content-data',
    kind: 'docs',
    locales: undefined,
  });
  expect(at('i18n/id/docs/guides/_category_.json')).toEqual({
    type: 'content-data',
    kind: 'docs',
    locales: ['id'],
  });
  expect(at('docs/guides/diagram.svg')).toEqual({
    type: 'asset',
    file: path.join(site, 'docs/guides/diagram.svg'),
    locales: undefined,
  });
  expect(at('pages/about.md')).toMatchObject({
    type: 'source',
    kind: 'pages',
    relPath: 'about.md',
  });
  expect(at('blog/2025-01-10-first-post.md')).toMatchObject({ type: 'source', kind: 'blog' });
  expect(at('blog/authors.yml')).toEqual({ type: 'content-data', kind: 'blog' });
  expect(at('api/introduction.md')).toMatchObject({ type: 'source', kind: 'api' });
  expect(at('openapi.json')).toEqual({ type: 'site-input', plugin: 'api' });
  expect(at('openapi-i18n/id.json')).toEqual({ type: 'site-input', plugin: 'api' });
  expect(at('locales/id.json')).toEqual({ type: 'strings', locales: ['id'] });
  expect(at('locales/en.json')).toEqual({ type: 'strings', locales: undefined });
  expect(at('sitegen.config.ts')).toEqual({ type: 'config' });
  expect(at('static/img/logo.svg')).toEqual({
    type: 'static',
    relPath: path.join('img', 'logo.svg'),
  });
  expect(at('README.md')).toBeUndefined();
  // A content folder itself (removed or back, or a default one appearing): sections are decided again.
  for (const folder of ['docs', 'i18n/id/docs', 'pages', 'static', 'src/pages'])
    expect(at(folder), folder).toEqual({ type: 'config' });
  expect(
    classifyChange(config, path.join(packageRoot(), 'src', 'theme', 'styles', 'base.css')),
  ).toEqual({ type: 'theme-css' });
  expect(classifyChange(config, path.join(packageRoot(), 'src', 'theme', 'App.tsx'))).toEqual({
    type: 'theme-code',
  });
  expect(classifyChange(config, path.join(packageRoot(), 'templates', 'page.html'))).toEqual({
    type: 'template',
  });

  expect(changesFor('en', [at('i18n/id/docs/guides/01-install.md')])).toBeUndefined();
  expect(changesFor('id', [at('docs/intro.md'), at('locales/id.json')])).toMatchObject({
    content: {
      plugins: new Map([['docs', { sources: [{ relPath: 'intro.md' }], data: false }]]),
      strings: true,
    },
  });

  const watched = watchedPaths(config, ['en', 'id']);
  expect(watched).toEqual(
    expect.arrayContaining([
      config.configFile,
      path.join(site, 'docs'),
      path.join(site, 'i18n/id/docs'),
      path.join(site, 'openapi.json'),
      path.join(site, 'locales'),
    ]),
  );
  removeDir(site);
});

test('an authors file outside the blog folder (authorsMapPath: ../authors.yml) is the blog’s, and watched', async () => {
  const { site, config } = await loadFixtureConfig('basic');
  try {
    const authorsFile = path.join(site, 'people', 'authors.yml');
    fs.mkdirSync(path.dirname(authorsFile));
    fs.copyFileSync(path.join(site, 'blog', 'authors.yml'), authorsFile);
    const moved = {
      ...config,
      content: { ...config.content, blog: { ...config.content.blog!, authorsFile } },
    };
    expect(classifyChange(moved, authorsFile)).toEqual({ type: 'content-data', kind: 'blog' });
    expect(watchedPaths(moved, ['en', 'id'])).toContain(authorsFile);
  } finally {
    removeDir(site);
  }
});

test("a Docusaurus site's translation files, PostCSS config and code: classified and watched", async () => {
  const { site, config } = await loadFixtureConfig('docusaurus-config');
  try {
    const at = (rel: string) => classifyChange(config, path.join(site, rel));
    expect(at('i18n/fr/docusaurus-plugin-content-docs/current.json')).toEqual({
      type: 'content-data',
      kind: 'docs',
      locales: ['fr'],
    });
    for (const file of [
      'i18n/fr/code.json',
      'i18n/fr/docusaurus-theme-classic/navbar.json',
      'i18n/fr/docusaurus-theme-classic/footer.json',
      'i18n/fr/docusaurus-plugin-content-blog/options.json',
    ])
      expect(at(file), file).toEqual({ type: 'strings', locales: ['fr'] });
    expect(at('postcss.config.js')).toEqual({ type: 'config' });
    // The site's own code outside the content folders: every page module is bundled again.
    expect(at('src/components/Lamp.tsx')).toEqual({
      type: 'asset',
      file: path.join(site, 'src/components/Lamp.tsx'),
      locales: undefined,
    });
    expect(at('src/css/custom.css')).toEqual({ type: 'theme-css' });
    expect(at('src/notes.txt')).toBeUndefined();
    const watched = watchedPaths(config, ['en', 'fr']);
    expect(watched).toContain(path.join(site, 'i18n/fr/docusaurus-theme-classic/navbar.json'));
    expect(watched).toContain(path.join(site, 'postcss.config.js'));
    expect(watched).toContain(path.join(site, 'src'));
  } finally {
    removeDir(site);
  }
});

test("the local files a config imports (the site's Markdown plugins) are watched as part of it", async () => {
  const { site, config } = await loadFixtureConfig('docusaurus-config');
  try {
    const plugin = path.join(site, 'src/plugins/remark-keeper-terms.js');
    expect(config.configImports).toEqual(
      expect.arrayContaining([plugin, path.join(site, 'src/plugins/rehype-table-caption.js')]),
    );
    expect(config.configImports).not.toContain(path.join(site, 'docusaurus.config.js'));
    expect(watchedPaths(config, ['en'])).toContain(plugin);
    expect(classifyChange(config, plugin)).toEqual({ type: 'config' });
  } finally {
    removeDir(site);
  }
});

test('a versioned doc or its translation is a source of its version; versions.json and versioned sidebars are read with the config', async () => {
  const { site, config } = await loadFixtureConfig('versioned-docs');
  try {
    const at = (rel: string) => classifyChange(config, path.join(site, rel));
    expect(at('versioned_docs/version-1.0/charts.md')).toEqual({
      type: 'source',
      kind: 'docs',
      relPath: 'charts.md',
      group: 'default/1.0',
      locales: undefined,
    });
    expect(at('i18n/fr/docusaurus-plugin-content-docs/version-2.0/intro.md')).toEqual({
      type: 'source',
      kind: 'docs',
      relPath: 'intro.md',
      group: 'default/2.0',
      locales: ['fr'],
    });
    expect(at('community_versioned_docs/version-1.0/support.md')).toMatchObject({
      group: 'community/1.0',
    });
    expect(at('docs/guides/upgrade.md')).toMatchObject({ group: 'default/current' });
    // Each version's sidebar labels, in the file beside its translations, as Docusaurus keys them.
    for (const file of [
      'i18n/fr/docusaurus-plugin-content-docs/current.json',
      'i18n/fr/docusaurus-plugin-content-docs/version-2.0.json',
      'i18n/fr/docusaurus-plugin-content-docs/version-1.0.json',
      'i18n/fr/docusaurus-plugin-content-docs-community/current.json',
      'i18n/fr/docusaurus-plugin-content-docs-community/version-1.0.json',
    ])
      expect(at(file), file).toEqual({ type: 'content-data', kind: 'docs', locales: ['fr'] });
    // The plugin file of a docs section is part of the config.
    expect(at('plugins/remark-harbour-terms.js')).toEqual({ type: 'config' });
    for (const file of [
      'versions.json',
      'community_versions.json',
      'versioned_sidebars/version-2.0-sidebars.json',
      'sidebarsCommunity.js',
    ])
      expect(at(file)).toEqual({ type: 'config' });
    expect(changesFor('fr', [at('versioned_docs/version-1.0/charts.md')])).toMatchObject({
      content: {
        plugins: new Map([
          ['docs', { sources: [{ relPath: 'charts.md', group: 'default/1.0' }], data: false }],
        ]),
      },
    });
    const watched = watchedPaths(config, ['en', 'fr']).map((file) => path.relative(site, file));
    expect(watched).toEqual(
      expect.arrayContaining([
        'versions.json',
        'community_versions.json',
        'versioned_docs/version-1.0',
        'versioned_sidebars/version-1.0-sidebars.json',
        'community_versioned_docs/version-1.0',
        'i18n/fr/docusaurus-plugin-content-docs/version-2.0',
        'i18n/fr/docusaurus-plugin-content-docs/version-1.0.json',
        'i18n/fr/docusaurus-plugin-content-docs-community/current.json',
        'plugins/remark-harbour-terms.js',
      ]),
    );
  } finally {
    removeDir(site);
  }
});

test("a file outside the site that the site's code imported (a repository's JSON) is watched, and rebuilds the modules", async () => {
  const { site, config } = await loadFixtureConfig('docusaurus-config');
  try {
    const errors = path.join(path.dirname(site), 'errors.json');
    expect(classifyChange(config, errors)).toBeUndefined();
    expect(watchedPaths(config, ['en'])).not.toContain(errors);
    noteCodeImport(config.root, errors);
    expect(watchedPaths(config, ['en'])).toContain(errors);
    expect(classifyChange(config, errors)).toEqual({
      type: 'asset',
      file: errors,
      locales: undefined,
    });
  } finally {
    removeDir(site);
  }
});
