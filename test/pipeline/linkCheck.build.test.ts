/** Integration: broken links and anchors in a fixture site stop the build before the output is replaced. */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { build } from '../../src/pipeline/build.js';
import { BuildFailed, type SiteError } from '../../src/errors.js';
import type { BuildSummary } from '../../src/pipeline/buildTypes.js';
import {
  builtFixture,
  copyFixture,
  editFile,
  hashTree,
  overlayFixture,
  read,
  removeDir,
} from '../helpers.js';

/** The basic fixture's shared build, whose output is copied in as the "previous output" of each broken build. */
const previous = builtFixture('basic').dir;

/** One locale is enough to see the check stop the build, and half the work. */
async function failedBuild(site: string): Promise<SiteError[]> {
  const error = await build({ root: site, locales: ['en'] }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(BuildFailed);
  return (error as BuildFailed).errors;
}

const cases: Array<[fixture: string, source: string, page: string, href: string, reason: string]> =
  [
    ['broken-page-link', 'docs/moved.md', '/docs/moved', '/docs/old-guide', 'HTTP 404'],
    [
      'broken-cross-anchor',
      'docs/see-also.md',
      '/docs/see-also',
      '/docs/guides/install#ports',
      'no element with id "ports" on /docs/guides/install',
    ],
    [
      'broken-same-page-anchor',
      'docs/faq.md',
      '/docs/faq',
      '#the-answer',
      'no element with id "the-answer" on this page',
    ],
    ['broken-image', 'docs/screenshots.md', '/docs/screenshots', '/img/dashboard.png', 'HTTP 404'],
  ];

describe.each(cases)('the %s fixture', (fixture, source, page, href, reason) => {
  test('fails naming page, link and source file; the previous output stays byte for byte', async () => {
    const site = overlayFixture(fixture);
    try {
      fs.cpSync(path.join(previous, 'dist'), path.join(site, 'dist'), { recursive: true });
      const before = hashTree(path.join(site, 'dist'));
      const errors = await failedBuild(site);
      expect(errors).toContainEqual(
        expect.objectContaining({
          file: path.join(site, source),
          line: expect.any(Number),
          message: `broken link "${href}" on ${page}: ${reason}`,
        }),
      );
      expect(hashTree(path.join(site, 'dist'))).toEqual(before);
      expect(fs.readdirSync(site).filter((f) => f.startsWith('.sitegen-tmp'))).toEqual([]);
    } finally {
      removeDir(site);
    }
  });
});

test('explicit {#id} headings, generated ids, footnotes and the theme’s ids are all found', async () => {
  const site = overlayFixture('valid-anchors');
  try {
    const summary = await build({ root: site });
    const html = read(path.join(site, 'dist'), 'docs/anchors/index.html');
    for (const href of [
      '/docs/guides/install#requirements',
      '/docs/reference/api#endpoints',
      '#database',
      '#plain-heading',
      '#main-content',
      '#top',
      '#user-content-fn-1',
    ]) {
      expect(html).toContain(`href="${href}"`);
    }
    expect(summary.linkCheck?.links).toBeGreaterThan(500);
  } finally {
    removeDir(site);
  }
});

describe('external links', () => {
  let requests: string[];
  let server: http.Server;
  let missing: string;
  beforeAll(async () => {
    requests = [];
    server = http.createServer((req, res) => {
      requests.push(req.url ?? '');
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    missing = `http://127.0.0.1:${(server.address() as { port: number }).port}/missing`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('are not requested by default, even to a host that does not exist', async () => {
    const site = overlayFixture('external-link');
    try {
      fs.appendFileSync(
        path.join(site, 'docs', 'elsewhere.md'),
        `\nAnd [a missing page elsewhere](${missing}).\n`,
      );
      const summary = await build({ root: site });
      expect(read(path.join(site, 'dist'), 'docs/elsewhere/index.html')).toContain(
        'href="https://unreachable.invalid/docs"',
      );
      expect(summary.linkCheck?.external).toBeGreaterThan(0);
      expect(requests).toEqual([]);
    } finally {
      removeDir(site);
    }
  });

  test('are requested with checkExternalLinks, and a 404 elsewhere fails the build', async () => {
    const site = overlayFixture('external-link');
    try {
      fs.writeFileSync(
        path.join(site, 'docs', 'elsewhere.md'),
        `---\ntitle: Elsewhere\n---\n\nA [missing page elsewhere](${missing}).\n`,
      );
      // The fixture's other external links (navbar, tracker, an author) go to the same loopback server: no test talks to the outside.
      const origin = new URL(missing).origin;
      for (const file of ['sitegen.config.ts', 'blog/authors.yml'])
        editFile(path.join(site, file), /https:\/\/(example\.com|stats\.example)/g, origin);
      const error = await build({ root: site, checkExternalLinks: true }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(BuildFailed);
      const errors = (error as BuildFailed).errors;
      expect(errors).toContainEqual(
        expect.objectContaining({
          file: path.join(site, 'docs', 'elsewhere.md'),
          message: `broken link "${missing}" on /docs/elsewhere: HTTP 404`,
        }),
      );
      expect(
        errors.filter((e) => !e.message.includes(`"${origin}/`)).map((e) => e.message),
      ).toEqual([]);
      expect(requests).toContain('/missing');
      expect(fs.existsSync(path.join(site, 'dist'))).toBe(false);
    } finally {
      removeDir(site);
    }
  });
});

test('a one-locale build checks its own links and leaves links into other locales alone', async () => {
  const site = copyFixture('basic');
  try {
    const summary = await build({ root: site, locales: ['id'] });
    expect(summary.linkCheck?.otherLocales).toBeGreaterThan(0);
    expect(summary.linkCheck?.targets).toBeGreaterThan(20);
  } finally {
    removeDir(site);
  }
});

test('checkLinks: false builds a site with broken links', async () => {
  const site = overlayFixture('broken-page-link');
  try {
    const summary = await build({ root: site, checkLinks: false });
    expect(summary.linkCheck).toBeUndefined();
    expect(read(path.join(site, 'dist'), 'docs/moved/index.html')).toContain(
      'href="/docs/old-guide"',
    );
  } finally {
    removeDir(site);
  }
});

test('a page taken from the last build keeps its links as the last check read them, judged anew: a broken one is reported again, and not once its target is there', async () => {
  const site = overlayFixture('broken-page-link');
  try {
    const config = path.join(site, 'sitegen.config.ts');
    editFile(config, 'staticDir:', "onBrokenLinks: 'warn',\n  staticDir:");
    const brokenOn = (summary: BuildSummary) =>
      summary
        .linkCheck!.broken.filter((link) => link.href === '/docs/old-guide')
        .map((l) => l.page.url);
    expect(brokenOn(await build({ root: site, locales: ['en'] }))).toEqual(['/docs/moved']);
    const scans = fs
      .readdirSync(path.join(site, 'node_modules/.cache/sitegen/builds'))
      .filter((name) => name.endsWith('.scans.json'));
    expect(scans).toHaveLength(1);

    // Another doc edited: /docs/moved is taken from the last build, not read, and still broken.
    editFile(path.join(site, 'docs/intro.md'), /\n*$/, '\n\nOne more line.\n');
    const again = await build({ root: site, locales: ['en'] });
    expect(again.locales[0].unchanged).toBeGreaterThan(0);
    expect(brokenOn(again)).toEqual(['/docs/moved']);

    // The link's target appears as a static file, which no page's key counts: the page is taken
    // again, and its link, as the last check read it, now leads somewhere.
    fs.mkdirSync(path.join(site, 'static/docs/old-guide'), { recursive: true });
    fs.writeFileSync(path.join(site, 'static/docs/old-guide/index.html'), '<p>moved on</p>');
    expect(brokenOn(await build({ root: site, locales: ['en'] }))).toEqual([]);
  } finally {
    removeDir(site);
  }
});

test('a broken sidebar link is reported once per distinct sidebar, with how many pages have it, and fails the build (with onBrokenLinks: warn, in strict mode)', async () => {
  const site = overlayFixture('broken-sidebar-link');
  try {
    const errors = await failedBuild(site);
    expect(errors.filter((e) => e.message.includes('"/docs/gone"'))).toEqual([
      expect.objectContaining({
        file: path.join(site, 'sitegen.config.ts'),
        message: expect.stringMatching(
          /^broken link "\/docs\/gone" on \d+ pages \(.+\): HTTP 404$/,
        ),
      }),
    ]);

    editFile(
      path.join(site, 'sitegen.config.ts'),
      'staticDir:',
      "onBrokenLinks: 'warn',\n  staticDir:",
    );
    const summary = await build({ root: site, locales: ['en'] });
    // The pages holding the link, and the distinct sidebars among them (open categories differ).
    const dist = path.join(site, 'dist');
    const holding = fs
      .readdirSync(path.join(dist, 'docs'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('index.html'))
      .map((file) => fs.readFileSync(path.join(dist, 'docs', file), 'utf8'))
      .filter((html) => html.includes('href="/docs/gone"'));
    // The sidebar's markup without the page's own link marked (render/sidebarHtml.ts): what
    // pages opening the same categories share.
    const sidebars = new Set(
      holding.map((html) =>
        /<nav class="sidebar[\s\S]*?<\/nav>/
          .exec(html)?.[0]
          .replace(/ aria-current="page"| class="[^"]*"/g, ''),
      ),
    );
    expect(holding.length).toBeGreaterThan(sidebars.size);
    expect(sidebars.size).toBeGreaterThan(1);
    const gone = summary.linkCheck!.broken.filter((link) => link.href === '/docs/gone');
    expect(gone).toHaveLength(sidebars.size);
    expect(gone.reduce((sum, link) => sum + (link.pages ?? 1), 0)).toBe(holding.length);
    expect(summary.warnings.filter((w) => w.message.includes('"/docs/gone"'))).toHaveLength(1);

    const strict = await build({ root: site, locales: ['en'], strict: true, force: true }).catch(
      (e: unknown) => e,
    );
    expect(strict).toBeInstanceOf(BuildFailed);
    expect((strict as BuildFailed).errors.map((e) => e.message)).toContainEqual(
      expect.stringMatching(/^broken link "\/docs\/gone" on \d+ pages/),
    );
  } finally {
    removeDir(site);
  }
});
