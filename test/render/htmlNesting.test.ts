/**
 * The scan for block elements a page renders inside a <p>, which the browser moves out of it
 * (Jest's home page: a <p> around its MarkdownBlock's <div>, so hydration fails there as under
 * Docusaurus).
 */
import { expect, test } from 'vitest';
import { misnestedInParagraph } from '../../src/render/htmlNesting.js';

test("Jest's home page: a MarkdownBlock's <div> (and react-markdown's <p>) inside a <p>", () => {
  expect(
    misnestedInParagraph(
      '<div class="wrapperV1"><p><div><span><p>Jest is a delightful JavaScript Testing Framework</p></span></div></p></div>',
    ),
  ).toBe('<div> inside <p>');
  expect(misnestedInParagraph('<p>one</p><p>two <span><p>three</p></span></p>')).toBe(
    '<p> inside <p>',
  );
  expect(misnestedInParagraph('<p>a line<hr>')).toBe('<hr> inside <p>');
  // Found after a script, whatever the case of its end tag.
  expect(misnestedInParagraph('<p><script>"x"</Script><div>y</div></p>')).toBe('<div> inside <p>');
});

test('what the parser keeps is not reported', () => {
  for (const html of [
    '<p>text <a href="/x"><span>and</span> <img src="/a.png" alt=""><br>more</a></p><div><p>x</p></div>',
    // A <p> closed before the block, a block in a button or table cell inside the <p>.
    '<p>a</p><ul><li><p>b</p></li></ul>',
    '<p><button type="button"><div>x</div></button></p>',
    // Text that only looks like tags: comments, attributes, scripts and styles.
    '<p><!-- <div> --><span title="<div>">x</span></p><script>"<p><div>"</script><style>p>div{}</style>',
    // A raw-text element closed in capitals.
    '<p><SCRIPT>"<div>"</SCRIPT></p><Style>p>div{}</STYLE>',
    '<p><svg viewBox="0 0 1 1"><path d="M0 0"></path></svg></p>',
  ])
    expect(misnestedInParagraph(html), html).toBeUndefined();
});
