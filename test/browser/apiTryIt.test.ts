/**
 * The API try-it panel in Chromium, on the basic fixture's operation pages, against two local
 * servers started here: one that allows the page's cross-origin request (CORS), where the panel
 * shows the status, the time and the body (escaped, JSON indented) and sends the reader's token;
 * and one that does not, where it says so plainly. The panel's module is loaded on operation
 * pages only, is live after an in-place navigation, keeps the credentials for the tab, and its
 * form reads without JavaScript with the Send button disabled.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadClientBundle } from '../../src/emit/clientBundle.js';
import { browserOnFixture, reusedTab, stubOtherHosts } from './browser.js';

const env = browserOnFixture('basic');

interface Received {
  method?: string;
  url?: string;
  authorization?: string;
  cookie?: string;
  body: string;
}

/**
 * A test server; `cors` says whether it allows any origin's requests, `'credentials'` that it
 * allows the page's origin with its cookies (as a server that takes cookies must).
 */
async function apiServer(cors: boolean | 'credentials') {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const allow = cors
      ? {
          'Access-Control-Allow-Origin': cors === 'credentials' ? (req.headers.origin ?? '') : '*',
          ...(cors === 'credentials' && { 'Access-Control-Allow-Credentials': 'true' }),
          'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE',
          'Access-Control-Allow-Headers': 'authorization, content-type',
        }
      : {};
    if (req.method === 'OPTIONS') {
      res.writeHead(204, allow).end();
      return;
    }
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({
        method: req.method,
        url: req.url,
        authorization: req.headers.authorization,
        cookie: req.headers.cookie,
        body,
      });
      res.writeHead(201, { ...allow, 'Content-Type': 'application/json' });
      res.end('{"id":"w1","name":"<b>Blog</b>","tags":["a"]}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    received,
    port: String((server.address() as AddressInfo).port),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let allowing: Awaited<ReturnType<typeof apiServer>>;
let refusing: Awaited<ReturnType<typeof apiServer>>;
let withCookies: Awaited<ReturnType<typeof apiServer>>;
beforeAll(async () => {
  allowing = await apiServer(true);
  refusing = await apiServer(false);
  withCookies = await apiServer('credentials');
});
afterAll(async () => {
  await allowing.close();
  await refusing.close();
  await withCookies.close();
});

/** The panel's chunk, told from the runtime's others by what only it holds. */
const panelChunk = `/${loadClientBundle().files.find((f) => f.text.includes('sitegen.api.auth'))!.file}`;

// The tests take turns in one tab (storage, where the panel keeps credentials, emptied between
// them); the one without JavaScript opens a context of its own.
const tab = reusedTab(env, { setup: stubOtherHosts });

async function open(url: string, javaScript = true) {
  const viewport = { width: 1366, height: 900 };
  let page: Page;
  if (javaScript) page = await tab(viewport);
  else {
    page = await (await env.browser.newContext({ viewport, javaScriptEnabled: false })).newPage();
    await stubOtherHosts(page);
  }
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === panelChunk) chunks.push(request.url());
  });
  await page.goto(env.fixture.base + url, { waitUntil: 'load' });
  return { page, chunks };
}

/** Opens the panel and points it at a local server. */
async function toLocal(page: Page, port: string) {
  await page.click('.api-try-summary');
  await page.selectOption('.api-try-server', '1');
  await page.fill('[data-server="1"] [data-var="port"]', port);
}

const live = (page: Page) =>
  page.waitForSelector('.api-try[data-live] .api-try-send:not([disabled])', { state: 'attached' });

describe('the try-it panel', () => {
  test('without JavaScript: the form reads, prefilled, and Send is disabled', async () => {
    const { page } = await open('/api/website-add', false);
    await page.click('.api-try-summary');
    expect(await page.isDisabled('.api-try-send')).toBe(true);
    expect(await page.inputValue('[data-in="path"][data-name="workspaceId"]')).toBe('ws_123');
    expect(JSON.parse(await page.inputValue('.api-try textarea'))).toEqual({
      name: 'Blog',
      domain: 'blog.example.com',
    });
    await page.context().close();
  });

  test('a server that allows it: status, time and the body, escaped and indented; the token sent', async () => {
    const { page, chunks } = await open('/api/website-add');
    await live(page);
    expect(chunks).toHaveLength(1);
    await toLocal(page, allowing.port);
    await page.fill('[data-auth="bearer"]', 'secret-token');
    await page.click('.api-try-send');
    await page.waitForSelector('.api-try-head');
    expect(await page.textContent('.api-try-head .status-badge')).toBe('201 Created');
    expect(await page.textContent('.api-try-time')).toMatch(/^\d+ ms$/);
    expect(await page.textContent('.api-try-result pre')).toBe(
      JSON.stringify({ id: 'w1', name: '<b>Blog</b>', tags: ['a'] }, null, 2),
    );
    expect(await page.$$('.api-try-result b')).toHaveLength(0);
    expect(allowing.received.at(-1)).toEqual({
      method: 'POST',
      url: '/open/workspace/ws_123/website/add',
      authorization: 'Bearer secret-token',
      body: JSON.stringify({ name: 'Blog', domain: 'blog.example.com' }, null, 2),
    });
  });

  test('a server that does not allow it: the panel says so plainly', async () => {
    const { page } = await open('/api/website-add');
    await live(page);
    await toLocal(page, refusing.port);
    await page.click('.api-try-send');
    await page.waitForSelector('.api-try-failed');
    expect(await page.textContent('.api-try-failed')).toMatch(
      /^The server did not allow this request from the browser .*CORS.*curl/,
    );
    expect(await page.$$('.api-try-head')).toHaveLength(0);
  });

  test('loaded on operation pages only; live after in-place navigation, with the credentials kept', async () => {
    const { page, chunks } = await open('/docs/intro');
    expect(await page.$$('.api-try')).toHaveLength(0);
    await page.goto(`${env.fixture.base}/api`, { waitUntil: 'networkidle' });
    expect(chunks, 'not on the overview').toEqual([]);
    await page.goto(`${env.fixture.base}/api/website-all`, { waitUntil: 'load' });
    await live(page);
    expect(chunks).toHaveLength(1);
    await page.click('.api-try-summary');
    await page.fill('[data-auth="bearer"]', 'kept-token');
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.click('a[href="/api/website-add"][rel="next"]');
    await page.waitForURL(/\/api\/website-add$/);
    await live(page);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
    expect(await page.inputValue('[data-auth="bearer"]')).toBe('kept-token');
    await toLocal(page, allowing.port);
    await page.click('.api-try-send');
    await page.waitForSelector('.api-try-head');
    expect(allowing.received.at(-1)?.authorization).toBe('Bearer kept-token');
    expect(chunks, 'the module is loaded once').toHaveLength(1);
  });

  test("the operation's own server; a cookie parameter shown, said not to be sent, and in the request shown", async () => {
    const { page } = await open('/api/website-get-lighthouse-json');
    // A cookie the browser holds for the server goes with the request (credentials: 'include').
    await page
      .context()
      .addCookies([{ name: 'held', value: '1', url: `http://127.0.0.1:${withCookies.port}` }]);
    await live(page);
    await page.click('.api-try-summary');
    // The operation's servers replace its path's and the description's (OpenAPI 3).
    expect(
      await page.$$eval('.api-try-server option', (options) =>
        options.map((o) => (o as HTMLOptionElement).dataset.url),
      ),
    ).toEqual(['http://127.0.0.1:{port}/reports']);
    expect(await page.inputValue('[data-in="cookie"][data-name="theme"]')).toBe('dark');
    expect(await page.textContent('.api-try-form .api-try-cookies')).toMatch(
      /^Cookies are not sent from here: a browser does not let a page set them/,
    );
    await page.fill('[data-server="0"] [data-var="port"]', withCookies.port);
    await page.fill('[data-in="path"][data-name="websiteId"]', 'w1');
    await page.click('.api-try-send');
    await page.waitForSelector('.api-try-head');
    expect(await page.textContent('.api-try-head .status-badge')).toBe('201 Created');
    expect(withCookies.received.at(-1)).toMatchObject({
      method: 'GET',
      url: '/reports/website/w1/getLighthouseJSON',
      cookie: 'held=1',
    });
    const request = await page.textContent('.api-try-request pre');
    expect(request).toContain(
      `curl -X GET 'http://127.0.0.1:${withCookies.port}/reports/website/w1/getLighthouseJSON'`,
    );
    expect(request).toContain("-H 'Cookie: theme=dark'");
    expect(await page.textContent('.api-try-request .api-try-note')).toMatch(
      /^Cookies are not sent from here/,
    );
  });
});
