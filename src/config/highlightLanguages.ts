/**
 * The languages (and their other names) sitegen's highlighter colours: refractor's common set and
 * the grammars markdown/plugins/rehypeHighlight.ts adds. Written out here so reading a config
 * does not load the highlighter (a third of a second); test/config/highlightLanguages.test.ts
 * fails when the two lists part.
 */
export const HIGHLIGHTED_LANGUAGES: ReadonlySet<string> = new Set(
  [
    'plain plaintext text txt clike c cpp arduino ino bash sh shell csharp cs dotnet markup html',
    'mathml svg xml ssml atom rss css diff go ini java regex javascript js json webmanifest kotlin',
    'kt kts less lua makefile yaml yml markdown md objectivec objc perl markup-templating php',
    'python py r ruby rb rust sass scss sql swift typescript ts basic vbnet docker dockerfile',
    'graphql jsx nginx powershell properties shell-session shellsession sh-session toml tsx zsh',
    'console json5 jsonc',
  ]
    .join(' ')
    .split(' '),
);
