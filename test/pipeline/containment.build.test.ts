/**
 * Content comes from strangers (sites build pull requests): nothing in it may make a build read or
 * write outside the site, or publish a file the site does not hold. Each case breaks a copy of the
 * basic fixture the way an attacker or a clumsy contributor would, builds it through the CLI's main
 * (in this process: cli.build.test.ts runs the command itself), and checks the error names the file
 * and that nothing was written or published.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { copyFixture, removeDir, runCliHere } from '../helpers.js';

let sites: string[] = [];
afterEach(() => {
  sites.forEach(removeDir);
  sites = [];
});

function site(): string {
  const dir = copyFixture('basic');
  sites.push(dir);
  return dir;
}

function write(dir: string, rel: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  fs.writeFileSync(path.join(dir, rel), text);
}

/** Every file under `dir` (relative paths), following no links. */
function listTree(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

/** Builds en and id (the fixture's locales) and expects failure; returns stderr. */
async function buildFails(dir: string): Promise<string> {
  const result = await runCliHere(['build', '--no-search'], dir);
  expect(result.status, result.stdout + result.stderr).toBe(1);
  expect(fs.existsSync(path.join(dir, 'dist'))).toBe(false);
  expect(fs.readdirSync(dir).filter((f) => f.startsWith('.sitegen-tmp'))).toEqual([]);
  return result.stderr;
}

describe('slugs that climb', () => {
  test('a doc slug with ".." out of the output writes nothing outside and names file:line', async () => {
    const dir = site();
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-escape-'));
    sites.push(outside);
    const climb = path.relative(path.join(dir, 'dist', 'docs'), path.join(outside, 'x'));
    write(dir, 'docs/escape.md', `---\ntitle: Escape\nslug: ${climb}/README\n---\n\nText.\n`);
    const stderr = await buildFails(dir);
    expect(stderr).toMatch(/docs\/escape\.md:3:1/);
    expect(stderr).toContain('climbs above the folder its section starts at');
    expect(listTree(outside)).toEqual([]);
  });

  test('"../pricing" from the docs cannot replace a page of another section', async () => {
    const dir = site();
    write(dir, 'docs/guides/sneaky.md', '---\ntitle: Sneaky\nslug: ../../../about\n---\n\nText.\n');
    const stderr = await buildFails(dir);
    expect(stderr).toMatch(
      /docs\/guides\/sneaky\.md:3:1 slug "\.\.\/\.\.\/\.\.\/about" climbs above/,
    );
  });

  test('".." inside the section resolves as Docusaurus resolves it', async () => {
    const dir = site();
    write(dir, 'docs/guides/up.md', '---\ntitle: Up\nslug: ../moved-up\n---\n\nText.\n');
    const result = await runCliHere(['build', '--no-search', '--locale', 'en'], dir);
    expect(result.status, result.stderr).toBe(0);
    expect(fs.existsSync(path.join(dir, 'dist', 'docs', 'moved-up', 'index.html'))).toBe(true);
  });

  test('a doc id with "/" is refused at its line', async () => {
    const dir = site();
    write(dir, 'docs/idpath.md', '---\nid: ../../x\ntitle: Id\n---\n\nText.\n');
    expect(await buildFails(dir)).toMatch(
      /docs\/idpath\.md:2:1 doc id "\.\.\/\.\.\/x" may not contain "\/"/,
    );
  });

  test('a blog slug that climbs is refused', async () => {
    const dir = site();
    write(dir, 'blog/2025-06-01-climb.md', '---\ntitle: Climb\nslug: ../../index\n---\n\nText.\n');
    expect(await buildFails(dir)).toMatch(
      /blog\/2025-06-01-climb\.md:3:1 slug "\.\.\/\.\.\/index" climbs above/,
    );
  });
});

describe('files that content references', () => {
  test('an image or link outside the site, or into a hidden folder, is an error and is not published', async () => {
    const dir = site();
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-secret-'));
    sites.push(outside);
    fs.writeFileSync(path.join(outside, 'secret.png'), 'not for the public');
    fs.mkdirSync(path.join(dir, '.git'));
    fs.writeFileSync(path.join(dir, '.git', 'config'), '[core]');
    fs.writeFileSync(path.join(dir, '.env'), 'TOKEN=1');
    const toOutside = path.relative(path.join(dir, 'docs'), path.join(outside, 'secret.png'));
    write(
      dir,
      'docs/leak.md',
      `# Leak\n\n![x](${toOutside})\n\n[config](../.git/config)\n\n[env](../.env)\n`,
    );
    const stderr = await buildFails(dir);
    expect(stderr).toMatch(
      /docs\/leak\.md:3:1 ".*secret\.png" cannot be published: it is outside the site folder/,
    );
    expect(stderr).toMatch(
      /docs\/leak\.md:5:1 "\.\.\/\.git\/config" cannot be published: it is a hidden file/,
    );
    expect(stderr).toMatch(
      /docs\/leak\.md:7:1 "\.\.\/\.env" cannot be published: it is a hidden file/,
    );
  });

  test('an MDX import of a file outside the site and its repository is refused', async () => {
    const dir = site();
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-import-'));
    sites.push(outside);
    fs.writeFileSync(path.join(outside, 'secret.txt'), 'not for the public');
    const rel = path.relative(path.join(dir, 'pages'), path.join(outside, 'secret.txt'));
    write(dir, 'pages/imports.mdx', `import secret from '${rel}';\n\n# Imports\n\n{secret}\n`);
    const stderr = await buildFails(dir);
    expect(stderr).toMatch(
      /pages\/imports\.mdx:1:\d+ import of ".*secret\.txt" refused: it is outside the repository the site is in/,
    );
  });

  test('an SVG imported as a component from outside the site and its repository, or a hidden folder, is refused', async () => {
    const dir = site();
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-svg-'));
    sites.push(outside);
    fs.writeFileSync(
      path.join(outside, 'secret.svg'),
      '<svg><title>not for the public</title></svg>',
    );
    write(dir, '.hidden/private.svg', '<svg><title>hidden</title></svg>');
    const rel = path.relative(path.join(dir, 'pages'), path.join(outside, 'secret.svg'));
    write(
      dir,
      'pages/drawing.tsx',
      `import Secret from '${rel}';\nimport Hidden from '../.hidden/private.svg';\n` +
        'export default function Drawing() { return <p><Secret /><Hidden /></p>; }\n',
    );
    const stderr = await buildFails(dir);
    expect(stderr).toMatch(
      /pages\/drawing\.tsx:1:\d+ .*secret\.svg" refused: it is outside the repository the site is in/,
    );
    expect(stderr).toMatch(
      /pages\/drawing\.tsx:2:\d+ .*private\.svg" refused: it is a hidden file/,
    );
  });
});

describe('symbolic links', () => {
  test('a static link inside the site is copied as a file; one out of the site is an error', async () => {
    const dir = site();
    fs.symlinkSync(
      path.join(dir, 'static', 'img', 'logo.svg'),
      path.join(dir, 'static', 'logo-link.svg'),
    );
    // The link check reads pages, not static files: left out of the build that succeeds.
    const good = await runCliHere(
      ['build', '--no-search', '--no-check-links', '--locale', 'en'],
      dir,
    );
    expect(good.status, good.stderr).toBe(0);
    const copied = path.join(dir, 'dist', 'logo-link.svg');
    expect(fs.lstatSync(copied).isSymbolicLink()).toBe(false);
    expect(fs.readFileSync(copied, 'utf8')).toBe(
      fs.readFileSync(path.join(dir, 'static', 'img', 'logo.svg'), 'utf8'),
    );
    const everything = fs.readdirSync(path.join(dir, 'dist'), {
      recursive: true,
      withFileTypes: true,
    });
    expect(everything.filter((e) => e.isSymbolicLink())).toEqual([]);
    removeDir(path.join(dir, 'dist'));

    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-static-'));
    sites.push(outside);
    fs.writeFileSync(path.join(outside, 'passwd'), 'root:x:0:0');
    fs.symlinkSync(path.join(outside, 'passwd'), path.join(dir, 'static', 'passwd'));
    fs.symlinkSync(outside, path.join(dir, 'static', 'folder'));
    const stderr = await buildFails(dir);
    expect(stderr).toMatch(
      /static\/passwd this static file cannot be published: it is a symbolic link to .*passwd, outside the site folder/,
    );
    expect(stderr).toMatch(/static\/folder this static file cannot be published/);
  });

  test('a doc that is a link to a file outside the site is not built', async () => {
    const dir = site();
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-doc-'));
    sites.push(outside);
    fs.writeFileSync(path.join(outside, 'foreign.md'), '# Foreign\n\nFrom elsewhere.\n');
    fs.symlinkSync(path.join(outside, 'foreign.md'), path.join(dir, 'docs', 'foreign.md'));
    expect(await buildFails(dir)).toMatch(
      /docs\/foreign\.md this source cannot be read: it is a symbolic link to .*foreign\.md, outside the site folder/,
    );
  });
  test('links that loop in docs/ are followed once and named in warnings; one in static/ is an error', async () => {
    const dir = site();
    const docs = path.join(dir, 'docs');
    fs.symlinkSync('.', path.join(docs, 'l1'));
    fs.symlinkSync('.', path.join(docs, 'l2'));
    fs.symlinkSync('b', path.join(docs, 'a'));
    fs.symlinkSync('a', path.join(docs, 'b'));
    const good = await runCliHere(['build', '--no-search', '--locale', 'en'], dir);
    expect(good.status, good.stderr).toBe(0);
    for (const link of ['a', 'b', 'l1', 'l2'])
      expect(good.stdout + good.stderr).toMatch(
        new RegExp(`docs/${link} symbolic link not followed: it leads`),
      );
    expect(
      listTree(path.join(dir, 'dist', 'docs')).filter((f) => /(^|\/)(l1|l2|a|b)\//.test(f)),
    ).toEqual([]);
    removeDir(path.join(dir, 'dist'));

    fs.symlinkSync('..', path.join(dir, 'static', 'img', 'up'));
    expect(await buildFails(dir)).toMatch(
      /static\/img\/up this static folder link cannot be followed: it leads to static, a folder it is in/,
    );
  });
});

describe('names that do not make URLs', () => {
  test('a source whose name is not UTF-8 is an error naming its folder and bytes, not a stack trace', async () => {
    const dir = site();
    const folder = path.join(dir, 'docs', 'guides');
    fs.writeFileSync(
      Buffer.concat([Buffer.from(`${folder}/`), Buffer.from('caf\xe9.md', 'latin1')]),
      '# Caf\n',
    );
    const stderr = await buildFails(dir);
    expect(stderr).toMatch(/docs\/guides the file name "caf\\xe9\.md" in this folder is not UTF-8/);
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  test('file names with "%", "#" or "?" are errors naming the file', async () => {
    const dir = site();
    write(dir, 'docs/50%-off.md', '# Half\n\nText.\n');
    write(dir, 'docs/what?.md', '# What\n\nText.\n');
    const stderr = await buildFails(dir);
    expect(stderr).toMatch(
      /docs\/50%-off\.md the URL path "docs\/50%-off" cannot be used: it holds "%"/,
    );
    expect(stderr).toMatch(
      /docs\/what\?\.md the URL path "docs\/what\?" cannot be used: it holds "\?"/,
    );
    expect(stderr).not.toMatch(/sitegen\.config\.ts/);
  });

  test('two docs whose URLs differ only by case are an error naming both', async () => {
    const dir = site();
    write(dir, 'docs/Case.md', '# Upper\n\nText.\n');
    write(dir, 'docs/case.md', '# Lower\n\nText.\n');
    const stderr = await buildFails(dir);
    expect(stderr).toMatch(
      /the URLs \/docs\/Case \(.*docs\/Case\.md\) and \/docs\/case \(.*docs\/case\.md\) differ only by case/,
    );
  });

  test('tags that would share a page, or have none, are errors naming the posts', async () => {
    const dir = site();
    write(dir, 'blog/2025-06-01-cpp.md', '---\ntitle: Cpp\ntags: [C++]\n---\n\nText.\n');
    write(dir, 'blog/2025-06-02-c.md', '---\ntitle: C\ntags: [c, Self-Host]\n---\n\nText.\n');
    write(
      dir,
      'blog/2025-06-03-self.md',
      '---\ntitle: Self\ntags: [self host, ..]\n---\n\nText.\n',
    );
    // A non-breaking hyphen (U+2011) is a dash like any other: one tag, no error.
    write(dir, 'blog/2025-06-04-nb.md', '---\ntitle: Nb\ntags: [Self\u2011host]\n---\n\nText.\n');
    const stderr = await buildFails(dir);
    expect(stderr).toMatch(
      /blog\/2025-06-02-c\.md:3:1 tags "C\+\+" \(.*2025-06-01-cpp\.md\) and "c" would share the page of tag "c"/,
    );
    expect(stderr).toMatch(/blog\/2025-06-03-self\.md:3:1 tag "\.\." has no letters or digits/);
    expect(stderr).not.toMatch(/"Self-Host".*"self host"/);
    expect(stderr).not.toMatch(/Self\u2011host/);
  });
});
