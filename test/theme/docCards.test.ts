/**
 * The card of a sidebar item, one rule for generated index pages and DocCardList: a doc says its
 * description, a category its generated index's description or how many items it holds and leads
 * to its page or its first link, a link elsewhere is 🔗, an HTML item or an empty category none.
 */
import { expect, test } from 'vitest';
import { docCardOf, type CardDescriptions } from '../../src/theme/docCards.js';

const describe: CardDescriptions = {
  ofLink: (href) => ({ '/docs/setup': 'Set up.' })[href],
  ofCategory: (href) => ({ '/docs/category/reference': 'Every crane.' })[href],
  itemCount: (count) => `${count} items`,
};

const link = (label: string, href: string) => ({ type: 'link' as const, label, href });
const category = (label: string, items: ReturnType<typeof link>[], href?: string) => ({
  type: 'category' as const,
  label,
  href,
  items,
  collapsed: true,
  collapsible: true,
});

test('docs, categories, links elsewhere', () => {
  expect(docCardOf(link('Setup', '/docs/setup'), describe)).toEqual({
    href: '/docs/setup',
    label: 'Setup',
    icon: '📄',
    description: 'Set up.',
  });
  expect(docCardOf(link('Tuning', '/docs/tuning'), describe)).toEqual({
    href: '/docs/tuning',
    label: 'Tuning',
    icon: '📄',
  });
  expect(docCardOf(link('Docusaurus', 'https://docusaurus.io'), describe)?.icon).toBe('🔗');
  expect(
    docCardOf(
      category('Advanced', [link('Moon', '/docs/moon'), link('Sun', '/docs/sun')]),
      describe,
    ),
  ).toEqual({ href: '/docs/moon', label: 'Advanced', icon: '🗃️', description: '2 items' });
  expect(
    docCardOf(
      category('Reference', [link('Cranes', '/docs/cranes')], '/docs/category/reference'),
      describe,
    ),
  ).toEqual({
    href: '/docs/category/reference',
    label: 'Reference',
    icon: '🗃️',
    description: 'Every crane.',
  });
  expect(docCardOf(category('Empty', []), describe)).toBeUndefined();
  expect(docCardOf({ type: 'html', html: '<hr>', defaultStyle: false }, describe)).toBeUndefined();
});
