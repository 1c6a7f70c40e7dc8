/**
 * Markdown with the corners where CommonMark, GFM and directives read differently: each case
 * must compile alike through markdown-it's tree and remark-parse's (fastParse.test.ts for `.md`,
 * fastParseMdx.test.ts for the cases MDX reads as CommonMark).
 */
export const CASES: Record<string, string> = {
  'tight and loose lists, nested, ordered from 3':
    '- a\n- b\n  - c\n  - d\n\n1. one\n\n2. two\n\n3) x\n4) y\n\n3. three\n4. four\n\n* star\n+ plus\n',
  'list items with code and quotes':
    '- item\n\n  ```js\n  code()\n  ```\n- > quoted\n  > more\n- last\n',
  'task lists':
    '- [ ] open\n- [x] done\n- [X] done too\n- [ ]\n- [x]no space\n- [ ]  two spaces\n- plain [ ] later\n\n1. [x] ordered\n',
  'tables with alignment, escapes and code':
    '| Left | Center | Right | None |\n| :--- | :---: | ---: | --- |\n| `a\\|b` | **bold** | 3 | [link](./other.md) |\n| short |\n| 1 | 2 | 3 | 4 | 5 |\n\nA | B\n-- | --\nno | pipes\n',
  'a header-only table': '| a | b |\n| - | - |\n',
  'footnotes with repeated and named labels':
    'One[^1] two[^note] again[^1] and[^note].\n\n[^1]: First *note*.\n[^note]: Second,\n    with two lines.\n\n    And a paragraph.\n[^unused]: Never cited.\n',
  'raw HTML blocks and inline':
    '<details>\n<summary>More</summary>\n\nHidden **text**.\n\n</details>\n\nInline <kbd>Ctrl</kbd> and <!-- a comment --> here.\n\n<!-- truncate -->\n\n<div align="center">\n  <img src="x.png">\n</div>\n',
  'autolinks and literal links':
    'See <https://tianji.dev> or <mail@example.com>.\n\nAlso www.example.com, https://example.com/path?q=1. and hi@example.org; (https://x.io/a_(b)) https://a.b/c.\n\n[https://inside.link](https://x.y) and `https://in.code`.\n',
  'links, references and titles':
    '[inline](https://a.b "Title") [ref][Ref] [collapsed][] [shortcut] [other](./other.md#part) [angle](<a b.md>) [empty]()\n\n[ref]: https://ref.example "Ref title"\n[collapsed]: /docs/intro\n[shortcut]: ../intro.md\n',
  'images with formatting and times in alt':
    '![An *emphasised* `code` alt at 14:00](./diagram.png "Diagram")\n\n![](empty-alt.png) ![alt][img]\n\n[img]: https://img.example/x.png\n',
  'breaks, escapes and entities':
    'two spaces  \nbackslash\\\nnext\n\n\\*not em\\* &amp; &copy; &#35; &nbsp;x &bogus; a\\_b\n\ntrailing spaces   \nsoft\n',
  'emphasis and strikethrough corners':
    '*a* _b_ **c** __d__ ***e*** *f **g** h* snake_case_word ~~gone~~ **a*b** *unclosed\n\n_foo_bar_ __*x*__\n',
  'code fences and indented code':
    '```yaml title="docker-compose.yml" {2,4-5}\na: 1\nb: 2\n```\n\n~~~\ntilde fence\n~~~\n\n````md\n```nested```\n````\n\n    indented\n    code\n\n```\n```\n\n```sh\nunclosed\n',
  'headings: ids, setext, trailing hashes, duplicates':
    '# Title\n\n## Install {#install}\n\n## Install\n\nSetext\n===\n\nAnother\n---\n\n### Closed ###\n\n#### `code` and *em* {#custom-id}\n\n######    spaced\n',
  'admonitions, titles, unknown containers':
    ':::tip\nPlain.\n:::\n\n:::warning[Back **up** first]\nText\n:::\n\n:::danger Old title syntax\nx\n:::\n\n:::details\nUnknown kind.\n:::\n\n::::note\nFour colons.\n::::\n\n:::note\n- list in note\n\n```js\ncode\n```\n:::\n\n:::\n',
  'blockquotes with lazy lines and lists': '> quote\nlazy\n> - a\n> - b\n>\n> para\n\n>\n',
  'thematic breaks and html comments':
    'a\n\n---\n\n***\n\n___\n\n<!--\nmulti\nline\n-->\n\nafter\n',
  'prose that looks like a directive':
    'Ratio 16:9, meeting at 14:00, Note:this, hi@example.com, ::leaf and :name[label]{a=b}.\n\n::leaf-line\n',
  'unicode and long lines':
    'Ünïcödé — “quotes” 日本語のテキスト **強調** 🎉\n\n' + 'word '.repeat(400) + '\n',
  'empty document': '',
  'only a leading title': '# Just a title\n',
  'numbers and hard cases in lists':
    '10. ten\n11. eleven\n\n- a\n\n  b\n- c\n\n-\n  empty start\n- \n',
};
