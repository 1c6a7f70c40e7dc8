/**
 * Which of a locale's page modules the build's shared bundle stands for: made by the first locale
 * from what it may share, taken by the others where their shared compile is the one bundled, and
 * dropped for every locale when it fails.
 */
import { expect, test } from 'vitest';
import type { BundleResult, LoadedModule, ModuleSettings } from '../../src/bundle/index.js';
import type { CompiledMdx } from '../../src/markdown/index.js';
import {
  sharedModulesFor,
  type SharedPageModules,
  type SharedRequest,
} from '../../src/pipeline/sharedPageModules.js';

const compiled = (code: string) => ({ code }) as CompiledMdx;
const loaded = { partials: [] as string[] } as LoadedModule;

function request(overrides: Partial<SharedRequest>, calls: string[][]): SharedRequest {
  return {
    root: '/site',
    entries: ['/site/docs/a.mdx', '/site/docs/b.mdx', '/site/src/pages/p.tsx'],
    mdx: new Set(['/site/docs/a.mdx', '/site/docs/b.mdx']),
    sharedCode: new Map([['/site/docs/a.mdx', compiled('a shared')]]),
    sharing: { urlOfSource: [] } as unknown as SharedRequest['sharing'],
    fill: (content) => content,
    settings: { baseUrl: '/' } as ModuleSettings,
    bundle: async (entries: string[], settings: ModuleSettings): Promise<BundleResult> => {
      calls.push(entries);
      expect(settings.docusaurus).toBe('live');
      return {
        modules: new Map(entries.map((file) => [file, loaded])),
        markdown: new Map(),
        problems: [],
      };
    },
    ...overrides,
  };
}

test('the first locale bundles what it may share; the next takes what it compiled the same', async () => {
  const holder: SharedPageModules = { rendered: new Map() };
  const calls: string[][] = [];
  const first = await sharedModulesFor(holder, request({}, calls));
  // b.mdx has no shared compile for this locale (translated, or bound to it): its own.
  expect(calls).toEqual([['/site/docs/a.mdx', '/site/src/pages/p.tsx']]);
  expect([...first.taken]).toEqual(['/site/docs/a.mdx', '/site/src/pages/p.tsx']);
  expect(first.own).toEqual(['/site/docs/b.mdx']);

  // The next locale: nothing bundled again; a.mdx compiled otherwise here is its own.
  const next = await sharedModulesFor(
    holder,
    request({ sharedCode: new Map([['/site/docs/a.mdx', compiled('a for fr')]]) }, calls),
  );
  expect(calls).toHaveLength(1);
  expect([...next.taken]).toEqual(['/site/src/pages/p.tsx']);
  expect(next.own).toEqual(['/site/docs/a.mdx', '/site/docs/b.mdx']);
});

test('a shared bundle that fails is dropped: every locale bundles its own', async () => {
  const holder: SharedPageModules = { rendered: new Map() };
  const calls: string[][] = [];
  const failing = request(
    {
      bundle: async (entries) => {
        calls.push(entries);
        return {
          modules: new Map(),
          markdown: new Map(),
          problems: [{ file: entries[0], message: 'broken' }],
        };
      },
    },
    calls,
  );
  const first = await sharedModulesFor(holder, failing);
  expect(first.shared).toBeUndefined();
  expect(first.own).toEqual(failing.entries);
  expect(holder.made).toBe('off');
  await sharedModulesFor(holder, failing);
  expect(calls).toHaveLength(1);
});

test('a Markdown partial the bundle compiled for a locale of its own drops the shared bundle', async () => {
  const holder: SharedPageModules = { rendered: new Map() };
  const calls: string[][] = [];
  const bound = request(
    {
      bundle: async (entries) => {
        calls.push(entries);
        return {
          modules: new Map(entries.map((file) => [file, loaded])),
          markdown: new Map([
            [
              '/site/docs/_partial.mdx',
              { ...compiled('partial'), localeBound: true, failed: false } as never,
            ],
          ]),
          problems: [],
        };
      },
    },
    calls,
  );
  expect((await sharedModulesFor(holder, bound)).taken.size).toBe(0);
  expect(holder.made).toBe('off');
});

test('a module importing Markdown partials is shared only by locales whose partials compile alike', async () => {
  const holder: SharedPageModules = { rendered: new Map() };
  const calls: string[][] = [];
  const withPartial = { partials: ['/site/docs/_partial.mdx'] } as LoadedModule;
  const first = request(
    {
      bundle: async (entries) => {
        calls.push(entries);
        return {
          modules: new Map(entries.map((file) => [file, withPartial])),
          markdown: new Map(),
          problems: [],
        };
      },
    },
    calls,
  );
  expect((await sharedModulesFor(holder, first)).taken.size).toBe(2);
  // A locale whose translation gives a doc another slug: the partial's link differs there.
  const moved = { urlOfSource: [['/site/docs/b.mdx', '\uE000base\uE000/docs/moved']] };
  const next = await sharedModulesFor(
    holder,
    request({ sharing: moved as unknown as SharedRequest['sharing'] }, calls),
  );
  expect(next.taken.size).toBe(0);
  expect(next.own).toEqual(first.entries);
  // One whose partials compile alike takes them.
  expect((await sharedModulesFor(holder, request({}, calls))).taken.size).toBe(2);
});
