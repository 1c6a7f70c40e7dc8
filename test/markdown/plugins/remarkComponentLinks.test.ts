import { compile } from '@mdx-js/mdx';
import { expect, test } from 'vitest';
import { VFile } from 'vfile';
import remarkComponentLinks from '../../../src/markdown/plugins/remarkComponentLinks.js';
import type { CompileContext } from '../../../src/markdown/context.js';
import { makeContext } from '../../helpers.js';

const compileMdx = async (mdx: string, ctx: CompileContext = makeContext()) => {
  const file = new VFile({ path: ctx.file, value: mdx, data: { sitegen: ctx } });
  const code = String(
    await compile(file, { format: 'mdx', remarkPlugins: [remarkComponentLinks] }),
  );
  return { code, file };
};

test("a LinkCard's site-absolute href gets the locale, as a Markdown link does", async () => {
  const { code } = await compileMdx('<LinkCard title="Intro" href="/docs/intro#start" />');
  expect(code).toContain('href: "/id/docs/intro#start"');
});

test("a LinkCard's link to a source becomes the page's URL, inline or in a block", async () => {
  const { code } = await compileMdx(
    'Read <LinkCard title="Other" href="./other.md#part" /> now.\n\n<LinkCard title="Intro" href="../intro.mdx" />',
    makeContext({
      urlOfSource: (p) =>
        ({ '/site/docs/guide/other.md': '/id/docs/guide/other', '/site/docs/intro.mdx': '/x' })[p],
    }),
  );
  expect(code).toContain('href: "/id/docs/guide/other#part"');
  expect(code).toContain('href: "/x"');
});

test('links to other sites, anchors, expressions and other components are left alone', async () => {
  const { code } = await compileMdx(
    [
      '<LinkCard title="A" href="https://example.com/x" />',
      '<LinkCard title="B" href="#here" />',
      '<LinkCard title="C" href={"/docs/intro"} />',
      '<Card title="D" href="/docs/intro" />',
    ].join('\n\n'),
  );
  expect(code).toContain('href: "https://example.com/x"');
  expect(code).toContain('href: "#here"');
  expect(code).not.toContain('/id/docs/intro');
});

test('a link to a source that is no page is a problem at the element, as onBrokenMarkdownLinks says', async () => {
  const { file } = await compileMdx('text\n\n<LinkCard title="Gone" href="./gone.md" />');
  expect(file.data.problems).toEqual([
    expect.objectContaining({
      line: 3,
      column: 1,
      message: '<LinkCard> links to "./gone.md", which points to no page',
    }),
  ]);
  const warned = await compileMdx(
    '<LinkCard title="Gone" href="./gone.md" />',
    makeContext({ brokenMarkdownLinks: 'warn' }),
  );
  expect(warned.file.data.warnings).toHaveLength(1);
  expect(warned.file.data.problems).toBeUndefined();
});

test('a link a shared compile cannot write marks the file as bound to its locale', async () => {
  const { file, code } = await compileMdx(
    '<LinkCard title="Intro" href="/fr/docs/x" />',
    makeContext({ localize: () => undefined }),
  );
  expect(file.data.localeBound).toBe(true);
  expect(code).toContain('href: "/fr/docs/x"');
});
