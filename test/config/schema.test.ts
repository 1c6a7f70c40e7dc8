/** The config schema: two keys make a site; every mistake names its key, what was wanted and what was given. */
import { expect, test } from 'vitest';
import { parseConfig } from '../../src/config/validate.js';

const FILE = '/site/sitegen.config.ts';
const minimal = { title: 'My Docs', url: 'https://docs.example.com' };

function errorsOf(input: unknown, source?: string) {
  const result = parseConfig(input, FILE, source);
  return result.errors.map((e) => ({ message: e.message, hint: e.hint, line: e.line }));
}

test('title and url are enough: every other key has a default', () => {
  const { config, errors, warnings } = parseConfig(minimal, FILE);
  expect(errors).toEqual([]);
  expect(warnings).toEqual([]);
  expect(config).toMatchObject({
    title: 'My Docs',
    tagline: '',
    baseUrl: '/',
    defaultLocale: 'en',
    staticDir: 'static',
    search: true,
    colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true },
  });
});

test('a missing or mistyped key is an error naming the key, the type wanted and the value given', () => {
  expect(errorsOf({ url: minimal.url })).toEqual([
    { message: '"title" is missing', hint: 'set title in the config', line: undefined },
  ]);
  expect(errorsOf({ ...minimal, title: 42 })[0].message).toBe(
    '"title" must be a string, not number 42',
  );
  expect(errorsOf({ ...minimal, colorMode: { defaultMode: 'blue' } })[0].message).toBe(
    '"colorMode.defaultMode" must be "light" or "dark", not "blue"',
  );
  expect(errorsOf({ ...minimal, content: { blog: { postsPerPage: 0 } } })[0].message).toBe(
    '"content.blog.postsPerPage" must be more than 0, not number 0',
  );
  expect(
    errorsOf({ ...minimal, navbar: { items: [{ label: 'Docs', position: 'top' }] } })[0],
  ).toMatchObject({
    message: '"navbar.items[0].position" must be "left" or "right", not "top"',
  });
});

test('url must be an http(s) origin and baseUrl a path, each with a hint to fix it', () => {
  expect(errorsOf({ ...minimal, url: 'example.com' })[0]).toMatchObject({
    message: '"url" must be an http(s) URL, not "example.com"',
    hint: 'write the whole origin, like "https://example.com"',
  });
  expect(errorsOf({ ...minimal, url: 'example.com/docs' })[0]).toMatchObject({
    message: '"url" must be an http(s) URL, not "example.com/docs"',
    hint: 'set url to "https://example.com" and baseUrl to "/docs/"',
  });
  expect(errorsOf({ ...minimal, url: 'https://example.com/docs' })[0]).toMatchObject({
    message: '"url" must be the origin only, with no path, not "https://example.com/docs"',
    hint: 'set url to "https://example.com" and baseUrl to "/docs/"',
  });
  expect(errorsOf({ ...minimal, baseUrl: 'https://example.com/docs/' })[0].hint).toBe(
    'put the origin in url and only the path in baseUrl',
  );
  expect(errorsOf({ ...minimal, url: 'https://example.com/' })).toEqual([]);
});

test('a folder pattern without {locale}, a wrong editUrl and wrong allowedHosts are named', () => {
  expect(
    errorsOf({ ...minimal, content: { docs: { translations: 'i18n/docs' } } })[0],
  ).toMatchObject({
    message: '"content.docs.translations" must hold a {locale} placeholder, not "i18n/docs"',
    hint: 'write it like "i18n/{locale}/docs"',
  });
  expect(errorsOf({ ...minimal, content: { docs: { editUrl: 'ftp://x' } } })[0].message).toBe(
    '"content.docs.editUrl" must be an http(s) URL or a function of the file, not "ftp://x"',
  );
  expect(errorsOf({ ...minimal, content: { docs: { editUrl: 42 } } })[0].message).toBe(
    '"content.docs.editUrl" must be a string or a function, not number 42',
  );
  const edit = () => 'https://example.com/edit';
  expect(parseConfig({ ...minimal, content: { docs: { editUrl: edit } } }, FILE).errors).toEqual(
    [],
  );
});

test('an unknown key is a warning with the nearest known key, and is left out', () => {
  const { config, errors, warnings } = parseConfig(
    { ...minimal, tilte: 'x', navbar: { itmes: [] }, colorMode: { zzz: 1 } },
    FILE,
  );
  expect(errors).toEqual([]);
  expect(warnings.map((w) => [w.message, w.hint]).sort()).toEqual(
    [
      ['unknown key "tilte" (ignored)', 'did you mean "title"?'],
      ['unknown key "navbar.itmes" (ignored)', 'did you mean "navbar.items"?'],
      [
        'unknown key "colorMode.zzz" (ignored)',
        'remove it; the keys here are defaultMode, disableSwitch, respectPrefersColorScheme',
      ],
    ].sort(),
  );
  expect(config).toBeDefined();
  expect(config).not.toHaveProperty('tilte');
});

test('each error points at the line of its key in the config file', () => {
  const source = [
    'export default {',
    "  title: 'T',",
    "  url: 'https://x.test',",
    '  content: {',
    "    docs: { dir: 'docs', translations: 'bad' },",
    '  },',
    '};',
  ].join('\n');
  const [error] = parseConfig(
    { title: 'T', url: 'https://x.test', content: { docs: { dir: 'docs', translations: 'bad' } } },
    FILE,
    source,
  ).errors;
  expect(error).toMatchObject({ line: 5, column: 26 });
});

test('markdown: .md read by extension by default; plugins as functions or [function, options], the same keys per section', () => {
  const { config } = parseConfig(minimal, FILE);
  expect(config?.markdown).toEqual({ format: 'detect' });
  const plugin = () => undefined;
  const options = { strict: true };
  const given = parseConfig(
    {
      ...minimal,
      markdown: { format: 'mdx', remarkPlugins: [plugin], rehypePlugins: [[plugin, options]] },
      content: { docs: { beforeDefaultRemarkPlugins: [plugin] }, pages: { rehypePlugins: [] } },
    },
    FILE,
  );
  expect(given.errors).toEqual([]);
  // The site's own function and options, not copies.
  expect(given.config?.markdown.remarkPlugins?.[0]).toBe(plugin);
  expect((given.config?.markdown.rehypePlugins?.[0] as unknown[])[1]).toBe(options);
  expect(errorsOf({ ...minimal, markdown: { remarkPlugins: ['remark-math'] } })[0].message).toBe(
    '"markdown.remarkPlugins[0]" must be a plugin function or a tuple, not "remark-math"',
  );
  expect(
    errorsOf({ ...minimal, content: { docs: { rehypePlugins: [['rehype-katex', {}]] } } })[0]
      .message,
  ).toBe('"content.docs.rehypePlugins[0][0]" must be a plugin function, not "rehype-katex"');
  expect(errorsOf({ ...minimal, markdown: { format: 'markdown' } })[0].message).toBe(
    '"markdown.format" must be "mdx" or "md" or "detect", not "markdown"',
  );
});

test('maxFileSizeMB is 50 by default and a positive number', () => {
  expect(parseConfig(minimal, FILE).config?.maxFileSizeMB).toBe(50);
  expect(parseConfig({ ...minimal, maxFileSizeMB: 200 }, FILE).config?.maxFileSizeMB).toBe(200);
  expect(errorsOf({ ...minimal, maxFileSizeMB: 0 })).toMatchObject([
    { message: expect.stringMatching(/"maxFileSizeMB"/) },
  ]);
});
