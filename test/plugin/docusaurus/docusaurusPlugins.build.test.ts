/**
 * The docusaurus-plugins fixture built: its npm plugins and its own run through the adapter, and
 * what they add is in the output (the lighthouse pages with their JSON data and the registry's
 * global data, the analytics tags in every head, the copy-page button's .md files, ideal-image's
 * resized images), with a warning naming each webpack hook sitegen does not do the work of.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { expect, test } from 'vitest';
import { builtFixture, read } from '../../helpers.js';

const { dir: site, summary } = builtFixture('docusaurus-plugins');
const page = (file: string) => read(site, path.join('dist', file));

test("the site's plugin made a page per lighthouse of its JSON file, in each locale, from its createData modules and global data", () => {
  const fastnet = page('lighthouses/fastnet/index.html');
  expect(fastnet).toContain('<h1 id="light-name">Fastnet Rock</h1>');
  expect(fastnet).toMatch(
    /<p id="light-facts">54<!-- --> m, lit in <!-- -->1904<!-- --> \(<!-- -->en<!-- -->\)<\/p>/,
  );
  expect(fastnet).toMatch(/<p id="registry">One of <!-- -->3<!-- --> lighthouses<\/p>/);
  expect(page('lighthouses/bell-rock/index.html')).toContain('<h1 id="light-name">Bell Rock</h1>');
  // A component of the plugin's theme folder, imported as @theme/LighthouseBeam.
  expect(fastnet).toContain('<button id="beam" type="button">Fastnet Rock: 0 turns</button>');
  expect(page('fr/lighthouses/eddystone/index.html')).toMatch(
    /Eddystone[\s\S]*\(<!-- -->fr<!-- -->\)/,
  );
});

test("the analytics plugins' tags are in every page's head", () => {
  for (const file of ['index.html', 'docs/intro/index.html', 'fr/lighthouses/fastnet/index.html']) {
    const head = page(file).split('</head>')[0];
    expect(head, file).toContain('src="https://www.googletagmanager.com/gtag/js?id=G-LIGHTS1"');
    expect(head, file).toContain("gtag('config', 'G-LIGHTS1', { 'anonymize_ip': true });");
    expect(head, file).toContain("'GTM-LIGHTS'");
    expect(head, file).toMatch(
      /<script[^>]*src="https:\/\/umami\.lights\.example\.com\/script\.js"[^>]*data-website-id="beam-42"/,
    );
  }
});

test('copy-page-button wrote a Markdown file beside each doc page after the build, in each locale', () => {
  const md = page('docs/intro.md');
  expect(md).toContain('# Keeping a light');
  expect(md).toContain('**wick**');
  expect(fs.existsSync(path.join(site, 'dist/fr/docs/fog.md'))).toBe(true);
  // Not for the pages without doc content.
  expect(fs.existsSync(path.join(site, 'dist/lighthouses/fastnet.md'))).toBe(false);
});

test("the plugins' body tags: the tag manager's <noscript> right after <body>, the site plugin's tag right before </body>, its attributes escaped", () => {
  for (const file of ['index.html', 'docs/intro/index.html', 'fr/lighthouses/fastnet/index.html']) {
    const html = page(file);
    expect(html, file).toMatch(
      /<body><noscript><iframe src="https:\/\/www\.googletagmanager\.com\/ns\.html\?id=GTM-LIGHTS"[^>]*><\/iframe><\/noscript>\n<div id="root">/,
    );
    expect(html, file).toMatch(
      /<\/script>\n<div id="keeper-note" data-note="3 &quot;lights&quot; &amp; &lt;beams&gt;">Keepers on duty<\/div><\/body>\n<\/html>/,
    );
    expect(html.split('<body>')[0], file).not.toContain('keeper-note');
  }
});

test("the plugin's default code translations answer translate() in its theme component, in each locale, under the site's own code.json", () => {
  const en = page('lighthouses/fastnet/index.html');
  // English: the plugin gives the hint; the turns keep the message written in the code.
  expect(en).toContain('<button id="beam" type="button">Fastnet Rock: 0 turns</button>');
  expect(en).toContain('<span id="beam-hint">Click the beam to turn it</span>');
  const fr = page('fr/lighthouses/bell-rock/index.html');
  expect(fr).toContain('<button id="beam" type="button">Bell Rock : 0 tours</button>');
  // The site's i18n/fr/code.json wins over the plugin's "Cliquez".
  expect(fr).toContain('<span id="beam-hint">Touchez le faisceau</span>');
});

test("ideal-image: the doc's image resized with the site's sharp into the plugin's widths, in each locale, and the plugin's IdealImage rendering them", async () => {
  for (const [locale, base] of [
    ['', '/'],
    ['fr/', '/fr/'],
  ]) {
    const dir = path.join(site, 'dist', locale, 'assets/ideal-img');
    const widthOf = (file: string) => Number(file.split('.')[2]);
    const files = fs.readdirSync(dir).sort((a, b) => widthOf(a) - widthOf(b));
    expect(files, locale).toEqual([
      expect.stringMatching(/^lantern\.[0-9a-f]{7}\.640\.png$/),
      expect.stringMatching(/^lantern\.[0-9a-f]{7}\.1030\.png$/),
    ]);
    for (const file of files) {
      const { width, height } = await sharp(path.join(dir, file)).metadata();
      const expected = widthOf(file);
      expect([width, height]).toEqual([expected, Math.round((expected * 800) / 1200)]);
    }
    const [small, large] = files.map((file) => `${base}assets/ideal-img/${file}`);
    const html = page(`${locale}docs/lantern/index.html`);
    // The plugin's component (from npm): the placeholder as a 10-pixel data URL behind, the
    // image for browsers without scripts, with every width in its srcset.
    expect(html).toContain('background-image:url(&quot;data:image/png;base64,');
    expect(html).toContain(
      `<noscript><img style="width:100%;height:auto;max-width:100%;margin-bottom:-4px;position:absolute;top:0;left:0" src="${small}" srcSet="${small} 640w,${large} 1030w" alt="The lantern room" width="640" height="427"/></noscript>`,
    );
  }
});

test('the webpack hooks of the site plugin are warned by name, once each', () => {
  const said = summary.warnings.map((w) => `${path.basename(w.file)} ${w.message}`);
  expect(said.filter((w) => w.includes('plugins:'))).toEqual([
    'docusaurus.config.js plugins: ./plugins/lighthouses: configureWebpack — sitegen does not run webpack (ignored)',
    "docusaurus.config.js plugins: ./plugins/lighthouses: configurePostCss — sitegen does not run webpack (the site's postcss.config.js applies to its stylesheets) (ignored)",
  ]);
});
