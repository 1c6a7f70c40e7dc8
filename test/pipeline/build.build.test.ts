/** Integration: build fixture sites in-process and read what was written. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { build } from '../../src/pipeline/build.js';
import { BuildFailed } from '../../src/errors.js';
import { builtFixture, copyFixture, read, removeDir, writeOnThreadInThisFile } from '../helpers.js';

// Their files are made on the writing thread, as a large site's are.
writeOnThreadInThisFile();

/** The basic fixture's shared build (all locales), for every describe block that only reads it. */
const out = path.join(builtFixture('basic').dir, 'dist');

describe('the basic fixture, all locales', () => {
  test('writes every route as <path>/index.html, default locale at the root', () => {
    for (const rel of [
      'index.html',
      '404.html',
      'about/index.html',
      'docs/intro/index.html',
      'docs/guides/install/index.html',
      'docs/guides/configuration/index.html',
      'docs/guides/advanced/index.html',
      'docs/tuning-guide/index.html',
      'docs/reference/api/index.html',
      'docs/hidden/index.html',
      'id/index.html',
      'id/404.html',
      'id/docs/intro/index.html',
    ]) {
      expect(fs.existsSync(path.join(out, rel)), rel).toBe(true);
    }
    expect(fs.existsSync(path.join(out, 'docs/wip/index.html'))).toBe(false);
  });

  test('pages carry their locale: lang, translated chrome, translated content with fallback', () => {
    const id = read(out, 'id/docs/intro/index.html');
    expect(id).toMatch(/<html lang="id"/);
    expect(id).toContain('>Dokumentasi</a>');
    expect(id).toMatch(
      /<a class="menu-link menu-category-label menu-category-closed menu__link menu__link--sublist" href="\/id\/docs\/guides\/install" data-category="">Panduan<\/a>/,
    );
    expect(id).not.toContain('href="/id/docs/guides/configuration"');
    expect(read(out, 'id/docs/guides/configuration/index.html')).toContain(
      '<summary class="menu-link menu-category-label menu__link menu__link--sublist">Panduan</summary>',
    );
    expect(id).toContain('<p class="admonition-title">Kiat</p>');
    expect(read(out, 'id/docs/guides/install/index.html')).toContain('Persyaratan');
    expect(read(out, 'id/docs/guides/configuration/index.html')).toContain(
      'Configure the fixture.',
    );
    expect(read(out, 'docs/intro/index.html')).toMatch(/<html lang="en"/);
  });

  test('relative links, images and MDX imports are resolved', () => {
    const intro = read(out, 'id/docs/intro/index.html');
    expect(intro).toContain('href="/id/docs/guides/install#requirements"');
    expect(intro).toContain('href="/id/docs/reference/api"');
    const install = read(out, 'docs/guides/install/index.html');
    const img = /src="\/(assets\/images\/diagram-[0-9a-f]{8}\.svg)"/.exec(install);
    expect(img).not.toBeNull();
    expect(fs.existsSync(path.join(out, img![1]))).toBe(true);
    expect(install).toContain('class="code-block-title">compose.yml<');
    expect(read(out, 'docs/reference/api/index.html')).toContain('<span class="badge">beta</span>');
    expect(read(out, 'index.html')).toContain('<h1>Fixture home</h1>');
    expect(read(out, 'id/index.html')).toContain('href="/id/docs/intro"');
  });

  test('docs get sidebar, breadcrumbs, previous/next and a TOC of h2–h3', () => {
    const intro = read(out, 'docs/intro/index.html');
    expect(intro).toContain('aria-current="page"><span class="menu-label">Introduction</span></a>');
    expect(intro).toContain('href="#getting-started"');
    expect(intro).toContain('href="#details"');
    expect(intro).not.toMatch(/class="toc-link[^"]*" href="#deep-heading"/);
    expect(intro).toMatch(
      /rel="next"><span class="pagination-sub[^"]*">[^<]+<\/span><span class="pagination-label[^"]*">Install/,
    );
    const tuning = read(out, 'docs/tuning-guide/index.html');
    expect(tuning).toMatch(
      /<nav class="breadcrumbs[^"]*"[\s\S]*>Guides<[\s\S]*href="\/docs\/guides\/advanced">Advanced topics</,
    );
  });

  test('unlisted docs are built with a banner but kept out of the sidebar', () => {
    expect(read(out, 'docs/hidden/index.html')).toContain('page-banner');
    expect(read(out, 'docs/hidden/index.html')).toContain(
      '<meta name="robots" content="noindex, nofollow" data-page-head>',
    );
    expect(read(out, 'docs/intro/index.html')).not.toContain('href="/docs/hidden"');
  });

  test('head: title, canonical, hreflang, social meta, tracker, dark mode before paint', () => {
    const intro = read(out, 'id/docs/intro/index.html');
    expect(intro).toContain('<title>Introduction | Fixture</title>');
    expect(intro).toContain(
      '<link rel="canonical" href="https://fixture.example/id/docs/intro" data-page-head>',
    );
    expect(intro).toContain(
      '<link rel="alternate" hreflang="en" href="https://fixture.example/docs/intro" data-page-head>',
    );
    expect(intro).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://fixture.example/docs/intro" data-page-head>',
    );
    expect(intro).toContain('<meta name="keywords" content="fixture, intro" data-page-head>');
    expect(intro).toContain('<meta property="og:title" content="Introduction" data-page-head>');
    expect(intro).toContain(
      '<script async defer src="https://stats.example/tracker.js" data-website-id="site-123"></script>',
    );
    expect(intro).toContain('data-theme="dark"');
  });

  test('the not-found page asks the reader to report the broken link', () => {
    const html = read(out, '404.html');
    expect(html).toContain('Page Not Found');
    expect(html).toContain('the link is broken');
    expect(read(out, 'id/404.html')).toContain('Halaman Tidak Ditemukan');
  });
});

describe('a site laid out the Docusaurus way', () => {
  let site: string;
  beforeAll(async () => {
    site = copyFixture('docusaurus-layout');
    await build({ root: site });
  });
  afterAll(() => removeDir(site));

  test('builds with only its config added', () => {
    const out = path.join(site, 'dist');
    expect(read(out, 'docs/intro/index.html')).toContain(
      '<h1 class="page-title">Tutorial Intro</h1>',
    );
    expect(read(out, 'id/docs/intro/index.html')).toContain('Pengantar Tutorial');
    expect(read(out, 'docs/intro/index.html')).toContain(
      '<p class="admonition-title">Heads up</p>',
    );
    expect(read(out, 'docs/category/tutorial---basics/index.html')).toContain('5 minutes to learn');
    const mdx = read(out, 'docs/tutorial/create-a-document/index.html');
    expect(mdx).toContain('groups of pages');
    expect(mdx).toContain('href="/docs/tutorial/create-a-page#first-page"');
    expect(mdx).toContain('id="sidebar"');
    expect(read(out, 'id/markdown-page/index.html')).toContain('Contoh halaman Markdown');
    expect(read(out, 'index.html')).toContain('Docusaurus-shaped home');
    // Its config has no tracker: no tracker script.
    expect(read(out, 'docs/intro/index.html')).not.toContain('tracker.js');
  });
});

describe('atomic output', () => {
  test('the output folder is readable by others (a web server), not private like a temporary folder', () => {
    expect(fs.statSync(out).mode & 0o777).toBe(0o755 & ~process.umask());
  });

  test('building one locale keeps the others', async () => {
    const site = copyFixture('basic');
    try {
      await build({ root: site });
      const before = read(path.join(site, 'dist'), 'docs/intro/index.html');
      await build({ root: site, locales: ['id'] });
      expect(read(path.join(site, 'dist'), 'docs/intro/index.html')).toBe(before);
      await build({ root: site, locales: ['en'] });
      expect(fs.existsSync(path.join(site, 'dist', 'id', 'docs', 'intro', 'index.html'))).toBe(
        true,
      );
      expect(fs.readdirSync(site).filter((f) => f.startsWith('.sitegen-tmp'))).toEqual([]);
    } finally {
      removeDir(site);
    }
  });

  test('no replaced output is left beside the output folder, not even what an interrupted deletion left', async () => {
    const site = copyFixture('basic');
    const leftovers = () => fs.readdirSync(site).filter((f) => f.startsWith('.sitegen-old-'));
    const untilNoLeftovers = async () => {
      for (let i = 0; i < 100 && leftovers().length > 0; i++)
        await new Promise((resolve) => setTimeout(resolve, 50));
      return leftovers();
    };
    try {
      await build({ root: site, search: false, checkLinks: false });
      await build({ root: site, search: false, checkLinks: false });
      expect(await untilNoLeftovers()).toEqual([]);
      // A build whose process is gone (no such pid) left its old output behind.
      fs.mkdirSync(path.join(site, '.sitegen-old-dist-999999999', 'docs'), { recursive: true });
      fs.writeFileSync(path.join(site, '.sitegen-old-dist-999999999', 'docs', 'index.html'), 'old');
      await build({ root: site, search: false, checkLinks: false });
      expect(await untilNoLeftovers()).toEqual([]);
      expect(read(path.join(site, 'dist'), 'docs/intro/index.html')).toContain('Introduction');
    } finally {
      removeDir(site);
    }
  });

  test(
    'the next build writes over the replaced output: files that stay keep their inodes, and nothing stale is served or checked',
    { timeout: 90_000 },
    async () => {
      const site = copyFixture('basic');
      const dist = path.join(site, 'dist');
      const extra = path.join(site, 'docs', 'extra.md');
      const files = (dir: string) =>
        (fs.readdirSync(dir, { recursive: true }) as string[])
          .filter((f) => fs.statSync(path.join(dir, f)).isFile())
          .sort();
      const inode = (rel: string) => fs.statSync(path.join(dist, rel)).ino;
      try {
        // Without the search index until the link is fixed: the builds after it compare inodes and
        // every file with a fresh build's.
        const quick = { root: site, search: false };
        fs.writeFileSync(extra, '---\ntitle: Extra\n---\n\nFor a while.\n');
        await build(quick);
        await build(quick);
        // The first output is the spare now, and it holds docs/extra. Without the page, a link to it is broken,
        // though the folder this build writes over still has the old file.
        fs.rmSync(extra);
        const intro = path.join(site, 'docs', 'intro.md');
        const introText = fs.readFileSync(intro, 'utf8');
        fs.writeFileSync(intro, `${introText}\n[gone](/docs/extra)\n`);
        const error = await build(quick).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(BuildFailed);
        expect((error as BuildFailed).errors.map((e) => e.message).join('\n')).toContain(
          '/docs/extra',
        );
        expect(fs.existsSync(path.join(dist, 'docs', 'extra', 'index.html'))).toBe(true);
        // Fixed: two builds, the second over the spare the first left.
        fs.writeFileSync(intro, introText);
        await build({ root: site });
        await build({ root: site });
        expect(fs.existsSync(path.join(dist, 'docs', 'extra'))).toBe(false);
        const recycled = inode('docs/intro/index.html');
        await build({ root: site });
        await build({ root: site });
        expect(inode('docs/intro/index.html')).toBe(recycled);
        // The same files as a build into a fresh folder.
        await build({ root: site, outDir: 'fresh' });
        const fresh = path.join(site, 'fresh');
        expect(files(dist)).toEqual(files(fresh));
        for (const file of files(fresh))
          expect(
            fs.readFileSync(path.join(dist, file)).equals(fs.readFileSync(path.join(fresh, file))),
            file,
          ).toBe(true);
      } finally {
        removeDir(site);
      }
    },
  );

  test('an unknown locale is refused before anything is written', async () => {
    const site = copyFixture('basic');
    try {
      await expect(build({ root: site, locales: ['xx'] })).rejects.toThrow(/unknown locale "xx"/);
      expect(fs.existsSync(path.join(site, 'dist'))).toBe(false);
    } finally {
      removeDir(site);
    }
  });

  test('errors thrown are BuildFailed values with file and position', async () => {
    const { overlayFixture } = await import('../helpers.js');
    const site = overlayFixture('bad-yaml');
    try {
      const error = await build({ root: site }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(BuildFailed);
      const intro = (error as BuildFailed).errors.find(
        (e) => e.file === path.join(site, 'docs', 'intro.md'),
      );
      expect(intro).toMatchObject({ line: expect.any(Number), column: expect.any(Number) });
    } finally {
      removeDir(site);
    }
  });
});

describe('the blog of the basic fixture', () => {
  test('lists show excerpts up to the truncate marker, with read-more links and pagination', () => {
    const list = read(out, 'blog/index.html');
    expect(list).toContain('A post in a folder');
    expect(list).toContain('Second post');
    expect(list).not.toContain('<a href="/blog/2025/01/10/first-post">First post</a></h2>');
    expect(list).toContain('href="/blog/page/2"');
    const page2 = read(out, 'blog/page/2/index.html');
    expect(page2).toContain('The opening of the first post.');
    expect(page2).not.toContain('After the fold');
    expect(page2).toContain('href="/blog/2025/01/10/first-post"');
    expect(page2).not.toContain('Unlisted post');
  });

  test('a post page has the full text, locale date, reading time, authors, tags and a co-located image', () => {
    const postHtml = read(out, 'id/blog/2025/01/10/first-post/index.html');
    expect(postHtml).toContain('Setelah lipatan');
    expect(postHtml).not.toContain('data-truncate');
    expect(postHtml).toContain('<time dateTime="2025-01-10">10 Januari 2025</time>');
    expect(postHtml).toContain('href="https://example.com/ada" rel="author">Ada Writer</a>');
    expect(postHtml).toContain('href="/id/blog/tags/self-host"');
    expect(read(out, 'blog/2025/03/01/with-image/index.html')).toMatch(
      /src="\/assets\/images\/chart-[0-9a-f]{8}\.svg"/,
    );
  });

  test('tags index with counts, tag pages, archive by year', () => {
    const tags = read(out, 'blog/tags/index.html');
    expect(tags).toMatch(
      /href="\/blog\/tags\/self-host">Self-Host(<!-- -->)? <span class="tag-count">2<\/span>/,
    );
    expect(fs.existsSync(path.join(out, 'blog/tags/secret-tag/index.html'))).toBe(false);
    const hidden = read(out, 'blog/2025/04/01/hidden/index.html');
    expect(hidden).toContain('<span class="tag-chip">Secret Tag</span>');
    expect(hidden).not.toContain('href="/blog/tags/secret-tag"');
    expect(read(out, 'blog/tags/self-host/index.html')).toContain('First post');
    const archive = read(out, 'blog/archive/index.html');
    expect(archive).toContain('id="year-2025"');
    expect(archive).toContain('id="year-2024"');
  });

  test('RSS and Atom feeds list every listed post with absolute URLs, linked from every page', () => {
    const rss = read(out, 'blog/rss.xml');
    const atom = read(out, 'id/blog/atom.xml');
    expect(rss).toContain('<rss version="2.0"');
    expect(rss.match(/<item>/g)).toHaveLength(4);
    expect(rss).toContain('<link>https://fixture.example/blog/second-post</link>');
    expect(rss).not.toContain('Unlisted post');
    expect(rss).toMatch(/src="https:\/\/fixture\.example\/assets\/images\/chart-[0-9a-f]{8}\.svg"/);
    expect(atom.match(/<entry>/g)).toHaveLength(4);
    expect(atom).toContain('https://fixture.example/id/blog/2025/01/10/first-post');
    expect(read(out, 'docs/intro/index.html')).toContain(
      '<link rel="alternate" type="application/rss+xml" title="Fixture Blog RSS" href="/blog/rss.xml">',
    );
  });
});

describe('the API reference of the basic fixture', () => {
  test('an overview listing every group and operation, an introduction, one page per operation', () => {
    const overview = read(out, 'api/index.html');
    expect(overview).toContain('<h2 id="website">Website</h2>');
    expect(overview).toContain('href="/api/website-add"');
    expect(overview).toContain('https://fixture.example/open');
    expect(read(out, 'id/api/introduction/index.html')).toContain('Permintaan pertama');
    for (const slug of [
      'website-all',
      'website-add',
      'website-get-lighthouse-json',
      'user-login',
    ]) {
      expect(fs.existsSync(path.join(out, 'id/api', slug, 'index.html')), slug).toBe(true);
    }
  });

  test('an operation page: method, path that wraps at "/", fields, body schema, responses, samples', () => {
    const page = read(out, 'api/website-add/index.html');
    expect(page).toContain('<span class="method-badge method-post">POST</span>');
    expect(page).toContain('<code>/workspace<wbr/>/{workspaceId}<wbr/>/website<wbr/>/add</code>');
    expect(page).toMatch(
      /<code class="schema-name">workspaceId<\/code> <span class="schema-required">required<\/span><\/div><div class="api-field-info"><span class="schema-type">string<\/span><span class="api-field-in"> · <!-- -->path<\/span>/,
    );
    expect(page).toContain('<code class="schema-name">domain</code>');
    expect(page).toContain('<code>readOnly</code>');
    // Samples highlighted at build time by the docs' highlighter.
    expect(page).toContain(
      `<span class="token function">curl</span> <span class="token parameter variable">-X</span> POST <span class="token string">'https://fixture.example/open/workspace/ws_123/website/add'</span>`,
    );
    expect(page).toMatch(
      /<span class="token keyword">const<\/span> response <span class="token operator">=<\/span> <span class="token keyword">await<\/span> <span class="token function">fetch<\/span>/,
    );
    expect(page).toContain('<span class="token string-property property">"domain"</span>');
    expect(page).toMatch(
      /<span class="token property">"role"<\/span><span class="token operator">:<\/span> <span class="token string">"owner"<\/span>/,
    );
    expect(page).toContain('href="/api/website-all" rel="prev"');
    expect(page).toMatch(/<span class="menu-badge method-get">GET<\/span>/);
    // Every language's sample, highlighted as that language.
    for (const language of ['bash', 'javascript', 'python', 'go', 'java', 'php', 'csharp'])
      expect(page, language).toContain(`class="language-${language}"`);
    // Kept for the next build (test/markdown/snippetHighlighter.test.ts: read from there).
    const pack = path.join(builtFixture('basic').dir, 'node_modules/.cache/sitegen/snippets/all');
    const kept = fs
      .readdirSync(pack)
      .flatMap((file) => Object.values(JSON.parse(read(pack, file)) as Record<string, string>));
    expect(kept.some((html) => html.includes('<span class="token function">curl</span>'))).toBe(
      true,
    );
  });

  test('a page per schema in each locale, in a Schemas group, linked from every use on operation pages', () => {
    for (const [prefix, group, description] of [
      ['', 'Schemas', 'A tracked website, with its owner.'],
      ['id/', 'Skema', 'Situs web yang dilacak, dengan pemiliknya.'],
    ]) {
      const page = read(out, `${prefix}api/schemas/website/index.html`);
      expect(page).toContain('<h1 class="page-title">Website</h1>');
      expect(page).toContain(description);
      expect(page).toContain(`<a href="/${prefix}api/schemas/user">User</a>`);
      expect(page).toContain(`href="/${prefix}api/schemas/error"`); // the sidebar's group
      expect(page).toContain(`>${group}<`);
      for (const slug of ['user', 'error'])
        expect(fs.existsSync(path.join(out, `${prefix}api/schemas/${slug}/index.html`))).toBe(true);
      const operation = read(out, `${prefix}api/website-add/index.html`);
      // The response that is a Website, and its owner property that is a User.
      expect(operation).toContain(`: <a href="/${prefix}api/schemas/website">Website</a></p>`);
      expect(operation).toContain(
        `<span class="schema-type"><a href="/${prefix}api/schemas/user">User</a>`,
      );
      // The list response is an array of them.
      expect(read(out, `${prefix}api/website-all/index.html`)).toContain(
        `: <a href="/${prefix}api/schemas/website">Website</a></p>`,
      );
    }
    expect(read(out, 'id/api/schemas/website/index.html')).toContain('ID situs web');
  });

  test('Markdown in descriptions is rendered, and only safe URLs survive it', () => {
    const page = read(out, 'api/website-add/index.html');
    const description = page.slice(
      page.indexOf('<div class="api-op-doc">'),
      page.indexOf('id="parameters"'),
    );
    expect(description).toContain('Use its <code>id</code> as <code>data-website-id</code>');
    expect(description).not.toContain('`');
    expect(description).toContain('<a href="/docs/intro">the guide</a>');
    expect(page).not.toMatch(/javascript:|data:image/i);
    expect(description).toContain('or this or pic.');
    expect(page).toContain('The <code>workspaceId</code> from the settings page.');
  });

  test('responses every operation shares are summarised once with a link to the overview', () => {
    const page = read(out, 'api/website-add/index.html');
    expect(page.match(/class="api-shared-errors"/g)).toHaveLength(1);
    expect(page).toMatch(
      /<p class="api-shared-errors"><span class="status-badge status-4xx">401<\/span> <span class="status-badge status-other">default<\/span> <a href="\/api#errors">/,
    );
    // Their descriptions are not repeated on the operation page.
    expect(page).not.toContain('No API key was sent.');
    expect(page).not.toContain('Something went wrong.');
    const overview = read(out, 'api/index.html');
    expect(overview).toContain('<h2 id="errors">Errors</h2>');
    expect(overview).toContain('No API key was sent.');
    expect(overview).toContain('Something went wrong.');
    expect(overview).toMatch(/<a href="#errors" class="[^"]*">Errors<\/a>|href="#errors"/);
  });

  test('the id reference reads the translation file, English where it says nothing', () => {
    const page = read(out, 'id/api/website-add/index.html');
    expect(page).toContain('<h1 class="page-title">Tambahkan situs web</h1>');
    expect(page).toContain(
      'Menambahkan situs web. Pakai <code>id</code>-nya sebagai <code>data-website-id</code>.',
    );
    expect(page).toContain('<code>workspaceId</code> dari halaman pengaturan.');
    expect(page).toMatch(/<a href="\/id\/api#errors">/);
    const overview = read(out, 'id/api/index.html');
    expect(overview).toContain('<h2 id="situs-web">Situs web</h2>');
    expect(overview).toContain('Tidak ada kunci API.');
    expect(overview).toContain('<h2 id="user">User</h2>');
    expect(read(out, 'id/api/user-login/index.html')).toContain(
      '<h1 class="page-title">Sign in</h1>',
    );
    expect(read(out, 'api/website-add/index.html')).toContain(
      '<h1 class="page-title">Add a website</h1>',
    );
  });

  test('HTML in OpenAPI descriptions never reaches the page', () => {
    const overview = read(out, 'id/api/index.html');
    expect(overview).toContain('<strong>Markdown</strong>');
    expect(overview).not.toContain('<script>alert(1)</script>');
  });
});

describe('sitemaps and robots.txt', () => {
  test('each locale lists its indexable pages, weekly at 0.5, absolute and without trailing slash', () => {
    const xml = read(out, 'id/sitemap.xml');
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(urls).toContain('https://fixture.example/id/docs/intro');
    expect(urls).toContain('https://fixture.example/id/blog');
    expect(urls).toContain('https://fixture.example/id/api/website-add');
    expect(urls).toContain('https://fixture.example/id/blog/2025/01/10/first-post');
    for (const excluded of [
      '/id/404',
      '/id/docs/hidden',
      '/id/blog/page/2',
      '/id/blog/tags',
      '/id/blog/tags/self-host',
      '/id/blog/2025/04/01/hidden',
    ]) {
      expect(urls).not.toContain(`https://fixture.example${excluded}`);
    }
    expect(urls.every((u) => !u.endsWith('/') || u === 'https://fixture.example/id/')).toBe(true);
    expect(xml.match(/<changefreq>weekly<\/changefreq>/g)).toHaveLength(urls.length);
    expect(xml.match(/<priority>0.5<\/priority>/g)).toHaveLength(urls.length);
    expect(xml).toContain('<lastmod>2025-01-10');
  });

  test('robots.txt and the sitemap index point at every locale sitemap', () => {
    expect(read(out, 'robots.txt')).toContain(
      'Sitemap: https://fixture.example/sitemap.xml\nSitemap: https://fixture.example/id/sitemap.xml',
    );
    expect(read(out, 'sitemap_index.xml')).toContain(
      '<loc>https://fixture.example/id/sitemap.xml</loc>',
    );
  });
});

describe('structured data', () => {
  const jsonLd = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json" data-page-head>(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]),
    );

  test('blog posts carry BlogPosting, docs a BreadcrumbList', () => {
    const [posting] = jsonLd(read(out, 'blog/2025/01/10/first-post/index.html'));
    expect(posting).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'First post',
      datePublished: '2025-01-10',
      url: 'https://fixture.example/blog/2025/01/10/first-post',
    });
    expect(posting.author).toEqual([
      { '@type': 'Person', name: 'Ada Writer', url: 'https://example.com/ada' },
    ]);
    const [crumbs] = jsonLd(read(out, 'docs/tuning-guide/index.html'));
    expect(
      crumbs.itemListElement.map((i: { name: string; item: string }) => [i.name, i.item]),
    ).toEqual([
      ['Advanced topics', 'https://fixture.example/docs/guides/advanced'],
      ['Tuning', 'https://fixture.example/docs/tuning-guide'],
    ]);
    expect(jsonLd(read(out, 'about/index.html'))).toEqual([]);
  });
});

describe('llms.txt', () => {
  test('lists every listed doc with its Markdown source published beside the page', () => {
    const llms = read(out, 'id/llms.txt');
    expect(llms).toContain(
      '- [Introduction](https://fixture.example/id/docs/intro.md): Start here.',
    );
    expect(llms).toContain('[Pasang](https://fixture.example/id/docs/guides/install.md)');
    expect(llms).not.toContain('hidden');
    // An MDX doc publishes no Markdown: its page is the link.
    expect(llms).toMatch(/\]\(https:\/\/fixture\.example\/id\/docs\/reference\/api\)/);
    expect(fs.existsSync(path.join(out, 'id/docs/reference/api.md'))).toBe(false);
    const source = read(out, 'id/docs/intro.md');
    expect(source.startsWith('# Introduction\n\n> Start here.\n')).toBe(true);
    expect(source).toContain(':::tip');
    expect(read(out, 'docs/guides/configuration.md')).toMatch(
      /^# Configuring\n\nConfigure the fixture\.\n\n> \[!WARNING\]\n> Restart the fixture after changing it\.\n$/,
    );
  });
});

describe('what the browser runtime reads, and the search index', () => {
  test('a page holds its boot data, runtime entry, page head tags, and a content region with the only copy of the sidebar', () => {
    const html = read(out, 'id/docs/intro/index.html');
    expect(html).toMatch(
      /<script type="application\/json" id="__sitegen_data">\{"shell":.*"url":"\/id\/docs\/intro","navPath":"\/id\/docs\/intro"\}<\/script>/,
    );
    expect(html).toMatch(
      /<script type="module" id="__sitegen_runtime" src="\/id\/assets\/js\/main\.[A-Z0-9]+\.js"[^>]*><\/script>/,
    );
    expect(html).toContain(
      '<link rel="canonical" href="https://fixture.example/id/docs/intro" data-page-head>',
    );
    const content = html.slice(html.indexOf('<div id="page-content">'));
    expect(content).toContain('<h1 class="page-title">Introduction</h1>');
    expect(content).not.toContain('class="navbar');
    // The sidebar is in the page once, in the doc's column: the mobile menu copies it in the browser.
    expect(html.match(/<nav class="sidebar menu"/g)).toHaveLength(1);
    expect(html).not.toContain('navbar-sidebar');
    expect(content).toMatch(
      /<div class="doc-sidebar theme-doc-sidebar-container"><nav class="sidebar menu"[^]*aria-current="page"[^]*<\/nav><\/div>/,
    );
    // In-place navigation reads pages themselves: there is no second file per page.
    expect(fs.readdirSync(path.join(out, 'id/docs/intro'))).toEqual(['index.html']);
  });

  test('each locale has a search index; only listed content regions are marked for it', () => {
    expect(fs.existsSync(path.join(out, 'pagefind/pagefind.js'))).toBe(true);
    expect(fs.existsSync(path.join(out, 'id/pagefind/pagefind.js'))).toBe(true);
    expect(read(out, 'docs/intro/index.html')).toContain(
      'data-pagefind-body="" data-pagefind-filter="kind:doc"',
    );
    expect(read(out, 'blog/2025/01/10/first-post/index.html')).toContain(
      'data-pagefind-filter="kind:blog"',
    );
    expect(read(out, 'api/website-add/index.html')).toContain('data-pagefind-filter="kind:api"');
    for (const rel of ['docs/hidden/index.html', '404.html', 'blog/index.html'])
      expect(read(out, rel), rel).not.toContain('data-pagefind-body');
  });

  test('--no-search (search: false) writes no index and no search button', async () => {
    const plain = copyFixture('basic');
    try {
      await build({ root: plain, locales: ['id'], search: false });
      expect(fs.existsSync(path.join(plain, 'dist/id/pagefind'))).toBe(false);
      expect(read(path.join(plain, 'dist'), 'id/docs/intro/index.html')).not.toContain(
        'search-button',
      );
      expect(read(out, 'id/docs/intro/index.html')).toContain('search-button');
    } finally {
      removeDir(plain);
    }
  });
});
