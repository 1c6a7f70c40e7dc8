import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ApiSpec } from '../../../src/content/apiSpec.js';
import { loadOpenApi } from '../../../src/plugins/api/openapi.js';
import {
  apiSourceFiles,
  applyOverlay,
  overlayFile,
  readOverlay,
  untranslated,
} from '../../../src/plugins/api/overlay.js';
import { ErrorList } from '../../../src/errors.js';
import { repoRoot } from '../../helpers.js';

let spec: ApiSpec;
let dir: string;

beforeAll(async () => {
  spec = (await loadOpenApi(
    path.join(repoRoot, 'test/fixtures/basic/openapi.json'),
    new ErrorList(),
  ))!;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-overlay-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function overlayOf(data: unknown): { errors: ErrorList; file: string; localized?: ApiSpec } {
  const file = path.join(dir, `o${Math.random().toString(36).slice(2)}.json`);
  fs.writeFileSync(file, typeof data === 'string' ? data : JSON.stringify(data, null, 2));
  const errors = new ErrorList();
  const overlay = readOverlay(file, errors);
  return { errors, file, localized: overlay && applyOverlay(spec, overlay, errors) };
}

test('the file of a locale comes from the config pattern', () => {
  expect(overlayFile('/site/openapi/i18n/{locale}.json', 'id')).toBe('/site/openapi/i18n/id.json');
  expect(overlayFile(undefined, 'id')).toBeUndefined();
});

describe('applyOverlay', () => {
  test('translates tags, summaries, descriptions, parameters, shared responses and repeated texts', () => {
    const { errors, localized } = overlayOf({
      info: { description: 'API fixture.' },
      tags: { Website: { name: 'Situs web', description: 'Situs yang dilacak.' } },
      operations: {
        'website.add': {
          summary: 'Tambahkan situs',
          description: 'Menambahkan.',
          parameters: { workspaceId: 'Workspace-nya.' },
        },
      },
      responses: { Unauthorized: { description: 'Tanpa kunci.' } },
      securitySchemes: { bearer: { description: 'Kunci API.' } },
      texts: { 'Website id': 'ID situs web', 'The websites': 'Daftar situs web' },
    });
    expect(errors.errors).toEqual([]);
    const group = localized!.groups[0];
    expect([group.name, group.description]).toEqual(['Situs web', 'Situs yang dilacak.']);
    const [all, add] = group.operations;
    expect([add.summary, add.description, add.tag, add.parameters[0].description]).toEqual([
      'Tambahkan situs',
      'Menambahkan.',
      'Situs web',
      'Workspace-nya.',
    ]);
    expect(all.summary).toBe('List websites'); // left out: English
    expect(all.responses[0].description).toBe('Daftar situs web');
    expect(all.responses[0].schema.find((row) => row.name === 'id')?.description).toBe(
      'ID situs web',
    );
    expect(localized!.sharedResponses.find((r) => r.name === 'Unauthorized')?.description).toBe(
      'Tanpa kunci.',
    );
    expect(localized!.description).toBe('API fixture.');
    expect(localized!.securitySchemes[0].description).toBe('Kunci API.');
    // The English spec is left as it was.
    expect(spec.groups[0].name).toBe('Website');
  });

  test('a key that names nothing in the description is an error naming file, line and key', () => {
    const { errors, file } = overlayOf({
      operations: {
        'website.add': { summary: 'x' },
        'website.remove': { summary: 'y', parameters: {} },
        'website.all': { parameters: { nope: 'z' } },
      },
      tags: { Websites: { name: 'Situs' } },
      responses: { NotFound: { description: 'x' } },
      texts: { 'No such text.': 'x' },
    });
    const messages = errors.errors.map((e) => `${path.basename(e.file)}:${e.line} ${e.message}`);
    const name = path.basename(file);
    expect(messages).toEqual([
      `${name}:6 "operations" → "website.remove": openapi.json has no operation of that name`,
      `${name}:12 "operations" → "website.all" → "parameters" → "nope": openapi.json has no parameter of website.all of that name`,
      `${name}:17 "tags" → "Websites": openapi.json has no tag of that name`,
      `${name}:22 "responses" → "NotFound": openapi.json has no shared response of that name`,
      `${name}:27 "texts" → "No such text.": no shown description of openapi.json reads exactly so`,
    ]);
  });

  test('a file of the wrong shape is an error naming the key, and invalid JSON one naming the line', () => {
    const shape = overlayOf({
      operation: {},
      tags: { Website: 'Situs' },
      operations: { 'website.add': { summary: 3, title: 'x' } },
    });
    expect(shape.localized).toBeUndefined();
    expect(shape.errors.errors.map((e) => e.message)).toEqual([
      '"operation": unknown section',
      '"tags" → "Website": must be an object',
      '"operations" → "website.add" → "summary": must be a string',
      '"operations" → "website.add" → "title": unknown field',
    ]);
    const broken = overlayOf('{\n  "tags": {\n    "Website": { "name": "x" },\n  }\n}');
    expect(broken.errors.errors[0]).toMatchObject({
      line: 4,
      message: expect.stringMatching(/^invalid JSON/),
    });
  });
});

test('untranslated lists the tags and operations an overlay leaves in English', () => {
  const file = path.join(dir, 'partial.json');
  fs.writeFileSync(
    file,
    JSON.stringify({
      tags: { Website: { name: 'Situs web' } },
      operations: { 'website.all': { summary: 'Daftar', description: 'Semua.' } },
    }),
  );
  const overlay = readOverlay(file, new ErrorList())!;
  expect(untranslated(spec, overlay)).toEqual([
    '"tags" → "Website" → "description"',
    '"operations" → "website.add" → "summary"',
    '"operations" → "website.add" → "description"',
    '"operations" → "website.getLighthouseJSON" → "summary"',
    '"tags" → "User" → "name"',
    '"tags" → "User" → "description"',
    '"operations" → "user.login" → "summary"',
  ]);
});

test('apiSourceFiles: the description and the locale’s translation of it, what serve --watch watches', () => {
  const api = { spec: '/site/openapi.json', specTranslations: '/site/openapi-i18n/{locale}.json' };
  expect(apiSourceFiles(api, 'id')).toEqual({
    spec: '/site/openapi.json',
    overlay: '/site/openapi-i18n/id.json',
  });
  expect(apiSourceFiles({ spec: '/site/openapi.json' }, 'id')).toEqual({
    spec: '/site/openapi.json',
  });
  expect(apiSourceFiles(undefined, 'id')).toBeUndefined();
});

test("a schema's description is translated by name, its properties' by text; an unknown name is an error", () => {
  const { errors, localized } = overlayOf({
    schemas: { Website: { description: 'Situs web.' }, Nope: { description: 'x' } },
    texts: { 'Website id': 'ID situs web' },
  });
  const website = localized!.schemas.find((s) => s.name === 'Website')!;
  expect(website.description).toBe('Situs web.');
  expect(website.rows.find((r) => r.name === 'id')?.description).toBe('ID situs web');
  expect(errors.errors.map((e) => e.message)).toEqual([
    '"schemas" → "Nope": openapi.json has no schema of that name',
  ]);
});
