/**
 * Headless Chromium for browser tests: the run's one Chromium (launched by test/setup/chromium.ts)
 * driven by playwright-core, and the built sites the tests open in it.
 */
import fs from 'node:fs';
import http from 'node:http';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import {
  chromium,
  type Browser,
  type BrowserContextOptions,
  type Disposable,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { builtSite, serveBuiltFixture, type ServedFixture } from '../helpers.js';

/** Why this run has no Chromium (its browser tests skip), or undefined when it has one. */
export function chromiumMissing(): string | undefined {
  const chromium = inject('chromium');
  if (!chromium)
    return "the browser layer's global setup did not run: run it as `npm run test:browser`";
  return 'missing' in chromium ? chromium.missing : undefined;
}

/**
 * The run's Chromium for this file, connected before its tests and let go after them, and a skip
 * of every test of the file, with the reason, when the run has none. Each test opens its own
 * context (`browser.newContext()` or `browser.newPage()`, which makes one).
 */
export function sharedBrowser(): { browser: Browser } {
  const env = {} as { browser: Browser };
  const missing = chromiumMissing();
  beforeEach((context) => {
    if (missing) context.skip(missing);
  });
  beforeAll(async () => {
    if (missing) return;
    const chromiumSetup = inject('chromium') as { wsEndpoint: string };
    env.browser = await chromium.connect(chromiumSetup.wsEndpoint);
  });
  afterAll(async () => {
    await env.browser?.close();
  });
  return env;
}

/** A built fixture, served, and Chromium: what a browser test file opens its pages with. */
export interface BrowserOnFixture {
  fixture: ServedFixture;
  browser: Browser;
}

/**
 * Serves the fixture `name`'s shared build (or, when `prepare` edits it, a copy of that build
 * edited and built again) and connects to the run's Chromium before the file's tests, letting go
 * of both after them. The fields are set once the tests start.
 */
export function browserOnFixture(name: string, prepare?: (site: string) => void): BrowserOnFixture {
  const env = sharedBrowser() as BrowserOnFixture;
  beforeAll(async () => {
    if (chromiumMissing()) return;
    env.fixture = await serveBuiltFixture(name, prepare);
  }, 120_000);
  afterAll(async () => {
    await env.fixture?.close();
  });
  return env;
}

/** How `reusedTab` opens its tab. */
export interface ReusedTabOptions {
  /** Options of the tab's context (each call sets the viewport). */
  context?: BrowserContextOptions;
  /** Run once on the new tab: what each of its tests wants (`stubOtherHosts`, an init script). */
  setup?: (page: Page) => Promise<unknown>;
}

/** The events a test listens to on a reused tab: their listeners go before the next test takes it. */
const TEST_EVENTS = [
  'console',
  'pageerror',
  'request',
  'requestfinished',
  'requestfailed',
  'response',
  'dialog',
] as const;

/**
 * One tab that a file's tests take turns in, instead of a new context per test: a context starts a
 * renderer process of its own, which cost a short test three to four times the Chromium time its
 * page did (0.8 s against 0.2 s to load a doc of the fixture), in a run bound by its two cores.
 * Each call, at the start of a test, leaves the tab as a new context would: on a blank page at
 * `viewport`, the storage sitegen's runtime keeps (localStorage, sessionStorage, of the site the
 * tab was on: a file serves one) and the cookies emptied, the pointer off the page, the last
 * test's request routes, init script (`init`, run before the page's own scripts in each document
 * the test loads) and listeners gone, so the test's first load is a new document. What stays is the HTTP cache (a cached file is still a
 * request the test sees): not for a test that needs other context options. The tab is closed
 * after the file.
 */
export function reusedTab(
  env: { browser: Browser },
  options: ReusedTabOptions = {},
): (viewport?: { width: number; height: number }, init?: () => void) => Promise<Page> {
  let page: Page | undefined;
  /** The init scripts of the test that has the tab. */
  let scripts: Disposable[] = [];
  afterAll(async () => {
    await page?.context().close();
  });
  const take = async (viewport: { width: number; height: number }): Promise<Page> => {
    if (page && !page.isClosed()) {
      try {
        for (const script of scripts.splice(0)) await script.dispose();
        if (page.url().startsWith('http'))
          await page.evaluate(() => {
            localStorage.clear();
            sessionStorage.clear();
          });
        await page.context().clearCookies();
        await page.unrouteAll({ behavior: 'ignoreErrors' });
        for (const event of TEST_EVENTS) page.removeAllListeners(event);
        await page.goto('about:blank');
        // Nothing of the next page under the pointer, as in a new context.
        await page.mouse.move(-1, -1);
        await page.setViewportSize(viewport);
        return page;
      } catch {
        // The last test left the tab unusable (it failed mid-navigation, or its page blocks the
        // storage to empty): start a new one.
        await page
          .context()
          .close()
          .catch(() => undefined);
      }
    }
    scripts = [];
    page = await env.browser.newPage({ ...options.context, viewport });
    await options.setup?.(page);
    return page;
  };
  return async (viewport = { width: 1280, height: 800 }, init) => {
    const tab = await take(viewport);
    if (init) scripts.push(await tab.addInitScript(init));
    return tab;
  };
}

/** The real site's shared build, served (every locale), with the run's Chromium. */
export function browserOnSite(): { browser: Browser; base: string } {
  const env = sharedBrowser() as { browser: Browser; base: string };
  let server: http.Server | undefined;
  beforeAll(async () => {
    if (chromiumMissing()) return;
    const { createStaticServer } = await import('../../src/serve/server.js');
    const { dir, summary } = builtSite();
    server = createStaticServer(
      dir,
      summary.locales.map((l) => l.locale).filter((l) => l !== summary.locales[0].locale),
    );
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    env.base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    // Chromium keeps its connections open between pages: close them, or `close` waits for them.
    server?.closeAllConnections();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });
  return env;
}

/**
 * Answers the page's requests to other hosts over HTTPS (the analytics tracker: this machine has
 * no network) with an empty script, as `page.route(…, route.fulfill(…))` would. Only those
 * requests are held, through Chromium's own interception: a Playwright route holds every request
 * of the page (its documents, scripts, styles, images) until the test's process has matched it,
 * which made page loads a third slower. The built sites are served over HTTP, so none of theirs
 * is held; a request to another host over HTTP goes out and fails, as the tests then say.
 */
export async function stubOtherHosts(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  session.on('Fetch.requestPaused', ({ requestId }) => {
    session
      .send('Fetch.fulfillRequest', {
        requestId,
        responseCode: 200,
        responseHeaders: [{ name: 'Content-Type', value: 'text/javascript' }],
        body: '',
      })
      .catch(() => undefined); // the page was closed meanwhile
  });
  await session.send('Fetch.enable', { patterns: [{ urlPattern: 'https://*' }] });
}

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

let axeUrl: Promise<string> | undefined;

/**
 * Where this process serves axe-core, as a script the browser caches: handed over as text
 * (`addScriptTag({ path })`), its 550 KB crossed the protocol and were compiled again in every
 * page, 250–500 ms each time against about 50 ms from the cache. The host is `localhost`, so no
 * test's checks of the requests to its site (on 127.0.0.1) count it.
 */
function axeScriptUrl(): Promise<string> {
  axeUrl ??= new Promise((resolve, reject) => {
    const source = fs.readFileSync(axePath);
    const server = http.createServer((_, response) => {
      response.writeHead(200, {
        'Content-Type': 'text/javascript',
        'Cache-Control': 'public, max-age=86400, immutable',
      });
      response.end(source);
    });
    // Neither the server nor Chromium's open connections keep the test process alive.
    server.on('connection', (socket) => socket.unref());
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://localhost:${(server.address() as { port: number }).port}/axe.min.js`),
    );
  });
  return axeUrl;
}

/** Puts axe-core into the page (as `window.axe`), for a test that runs checks of its own. */
export async function loadAxe(page: Page): Promise<void> {
  await page.addScriptTag({ url: await axeScriptUrl() });
}

/** axe-core run over the page as it is now: one line per violation, with the elements it names. */
export async function axeViolations(page: Page): Promise<string[]> {
  await loadAxe(page);
  return page.evaluate(async () => {
    const result = await (
      window as unknown as {
        axe: {
          run: (
            c: Document,
          ) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> }>;
        };
      }
    ).axe.run(document);
    return result.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  });
}

/** The colour of one pixel of the page as drawn, [r, g, b], read from a 1×1 PNG screenshot. */
export async function pixelAt(page: Page, x: number, y: number): Promise<[number, number, number]> {
  const png = await page.screenshot({ clip: { x, y, width: 1, height: 1 } });
  const chunks: Buffer[] = [];
  let colourType = 6;
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('ascii', at + 4, at + 8);
    if (type === 'IHDR') colourType = png[at + 8 + 9];
    if (type === 'IDAT') chunks.push(png.subarray(at + 8, at + 8 + length));
    at += length + 12;
  }
  // One row of one pixel: whatever the row's filter, with nothing left of or above it the bytes are the colour.
  const row = zlib.inflateSync(Buffer.concat(chunks));
  if (colourType !== 2 && colourType !== 6)
    throw new Error(`unexpected PNG colour type ${colourType}`);
  return [row[1], row[2], row[3]];
}

/** WCAG contrast ratio of two sRGB colours. */
export function contrastRatio(a: [number, number, number], b: [number, number, number]): number {
  const luminance = (rgb: [number, number, number]) => {
    const [r, g, b2] = rgb.map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b2;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
