/**
 * A site's own remark and rehype plugins in both compilers: `.md` to HTML (with plugins that work
 * asynchronously, and a remark plugin's JSX refused there), MDX with `@docusaurus/remark-plugin-npm2yarn`
 * as Docusaurus sites list it, and worker threads that load the plugins from the site's config.
 */
import fs from 'node:fs';
import path from 'node:path';
import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
import type { Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import { afterAll, expect, test } from 'vitest';
import type { MarkdownPlugins } from '../../src/config/index.js';
import { compileMany, startCompilers, stopCompilers } from '../../src/markdown/compileMany.js';
import { compileMdWith } from '../../src/markdown/compileMd.js';
import { compileMdx } from '../../src/markdown/compileMdx.js';
import { copyFixture, makeContext, makeSettings, removeDir } from '../helpers.js';

const none: MarkdownPlugins = {
  beforeDefaultRemarkPlugins: [],
  remarkPlugins: [],
  beforeDefaultRehypePlugins: [],
  rehypePlugins: [],
  recmaPlugins: [],
};

/** A rehype plugin that works asynchronously and marks every paragraph. */
const rehypeMarkParagraphs = () => async (tree: HastRoot) => {
  await new Promise((resolve) => setTimeout(resolve, 1));
  for (const node of tree.children)
    if (node.type === 'element' && node.tagName === 'p') node.properties.dataMarked = '';
};

test('.md compiled with the plugins of its section, asynchronous ones too', async () => {
  const shout = () => (tree: MdastRoot) => {
    for (const node of tree.children)
      if (node.type === 'heading')
        for (const child of node.children) if (child.type === 'text') child.value += '!';
  };
  const result = await compileMdWith('## Hello\n\nText.\n\n<b>raw</b> HTML', makeContext(), {
    ...none,
    remarkPlugins: [shout],
    rehypePlugins: [rehypeMarkParagraphs],
  });
  expect(result.problems).toEqual([]);
  // Ids are made in rehype, after every remark plugin: from the text as the plugin left it.
  expect(result.html).toContain('<h2 id="hello">Hello!<a href="#hello" class="hash-link"');
  expect(result.html).toContain('<p data-marked="">Text.</p>');
  expect(result.html).toContain('<b>raw</b>');
});

test('a CommonMark file a plugin adds JSX to has no HTML: it is to be compiled as a module', async () => {
  const result = await compileMdWith(
    '# Install\n\n```bash npm2yarn\nnpm install lamp\n```\n',
    makeContext(),
    { ...none, remarkPlugins: [npm2yarn] },
  );
  expect(result).toMatchObject({ html: '', problems: [], asModule: true });
  // Without such a plugin the file is HTML, as ever.
  const plain = await compileMdWith('# Install\n\nText.\n', makeContext(), none);
  expect(plain.asModule).toBeUndefined();
  expect(plain.html).toContain('<p>Text.</p>');
});

test('read as CommonMark by MDX, the JSX and imports a plugin made compile, and the text stays CommonMark', async () => {
  const { code, problems } = await compileMdx(
    'Braces {stay} and a < b.\n\n```bash npm2yarn\nnpm install lamp\n```\n',
    makeContext(),
    { format: 'md', plugins: { ...none, remarkPlugins: [npm2yarn] } },
  );
  expect(problems).toEqual([]);
  expect(code).toContain("import Tabs from '@theme/Tabs'");
  expect(code).toContain('"Braces {stay} and a < b."');
});

test('npm2yarn turns an npm command of a .md doc into tabs of each package manager', async () => {
  const { code, problems } = await compileMdx(
    '# Install\n\n```bash npm2yarn\nnpm install --save lamp-oil\n```\n',
    makeContext(),
    { plugins: { ...none, remarkPlugins: [[npm2yarn, { sync: true }]] } },
  );
  expect(problems).toEqual([]);
  expect(code).toContain("import Tabs from '@theme/Tabs'");
  expect(code).toContain("import TabItem from '@theme/TabItem'");
  expect(code).toContain('groupId: "npm2yarn"');
  for (const value of ['npm', 'yarn', 'pnpm', 'bun']) expect(code).toContain(`value: "${value}"`);
  expect(code).toContain('label: "Yarn"');
  // Each tab's command is a code block, highlighted as ours are.
  expect(code).toContain('"yarn"');
  expect(code).toMatch(/"add"|add lamp-oil/);
  expect(code).toContain('className: "language-bash code-highlight"');
});

let site: string | undefined;
afterAll(() => {
  stopCompilers();
  if (site) removeDir(site);
});

test(
  'worker threads load the plugins from the site config and compile as the main thread does',
  { timeout: 60_000 },
  async () => {
    if (!fs.existsSync(path.join(process.cwd(), 'lib', 'compileWorker.js')))
      throw new Error('run `npm run compile` first: the workers run lib/compileWorker.js');
    site = copyFixture('docusaurus-config');
    // A plugin that says which thread ran it.
    fs.writeFileSync(
      path.join(site, 'src/plugins/remark-thread.js'),
      "const { isMainThread } = require('node:worker_threads');\n" +
        'module.exports = () => (tree) => { tree.children.push({ type: "paragraph", children: [{ type: "text", value: isMainThread ? "main" : "worker" }] }); };\n',
    );
    const configFile = path.join(site, 'docusaurus.config.js');
    fs.writeFileSync(
      configFile,
      fs
        .readFileSync(configFile, 'utf8')
        .replace('remarkPlugins: [', "remarkPlugins: [require('./src/plugins/remark-thread'), "),
    );
    const { loadConfig } = await import('../../src/config/index.js');
    const config = await loadConfig(site);
    expect(config.markdown.pluginsKey).toMatch(/^[0-9a-f]{32}$/);
    const settings = makeSettings(site, {
      sitePlugins: { root: site, key: config.markdown.pluginsKey },
    });
    const file = path.join(site, 'docs/guides/stock.md');
    const jobs = [
      {
        file,
        defaultFile: file,
        body: 'The LH store.\n\n| a |\n| - |\n| 1 |\n',
        section: 'docs' as const,
      },
      { file, defaultFile: file, body: 'The LH blog.\n', section: 'blog' as const },
    ];
    const onMain = await compileMany(settings, jobs, config.markdown.plugins);
    startCompilers();
    const onWorkers = await compileMany(settings, jobs, config.markdown.plugins);
    expect(onMain[0].html).toContain('<p>main</p>');
    expect(onWorkers[0].html).toContain('<p>worker</p>');
    expect(onWorkers[0].html.replace('worker', 'main')).toBe(onMain[0].html);
    expect(onWorkers[1]).toEqual(onMain[1]);
    expect(onWorkers[0].html).toContain('<p>The lighthouse store.</p>');
    expect(onWorkers[0].html).toContain('<caption>Stock</caption>');
    // The blog has no plugins of its own.
    expect(onWorkers[1].html).toBe('<p>The LH blog.</p>');
  },
);
