/**
 * sitegen for any site: sites made from a two-key config (docs only, blog only, an API only, a
 * starter from `sitegen init`) build, pass their link check, and get a home, a navbar and a
 * translated theme without saying more.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { BuildFailed } from '../../src/errors.js';
import { scaffoldSite } from '../../src/init/index.js';
import { build } from '../../src/pipeline/build.js';
import { hashTree, read, removeDir, repoRoot } from '../helpers.js';

const made: string[] = [];
afterAll(() => made.forEach(removeDir));

const TWO_KEYS = "export default { title: 'My Docs', url: 'https://docs.example.com' };\n";

/** A new site folder holding `files` (path → text). */
function site(name: string, files: Record<string, string>): string {
  const dir = path.join(repoRoot, 'test', '.tmp', `any-${name}-${process.pid}`);
  removeDir(dir);
  made.push(dir);
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

/** The navbar's text links on a page ("label href"), each once (the menu repeats them). */
function navbarLinks(html: string): string[] {
  const navbar = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
  const links = [...navbar.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]*)</g)]
    .map((m) => `${m[2]} ${m[1]}`)
    .filter((link) => !link.startsWith(' '));
  return [...new Set(links)];
}

test('a docs-only site: a made home leads to its first doc; the navbar has Docs; titles have no holes', async () => {
  const root = site('docs', {
    'sitegen.config.ts': TWO_KEYS,
    'docs/intro.md':
      '---\nsidebar_position: 1\n---\n\n# Introduction\n\nSee [setup](./guide/setup.md).\n',
    'docs/guide/setup.md': '# Setup\n\nBack to the [introduction](../intro.md).\n',
  });
  const summary = await build({ root });
  expect(summary.pages).toMatchObject({ doc: 2, home: 1 });
  expect(summary.linkCheck?.broken).toEqual([]);
  expect(summary.warnings).toEqual([]);
  const home = read(root, 'dist/index.html');
  expect(home).toContain('<title>My Docs</title>');
  expect(home).not.toContain('undefined');
  expect(home).not.toContain('name="description"');
  expect(home).toMatch(/<a class="button button-primary" href="\/docs\/intro">Docs<\/a>/);
  expect(navbarLinks(home)).toEqual(['Docs /docs/intro']);
  const doc = read(root, 'dist/docs/guide/setup/index.html');
  expect(doc).toContain('<title>Setup | My Docs</title>');
  expect(doc).toContain('<html lang="en"');
  expect(fs.existsSync(path.join(root, 'dist', 'blog'))).toBe(false);
  // One section: no footer column of sections (the navbar has it).
  expect(home).not.toContain('class="footer-columns');
  expect(home).toContain(
    `<p class="footer-copyright footer__copyright">© ${new Date().getFullYear()} My Docs</p>`,
  );
});

test('a blog-only site: the home and the navbar lead to the blog', async () => {
  const root = site('blog', {
    'sitegen.config.ts': TWO_KEYS,
    'blog/2026-01-15-hello.md': '---\ntitle: Hello\n---\n\nFirst post.\n',
  });
  const summary = await build({ root });
  expect(summary.pages.doc).toBeUndefined();
  const home = read(root, 'dist/index.html');
  expect(navbarLinks(home)).toEqual(['Blog /blog']);
  expect(home).toMatch(/href="\/blog">Blog<\/a>/);
  expect(read(root, 'dist/blog/2026/01/15/hello/index.html')).toContain('First post.');
});

test('an API-only site: the description alone makes the reference, with a home leading to it', async () => {
  const spec = JSON.stringify({
    openapi: '3.1.0',
    info: { title: 'Pets', version: '1.0.0' },
    paths: {
      '/pets': {
        get: {
          operationId: 'listPets',
          summary: 'List pets',
          tags: ['Pets'],
          responses: { '200': { description: 'The pets' } },
        },
      },
      '/pets/{id}': {
        delete: {
          operationId: 'deletePet',
          summary: 'Delete a pet',
          tags: ['Pets'],
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          responses: { '204': { description: 'Deleted' } },
        },
      },
    },
  });
  const root = site('api', {
    'sitegen.config.ts':
      "export default { title: 'My API', url: 'https://api.example.com', content: { api: { spec: 'openapi.json' } } };\n",
    'openapi.json': spec,
  });
  const summary = await build({ root });
  expect(summary.pages.api).toBeGreaterThanOrEqual(3);
  const home = read(root, 'dist/index.html');
  expect(navbarLinks(home)).toEqual(['API reference /api']);
  expect(home).toMatch(/class="button button-primary" href="\/api[^"]*">API reference</);
});

test('two locales with no strings of their own: the theme and the made navbar are translated', async () => {
  const root = site('locales', {
    'sitegen.config.ts':
      "export default { title: 'Docs', url: 'https://x.example', locales: { en: {}, de: {} } };\n",
    'docs/intro.md': '# Intro\n\nHello.\n',
  });
  await build({ root });
  const german = read(root, 'dist/de/docs/intro/index.html');
  expect(german).toContain('<html lang="de"');
  expect(navbarLinks(german)).toContain('Dokumentation /de/docs/intro');
  // The locale menu names each locale in its own language.
  expect(german).toContain('Deutsch');
  expect(german).toContain('English');
});

test('a config mistake stops the build before anything is written, naming the key and its line', async () => {
  const root = site('bad', {
    'sitegen.config.ts':
      "export default {\n  title: 'Docs',\n  url: 'docs.example.com',\n  colourMode: {},\n};\n",
    'docs/intro.md': '# Intro\n',
  });
  const failed = await build({ root }).catch((thrown: unknown) => thrown);
  expect(failed).toBeInstanceOf(BuildFailed);
  const errors = (failed as BuildFailed).errors.map((e) => `${e.line}: ${e.message} → ${e.hint}`);
  expect(errors).toEqual([
    '3: "url" must be an http(s) URL, not "docs.example.com" → write the whole origin, like "https://docs.example.com"',
    '4: unknown key "colourMode" (ignored) → did you mean "colorMode"?',
  ]);
  expect(fs.existsSync(path.join(root, 'dist'))).toBe(false);
});

test('an unknown key warns and the build goes on; --strict makes it fail', async () => {
  const root = site('warn', {
    'sitegen.config.ts':
      "export default { title: 'Docs', url: 'https://x.example', serach: false };\n",
    'docs/intro.md': '# Intro\n',
  });
  const summary = await build({ root });
  expect(summary.warnings.map((w) => w.hint)).toEqual(['did you mean "search"?']);
  const strict = await build({ root, strict: true }).catch((thrown: unknown) => thrown);
  expect((strict as BuildFailed).errors[0].message).toBe('unknown key "serach" (ignored)');
});

test('`sitegen init` makes a site that builds and passes its link check as it is', async () => {
  const root = path.join(repoRoot, 'test', '.tmp', `any-init-${process.pid}`, 'team-handbook');
  removeDir(path.dirname(root));
  made.push(path.dirname(root));
  const scaffolded = scaffoldSite(root);
  expect(scaffolded.title).toBe('Team Handbook');
  expect(scaffolded.files).toEqual(
    expect.arrayContaining([
      '.gitignore',
      'README.md',
      'package.json',
      'sitegen.config.ts',
      'src/pages/about.md',
    ]),
  );
  expect(read(root, 'sitegen.config.ts')).toContain('title: "Team Handbook"');
  const summary = await build({ root });
  expect(summary.pages).toMatchObject({ doc: 3, page: 1, home: 1 });
  expect(summary.linkCheck?.broken).toEqual([]);
  expect(summary.warnings).toEqual([]);
  // Two sections: the footer lists them under the site's title.
  expect(read(root, 'dist/index.html')).toContain(
    '<h2 class="footer-title footer__title">Team Handbook</h2><ul class="footer__items"><li class="footer__item"><a class="footer-link footer__link-item" href="/docs/intro">Docs</a></li><li class="footer__item"><a class="footer-link footer__link-item" href="/blog">Blog</a></li></ul>',
  );
  expect(() => scaffoldSite(root)).toThrow(BuildFailed);
});

test('url() in CSS: /… is a static file under baseUrl, a relative one is copied beside the stylesheet, in every locale', async () => {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  const root = site('css-urls', {
    'sitegen.config.ts': `export default {
  title: 'Docs',
  url: 'https://x.example',
  baseUrl: '/handbook/',
  locales: { en: {}, fr: {} },
  theme: { customCss: 'src/css/custom.css' },
};
`,
    'src/css/custom.css': [
      '@font-face { font-family: Brand; src: url(../fonts/brand.woff2) format("woff2"); }',
      '.navbar { background: url(./band.png), url(/img/logo.png); }',
      '.hero { background: url(//cdn.example.com/x.png); }',
    ].join('\n'),
    'src/fonts/brand.woff2': 'not really a font',
    'static/img/logo.png': '',
    'docs/intro.md': '# Intro\n',
    'src/pages/index.tsx':
      "import styles from './home.module.css';\nexport const hydrate = false;\nexport default function Home() {\n  return <div className={styles.hero}>Hello</div>;\n}\n",
    'src/pages/home.module.css': '.hero { background: url(/img/logo.png) no-repeat; }\n',
  });
  fs.writeFileSync(path.join(root, 'src/css/band.png'), png);
  const summary = await build({ root });
  expect(summary.warnings).toEqual([]);
  for (const locale of ['', 'fr/']) {
    const sheets = fs.readdirSync(path.join(root, `dist/${locale}assets/css`));
    const theme = read(
      root,
      `dist/${locale}assets/css/${sheets.find((f) => f.startsWith('theme.'))}`,
    );
    const font = /url\("?\.\.\/media\/(brand-[A-Z0-9]+\.woff2)"?\)/.exec(theme)?.[1];
    const band = /url\("?\.\.\/media\/(band-[A-Z0-9]+\.png)"?\)/.exec(theme)?.[1];
    expect(font).toBeDefined();
    expect(band).toBeDefined();
    expect(read(root, `dist/${locale}assets/media/${font}`)).toBe('not really a font');
    expect(fs.readFileSync(path.join(root, `dist/${locale}assets/media/${band}`))).toEqual(png);
    expect(theme).toContain('url(/handbook/img/logo.png)');
    expect(theme).toContain('url(//cdn.example.com/x.png)');
    const pages = read(
      root,
      `dist/${locale}assets/css/${sheets.find((f) => f.startsWith('pages.'))}`,
    );
    expect(pages).toMatch(/\{background:url\(\/handbook\/img\/logo\.png\) no-repeat\}/);
  }
});

test('theme.customCss comes after the theme, theme.colors after both; a stylesheet may not reach out of the repository the site is in', async () => {
  const root = site('theme', {
    // A repository of its own (a workspace root): its stylesheet may not reach the folder above.
    'package.json': '{ "private": true, "workspaces": [] }',
    'sitegen.config.ts': `export default {
  title: 'Docs',
  url: 'https://x.example',
  theme: {
    customCss: ['css/brand.css'],
    colors: { accent: '#2e8555', textMuted: '#444', light: { bg: '#fafafa' }, dark: { bg: '#000' }, acent: 'red' },
  },
};
`,
    'css/brand.css':
      '.navbar { border-bottom: 3px solid var(--sg-accent); background: url(/img/band.png); }\n',
    'docs/intro.md': '# Intro\n',
  });
  const summary = await build({ root });
  expect(summary.warnings.map((w) => `${w.message} ${w.hint}`)).toEqual([
    'unknown key "theme.colors.acent" (ignored) did you mean "theme.colors.accent"?',
  ]);
  const cssFile = fs
    .readdirSync(path.join(root, 'dist/assets/css'))
    .find((f) => f.startsWith('theme.'))!;
  const css = read(root, `dist/assets/css/${cssFile}`);
  const brand = css.indexOf(
    '.navbar{border-bottom:3px solid var(--sg-accent);background:url(/img/band.png)}',
  );
  // The accent alone also sets what it stands for: links, the soft and the strong accent.
  const colors = css.indexOf(
    ':root,[data-theme=light]{--sg-accent: #2e8555;--sg-accent-soft: color-mix(in srgb, #2e8555 14%, transparent);--sg-accent-strong: #2e8555;--sg-link: #2e8555;--sg-text-muted: #444}',
  );
  expect(css.indexOf('.search-hit-title')).toBeGreaterThan(0);
  expect(brand).toBeGreaterThan(css.indexOf('.search-hit-title'));
  expect(colors).toBeGreaterThan(brand);
  expect(css).toContain(':root:not([data-theme=light]){--sg-bg: #000}');
  expect(css).toContain('[data-theme=light]{--sg-bg: #fafafa}');

  fs.writeFileSync(path.join(root, 'css/brand.css'), '@import "../../outside.css";\n');
  fs.writeFileSync(path.join(root, '..', 'outside.css'), '.secret { color: red }\n');
  try {
    const failed = await build({ root }).catch((thrown: unknown) => thrown);
    expect((failed as BuildFailed).errors[0]).toMatchObject({
      file: path.join(root, 'css/brand.css'),
      line: 1,
      message: `"../../outside.css" cannot be used: it is outside the repository the site is in (${root})`,
    });
  } finally {
    fs.rmSync(path.join(root, '..', 'outside.css'));
  }
});

test('content warnings reach the summary once per file and line; --strict fails and keeps the old output', async () => {
  const root = site('content-warnings', {
    'sitegen.config.ts':
      "export default { title: 'Docs', url: 'https://x.example', locales: { en: {}, fr: {} } };\n",
    'docs/intro.md': '---\ntitle: Intro\nsidebar_positon: 1\n---\n\n![](/img/a.svg)\n\n#### Deep\n',
    'static/img/a.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  });
  const summary = await build({ root });
  // Both locales compile the English file: each warning is listed once.
  expect(
    summary.warnings.map((w) => `${path.relative(root, w.file)}:${w.line} ${w.message}`),
  ).toEqual([
    'docs/intro.md:3 front matter key "sidebar_positon" is not used by sitegen',
    'docs/intro.md:6 image "/img/a.svg" has no alt text',
    'docs/intro.md:8 heading level 4 follows level 1, skipping 2',
  ]);
  expect(summary.warnings[0].hint).toBe('did you mean "sidebar_position"?');
  const before = hashTree(path.join(root, 'dist'));
  const strict = await build({ root, strict: true }).catch((thrown: unknown) => thrown);
  expect(strict).toBeInstanceOf(BuildFailed);
  expect((strict as BuildFailed).errors).toHaveLength(3);
  expect((strict as BuildFailed).output).toBe('untouched');
  expect(hashTree(path.join(root, 'dist'))).toEqual(before);
});

test('onBrokenLinks and onBrokenAnchors: throw by default, or a warning at the line, or nothing', async () => {
  const files = (policies: string) => ({
    'sitegen.config.ts': `export default { title: 'Docs', url: 'https://x.example'${policies} };\n`,
    'docs/intro.md': '# Intro\n\nSee [gone](/docs/gone) and [an anchor](#nowhere).\n',
  });
  const strict = site('links-default', files(''));
  const failed = await build({ root: strict }).catch((thrown: unknown) => thrown);
  expect((failed as BuildFailed).errors.map((e) => e.message)).toEqual([
    'broken link "/docs/gone" on /docs/intro: HTTP 404',
    'broken link "#nowhere" on /docs/intro: no element with id "nowhere" on this page',
  ]);

  const lenient = site(
    'links-lenient',
    files(", onBrokenLinks: 'warn', onBrokenAnchors: 'ignore'"),
  );
  const summary = await build({ root: lenient });
  expect(
    summary.warnings.map((w) => `${path.relative(lenient, w.file)}:${w.line} ${w.message}`),
  ).toEqual(['docs/intro.md:3 broken link "/docs/gone" on /docs/intro: HTTP 404']);
  expect(summary.linkCheck?.broken).toHaveLength(2);
  expect(fs.existsSync(path.join(lenient, 'dist/docs/intro/index.html'))).toBe(true);
});

test('the announcement bar and the copyright take trusted HTML from the config only when it says { html }', async () => {
  const root = site('trusted-html', {
    'sitegen.config.ts': `export default {
  title: 'Docs',
  url: 'https://x.example',
  announcementBar: { id: 'v2', content: { html: 'Version 2 is <strong>out</strong>' } },
  footer: { copyright: { html: '© {year} <a href="https://example.com/team">The team</a>' } },
};
`,
    'docs/intro.md': '# Intro\n',
  });
  await build({ root });
  const page = read(root, 'dist/docs/intro/index.html');
  expect(page).toContain('<span>Version 2 is <strong>out</strong></span>');
  expect(page).toContain(
    `<div class="footer-copyright footer__copyright">© ${new Date().getFullYear()} <a href="https://example.com/team">The team</a></div>`,
  );

  fs.writeFileSync(
    path.join(root, 'sitegen.config.ts'),
    "export default { title: 'Docs', url: 'https://x.example', footer: { copyright: 'Plain <b>text</b>' } };\n",
  );
  await build({ root });
  expect(read(root, 'dist/docs/intro/index.html')).toContain(
    '<p class="footer-copyright footer__copyright">Plain &lt;b&gt;text&lt;/b&gt;</p>',
  );

  // A footer logo goes above the copyright, and the text stays text.
  fs.mkdirSync(path.join(root, 'static', 'img'), { recursive: true });
  fs.writeFileSync(
    path.join(root, 'static', 'img', 'logo.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  );
  fs.writeFileSync(
    path.join(root, 'sitegen.config.ts'),
    "export default { title: 'Docs', url: 'https://x.example', footer: { copyright: 'Plain <b>text</b>', logo: { src: '/img/logo.svg', alt: 'The \"logo\"' } } };\n",
  );
  await build({ root });
  expect(read(root, 'dist/docs/intro/index.html')).toContain(
    '<div class="footer-copyright footer__copyright"><div class="footer-logo"><img src="/img/logo.svg" alt="The &quot;logo&quot;"></div><p>Plain &lt;b&gt;text&lt;/b&gt;</p></div>',
  );
});

test('a page may import a package that imports CSS and CSS modules: the classes are scoped and the CSS is served', async () => {
  const root = site('package-css', {
    'sitegen.config.ts': TWO_KEYS,
    'node_modules/fancy-card/package.json':
      '{ "name": "fancy-card", "version": "1.0.0", "type": "module", "main": "index.js" }',
    'node_modules/fancy-card/index.js': [
      "import { jsx } from 'react/jsx-runtime';",
      "import styles from './card.module.css';",
      "import './base.css';",
      "export function Card({ title }) { return jsx('div', { className: styles.card, children: title }); }",
    ].join('\n'),
    'node_modules/fancy-card/card.module.css': '.card { border: 1px solid red; }',
    'node_modules/fancy-card/base.css': '.fancy-base { color: blue; }',
    'src/pages/cards.tsx': [
      "import { Card } from 'fancy-card';",
      "import styles from './cards.module.css';",
      'export default function Cards() { return <div className={styles.wrap}><Card title="Hello" /></div>; }',
    ].join('\n'),
    'src/pages/cards.module.css': '.wrap { padding: 8px; }',
  });
  await build({ root });
  const html = read(root, 'dist/cards/index.html');
  const classes = /<div class="([^"]+)"><div class="([^"]+)">Hello<\/div><\/div>/.exec(html);
  expect(classes).not.toBeNull();
  const [, wrap, card] = classes!;
  expect(wrap).not.toBe('wrap');
  const sheet = /href="(\/assets\/css\/pages\.[0-9a-f]+\.css)"/.exec(html)![1];
  const css = read(root, `dist${sheet}`);
  expect(css).toContain(`.${wrap}{padding:8px}`);
  expect(css).toContain(`.${card}{border:1px solid red}`);
  expect(css).toContain('.fancy-base{color:#00f}');
});
