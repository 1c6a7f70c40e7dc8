// Page weight on first load, per page kind: the JavaScript a page loads (the runtime entry and the
// chunks it imports statically, plus the image-zoom chunk when the page has content images), the
// JavaScript of its islands (its React pages' modules and React, which the runtime loads for
// them), the CSS, and its HTML (also what an in-place navigation to it fetches); and the chunks
// loaded only on demand (search). Gzip level 9 sizes, in bytes.
// `node bench/weight.mjs [dist] [locale] [/path …]` prints the table for the sample pages, or for
// the pages given; bench.mjs uses `pageWeights`.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const gzip = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

/** The output file of a site-absolute URL, inside the output folder of its locale. */
function fileOf(outRoot, url) {
  return path.join(outRoot, decodeURIComponent(url).replace(/^\//, ''));
}

/** A module and the chunks it imports: statically (`from"./chunk.X.js"`) or, with `dynamic`, also `import("./chunk.X.js")`. */
function moduleGraph(outRoot, entryUrl, dynamic) {
  const seen = new Set();
  const visit = (url) => {
    if (seen.has(url)) return;
    seen.add(url);
    const file = fileOf(outRoot, url);
    // A chunk loaded on demand is written only where a page needs it (mermaid's drawing code).
    if (dynamic && !fs.existsSync(file)) return;
    const text = fs.readFileSync(file, 'utf8');
    const pattern = dynamic ? /(?:from|import)\s*\(?["'](\.\/[\w.-]+\.js)["']/g : /(?:from|import)\s*["'](\.\/[\w.-]+\.js)["']/g;
    for (const match of text.matchAll(pattern)) visit(new URL(match[1], `http://x${url}`).pathname);
  };
  visit(entryUrl);
  return [...seen];
}

/** The lazy chunk that holds medium-zoom (the one whose text carries its class names). */
function zoomChunks(outRoot, entries) {
  const all = entries.flatMap((e) => moduleGraph(outRoot, e, true)).filter((url) => fs.existsSync(fileOf(outRoot, url)));
  const zoom = all.find((url) => fs.readFileSync(fileOf(outRoot, url), 'utf8').includes('medium-zoom-overlay'));
  return zoom ? moduleGraph(outRoot, zoom, false) : [];
}

/** The chunks that put React on the page for its islands (client/reactModules.ts and its imports). */
function reactChunks(outRoot, entries) {
  const all = entries.flatMap((e) => moduleGraph(outRoot, e, true)).filter((url) => fs.existsSync(fileOf(outRoot, url)));
  const shared = all.find((url) => fs.readFileSync(fileOf(outRoot, url), 'utf8').includes('"react-dom/client":'));
  return shared ? moduleGraph(outRoot, shared, false) : [];
}

/** `pages`: page kind → URL path under the site root ("/id/docs/intro"). */
export function pageWeights(outRoot, pages) {
  const rows = [];
  for (const [kind, url] of Object.entries(pages)) {
    const dir = fileOf(outRoot, url);
    const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
    const entries = [...html.matchAll(/<script type="module"[^>]* src="([^"]+)"/g)].map((m) => m[1]);
    const hasImages = /class="markdown"[\s\S]*<img /.test(html);
    const scripts = new Set([...entries.flatMap((e) => moduleGraph(outRoot, e, false)), ...(hasImages ? zoomChunks(outRoot, entries) : [])]);
    // Islands: the modules of the page's React parts, and React for them.
    const islandModules = [...html.matchAll(/data-sitegen-page="([^"]+)"/g)].map((m) => m[1]);
    const islands = new Set(
      islandModules.length === 0
        ? []
        : [...islandModules.flatMap((m) => moduleGraph(outRoot, m, false)), ...reactChunks(outRoot, entries)].filter((s) => !scripts.has(s)),
    );
    const lazy = entries.flatMap((e) => moduleGraph(outRoot, e, true)).filter((s) => !scripts.has(s) && !islands.has(s) && fs.existsSync(fileOf(outRoot, s)));
    const styles = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
    rows.push({
      kind,
      url,
      jsGzip: [...scripts].reduce((sum, s) => sum + gzip(fileOf(outRoot, s)), 0),
      islandsJsGzip: [...islands].reduce((sum, s) => sum + gzip(fileOf(outRoot, s)), 0),
      lazyJsGzip: lazy.reduce((sum, s) => sum + gzip(fileOf(outRoot, s)), 0),
      cssGzip: styles.reduce((sum, s) => sum + gzip(fileOf(outRoot, s)), 0),
      htmlGzip: gzip(path.join(dir, 'index.html')),
    });
  }
  return rows;
}

/** One page of each kind in a built locale folder (`dist` holds `<locale>/…`). */
export function samplePages(outRoot, locale) {
  const base = `/${locale}`;
  const first = (dir) => {
    const full = path.join(outRoot, locale, dir);
    const name = fs.readdirSync(full).sort().find((n) => fs.existsSync(path.join(full, n, 'index.html')));
    return `${base}/${dir}/${name}`;
  };
  const post = (() => {
    const html = fs.readFileSync(path.join(outRoot, locale, 'blog', 'index.html'), 'utf8');
    const links = [...html.matchAll(new RegExp(`href="(${base}/blog/(?!tags|archive|page/)[^"#.]+)"`, 'g'))].map((m) => m[1]);
    return links.find((url) => fs.existsSync(path.join(fileOf(outRoot, url), 'index.html')));
  })();
  const pages = { home: `${base}/`, doc: `${base}/docs/intro`, 'blog post': post, 'API operation': first('api'), 'API overview': `${base}/api` };
  if (fs.existsSync(path.join(outRoot, locale, 'pricing', 'index.html'))) pages.pricing = `${base}/pricing`;
  return pages;
}

export function printWeights(rows) {
  const kb = (n) => (n / 1024).toFixed(1);
  console.log('| page | JS first load gzip kB | of which islands | CSS gzip kB | HTML gzip kB | JS on demand gzip kB |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const row of rows)
    console.log(`| ${row.kind} (${row.url}) | ${kb(row.jsGzip + row.islandsJsGzip)} | ${kb(row.islandsJsGzip)} | ${kb(row.cssGzip)} | ${kb(row.htmlGzip)} | ${kb(row.lazyJsGzip)} |`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir = 'dist', locale = 'id', ...paths] = process.argv.slice(2);
  const dist = path.resolve(dir);
  const pages = paths.length > 0 ? Object.fromEntries(paths.map((p) => [p.split('/').filter(Boolean).at(-1) ?? 'home', p])) : samplePages(dist, locale);
  printWeights(pageWeights(dist, pages));
}
