/**
 * `serve --watch` of a site styled in Sass (`test/fixtures/docusaurus-sass`): editing a partial its
 * `custom.scss` uses (`src/css/_palette.scss`) bundles the stylesheet again and reloads open tabs;
 * a Sass error is shown at the partial's line and the server recovers once it is fixed; a partial
 * a page's `.module.scss` uses rebuilds that page's styles.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { serveWatchedFixture, waitFor, type WatchedFixture } from '../helpers.js';

let fixture: WatchedFixture;
beforeAll(async () => {
  fixture = await serveWatchedFixture('docusaurus-sass');
}, 90_000);
afterAll(async () => {
  await fixture?.close();
});

const get = async (url: string) => (await fetch(new URL(url, fixture.base))).text();
/** Every stylesheet the home page links, as one text. */
async function styles(): Promise<string> {
  const html = await get('/');
  const links = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
  return (await Promise.all(links.map(get))).join('\n');
}
const write = (rel: string, text: string) => fs.writeFileSync(path.join(fixture.site, rel), text);
const status = async () =>
  (await (await fetch(new URL('/__sitegen/status', fixture.base))).json()) as {
    building: boolean;
    builds: number;
    errors: number;
  };

/** The next `change` event the dev server sends the open tabs. */
async function nextChange(): Promise<{ reload: boolean; abort: () => void }> {
  const controller = new AbortController();
  const events = await fetch(new URL('/__sitegen/events', fixture.base), {
    signal: controller.signal,
  });
  const reader = events.body!.pipeThrough(new TextDecoderStream()).getReader();
  let received = '';
  for (;;) {
    const change = /event: change\ndata: (.*)\n\n/.exec(received);
    if (change) {
      controller.abort();
      return { ...(JSON.parse(change[1]) as { reload: boolean }), abort: () => undefined };
    }
    const { value, done } = await reader.read();
    if (done) throw new Error('the event stream ended');
    received += value;
  }
}

test('editing a partial custom.scss uses rebuilds the stylesheet and reloads the open tabs', async () => {
  expect(await styles()).toContain('#0b6e99');
  const change = nextChange();
  write('src/css/_palette.scss', '$tide: #aa3311;\n');
  await waitFor(async () => (await styles()).includes('#aa3311'), 'the new colour');
  expect((await change).reload).toBe(true);
  expect(await styles()).not.toContain('#0b6e99');
}, 60_000);

test('a Sass error in the partial is shown at its line, and the server recovers once it is fixed', async () => {
  write('src/css/_palette.scss', '$tide: #aa3311;\n$tide: darken(;\n');
  const errors = await waitFor(async () => {
    const { errors } = (await (await fetch(new URL('/__sitegen/error', fixture.base))).json()) as {
      errors: Array<{ file?: string; line?: number; message: string }>;
    };
    return errors.length > 0 && errors;
  }, 'the Sass error');
  expect(errors[0]).toMatchObject({ file: 'src/css/_palette.scss', line: 2 });
  expect(errors[0].message).toMatch(/^Sass: /);
  // The last good stylesheet is still served meanwhile.
  expect(await styles()).toContain('#aa3311');
  write('src/css/_palette.scss', '$tide: #117733;\n');
  await waitFor(async () => (await styles()).includes('#117733'), 'the fixed stylesheet');
  await waitFor(async () => (await status()).errors === 0, 'no error left');
}, 60_000);

test('a partial a page’s .module.scss uses rebuilds that page’s styles', async () => {
  write(
    'src/pages/index.module.scss',
    "@use '../css/palette';\n.tides {\n  outline-color: palette.$tide;\n  .heading { letter-spacing: 0.05em; }\n}\n",
  );
  await waitFor(
    async () => (await styles()).match(/outline-color:#(117733|173)\b/),
    'the module using the partial',
  );
  write('src/css/_palette.scss', '$tide: #334455;\n');
  await waitFor(async () => {
    const css = await styles();
    return /outline-color:#(334455|345)\b/.test(css);
  }, "the page's styles with the new colour");
}, 60_000);
