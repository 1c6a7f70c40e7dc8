/**
 * An API operation's fields as the server renders them: each parameter and property with its
 * constraints beside the type and its flags beside the name, in the locale's words.
 */
import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import { ApiOperationBody } from '../../../../src/theme/components/api/index.js';
import { StringsProvider } from '../../../../src/theme/i18n.js';
import type { ApiOperationView } from '../../../../src/theme/types.js';
import en from '../../../../locales/en.json' with { type: 'json' };
import de from '../../../../locales/de.json' with { type: 'json' };

const op: ApiOperationView = {
  method: 'get',
  path: '/w',
  deprecated: false,
  auth: [],
  parameters: [
    {
      name: 'limit',
      in: 'query',
      required: false,
      type: 'integer',
      constraints: { minimum: 1, maximum: 100, exclusiveMaximum: true, default: '20' },
    },
    {
      name: 'order',
      in: 'query',
      required: false,
      type: 'string',
      enum: ['asc', 'desc'],
      constraints: { deprecated: true },
    },
  ],
  requestBody: {
    contentType: 'application/json',
    required: true,
    schema: [
      {
        name: 'name',
        type: 'string',
        required: true,
        constraints: { minLength: 1, maxLength: 64, pattern: '^<a>$' },
        children: [],
      },
      {
        name: 'tags',
        type: 'array of string',
        required: false,
        constraints: { minItems: 1, uniqueItems: true, readOnly: true, multipleOf: 2 },
        children: [],
      },
    ],
  },
  responses: [],
  requestSamples: [],
  responseSamples: [],
  tryIt: { method: 'GET', path: '/w', servers: [] },
};

const render = (strings: Record<string, string>) =>
  renderToString(
    <StringsProvider value={strings}>
      <ApiOperationBody op={op} />
    </StringsProvider>,
  );
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

// The " · " between them is text, not CSS: search and screen readers read them apart.
test('constraints beside the type, flags beside the name, values listed', () => {
  const html = render(en);
  const plain = text(html);
  // Name and flags, then (in a block of its own) type, where and constraints.
  expect(plain).toContain('limit optionalinteger · query · ≥ 1 · < 100 · default: 20');
  expect(plain).toContain('order optional deprecatedstring · queryallowed values: asc desc');
  expect(plain).toContain('name requiredstring · min length: 1 · max length: 64 · pattern: ^<a>$');
  expect(plain).toContain(
    'tags optional read-onlyarray of string · min items: 1 · multiple of 2 · unique items',
  );
  // The pattern is content: escaped, in code.
  expect(html).toContain('<code>^&lt;a&gt;$</code>');
  expect(html).toContain('<span class="schema-flag schema-deprecated">deprecated</span>');
});

test("in the locale's words", () => {
  const plain = text(render(de));
  expect(plain).toContain('min. Länge: 1');
  expect(plain).toContain('Standard: 20');
  expect(plain).toContain('erlaubte Werte:');
  expect(plain).toContain('schreibgeschützt');
});
