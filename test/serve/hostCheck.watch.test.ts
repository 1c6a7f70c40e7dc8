/** The Host header check of `sitegen serve` and `serve --watch` (DNS rebinding). */
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ResolvedConfig } from '../../src/config/types.js';
import { parseConfig } from '../../src/config/validate.js';
import { hostChecker, hostName } from '../../src/serve/hostCheck.js';
import { allowedHostsCheck, serve } from '../../src/serve/server.js';
import {
  copyBuiltFixture,
  loadFixtureConfig,
  removeDir,
  serveWatchedFixture,
  type WatchedFixture,
} from '../helpers.js';

/** A GET with the Host header as given (fetch would write its own). */
function getWithHost(
  origin: string,
  urlPath: string,
  host: string,
): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    http
      .get({ host: hostname, port, path: urlPath, headers: { host } }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

test('localhost, IP addresses and the bound host are answered; other names only when allowed', () => {
  const check = hostChecker('127.0.0.1', undefined);
  for (const host of [
    'localhost',
    'localhost:3000',
    'LOCALHOST:1',
    'app.localhost',
    '127.0.0.1:3000',
    '127.1.2.3',
    '[::1]:3000',
    '[::1]',
    '192.168.1.20:3000',
    undefined,
  ]) {
    expect(check(host), String(host)).toBe(true);
  }
  for (const host of [
    'evil.example',
    'evil.example:3000',
    'localhost.evil.example',
    '127.0.0.1.nip.io',
    '',
    'a b',
    '[::1',
    'a:b:c',
  ]) {
    expect(check(host), host).toBe(false);
  }
  const listed = hostChecker('0.0.0.0', ['docs.example.com', '.example.org']);
  expect(listed('docs.example.com:8080')).toBe(true);
  expect(listed('other.example.com')).toBe(false);
  expect(listed('example.org')).toBe(true);
  expect(listed('a.b.example.org')).toBe(true);
  expect(listed('notexample.org')).toBe(false);
  expect(listed('0.0.0.0')).toBe(true); // an IP address
  expect(hostChecker('dev.box', undefined)('dev.box:3000')).toBe(true);
  expect(hostChecker('127.0.0.1', true)('anything.example')).toBe(true);
  expect(hostName('Docs.Example.COM.:80')).toBe('docs.example.com');
});

test('the config key and the command line add to each other; true allows any', async () => {
  const { site, config } = await loadFixtureConfig('basic');
  try {
    const withList = { ...config, server: { allowedHosts: ['.example.com'] } } as ResolvedConfig;
    expect(
      allowedHostsCheck(
        { host: '127.0.0.1', allowedHosts: ['dev.test'] },
        withList,
      )('a.example.com'),
    ).toBe(true);
    expect(
      allowedHostsCheck({ host: '127.0.0.1', allowedHosts: ['dev.test'] }, withList)('dev.test'),
    ).toBe(true);
    expect(allowedHostsCheck({ host: '127.0.0.1' }, withList)('dev.test')).toBe(false);
    expect(allowedHostsCheck({ host: '127.0.0.1', allowedHosts: true }, withList)('dev.test')).toBe(
      true,
    );
    expect(
      allowedHostsCheck(
        { host: '127.0.0.1' },
        { ...config, server: { allowedHosts: true } },
      )('dev.test'),
    ).toBe(true);
    const minimal = { title: 'Hosts', url: 'https://hosts.test' };
    const bad = parseConfig(
      { ...minimal, server: { allowedHosts: 'docs.example.com' } },
      config.configFile,
    );
    expect(bad.errors.map((e) => e.message)).toEqual([
      '"server.allowedHosts" must be true or an array, not "docs.example.com"',
    ]);
    const good = parseConfig(
      { ...minimal, server: { allowedHosts: ['a.test'] } },
      config.configFile,
    );
    expect(good.errors).toEqual([]);
    expect(good.config?.server?.allowedHosts).toEqual(['a.test']);
  } finally {
    removeDir(site);
  }
});

describe('over HTTP', () => {
  let site: string;
  let origin: string;
  let close: () => Promise<void>;
  let watched: WatchedFixture;
  beforeAll(async () => {
    site = copyBuiltFixture('basic');
    const server = await serve({
      root: site,
      outDir: path.join(site, 'dist'),
      port: 0,
      host: '127.0.0.1',
      allowedHosts: ['docs.example.com'],
    });
    origin = new URL(server.url).origin;
    close = server.close;
    watched = await serveWatchedFixture('basic');
  });
  afterAll(async () => {
    await close?.();
    removeDir(site);
    await watched?.close();
  });

  test('sitegen serve answers 403 to another host, naming the setting', async () => {
    const blocked = await getWithHost(origin, '/docs/intro', 'evil.example');
    expect(blocked.status).toBe(403);
    expect(blocked.body).toContain('server.allowedHosts');
    expect(blocked.body).toContain('--allowed-hosts evil.example');
    expect((await getWithHost(origin, '/docs/intro', 'docs.example.com')).status).toBe(200);
    expect(
      (await getWithHost(origin, '/docs/intro', `localhost:${new URL(origin).port}`)).status,
    ).toBe(200);
  });

  test('serve --watch answers 403 to another host, its own routes included', async () => {
    for (const url of [
      '/docs/intro',
      '/__sitegen/status',
      '/__sitegen/error',
      '/__sitegen/client.js',
    ]) {
      expect((await getWithHost(watched.base, url, 'rebind.evil.example')).status, url).toBe(403);
    }
    expect((await getWithHost(watched.base, '/__sitegen/status', 'localhost')).status).toBe(200);
    expect((await getWithHost(watched.base, '/docs/intro', '127.0.0.1')).status).toBe(200);
  });
});
