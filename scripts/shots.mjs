// `npm run shots [-- --root <dir>] [-- --dist <dir>] [-- --out <dir>] [-- --locale <id,…>] [-- --kind <kind,…>] [-- --width <px,…>]`
//
// Screenshots of one page of every kind in every locale at 390, 1024 and 1366 px, for reviewing a
// change by eye. Builds the site into a temporary folder first (or takes the build in --dist),
// serves it with `sitegen serve`, and writes `<locale>-<kind>-<width>.png` and an index.html
// contact sheet into --out (default `shots/`, ignored by git). Pages taller than 6,000 px (the
// changelog) are cut there. Uses Debian's Chromium (CHROMIUM_PATH to use another). `--root website`
// (`npm run docs:shots`) takes sitegen's docs site instead of the Tianji site.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const list = (name, fallback) => option(name, fallback)?.split(',').filter(Boolean);
const sitegen = path.join(repo, 'bin', 'sitegen.js');
const root = path.resolve(repo, option('--root', '.'));
const shotsDir = path.resolve(option('--out', 'shots'));
const widths = list('--width', '390,1024,1366').map(Number);
const MAX_HEIGHT = 6000;
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const given = option('--dist');
const dist = given ? path.resolve(given) : fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-shots-'));
if (!given) {
  console.log('building the site…');
  const built = spawnSync(process.execPath, [sitegen, 'build', '--root', root, '--out', dist, '--no-check-links'], { cwd: repo, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

/** The locales of the build: the default one at the root, the others in folders holding a 404.html. */
const allLocales = ['en', ...fs.readdirSync(dist).filter((name) => fs.existsSync(path.join(dist, name, '404.html')))];
const locales = list('--locale', allLocales.join(','));

/** The first folder under `dir` holding an index.html, leaving out the names in `skip`. */
function firstPage(dir, skip = []) {
  if (!fs.existsSync(dir)) return undefined;
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !skip.includes(e.name) && fs.existsSync(path.join(dir, e.name, 'index.html')))
    .map((e) => e.name)
    .sort()[0];
}

/** One page of each kind in a locale's output folder, as paths under the locale's base. */
function kindsOf(localeDir) {
  const blog = path.join(localeDir, 'blog');
  const post = firstPage(blog, ['page', 'tags', 'archive']);
  const tag = firstPage(path.join(blog, 'tags'), ['page']);
  const op = firstPage(path.join(localeDir, 'api'), ['introduction']);
  const kinds = {
    home: '',
    doc: 'docs/intro',
    'doc-code': 'docs/website/track-script',
    // sitegen's docs site (website/): a guide and a generated reference.
    guide: 'docs/guides/writing',
    reference: 'docs/reference/config',
    'api-overview': 'api',
    'api-operation': op && `api/${op}`,
    'blog-list': 'blog',
    'blog-post': post && `blog/${post}`,
    tag: tag && `blog/tags/${tag}`,
    pricing: 'pricing',
    changelog: 'changelog',
    '404': 'this-page-does-not-exist',
  };
  return Object.entries(kinds).filter(([kind, rel]) => rel !== undefined && (kind === '404' || fs.existsSync(path.join(localeDir, rel, 'index.html'))));
}

function freePort() {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const port = await freePort();
const server = spawn(process.execPath, [sitegen, 'serve', '--root', root, '--out', dist, '--port', String(port)], { cwd: repo, stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise((resolve, reject) => {
  server.stdout.on('data', (chunk) => String(chunk).includes('serving') && resolve());
  server.on('exit', (code) => reject(new Error(`sitegen serve exited with ${code}`)));
});
const origin = `http://127.0.0.1:${port}`;

fs.mkdirSync(shotsDir, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROME_FLAGS });
const shots = [];
try {
  for (const locale of locales) {
    const localeDir = locale === 'en' ? dist : path.join(dist, locale);
    const base = locale === 'en' ? '/' : `/${locale}/`;
    const kinds = kindsOf(localeDir).filter(([kind]) => !list('--kind') || list('--kind').includes(kind));
    for (const width of widths) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1 });
      // The analytics tracker lives on another host; nothing here reaches the network.
      await context.route((url) => !url.href.startsWith(origin), (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
      const page = await context.newPage();
      for (const [kind, rel] of kinds) {
        await page.goto(`${origin}${base}${rel}`, { waitUntil: 'load' });
        await page.evaluate(() => document.fonts.ready);
        const height = Math.min(MAX_HEIGHT, await page.evaluate(() => document.documentElement.scrollHeight));
        const file = `${locale}-${kind}-${width}.png`;
        await page.screenshot({ path: path.join(shotsDir, file), fullPage: true, clip: { x: 0, y: 0, width, height } });
        shots.push({ locale, kind, width, file, url: `${base}${rel}` });
        process.stdout.write('.');
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.kill();
  if (!given) fs.rmSync(dist, { recursive: true, force: true });
}

const escape = (text) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const rows = shots
  .map((s) => `<figure><a href="${escape(s.file)}"><img src="${escape(s.file)}" loading="lazy" alt=""></a><figcaption>${escape(`${s.locale} · ${s.kind} · ${s.width}px · ${s.url}`)}</figcaption></figure>`)
  .join('\n');
fs.writeFileSync(
  path.join(shotsDir, 'index.html'),
  `<!doctype html><meta charset="utf-8"><title>sitegen screenshots</title><style>body{font:14px system-ui;margin:1rem;background:#222;color:#eee}main{display:flex;flex-wrap:wrap;gap:1rem}figure{margin:0;width:260px}img{width:260px;height:360px;object-fit:cover;object-position:top;border:1px solid #555}figcaption{word-break:break-all}</style><main>\n${rows}\n</main>\n`,
);
console.log(`\n${shots.length} screenshots in ${path.relative(process.cwd(), shotsDir) || '.'}/ (open index.html)`);
