/**
 * A Docusaurus site builds from its own `docusaurus.config.*` with no sitegen config: its title,
 * locales, preset sections, navbar, footer (HTML copyright), colour mode and custom CSS are used;
 * its `.md` is MDX (imports, JSX, partials, HTML comments), its code blocks take Docusaurus's
 * magic comments and its docs their own remark, rehype and recma plugins (npm2yarn's tabs among
 * them);
 * each key or plugin sitegen does not use is one warning; a `sitegen.config.ts` beside it wins;
 * TypeScript and function configs load too.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { fromDocusaurus } from '../../src/config/docusaurus.js';
import type { BuildFailed } from '../../src/errors.js';
import { loadConfig } from '../../src/config/index.js';
import { build } from '../../src/pipeline/build.js';
import { createWatchBuilder } from '../../src/pipeline/watchBuilder.js';
import { builtFixture, copyFixture, read, removeDir } from '../helpers.js';

// The fixture's shared build (test/setup/sharedBuilds.ts): read-only.
const { dir: site, summary } = builtFixture('docusaurus-config');

test('the CommonJS config (with require.resolve) builds the site it describes', () => {
  expect(summary.pages).toMatchObject({ doc: 12, page: 8, 'doc-category': 2 });
  expect(summary.linkCheck?.broken).toEqual([]);
  const home = read(site, 'dist/index.html');
  expect(home).toContain('<title>Lighthouse Keeper · Notes on keeping a light</title>');
  expect(home).toContain('data-theme="dark"');
  expect(home).toContain('<link rel="icon" href="/img/favicon.svg"');
  // scripts and themeConfig.metadata: tags of every page's head
  expect(home).toContain('<script src="/js/lamp.js"></script>');
  expect(home).toContain('<script src="/js/count.js" defer data-site="keeper"></script>');
  expect(home).toContain('<meta name="keywords" content="lighthouse, wick, lamp">');
  // stylesheets and headTags, as Docusaurus writes them
  expect(home).toContain('<link rel="stylesheet" href="/css/print.css" media="print">');
  expect(home).toContain('<link rel="preconnect" href="https://stats.example.org">');
  expect(home).toMatch(/<a class="navbar-link[^"]*" href="\/docs\/intro">Guide<\/a>/);
  // HTML with paragraphs, in an element that may hold them (so the page hydrates as rendered).
  expect(home).toContain('<div class="footer-copyright footer__copyright"><p>Copyright © ');
  expect(home).toContain('<p>Kept with care.</p></div>');
  expect(home).toContain('The <b>Keepers</b>.');
  expect(home).toContain('<h2 class="footer-title footer__title">Elsewhere</h2>');
  // The locale dropdown is sitegen's own; French comes from i18n.localeConfigs.
  expect(home).toContain('Français');
  expect(read(site, 'dist/fr/docs/intro/index.html')).toContain('Tenir un phare');
  // An SVG imported from code is a component drawn inline, with its props and a title.
  const about = read(site, 'dist/about/index.html');
  expect(about).toContain(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20" width="40" height="20" class="beam" role="img"><title>The beam</title><path d="M2 10 L38 2 L38 18 Z" fill="#f5b700" stroke-width="1" stroke="#c2410c" style="stroke-linejoin:round"></path></svg>',
  );
  // themeConfig.tableOfContents: levels 2 to 4 in every page's table of contents
  expect(read(site, 'dist/docs/guides/wick/index.html')).toContain(
    '<a class="toc-link table-of-contents__link" href="#which-scissors">',
  );
  // A page named through Layout's title and Head's description, as Docusaurus pages are.
  const crew = read(site, 'dist/crew/index.html');
  expect(crew).toContain('<title>The crew | Lighthouse Keeper</title>');
  expect(crew).toMatch(/<meta name="description" content="Who keeps the light, by season\."/);
  // The client-redirects plugin: its redirects and createRedirects, in every locale.
  const redirectTo = (file: string) =>
    /<meta http-equiv="refresh" content="0; url=([^"]+)">/.exec(read(site, file))?.[1];
  expect(redirectTo('dist/docs/start/index.html')).toBe('/docs/intro');
  expect(redirectTo('dist/begin/index.html')).toBe('/docs/intro');
  expect(redirectTo('dist/fr/docs/start/index.html')).toBe('/fr/docs/intro');
  expect(redirectTo('dist/docs/old/wick/index.html')).toBe('/docs/guides/wick');
  expect(read(site, 'dist/docs/old/wick/index.html')).toContain(
    '<link rel="canonical" href="/docs/guides/wick">',
  );
  expect(read(site, 'dist/sitemap.xml')).not.toContain('/docs/start');
  // docs.editUrl as Docusaurus means it: the base, then the file's path in the site.
  expect(read(site, 'dist/docs/guides/wick/index.html')).toContain(
    'href="https://github.com/keepers/keeper/tree/main/docs/guides/wick.md"',
  );
  // blog.postsPerPage, authors.yml beside the posts
  expect(read(site, 'dist/blog/index.html')).toContain('Ada Keeper');
  // theme.customCss
  const css = fs
    .readdirSync(path.join(site, 'dist/assets/css'))
    .map((file) => read(site, `dist/assets/css/${file}`))
    .join('');
  expect(css).toContain('.navbar{border-bottom:2px solid #c2410c}');
  // The site's PostCSS config ran over its stylesheet and the CSS module its page imports.
  expect(css).toContain('.lamp-lit{color:#f5b700}');
  expect(css).toContain('.footer{border-top:1px solid #f5b700}');
  expect(css).toMatch(/\.[\w-]*glow[\w-]*\{text-shadow:0 0 4px #f5b700\}/);
  expect(css).not.toContain('lamp-color');
});

test('footer html items, html navbar items and an inferred dropdown with its className are rendered', () => {
  const home = read(site, 'dist/index.html');
  // The footer item of HTML, as the site's author wrote it.
  expect(home).toContain(
    '<li class="footer__item"><div class="config-html"><a href="https://www.netlify.com" class="netlify-badge">Deploys by <strong>Netlify</strong></a></div></li>',
  );
  // A navbar item of type html.
  expect(home).toContain('<div class="config-html"><span class="beta-badge">beta</span></div>');
  // An item with items and no type is a dropdown; its className is on it (custom.css hides it
  // on wide screens), and its html item is in its menu.
  expect(home).toMatch(
    /<details class="dropdown navbar-dropdown narrow-only navbar__item"[^>]*><summary[^>]*>Watch/,
  );
  expect(home).toContain('<li><div class="config-html"><hr></div></li>');
});

test("a Docusaurus site gets the styles of Infima's classes; a sitegen site does not", async () => {
  const cssOf = (dir: string) =>
    fs
      .readdirSync(path.join(dir, 'dist/assets/css'))
      .map((file) => read(dir, `dist/assets/css/${file}`))
      .join('');
  const css = cssOf(site);
  for (const rule of [
    '.hero--primary{',
    '.col--4{',
    '.button--outline',
    '.card__body',
    '.padding-vert--lg{',
  ])
    expect(css).toContain(rule);
  // Infima is in a cascade layer and the site's custom.css outside it, so the site's rules win.
  const layer = css.indexOf('@layer infima{');
  expect(layer).toBeGreaterThan(-1);
  expect(css.indexOf('.hero__title')).toBeGreaterThan(layer);
  const custom = css.indexOf('.navbar{border-bottom:2px solid #c2410c}');
  expect(custom).toBeGreaterThan(-1);
  expect(custom).toBeLessThan(layer);
  const other = copyFixture('react-pages');
  try {
    await build({ root: other, locales: ['en'] });
    expect(cssOf(other)).not.toContain('hero__title');
  } finally {
    removeDir(other);
  }
}, 60_000);

test('a React page with its own <main> inside Layout has one main landmark: the shell’s region is a plain element', () => {
  const harbour = read(site, 'dist/harbour/index.html');
  expect(harbour.match(/<main[\s>]/g)).toEqual(['<main ']);
  expect(harbour).toContain('<div id="main-content" tabindex="-1" class="main">');
  expect(harbour).toContain('<main class="container padding-vert--lg" id="duties">');
  expect(harbour).toContain('"ownMain":true}');
  // A page without one keeps the shell's <main>.
  const about = read(site, 'dist/about/index.html');
  expect(about).toContain('<main id="main-content" tabindex="-1" class="main">');
  expect(about.match(/<main[\s>]/g)).toHaveLength(1);
});

test('sidebars.js is the docs sidebar: doc ids, a category of an autogenerated folder, a link, in each locale', () => {
  const sidebarOf = (file: string) => {
    const html = read(site, file);
    return html.slice(
      html.indexOf('class="doc-sidebar'),
      html.indexOf('</nav>', html.indexOf('class="doc-sidebar')),
    );
  };
  const en = sidebarOf('dist/docs/intro/index.html');
  const labels = [...en.matchAll(/>([^<>]+)<\/(?:a|span|button|summary)>/g)].map((m) =>
    m[1].trim(),
  );
  expect(labels).toEqual(
    expect.arrayContaining(['Introduction', 'Keeping the light', 'Trimming the wick', 'Logbook']),
  );
  expect(labels.indexOf('Introduction')).toBeLessThan(labels.indexOf('Keeping the light'));
  expect(en).toContain('href="/blog"');
  expect(sidebarOf('dist/fr/docs/intro/index.html')).toContain('href="/fr/blog"');
});

test("a locale's Docusaurus translation files: navbar, footer, blog options and sidebar labels", () => {
  const fr = read(site, 'dist/fr/docs/intro/index.html');
  expect(fr).toMatch(/<a class="navbar-link[^"]*" href="\/fr\/docs\/intro"[^>]*>Le guide<\/a>/);
  expect(fr).toMatch(/<a class="navbar-link[^"]*" href="\/fr\/blog"[^>]*>Journal<\/a>/);
  expect(fr).toMatch(/>Gardien<\//);
  // One English label, two translations: the footer's own file wins in the footer.
  expect(fr).toMatch(
    /<a class="footer-link footer__link-item" href="\/fr\/blog">Carnet de bord<\/a>/,
  );
  expect(fr).toContain('<h2 class="footer-title footer__title">Ailleurs</h2>');
  expect(fr).toMatch(/>Commencer<\/a>/);
  expect(fr).toContain('Tous droits réservés aux <b>Gardiens</b>.');
  // current.json: the sidebars file's category and link, in French
  expect(fr).toMatch(/>Garder la lumière</);
  expect(fr).toContain('<span class="menu-label">Carnet</span>');
  // A generated index keeps its English path in every locale; its title and description translate.
  const index = read(site, 'dist/fr/docs/category/rota---nights/index.html');
  expect(index).toContain('Les tours de nuit');
  expect(index).toContain('Qui garde la lumière, et quelle nuit.');
  expect(index).toContain(
    'hreflang="en" href="https://keeper.example.org/docs/category/rota---nights"',
  );
  expect(index).toMatch(/>Tours - Nuits</);
  expect(read(site, 'dist/docs/category/rota---nights/index.html')).toContain('The night rota');
  const blog = read(site, 'dist/fr/blog/index.html');
  expect(blog).toMatch(/<title>Journal de bord/);
  expect(read(site, 'dist/fr/blog/2026/01/10/first-night/index.html')).toContain(
    'Derniers billets',
  );
  // English stays as the config writes it.
  const en = read(site, 'dist/docs/intro/index.html');
  expect(en).toMatch(/>Keeping the light</);
  expect(en).toContain('<h2 class="footer-title footer__title">Elsewhere</h2>');
  expect(en).not.toContain('Gardien');
});

test('a stylesheet PostCSS cannot read is an error at its line, naming the PostCSS config', async () => {
  const dir = copyFixture('docusaurus-config');
  try {
    const css = path.join(dir, 'src/css/custom.css');
    // An unclosed rule, starting on the line after the file's last.
    const line = fs.readFileSync(css, 'utf8').split('\n').length;
    fs.appendFileSync(css, '.keeper {\n  color: red;\n');
    const failed = await build({ root: dir }).then(
      () => undefined,
      (error: unknown) => error as BuildFailed,
    );
    expect(failed?.errors[0]).toMatchObject({
      file: path.join(dir, 'src/css/custom.css'),
      line,
      message: expect.stringMatching(/^PostCSS \(postcss\.config\.js\): Unclosed block/),
    });
  } finally {
    removeDir(dir);
  }
});

test("a sidebars file's classes and html items, and a doc's sidebar_class_name", () => {
  const html = read(site, 'dist/docs/intro/index.html');
  const sidebar = html.slice(
    html.indexOf('class="sidebar menu"'),
    html.indexOf('</nav>', html.indexOf('class="sidebar menu"')),
  );
  expect(sidebar).toContain(
    '<li class="menu-item menu__list-item theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-1 sidebar-start"><a class="menu-link active menu__link menu__link--active" href="/docs/intro"',
  );
  expect(sidebar).toContain(
    '<li class="menu-item menu-item-category menu__list-item theme-doc-sidebar-item-category theme-doc-sidebar-item-category-level-1 sidebar-guides">',
  );
  // autogenerated from the folder: the doc's own front matter class
  expect(sidebar).toMatch(
    /<li class="menu-item menu__list-item theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-2 sidebar-oil"><a class="menu-link menu__link" href="\/docs\/guides\/oil"/,
  );
  expect(sidebar).toContain('<li class="menu-item menu-item-html"><hr class="sidebar-rule"></li>');
  expect(sidebar).toContain(
    '<li class="menu-item menu-item-html menu-item-html-styled menu__list-item off-duty"><strong>Off duty</strong></li>',
  );
});

test('a sidebars.js id naming no doc is an error at the file', async () => {
  const dir = copyFixture('docusaurus-config');
  try {
    fs.writeFileSync(
      path.join(dir, 'sidebars.js'),
      "module.exports = { main: ['intro', 'guides/candle'], other: ['intro'] };\n",
    );
    const failed = await build({ root: dir }).then(
      () => undefined,
      (error: unknown) => error as BuildFailed,
    );
    expect(failed?.errors[0]).toMatchObject({
      file: path.join(dir, 'sidebars.js'),
      message: 'sidebar "main": no doc has the id "guides/candle"',
    });
    // French, loaded meanwhile, had finished when the build returned: its blog's reading times
    // are saved, not written later into a folder that may be gone.
    const cache = path.join(dir, 'node_modules', '.cache', 'sitegen', 'reading-time', 'fr');
    expect(fs.existsSync(cache), cache).toBe(true);
  } finally {
    removeDir(dir);
  }
});

test('a page written for Docusaurus builds: Layout, Heading, Link, Head, useDocusaurusContext, useBaseUrl, Translate, BrowserOnly', () => {
  const en = read(site, 'dist/about/index.html');
  expect(en).toContain('<title>About the keepers | Lighthouse Keeper</title>');
  expect(en).toContain('<h1>Lighthouse Keeper</h1>');
  expect(en).toContain('<p id="locale">en</p>');
  expect(en).toMatch(/<p id="motto" class="[^"]*glow[^"]*">Keep the light<\/p>/);
  expect(en).toContain('<img id="lamp" src="/img/favicon.svg" alt="A lamp"/>');
  expect(en).toContain('<a href="/docs/intro" id="guide">Read the guide</a>');
  expect(en).toContain('<p id="greeting">Hello, <b>Ada</b></p>');
  expect(en).toContain('Lit 0 times');
  expect(en).toContain('<span id="where">server</span>');
  // An MDX partial, as a Docusaurus page may import one.
  expect(en).toContain(
    '<div id="supply"><h2 id="ordering-supplies">Ordering supplies<a href="#ordering-supplies" class="hash-link"',
  );
  expect(en).toMatch(/data-sitegen-page="\/assets\/js\/page\.[A-Z0-9]+\.js"/);
  const fr = read(site, 'dist/fr/about/index.html');
  expect(fr).toContain('<p id="locale">fr</p>');
  expect(fr).toContain('<img id="lamp" src="/fr/img/favicon.svg" alt="A lamp"/>');
  expect(fr).toContain('<a href="/fr/docs/intro" id="guide">Read the guide</a>');
  expect(fr).toContain('<p id="greeting">Bonjour, <b>Ada</b></p>');
  expect(fr).toContain('Allumé 0 fois');
});

test("each key, option or plugin sitegen does not use is one warning naming it (the preset's gtag runs: none here)", () => {
  expect(summary.warnings.map((w) => `${path.basename(w.file)} ${w.message}`)).toEqual([]);
  // The classic preset's gtag option runs @docusaurus/plugin-google-gtag, as the preset does.
  const head = read(site, 'dist/fr/about/index.html').split('</head>')[0];
  expect(head).toContain('<script async src="https://www.googletagmanager.com/gtag/js?id=G-XXXX">');
});

/** The `.markdown` part of a built page. */
const bodyOf = (file: string) => {
  const html = read(site, file);
  return html.slice(
    html.indexOf('<div class="markdown theme-doc-markdown">'),
    html.indexOf('<div class="page-meta'),
  );
};

test('a .md doc is MDX, as in Docusaurus 3: imports, JSX, .md and .mdx partials, comments left out', () => {
  const oil = bodyOf('dist/docs/guides/oil/index.html');
  // The title is the first heading after the imports.
  expect(read(site, 'dist/docs/guides/oil/index.html')).toContain(
    '<h1 class="page-title">Filling the oil</h1>',
  );
  expect(oil).not.toContain('import ');
  expect(oil).toContain('with a <span class="flame flame-small">');
  // A partial in Markdown, one in MDX from a folder starting with _ (no page of its own).
  expect(oil).toContain('<p>Never leave a lit lamp <strong>unattended</strong>');
  // Their headings join the page's table of contents where they stand, as in Docusaurus 3.
  const page = read(site, 'dist/docs/guides/oil/index.html');
  const toc = page.slice(
    page.indexOf('class="toc-list table-of-contents"'),
    page.indexOf('</ul>', page.indexOf('class="toc-list table-of-contents"')),
  );
  expect([...toc.matchAll(/href="#([^"]+)"/g)].map((m) => m[1])).toEqual([
    'safety-first',
    'ordering-supplies',
    'filling-order',
    'stock',
  ]);
  expect(oil).toContain('keep a <span class="flame flame-spare">');
  expect(fs.existsSync(path.join(site, 'dist/docs/guides/_safety'))).toBe(false);
  expect(fs.existsSync(path.join(site, 'dist/docs/_shared/supply'))).toBe(false);
  expect(oil).not.toMatch(/Keepers: write|never sees/);
  // Front matter `format: md` reads a doc as CommonMark (braces and "<" are text).
  expect(bodyOf('dist/docs/guides/log-format/index.html')).toContain(
    'Entries look like {date} {entry}, a &lt; b stays text, and <a href="https://keeper.example.org"',
  );
});

test("the docs' recma plugin runs on the program each MDX doc compiles to, with its options", () => {
  // It filled the placeholder in the page's text, in every locale…
  expect(read(site, 'dist/docs/guides/wick/index.html')).toContain(
    'The lamp burns from sunset to sunrise.',
  );
  expect(read(site, 'dist/fr/docs/guides/wick/index.html')).toContain('sunset to sunrise');
  // …and no warning names the recmaPlugins option any more.
  expect(summary.warnings.map((w) => w.message).join('\n')).not.toContain('recma');
});

test('JSX a remark plugin puts into a doc read as CommonMark renders, as under Docusaurus: a Details, npm2yarn’s tabs, hydrated', () => {
  const html = read(site, 'dist/docs/guides/log-format/index.html');
  // The site's own plugin made a <Details> of a paragraph.
  expect(html).toContain(
    '<details class="details"><summary>Keeper&#x27;s secret</summary><div class="details-content"><p>the log is written in pencil, so the damp cannot blur it.</p></div></details>',
  );
  // npm2yarn's tabs (it imports @theme/Tabs): the page hydrates so they switch.
  expect(html).toMatch(/role="tab"[^>]*>Yarn<\/button>/);
  expect(html).toContain('yarn</span> <span class="token function">add</span> log-printer');
  expect(html).toMatch(/data-sitegen-page="\/assets\/js\/page\.[\w-]+\.js"/);
  // Its CommonMark source is still published beside it.
  expect(read(site, 'dist/docs/guides/log-format.md')).toContain("Keeper's secret: the log");
  expect(read(site, 'dist/fr/docs/guides/log-format/index.html')).toContain(
    '<summary>Keeper&#x27;s secret</summary>',
  );
});

test('serve --watch: an edit to a CommonMark doc a plugin put JSX into rebuilds its module and its script', async () => {
  const dir = copyFixture('docusaurus-config');
  const out = path.join(dir, 'served');
  const builder = createWatchBuilder({ root: dir, outDir: out });
  try {
    expect((await builder.build([])).errors).toEqual([]);
    const file = path.join(dir, 'docs/guides/log-format.md');
    fs.writeFileSync(
      file,
      fs
        .readFileSync(file, 'utf8')
        .replace('log-printer', 'log-printer-2')
        .replace('pencil', 'ink'),
    );
    const report = await builder.build([file]);
    expect(report.errors).toEqual([]);
    expect(report.urls).toContain('/docs/guides/log-format');
    const html = read(out, 'docs/guides/log-format/index.html');
    expect(html).toContain('the log is written in ink');
    expect(html).toContain('log-printer-2');
    // The page's browser module is served, and holds the new command.
    const script = /data-sitegen-page="\/(assets\/js\/page\.[\w-]+\.js)"/.exec(html)![1];
    expect(read(out, script)).toContain('log-printer-2');
  } finally {
    await builder.close();
    removeDir(dir);
  }
}, 60_000);

test("npm2yarn (the docs' remark plugin) makes tabs of a .md doc's npm command, hydrated; TOCInline lists its partial's headings", () => {
  const kit = read(site, 'dist/docs/guides/lamp-kit/index.html');
  const body = bodyOf('dist/docs/guides/lamp-kit/index.html');
  expect([...body.matchAll(/role="tab"[^>]*>([^<]+)</g)].map((m) => m[1])).toEqual([
    'npm',
    'Yarn',
    'pnpm',
    'Bun',
  ]);
  expect(body).toContain(
    '<span class="token function">yarn</span> <span class="token function">add</span> lamp-kit',
  );
  // Tabs need the browser: the doc has its own module, with the partial it shows.
  expect(kit).toMatch(/<div data-sitegen-page="\/assets\/js\/page\.[A-Z0-9]+\.js"/);
  const inline = body.slice(body.indexOf('<div class="toc-inline">'), body.indexOf('</div>'));
  expect([...inline.matchAll(/href="#([^"]+)"/g)].map((m) => m[1])).toEqual([
    'getting-the-kit',
    'safety-first',
    'putting-it-together',
  ]);
});

test('code blocks as Docusaurus writes them: title, line numbers, ranges, magic comments of each language', () => {
  const oil = bodyOf('dist/docs/guides/oil/index.html');
  const blocks = oil.split('<div class="code-block"').slice(1);
  const lines = (block: string) =>
    [...block.matchAll(/<span class="code-line([^"]*)"[^>]*>([\s\S]*?)\n<\/span>/g)].map(
      (m) => `${m[1].trim()}|${m[2].replace(/<[^>]+>/g, '')}`,
    );
  expect(blocks[0]).toContain('<div class="code-block-title">fill.js</div>');
  // The comment lines are gone; the lines they name carry the configured classes.
  expect(lines(blocks[0])).toEqual([
    'line-number|function fill(lamp) {',
    'line-number theme-code-block-highlighted-line|  lamp.oil = lamp.capacity;',
    'line-number theme-code-block-highlighted-line|  lamp.wick.trim();',
    'line-number theme-code-block-highlighted-line|  lamp.light();',
    'line-number code-block-error-line|  lamp.light(undefined);',
    'line-number|}',
  ]);
  expect(blocks[0]).toContain('line="1"');
  // A range in the meta takes the first magic comment's class, and leaves comments as written.
  expect(lines(blocks[1])).toEqual([
    'line-number|cd /lamp',
    'line-number theme-code-block-highlighted-line|./fill --litres 2',
    'line-number|# highlight-next-line',
    'line-number|echo kept as written',
  ]);
  expect(blocks[1]).toContain('line="5"');
  expect(lines(blocks[2])[1]).toBe('theme-code-block-highlighted-line|    return lamp.oil &gt; 0');
  expect(lines(blocks[3])[1]).toMatch(/^theme-code-block-highlighted-line\|  &lt;li&gt;Oil/);
  expect(lines(blocks[4])).toEqual(['theme-code-block-highlighted-line|SELECT litres FROM oil;']);
});

test("the docs' own remark and rehype plugins run, with their options, before code is highlighted", () => {
  const oil = bodyOf('dist/docs/guides/oil/index.html');
  expect(oil).toContain('<p>The lighthouse keeps its stock in the store room (<code');
  expect(oil).toContain('>LH</code> in code stays)');
  expect(oil).toContain('<table tabindex="0"><caption>Stock</caption>');
  expect(oil).toContain('<code class="language-js code-highlight" data-plain-when-seen="true">');
  // The blog's posts are not the docs': the docs' plugins leave them alone.
  expect(read(site, 'dist/blog/index.html')).not.toContain('data-plain-when-seen');
});

test('a broken .md doc, partial or import is an error at its file, line and column', async () => {
  const dir = copyFixture('docusaurus-config');
  try {
    const docs = path.join(dir, 'docs/guides');
    fs.writeFileSync(path.join(docs, 'broken.md'), '# Broken\n\nText <Flame size= />\n');
    fs.writeFileSync(path.join(docs, '_bad.mdx'), 'Fine.\n\n{oops(}\n');
    fs.writeFileSync(
      path.join(docs, 'uses-bad.md'),
      "import Bad from './_bad.mdx';\nimport Gone from './_gone.md';\n\n<Bad />\n",
    );
    const failed = await build({ root: dir }).then(
      () => undefined,
      (error: unknown) => error as BuildFailed,
    );
    const where = (failed?.errors ?? []).map((e) => ({
      file: path.relative(dir, e.file),
      line: e.line,
      column: e.column,
      message: e.message.split('\n')[0],
    }));
    expect(where).toEqual([
      {
        file: 'docs/guides/uses-bad.md',
        line: 2,
        column: 19,
        message: 'module not found: "./_gone.md" imported by docs/guides/uses-bad.md',
      },
      expect.objectContaining({ file: 'docs/guides/broken.md', line: 3, column: 19 }),
      {
        file: 'docs/guides/_bad.mdx',
        line: 3,
        column: 7,
        message: 'Could not parse expression with acorn',
      },
    ]);
  } finally {
    removeDir(dir);
  }
});

test('a sitegen.config.ts beside it wins, key by key', async () => {
  const dir = copyFixture('docusaurus-config');
  try {
    fs.writeFileSync(
      path.join(dir, 'sitegen.config.ts'),
      "export default { title: 'Keeper Notes', colorMode: { defaultMode: 'light' } };\n",
    );
    const config = await loadConfig(dir);
    expect(config.title).toBe('Keeper Notes');
    expect(config.colorMode).toMatchObject({
      defaultMode: 'light',
      respectPrefersColorScheme: false,
    });
    expect(config.url).toBe('https://keeper.example.org');
    expect(Object.keys(config.locales)).toEqual(['en', 'fr']);
  } finally {
    removeDir(dir);
  }
});

test('a TypeScript config, and one that is an async function, load as Docusaurus loads them', async () => {
  const dir = copyFixture('docusaurus-config');
  try {
    fs.rmSync(path.join(dir, 'docusaurus.config.js'));
    fs.writeFileSync(
      path.join(dir, 'docusaurus.config.ts'),
      [
        "import type { Config } from '@docusaurus/types';",
        'export default async function createConfig(): Promise<Config> {',
        "  return { title: 'Typed', url: 'https://typed.example', baseUrl: '/handbook/', trailingSlash: true };",
        '}',
      ].join('\n'),
    );
    const config = await loadConfig(dir);
    expect(config).toMatchObject({ title: 'Typed', baseUrl: '/handbook/', trailingSlash: true });
    expect(config.warnings.map((w) => w.message)).toEqual([]);
  } finally {
    removeDir(dir);
  }
});

test('a config importing a package the site has not installed says to install it', async () => {
  const dir = copyFixture('docusaurus-config');
  try {
    const file = path.join(dir, 'docusaurus.config.js');
    fs.writeFileSync(
      file,
      `const { themes } = require('prism-themes-not-installed');\n${fs.readFileSync(file, 'utf8')}`,
    );
    const failed = await loadConfig(dir).then(
      () => undefined,
      (error: unknown) => error as BuildFailed,
    );
    expect(failed?.errors[0]).toMatchObject({
      file,
      hint: expect.stringMatching(
        /imports "prism-themes-not-installed", which is not installed: install the site's dependencies \(npm install\)/,
      ),
    });
  } finally {
    removeDir(dir);
  }
});

test('navbar items as sitegen has them; unknown item types and presets are warnings', () => {
  const { config, warnings } = fromDocusaurus(
    {
      title: 'T',
      url: 'https://t.example',
      presets: [['@docusaurus/preset-classic', { docs: { routeBasePath: '/' } }], 'some-preset'],
      themeConfig: {
        navbar: {
          items: [
            { type: 'doc', docId: 'start/intro', label: 'Start' },
            { type: 'dropdown', label: 'More', items: [{ label: 'Blog', href: '/blog' }] },
            { type: 'search', position: 'right' },
            { type: 'html', value: '<b>x</b>' },
          ],
        },
        announcementBar: { id: 'v2', content: 'Version <b>2</b> is out', isCloseable: false },
      },
    },
    'docusaurus.config.js',
    '/site',
  );
  expect(config.navbar?.items).toEqual([
    // A doc item: that doc, active where its sidebar shows.
    { label: 'Start', type: 'docSidebar', doc: 'start/intro', position: 'left' },
    { label: 'More', position: 'left', items: [{ label: 'Blog', to: '/blog' }] },
    // An html item: the author's HTML, shown as it is.
    { html: '<b>x</b>', position: 'left' },
  ]);
  expect(config.content?.docs).toEqual({ routeBasePath: '', showLastUpdateTime: false });
  expect(config.announcementBar).toEqual({
    id: 'v2',
    content: { html: 'Version <b>2</b> is out' },
    closeable: false,
  });
  expect(warnings.map((w) => w.message)).toEqual([
    'presets: some-preset: sitegen has no such preset (ignored)',
  ]);
});

test('markdown as Docusaurus 3 reads it: MDX unless the config says, its plugins per section, prism magic comments', () => {
  const plugin = () => undefined;
  const read = (markdown: unknown, prism?: unknown) =>
    fromDocusaurus(
      {
        title: 'T',
        url: 'https://t.example',
        markdown,
        presets: [
          [
            'classic',
            {
              docs: { beforeDefaultRemarkPlugins: [plugin], rehypePlugins: [[plugin, { a: 1 }]] },
              blog: { remarkPlugins: [plugin], beforeDefaultRehypePlugins: [plugin] },
              pages: { remarkPlugins: [plugin], admonitions: false },
            },
          ],
        ],
        themeConfig: prism ? { prism } : {},
      },
      'docusaurus.config.js',
      '/site',
    );
  const silent = read(undefined);
  // A fence stays code unless markdown.mermaid says otherwise, as under Docusaurus.
  expect(silent.config.markdown).toEqual({ format: 'mdx', mermaid: false });
  expect(silent.config.content).toEqual({
    docs: {
      beforeDefaultRemarkPlugins: [plugin],
      rehypePlugins: [[plugin, { a: 1 }]],
      showLastUpdateTime: false,
    },
    blog: {
      remarkPlugins: [plugin],
      beforeDefaultRehypePlugins: [plugin],
      sidebarGroupByYear: true,
    },
    pages: { remarkPlugins: [plugin] },
  });
  expect(silent.warnings.map((w) => w.message)).toEqual([
    'presets: classic: pages.admonitions: sitegen does not use it (ignored)',
  ]);
  const magicComments = [{ className: 'err', line: 'error-next-line' }];
  const given = read(
    { format: 'detect', mermaid: true, mdx1Compat: { comments: true } },
    { additionalLanguages: ['rust'], magicComments, theme: {}, defaultLanguage: 'js' },
  );
  expect(given.config.markdown).toEqual({ format: 'detect', magicComments, mermaid: true });
  expect((given.config.theme as { prism?: unknown }).prism).toEqual({ theme: {} });
  expect(given.warnings.map((w) => w.message)).toEqual([
    'presets: classic: pages.admonitions: sitegen does not use it (ignored)',
    'themeConfig.prism.defaultLanguage: sitegen does not use it (ignored)',
  ]);
});

test("the compile cache sees the plugins through their config: its text, the files and the packages' versions", async () => {
  const dir = copyFixture('docusaurus-config');
  try {
    const keyOf = async () => (await loadConfig(dir)).markdown.pluginsKey;
    const first = await keyOf();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(await keyOf()).toBe(first);
    // A local plugin file the config requires.
    const pluginFile = path.join(dir, 'src/plugins/remark-keeper-terms.js');
    fs.appendFileSync(pluginFile, '\n// changed\n');
    const second = await keyOf();
    expect(second).not.toBe(first);
    // A package the config imports, by its installed version.
    const configFile = path.join(dir, 'docusaurus.config.js');
    fs.writeFileSync(
      configFile,
      "require('fake-remark-plugin');\n" + fs.readFileSync(configFile, 'utf8'),
    );
    const pkg = path.join(dir, 'node_modules/fake-remark-plugin');
    fs.mkdirSync(pkg, { recursive: true });
    fs.writeFileSync(path.join(pkg, 'index.js'), 'module.exports = () => () => {};\n');
    fs.writeFileSync(
      path.join(pkg, 'package.json'),
      '{ "name": "fake-remark-plugin", "version": "1.0.0" }',
    );
    const third = await keyOf();
    expect(third).not.toBe(second);
    fs.writeFileSync(
      path.join(pkg, 'package.json'),
      '{ "name": "fake-remark-plugin", "version": "1.0.1" }',
    );
    expect(await keyOf()).not.toBe(third);
  } finally {
    removeDir(dir);
  }
});

test('docs versions and more docs plugins: their options and Markdown plugins, a version menu item and a docsVersion link', () => {
  const remark = () => undefined;
  const { config, warnings } = fromDocusaurus(
    {
      title: 'T',
      url: 'https://t.example',
      presets: [
        [
          'classic',
          {
            docs: {
              lastVersion: 'current',
              onlyIncludeVersions: ['current', '2.0'],
              includeCurrentVersion: true,
              versions: {
                current: { label: 'Edge', path: 'edge', banner: 'none', className: 'edge' },
                '2.0': { badge: false, noIndex: true },
              },
            },
          },
        ],
      ],
      plugins: [
        [
          '@docusaurus/plugin-content-docs',
          {
            id: 'community',
            path: '/site/community',
            routeBasePath: 'community',
            disableVersioning: true,
            remarkPlugins: [remark],
          },
        ],
      ],
      themeConfig: {
        navbar: {
          items: [
            { type: 'docsVersion', docsPluginId: 'community', label: 'Community' },
            {
              type: 'docsVersionDropdown',
              position: 'right',
              dropdownItemsAfter: [{ to: '/v', label: 'All' }],
            },
          ],
        },
      },
    },
    'docusaurus.config.js',
    '/site',
  );
  expect(config.content?.docs).toEqual([
    {
      lastVersion: 'current',
      onlyIncludeVersions: ['current', '2.0'],
      includeCurrentVersion: true,
      versions: {
        current: { label: 'Edge', path: 'edge', banner: 'none' },
        '2.0': { badge: false },
      },
      showLastUpdateTime: false,
    },
    {
      id: 'community',
      dir: 'community',
      routeBasePath: 'community',
      disableVersioning: true,
      remarkPlugins: [remark],
      showLastUpdateTime: false,
    },
  ]);
  expect(config.navbar?.items).toEqual([
    { label: 'Community', type: 'docSidebar', section: 'community', position: 'left' },
    // The links after the versions are the menu's own.
    { type: 'docsVersionDropdown', position: 'right', items: [{ label: 'All', to: '/v' }] },
  ]);
  expect(warnings.map((w) => w.message)).toEqual([
    'presets: classic: docs.versions.current.className: sitegen does not use it (ignored)',
    'presets: classic: docs.versions.2.0.noIndex: sitegen does not use it (ignored)',
  ]);
});

test('keys that change the site are warned; only the deployment keys pass without a word', () => {
  const { warnings } = fromDocusaurus(
    {
      title: 'T',
      url: 'https://t.example',
      organizationName: 'org',
      projectName: 'site',
      deploymentBranch: 'gh-pages',
      clientModules: ['./src/analytics.js'],
      staticDirectories: ['public'],
      future: { v4: true },
    },
    '/site/docusaurus.config.js',
    '/site',
  );
  expect(warnings.map((w) => w.message)).toEqual([
    'clientModules: sitegen does not use it (ignored)',
    'staticDirectories: sitegen does not use it (ignored)',
    'future: sitegen does not use it (ignored)',
  ]);
});

test('the docs’ showLastUpdateAuthor is read, as Docusaurus reads it, not warned', () => {
  const { config, warnings } = fromDocusaurus(
    {
      title: 'T',
      url: 'https://t.example',
      presets: [['classic', { docs: { showLastUpdateAuthor: true, showLastUpdateTime: true } }]],
    },
    'docusaurus.config.js',
    '/site',
  );
  expect(config.content?.docs).toEqual({ showLastUpdateTime: true, showLastUpdateAuthor: true });
  expect(warnings).toEqual([]);
});
