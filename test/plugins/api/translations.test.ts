/** The site's own API reference translations: each applies cleanly and names every tag and operation. */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { loadOpenApi } from '../../../src/plugins/api/openapi.js';
import { applyOverlay, readOverlay, untranslated } from '../../../src/plugins/api/overlay.js';
import { ErrorList } from '../../../src/errors.js';
import { repoRoot } from '../../helpers.js';

const dir = path.join(repoRoot, 'openapi/i18n');

test('every translation of the Tianji API description names only what exists and every tag and operation', async () => {
  const spec = (await loadOpenApi(
    path.join(repoRoot, 'openapi/tianji.openapi.json'),
    new ErrorList(),
  ))!;
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.json'));
  expect(files.sort()).toEqual(['de.json', 'fr.json', 'id.json', 'ja.json', 'zh-Hans.json']);
  for (const file of files) {
    const errors = new ErrorList();
    const overlay = readOverlay(path.join(dir, file), errors)!;
    const localized = applyOverlay(spec, overlay, errors);
    expect(errors.errors, file).toEqual([]);
    expect(localized.groups.flatMap((g) => g.operations)).toHaveLength(110);
    // Every translation names every tag and operation; id translates the descriptions too.
    const missing = untranslated(spec, overlay);
    expect(
      file === 'id.json' ? missing : missing.filter((key) => !key.endsWith('"description"')),
      file,
    ).toEqual([]);
  }
});
