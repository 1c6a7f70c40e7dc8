// `node bench/navigation.mjs [dist] [--runs 20] [--from /id/docs/intro] [--to /id/docs/install/docker-monitoring]`
// In-place navigation time in Debian's Chromium: on a built site (default dist/, served here as a
// static host serves it), the reader clicks a sidebar link from one doc to another and back,
// `--runs` times; each time is from the click to the new page's title in the content, measured in
// the page (no round trip to this script). Prints the median, the fastest and the slowest in ms.
// The next page is usually prefetched already (visible links are): this is the time a reader
// waits, mostly the runtime putting the page in place.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { chromium } from 'playwright-core';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const dir = path.resolve(args[0] && !args[0].startsWith('--') ? args[0] : 'dist');
const runs = Number(option('--runs', 20));
const from = option('--from', '/id/docs/intro');
const to = option('--to', '/id/docs/install/docker-monitoring');

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.webp': 'image/webp', '.woff2': 'font/woff2' };

/** The file a static host answers with: x, x/index.html, x.html; else 404.html with status 404. */
function fileFor(url) {
  const rel = decodeURIComponent(new URL(url, 'http://x').pathname);
  const base = path.join(dir, rel);
  if (!base.startsWith(dir)) return undefined;
  return [base, path.join(base, 'index.html'), `${base}.html`].find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
}

const server = http.createServer((req, res) => {
  const file = fileFor(req.url);
  const notFound = path.join(dir, from.split('/')[1], '404.html');
  const chosen = file ?? (fs.existsSync(notFound) ? notFound : undefined);
  if (!chosen) return res.writeHead(404).end();
  res.writeHead(file ? 200 : 404, { 'content-type': TYPES[path.extname(chosen)] ?? 'application/octet-stream' });
  fs.createReadStream(chosen).pipe(res);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
// Other hosts (analytics) are out of reach here.
await page.route((url) => !url.href.startsWith(base), (route) => route.abort());
await page.goto(base + from, { waitUntil: 'load' });
await page.waitForTimeout(1500);

const times = [];
for (let i = 0; i < runs; i++) {
  const target = i % 2 === 0 ? to : from;
  const ms = await page.evaluate(async (href) => {
    const link = document.querySelector(`.doc-sidebar a[href="${href}"]`);
    if (!link) throw new Error(`no sidebar link to ${href} on ${location.pathname}`);
    const title = () => document.querySelector('#page-content h1')?.textContent;
    const before = title();
    const started = performance.now();
    link.click();
    await new Promise((resolve) => {
      const check = () => (location.pathname === href && title() !== before ? resolve() : requestAnimationFrame(check));
      check();
    });
    return performance.now() - started;
  }, target);
  times.push(ms);
  await page.waitForTimeout(300);
}
await browser.close();
server.close();
const sorted = [...times].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)];
console.log(`in-place navigation ${from} <-> ${to}, ${runs} runs: median ${median.toFixed(1)} ms, fastest ${sorted[0].toFixed(1)} ms, slowest ${sorted.at(-1).toFixed(1)} ms`);
