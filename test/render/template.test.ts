import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import type { ResolvedConfig } from '../../src/config/types.js';
import { loadTemplate, type TemplateValues } from '../../src/render/template.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-template-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const values: TemplateValues = {
  lang: 'en',
  dir: 'ltr',
  theme: 'light',
  htmlAttrs: '',
  head: '<title>T</title>',
  body: '<p>page</p>',
  scripts: '<script>boot()</script>',
  preBody: '<noscript>pre</noscript>',
  postBody: '<div>post</div>',
};

const templateOf = (text: string) => {
  const file = path.join(dir, `t${fs.readdirSync(dir).length}.html`);
  fs.writeFileSync(file, text);
  return loadTemplate({ template: file } as ResolvedConfig);
};

test("sitegen's template: plugins' body tags right after <body> and right before </body>", () => {
  const html = loadTemplate({} as ResolvedConfig)
    .fill(values)
    .pieces.join('');
  expect(html).toMatch(/<body><noscript>pre<\/noscript>\n<div id="root"><p>page<\/p><\/div>/);
  expect(html).toMatch(/<script>boot\(\)<\/script>\n<div>post<\/div><\/body>/);
  // Without body tags, the page is what it was before they had slots.
  const bare = loadTemplate({} as ResolvedConfig)
    .fill({ ...values, preBody: '', postBody: '' })
    .pieces.join('');
  expect(bare).toContain('<body>\n<div id="root">');
  expect(bare).toContain('<script>boot()</script>\n</body>');
});

test("a site's template without body slots gets them; one with them keeps its own places", () => {
  const own = templateOf(
    '<html lang="{{lang}}"><head>{{head}}</head><BODY class="x">{{body}}</body></html>',
  )
    .fill(values)
    .pieces.join('');
  expect(own).toBe(
    '<html lang="en"><head><title>T</title></head><BODY class="x"><noscript>pre</noscript><p>page</p><div>post</div></body></html>',
  );
  const placed = templateOf(
    '<html lang="{{lang}}"><head>{{head}}</head><body><main>{{preBody}}{{body}}</main>{{postBody}}<footer></footer></body></html>',
  )
    .fill(values)
    .pieces.join('');
  expect(placed).toContain(
    '<main><noscript>pre</noscript><p>page</p></main><div>post</div><footer>',
  );
});
