/**
 * `@theme/Tabs` and `@theme/TabItem` as the server renders them: every panel in the HTML (all
 * but the selected one hidden, each with its label for readers without JavaScript), a WAI-ARIA
 * tab list whose tabs name their panels, the default from `default` or `defaultValue`, labels
 * from `values`; Docusaurus's mistakes (a child that is no TabItem, a value twice, a default no
 * tab has, `queryString` without a group) are errors.
 */
import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import Tabs, { TabItem } from '../../../src/theme/docusaurus/Tabs.js';

const tabs = (html: string) =>
  [...html.matchAll(/<button[^>]*role="tab"[^>]*>([^<]*)<\/button>/g)].map((m) => ({
    label: m[1],
    selected: m[0].includes('aria-selected="true"'),
    tabIndex: /tabindex="(-?\d)"/.exec(m[0])?.[1],
  }));
const panels = (html: string) =>
  [...html.matchAll(/<div role="tabpanel"([^>]*)>(.*?)<\/div>/g)].map((m) => ({
    hidden: m[1].includes('hidden'),
    text: m[2].replace(/<[^>]+>/g, '|'),
  }));

test('every panel is in the HTML; the default one shows; the tabs name their panels', () => {
  const html = renderToString(
    <Tabs>
      <TabItem value="apple" label="Apple">
        Red
      </TabItem>
      <TabItem value="kiwi" label="Kiwi" default>
        Green
      </TabItem>
      {'\n'}
    </Tabs>,
  );
  expect(tabs(html)).toEqual([
    { label: 'Apple', selected: false, tabIndex: '-1' },
    { label: 'Kiwi', selected: true, tabIndex: '0' },
  ]);
  expect(panels(html)).toEqual([
    { hidden: true, text: '|Apple|Red' },
    { hidden: false, text: '|Kiwi|Green' },
  ]);
  expect(html).toContain('<div role="tablist" aria-orientation="horizontal" class="tabs">');
  const controls = [...html.matchAll(/aria-controls="([^"]+)"/g)].map((m) => m[1]);
  const ids = [...html.matchAll(/role="tabpanel"[^>]* id="([^"]+)" aria-labelledby="([^"]+)"/g)];
  expect(ids.map((m) => m[1])).toEqual(controls);
  expect(ids.map((m) => m[2])).toEqual(
    [...html.matchAll(/role="tab" id="([^"]+)"/g)].map((m) => m[1]),
  );
  // The label above each panel is for readers without JavaScript only.
  expect(html).toContain('<p class="tabs-panel-label" aria-hidden="true">Apple</p>');
});

test('values, defaultValue and block; a tab without a label shows its value', () => {
  const html = renderToString(
    <Tabs
      block
      defaultValue="yarn"
      values={[{ value: 'npm' }, { value: 'yarn', label: 'Yarn', attributes: { className: 'y' } }]}
    >
      <TabItem value="npm">n</TabItem>
      <TabItem value="yarn">y</TabItem>
    </Tabs>,
  );
  expect(html).toContain('class="tabs tabs--block"');
  expect(tabs(html).map((t) => `${t.label}${t.selected ? '*' : ''}`)).toEqual(['npm', 'Yarn*']);
  expect(html).toContain('class="tabs__item y tabs__item--active"');
  expect(panels(html).map((p) => p.hidden)).toEqual([true, false]);
});

test("Docusaurus's mistakes are errors", () => {
  expect(() =>
    renderToString(
      <Tabs>
        <p>not a tab</p>
      </Tabs>,
    ),
  ).toThrow('every child of <Tabs> must be a <TabItem> with a "value"');
  expect(() =>
    renderToString(
      <Tabs>
        <TabItem value="a">1</TabItem>
        <TabItem value="a">2</TabItem>
      </Tabs>,
    ),
  ).toThrow('<Tabs> has the value "a" twice');
  expect(() =>
    renderToString(
      <Tabs defaultValue="c">
        <TabItem value="a">1</TabItem>
      </Tabs>,
    ),
  ).toThrow('<Tabs> has the defaultValue "c", which no tab has (the values are a)');
  expect(() =>
    renderToString(
      <Tabs queryString>
        <TabItem value="a">1</TabItem>
      </Tabs>,
    ),
  ).toThrow('<Tabs queryString> needs a groupId');
});
