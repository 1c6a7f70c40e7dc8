/**
 * The OpenAPI description is made for the locales a build has, each with its translation laid
 * over it, and each kept in the cache on its own: `--locale id` renders no other locale's text.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { loadConfig } from '../../../src/config/index.js';
import { BuildFailed } from '../../../src/errors.js';
import { prepareApi as loadApi } from '../../../src/plugins/api/prepare.js';
import { copyFixture, removeSiteWhenWritten } from '../../helpers.js';

const site = copyFixture('basic');
afterAll(() => removeSiteWhenWritten(site));
const kept = () => {
  const dir = path.join(site, 'node_modules/.cache/sitegen/openapi');
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.json')) : [];
};
/** The cache is written in the background: what it holds once it holds `n` (or after 5 s). */
const keptSoon = async (n: number) => {
  for (let waited = 0; kept().length < n && waited < 5000; waited += 20)
    await new Promise((resolve) => setTimeout(resolve, 20));
  return kept();
};
/** Whether a locale's description holds a text (the Indonesian summary of `website.add`). */
const holds = (spec: unknown, text: string) => JSON.stringify(spec).includes(text);

test('only the locales built are made; each is kept once and reused', async () => {
  const config = await loadConfig(site);
  const id = await loadApi(config, ['id']);
  expect(Object.keys(id!)).toEqual(['id']);
  expect(holds(id!.id, 'Tambahkan situs web')).toBe(true);
  expect(await keptSoon(1)).toHaveLength(1);

  const all = await loadApi(config);
  expect(Object.keys(all!).sort()).toEqual(['en', 'id']);
  expect(holds(all!.en, 'Tambahkan situs web')).toBe(false);
  expect(all!.id).toEqual(id!.id);
  expect(await keptSoon(2)).toHaveLength(2);
});

test("a translation that does not fit fails the builds of its locale, not the others'", async () => {
  const overlay = path.join(site, 'openapi-i18n/id.json');
  fs.writeFileSync(overlay, '{ "operations": { "no.such": { "summary": "x" } } }');
  const config = await loadConfig(site);
  await expect(loadApi(config, ['en'])).resolves.toHaveProperty('en');
  const failure = await loadApi(config, ['id']).catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(BuildFailed);
  expect((failure as BuildFailed).errors[0].file).toBe(overlay);
});
