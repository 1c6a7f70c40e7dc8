import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { configSchema } from '../../../src/config/schema.js';
import { configKeys } from '../../../website/plugins/configKeys.js';

describe('the config reference, from the config schema', () => {
  const keys = configKeys(configSchema);

  test('every key of the config has a description in the schema', () => {
    // A key added to the schema (or a content plugin's options) without `.describe('…')` would
    // be a bare row of the docs site's config reference: describe it where it is declared.
    expect(keys.filter((key) => key.description.trim() === '').map((key) => key.key)).toEqual([]);
  });

  test('lists every key of the config, and the keys inside each section', () => {
    const listed = keys.filter((key) => key.depth === 0).map((key) => key.key);
    expect(listed).toEqual(Object.keys(configSchema.shape));
    const paths = keys.map((key) => key.key);
    for (const inner of [
      'navbar.items[].activeBaseRegex',
      'locales.<id>.direction',
      'content.docs.versions.<name>.banner',
      'content.blog.sidebarCount',
      'content.api.spec',
      'markdown.mermaid.theme.dark',
      'redirects[].from',
    ])
      expect(paths).toContain(inner);
  });

  test('types and defaults come from the schema, or its meta where the schema cannot say', () => {
    const row = (key: string) => keys.find((found) => found.key === key)!;
    expect(row('title')).toMatchObject({ type: 'string', default: 'required' });
    expect(row('baseUrl').default).toBe("`'/'`");
    expect(row('onBrokenLinks')).toMatchObject({
      type: "'throw' | 'warn' | 'ignore'",
      default: "`'throw'`",
    });
    expect(row('content.docs').type).toBe('false | object | object[]');
    expect(row('content.docs.dir').default).toBe('`docs`');
    expect(row('content.blog.dir').default).toBe('`blog`');
    expect(row('maxFileSizeMB').default).toBe('`50`');
    expect(row('plugins').type).toBe('plugin[]');
  });
});

describe('configKeys', () => {
  const schema = z.strictObject({
    name: z.string().describe('Its name.'),
    size: z.number().default(3).describe('How big.'),
    note: z.string().optional(),
    colors: z
      .strictObject({ bg: z.string().optional() })
      .optional()
      .describe('Colours.')
      .meta({ keys: false, default: "the theme's" }),
    sections: z
      .union([
        z.literal(false),
        z.strictObject({ dir: z.string().describe('Folder.') }),
        z.array(z.strictObject({ dir: z.string().describe('Folder.') })),
      ])
      .optional()
      .describe('One or several.'),
    links: z.array(z.strictObject({ to: z.string().describe('Where.') })).describe('Links.'),
    byName: z
      .record(z.string(), z.strictObject({ label: z.string().describe('Label.') }))
      .describe('By name.')
      .meta({ keyName: 'id' }),
  });

  test('walks objects, lists, records and one-or-several unions, each key once', () => {
    expect(configKeys(schema)).toEqual([
      { key: 'name', depth: 0, type: 'string', default: 'required', description: 'Its name.' },
      { key: 'size', depth: 0, type: 'number', default: '`3`', description: 'How big.' },
      { key: 'note', depth: 0, type: 'string', default: 'none', description: '' },
      { key: 'colors', depth: 0, type: 'object', default: "the theme's", description: 'Colours.' },
      {
        key: 'sections',
        depth: 0,
        type: 'false | object | object[]',
        default: 'none',
        description: 'One or several.',
      },
      {
        key: 'sections.dir',
        depth: 1,
        type: 'string',
        default: 'required',
        description: 'Folder.',
      },
      { key: 'links', depth: 0, type: 'object[]', default: 'required', description: 'Links.' },
      { key: 'links[].to', depth: 1, type: 'string', default: 'required', description: 'Where.' },
      {
        key: 'byName',
        depth: 0,
        type: '{ [name]: object }',
        default: 'required',
        description: 'By name.',
      },
      {
        key: 'byName.<id>.label',
        depth: 1,
        type: 'string',
        default: 'required',
        description: 'Label.',
      },
    ]);
  });
});
