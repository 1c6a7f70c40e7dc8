/** After a theme component changes, `serve --watch` builds with the theme as it is now. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { loadFreshBuilder } from '../../src/serve/freshBuilder.js';
import { copyFixture, removeDir, repoRoot } from '../helpers.js';

// A copy of the sitegen package (its sources; packages, templates and the compiled workers
// linked) whose theme the test can change without touching the repository's.
const pkg = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-pkg-'));
fs.cpSync(path.join(repoRoot, 'src'), path.join(pkg, 'src'), { recursive: true });
fs.copyFileSync(path.join(repoRoot, 'package.json'), path.join(pkg, 'package.json'));
fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(pkg, 'node_modules'));
fs.symlinkSync(path.join(repoRoot, 'lib'), path.join(pkg, 'lib'));
fs.symlinkSync(path.join(repoRoot, 'templates'), path.join(pkg, 'templates'));
const site = copyFixture('basic');
afterAll(() => {
  removeDir(site);
  fs.rmSync(pkg, { recursive: true, force: true });
});

test(
  'a reloaded builder renders with the changed theme; a broken component is an error at its line',
  { timeout: 60_000 },
  async () => {
    const footer = path.join(pkg, 'src', 'theme', 'components', 'Footer.tsx');
    const original = fs.readFileSync(footer, 'utf8');
    fs.writeFileSync(
      footer,
      original.replace(
        '<p className="footer-copyright footer__copyright">',
        '<p className="footer-copyright footer__copyright" data-reloaded="yes">',
      ),
    );
    const createWatchBuilder = await loadFreshBuilder(pkg);
    const outDir = path.join(site, 'dist-dev');
    const report = await createWatchBuilder({ root: site, locales: ['en'], outDir }).build([]);
    expect(report.errors).toEqual([]);
    expect(fs.readFileSync(path.join(outDir, 'docs', 'intro', 'index.html'), 'utf8')).toContain(
      'data-reloaded="yes"',
    );

    fs.writeFileSync(
      footer,
      original.replace('function FooterOriginal(', 'function FooterOriginal(}'),
    );
    const failed = await loadFreshBuilder(pkg).then(
      () => undefined,
      (error: { errors?: Array<{ file: string; line?: number }> }) => error.errors,
    );
    expect(failed?.[0]).toMatchObject({ file: footer, line: expect.any(Number) });
  },
);
