import { describe, expect, test } from 'vitest';
import type { CategoryMeta, DocSource } from '../../src/content/types.js';
import { breadcrumbsTo, flattenSidebar, prevNext } from '../../src/routes/sidebar.js';
import { buildSidebar } from '../../src/plugins/docs/sidebar.js';

function doc(relPath: string, extra: Partial<DocSource> = {}): DocSource {
  const parts = relPath.replace(/\.md$/, '').split('/');
  const fileName = relPath.split('/').pop()!;
  const name = parts.pop()!;
  const dir = parts.join('/');
  const isIndex = name === 'index';
  const id = [dir, name].filter(Boolean).join('/');
  return {
    group: 'default/current',
    file: `/d/${relPath}`,
    defaultFile: `/d/${relPath}`,
    relPath,
    locale: 'en',
    translated: false,
    format: 'md',
    frontMatter: {},
    body: '',
    id,
    dir,
    slug: isIndex ? dir : id,
    title: name,
    sidebarLabel: name,
    fileName,
    isIndex,
    draft: false,
    unlisted: false,
    ...extra,
  };
}

function category(dir: string, extra: Partial<CategoryMeta> = {}): CategoryMeta {
  return {
    dir,
    folderName: dir.split('/').pop()!,
    label: dir.split('/').pop()!,
    slugLabel: dir.split('/').pop()!,
    collapsed: true,
    collapsible: true,
    ...extra,
  };
}

const url = (d: DocSource) => `/docs/${d.slug}`;
const generated = (c: CategoryMeta) => `/docs/category/${c.dir}`;

describe('buildSidebar', () => {
  test('orders by position, then by file name; categories by their position', () => {
    const docs = [
      doc('b.md'),
      doc('a.md'),
      doc('intro.md', { sidebarPosition: 1 }),
      doc('guide/x.md'),
      doc('guide/y.md', { sidebarPosition: 1 }),
    ];
    const categories = new Map([
      [
        'guide',
        category('guide', { label: 'Guide', position: 2, file: '/d/guide/_category_.json' }),
      ],
    ]);
    const sidebar = buildSidebar(docs, categories, url, generated);
    expect(sidebar.map((i) => i.label)).toEqual(['intro', 'Guide', 'a', 'b']);
    const guide = sidebar[1];
    expect(guide.type === 'category' && guide.items.map((i) => i.label)).toEqual(['y', 'x']);
  });

  test('an index doc becomes the category link; a folder with only an index is a plain link', () => {
    const docs = [
      doc('mcp/index.md', { sidebarLabel: 'MCP server', sidebarPosition: 5 }),
      doc('feed/index.md'),
      doc('feed/state.md'),
      doc('a.md', { sidebarPosition: 9 }),
    ];
    const categories = new Map([
      ['mcp', category('mcp')],
      ['feed', category('feed', { label: 'Feed', file: '/d/feed/_category_.json', position: 1 })],
    ]);
    const sidebar = buildSidebar(docs, categories, url, generated);
    expect(sidebar).toEqual([
      {
        type: 'category',
        label: 'Feed',
        href: '/docs/feed',
        docId: 'feed/index',
        collapsed: true,
        collapsible: true,
        items: [{ type: 'link', label: 'state', href: '/docs/feed/state', docId: 'feed/state' }],
      },
      { type: 'link', label: 'MCP server', href: '/docs/mcp', docId: 'mcp/index' },
      { type: 'link', label: 'a', href: '/docs/a', docId: 'a' },
    ]);
  });

  test('unlisted docs are left out; generated-index links use the generated URL', () => {
    const docs = [doc('g/one.md'), doc('g/secret.md', { unlisted: true })];
    const categories = new Map([['g', category('g', { link: { type: 'generated-index' } })]]);
    const [g] = buildSidebar(docs, categories, url, generated);
    expect(g).toMatchObject({
      type: 'category',
      href: '/docs/category/g',
      items: [{ label: 'one' }],
    });
  });
});

describe('orderings', () => {
  const docs = [doc('intro.md', { sidebarPosition: 1 }), doc('guide/a.md'), doc('guide/b.md')];
  const sidebar = buildSidebar(
    docs,
    new Map([['guide', category('guide', { label: 'Guide', file: 'x', position: 2 })]]),
    url,
    generated,
  );
  test('previous/next follow the sidebar across categories', () => {
    const flat = flattenSidebar(sidebar);
    expect(prevNext(flat, '/docs/guide/a')).toEqual({
      previous: { label: 'intro', href: '/docs/intro' },
      next: { label: 'b', href: '/docs/guide/b' },
    });
    expect(prevNext(flat, '/docs/intro').previous).toBeUndefined();
  });
  test('breadcrumbs list the categories above a page', () => {
    expect(breadcrumbsTo(sidebar, '/docs/guide/b')).toEqual([{ label: 'Guide', href: '' }]);
    expect(breadcrumbsTo(sidebar, '/docs/intro')).toEqual([]);
    expect(breadcrumbsTo(sidebar, '/nowhere')).toBeUndefined();
  });
});
