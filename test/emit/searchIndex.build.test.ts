/** What a built site's search index holds of a doc: its prose, not the page's footer. */
import { expect, test } from 'vitest';
import { builtFixture, read, searchFragments } from '../helpers.js';

const { dir: site } = builtFixture('basic');
const dist = `${site}/dist`;

test('a doc\'s "Edit this page" is on the page but not in the index or its excerpts', () => {
  expect(read(dist, 'docs/intro/index.html')).toContain('Edit this page');
  const fragments = searchFragments(dist);
  const intro = fragments.find((fragment) => fragment.url === '/docs/intro')!;
  expect(intro.content).toContain('Not in the TOC by default.');
  expect(intro.content).not.toContain('Edit this page');
  for (const fragment of fragments)
    expect(fragment.content, fragment.url).not.toMatch(/Edit this page|Sunting halaman ini/);
});

test("an operation's try-it panel is on the page but not in the index", () => {
  expect(read(dist, 'api/website-add/index.html')).toContain('Kept in this tab only');
  const fragments = searchFragments(dist);
  const operation = fragments.find((fragment) => fragment.url === '/api/website-add')!;
  expect(operation.content).toContain('Add a website');
  expect(operation.content).toContain('Request samples');
  // Pagefind leaves forms out by itself; the panel's summary is left out by sitegen.
  expect(operation.content).not.toMatch(/Try it|Kept in this tab only|Bearer token/);
});

test("a field's name, flags, type, place and constraints are indexed apart, not run together", () => {
  const fragments = searchFragments(dist);
  const operation = fragments.find((fragment) => fragment.url === '/api/website-add')!.content;
  expect(operation).toContain('workspaceId required. string · path');
  expect(operation).toContain('name required. string · min length: 1 · max length: 64.');
  expect(operation).toContain('id required read-only. string');
  expect(operation).toContain('allowed values: owner admin readOnly');
  expect(operation).toContain('number · > 0 · ≤ 1 · multiple of 0.01');
  expect(operation).toContain('401 default');
  expect(operation).not.toMatch(/requiredread-only|stringpath|1max length|owneradmin/);
});
