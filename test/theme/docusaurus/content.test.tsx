/**
 * The static modules as the server renders them: Admonition (the markup of a `:::note`, its
 * title from the locale), Details (a native <details>, its summary from a prop or a child),
 * TOCInline (nested lists between two levels), ThemedImage (both images, each marked with its
 * mode), IdealImage (a lazy, responsive <img> from any of the plugin's sources) and
 * MDXComponents (what MDX files may use without an import).
 */
import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import { MDX_GLOBALS } from '../../../src/bundle/docusaurusModules.js';
import Admonition from '../../../src/theme/docusaurus/Admonition.js';
import Details from '../../../src/theme/docusaurus/Details.js';
import IdealImage from '../../../src/theme/docusaurus/IdealImage.js';
import MDXComponents from '../../../src/theme/docusaurus/MDXComponents.js';
import ThemedImage from '../../../src/theme/docusaurus/ThemedImage.js';
import TOCInline from '../../../src/theme/docusaurus/TOCInline.js';
import { compileMd } from '../../../src/markdown/compileMd.js';
import { makeContext } from '../../helpers.js';

test("Admonition is a :::note container's markup; former and unknown kinds are read as Docusaurus reads them", () => {
  const markdown = compileMd(':::tip[Mind the rocks]\n\nLow water.\n\n:::', makeContext()).html;
  const component = renderToString(
    <Admonition type="tip" title="Mind the rocks">
      <p>Low water.</p>
    </Admonition>,
  );
  expect(component).toBe(markdown.replace(/\n/g, ''));
  expect(renderToString(<Admonition type="success">x</Admonition>)).toContain(
    'class="admonition admonition-tip"',
  );
  expect(renderToString(<Admonition type="secondary">x</Admonition>)).toContain(
    'class="admonition admonition-note"',
  );
  expect(renderToString(<Admonition type="mystery">x</Admonition>)).toContain(
    '<div class="admonition admonition-info" role="note"><p class="admonition-title">Info</p>x</div>',
  );
  expect(renderToString(<Admonition icon="🌊">x</Admonition>)).toContain(
    '<p class="admonition-title"><span class="admonition-icon">🌊</span>Note</p>',
  );
});

test('Details: a native <details>, the summary from the prop, a <summary> child or the default', () => {
  expect(renderToString(<Details summary="Why?">Because.</Details>)).toBe(
    '<details class="details"><summary>Why?</summary><div class="details-content">Because.</div></details>',
  );
  expect(
    renderToString(
      <Details open>
        <summary>
          <b>Why</b>?
        </summary>
        <p>Because.</p>
      </Details>,
    ),
  ).toBe(
    '<details class="details" open=""><summary><b>Why</b>?</summary><div class="details-content"><p>Because.</p></div></details>',
  );
  expect(renderToString(<Details>Because.</Details>)).toContain('<summary>Details</summary>');
});

test('TOCInline: nested lists of the levels asked for, the values as HTML', () => {
  const toc = [
    { value: 'High', id: 'high', level: 2 },
    { value: 'Spring <code>tides</code>', id: 'spring', level: 3 },
    { value: 'Equinox', id: 'equinox', level: 4 },
    { value: 'Low', id: 'low', level: 2 },
  ];
  expect(renderToString(<TOCInline toc={toc} />)).toBe(
    '<div class="toc-inline"><ul class="table-of-contents"><li><a href="#high">High</a><ul><li><a href="#spring">Spring <code>tides</code></a></li></ul></li><li><a href="#low">Low</a></li></ul></div>',
  );
  expect(renderToString(<TOCInline toc={toc} minHeadingLevel={3} maxHeadingLevel={4} />)).toBe(
    '<div class="toc-inline"><ul class="table-of-contents"><li><a href="#spring">Spring <code>tides</code></a><ul><li><a href="#equinox">Equinox</a></li></ul></li></ul></div>',
  );
  expect(renderToString(<TOCInline toc={[]} />)).toBe('<div class="toc-inline"></div>');
});

test('ThemedImage: both images, marked with their mode, loaded lazily', () => {
  expect(
    renderToString(
      <ThemedImage alt="Harbour" sources={{ light: '/l.svg', dark: '/d.svg' }} width={40} />,
    ),
  ).toBe(
    '<img src="/l.svg" alt="Harbour" class="themed-image themed-image--light" loading="lazy" width="40"/><img src="/d.svg" alt="Harbour" class="themed-image themed-image--dark" loading="lazy" width="40"/>',
  );
});

test("IdealImage: a lazy, responsive image from a URL, an import or the plugin's object", () => {
  expect(renderToString(<IdealImage img="/a.png" alt="A" />)).toBe(
    '<img src="/a.png" alt="A" loading="lazy" decoding="async" class="ideal-image"/>',
  );
  expect(renderToString(<IdealImage img={{ default: '/b.png' }} alt="B" />)).toContain(
    'src="/b.png"',
  );
  const responsive = renderToString(
    <IdealImage
      alt="C"
      img={{
        src: {
          src: '/c-800.png',
          width: 800,
          height: 400,
          images: [
            { path: '/c-400.png', width: 400, height: 200 },
            { path: '/c-800.png', width: 800, height: 400 },
          ],
        },
      }}
    />,
  );
  expect(responsive).toBe(
    '<img src="/c-800.png" srcSet="/c-400.png 400w, /c-800.png 800w" width="800" height="400" alt="C" loading="lazy" decoding="async" class="ideal-image"/>',
  );
});

test('MDXComponents has what MDX files may use without an import, as the bundler knows it', () => {
  expect(Object.keys(MDXComponents).sort()).toEqual([...MDX_GLOBALS].sort());
  expect(MDXComponents.Details).toBe(Details);
});
