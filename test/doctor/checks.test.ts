import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { meetsRange, runChecks, type DoctorOptions } from '../../src/doctor/index.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-doctor-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function site(name: string, files: Record<string, string>): string {
  const root = path.join(dir, name);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  fs.mkdirSync(root, { recursive: true });
  return root;
}

/** The checks with a machine given in full: Node, git and the environment. */
function checks(root: string, options: Partial<DoctorOptions> = {}) {
  const found = runChecks({
    root,
    nodeVersion: '20.19.0',
    engines: '>=20.19',
    git: () => ({ version: '2.39.5', inCheckout: true }),
    env: { CHROMIUM_PATH: process.execPath },
    ...options,
  });
  return Object.fromEntries(found.map((check) => [check.name, check]));
}

test('a Node.js version is compared with the engines range, part by part', () => {
  expect(meetsRange('20.19.0', '>=20.19')).toBe(true);
  expect(meetsRange('v22.1.0', '>=20.19')).toBe(true);
  expect(meetsRange('20.18.3', '>=20.19')).toBe(false);
  expect(meetsRange('20.9.0', '>=20.19')).toBe(false);
  expect(meetsRange('18.20.0', '>=20.19.1')).toBe(false);
});

test('a site with every check passing, and which config it has', () => {
  const own = checks(site('own', { 'sitegen.config.ts': 'export default {}' }));
  expect(Object.values(own).map((check) => check.status)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
  expect(own['site'].detail).toContain('sitegen config sitegen.config.ts');
  expect(own['cache'].detail).toBe('node_modules/.cache/sitegen is writable');
  // Nothing is written: the cache folder is judged, not made.
  expect(fs.existsSync(path.join(dir, 'own', 'node_modules'))).toBe(false);
  const docusaurus = checks(site('docusaurus', { 'docusaurus.config.js': 'module.exports = {}' }));
  expect(docusaurus['site']).toMatchObject({
    status: 'ok',
    detail: `${path.join(dir, 'docusaurus')}, Docusaurus config docusaurus.config.js`,
  });
  const both = checks(
    site('both', { 'sitegen.config.ts': '', 'docusaurus.config.ts': 'export default {}' }),
  );
  expect(both['site'].detail).toContain(
    'sitegen config sitegen.config.ts (over docusaurus.config.ts)',
  );
});

test('what a build needs fails (old Node.js, no config, a cache folder it cannot make); git and Chromium only warn', () => {
  const root = site('broken', { node_modules: 'not a folder' });
  const found = checks(root, {
    nodeVersion: '18.20.4',
    git: () => undefined,
    env: { CHROME_PATH: path.join(dir, 'no-chromium') },
  });
  expect(found['Node.js']).toMatchObject({
    status: 'fail',
    detail: '18.20.4, sitegen needs >=20.19',
    hint: 'install Node.js 20.19 or newer',
  });
  expect(found['site']).toMatchObject({ status: 'fail', detail: `${root} has no site config` });
  expect(found['cache']).toMatchObject({
    status: 'fail',
    detail: 'sitegen cannot write its cache folder: node_modules: it is a file, not a folder',
  });
  expect(found['git']).toMatchObject({ status: 'warn', detail: 'not found' });
  expect(found['Chromium']).toMatchObject({
    status: 'warn',
    detail: `not found at ${path.join(dir, 'no-chromium')} (only tests and Lighthouse need it)`,
  });
  const outside = checks(site('no-checkout', { 'sitegen.config.ts': '' }), {
    git: () => ({ version: '2.39.5', inCheckout: false }),
  });
  expect(outside['git']).toMatchObject({
    status: 'warn',
    detail: '2.39.5, the site is not in a git checkout',
  });
  expect(checks(path.join(dir, 'nowhere'))['site'].status).toBe('fail');
});
