/**
 * Finds where a React page's server HTML nests elements as the browser's parser will not keep
 * them: a block element (a <div>, a list, a heading, another <p>) inside a <p>. The parser ends the
 * <p> before it, so the document no longer has the tree React rendered, and hydrating the page
 * fails (React error #418 in the console, the page rendered again in the browser). Docusaurus
 * renders such a page the same way and logs the same error; sitegen says where at build time.
 * A small scanner over React's own output (quoted attributes, lower-case names, escaped text).
 */

/** Start tags that close an open <p> (HTML's "close a p element" list). */
const CLOSES_P = new Set(
  (
    'address article aside blockquote center details dialog dir div dl dd dt fieldset figcaption ' +
    'figure footer form h1 h2 h3 h4 h5 h6 header hgroup hr li listing main menu nav ol p pre ' +
    'search section summary table ul xmp'
  ).split(' '),
);
/** Elements that bound the "button scope" a <p> is looked for in. */
const SCOPE = new Set(
  'applet button caption html marquee object table td template th svg math'.split(' '),
);
const VOID = new Set('area base br col embed hr img input link meta source track wbr'.split(' '));
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'noscript']);

/** `<div> inside <p>` for the first block element the parser would move out of a <p>, if any. */
export function misnestedInParagraph(html: string): string | undefined {
  const open: string[] = [];
  const tag = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>|<!--[\s\S]*?-->/g;
  let match: RegExpExecArray | null;
  while ((match = tag.exec(html))) {
    if (match[2] === undefined) continue;
    const [, closing, rawName, , selfClosing] = match;
    const name = rawName.toLowerCase();
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at >= 0) open.length = at;
      continue;
    }
    if (name === 'p' || CLOSES_P.has(name)) {
      for (let i = open.length - 1; i >= 0 && !SCOPE.has(open[i]); i--)
        if (open[i] === 'p') return `<${name}> inside <p>`;
    }
    if (VOID.has(name) || selfClosing) continue;
    if (RAW_TEXT.has(name)) {
      const end = new RegExp(`</${name}`, 'ig');
      end.lastIndex = tag.lastIndex;
      tag.lastIndex = end.exec(html)?.index ?? html.length;
      continue;
    }
    open.push(name);
  }
  return undefined;
}
