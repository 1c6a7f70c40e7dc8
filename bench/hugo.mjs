// The Hugo side of the bench: a minimal Hugo site (no theme, no search) that reads the synthetic
// corpus's docs folder as its content, and the commands that build it with Hugo and then index it
// with the Pagefind CLI, the usual way to add search to a Hugo site.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { docFolders } from './synthetic.mjs';

export const HUGO_INSTALL_HINT =
  'Hugo is not on PATH, so the Hugo columns are left out. Install it with `apt-get install hugo` ' +
  '(Debian, Ubuntu) or take the release binary for your system from https://gohugo.io/installation/, then run the bench again.';

/** Hugo's version line, or undefined when `hugo` is not on PATH. */
export function hugoVersion() {
  const result = spawnSync('hugo', ['version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

const BASEOF = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{ .Title }} | {{ .Site.Title }}</title>
</head>
<body>
<main>{{ block "main" . }}{{ end }}</main>
</body>
</html>
`;

// A doc: its title, its content, and a plain list of links to the pages of its folder.
const SINGLE = `{{ define "main" }}
<h1>{{ .Title }}</h1>
{{ .Content }}
<nav>
<ul>
{{ range .CurrentSection.RegularPages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>
{{ end }}</ul>
</nav>
{{ end }}
`;

// The home page and each folder: the title and a list of links to what is inside.
const LIST = `{{ define "main" }}
<h1>{{ .Title }}</h1>
{{ .Content }}
<ul>
{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>
{{ end }}</ul>
{{ end }}
`;

function hugoConfig(corpusDocs, cacheDir) {
  return `baseURL = "https://bench.example/"
title = "Synthetic"
languageCode = "en"
disableKinds = ["taxonomy", "term"]
cacheDir = ${JSON.stringify(cacheDir)}

[[module.mounts]]
source = ${JSON.stringify(corpusDocs)}
target = "content/docs"

[[module.mounts]]
source = "sections"
target = "content/docs"
`;
}

/**
 * Writes the Hugo site into `hugoDir`: hugo.toml mounts the corpus's docs folder as content/docs,
 * unchanged. Hugo makes a folder a section of its own only when it holds an `_index.md`; those
 * (the equivalent of Docusaurus's `_category_.json`) are in a second folder mounted at the same
 * place, so the corpus stays the one sitegen builds.
 */
export function writeHugoSite(corpusDir, hugoDir, docs) {
  fs.rmSync(hugoDir, { recursive: true, force: true });
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(hugoDir, file)), { recursive: true });
    fs.writeFileSync(path.join(hugoDir, file), text);
  };
  write('hugo.toml', hugoConfig(path.resolve(corpusDir, 'docs'), path.resolve(hugoDir, 'cache')));
  write('layouts/_default/baseof.html', BASEOF);
  write('layouts/_default/single.html', SINGLE);
  write('layouts/_default/list.html', LIST);
  write('sections/_index.md', '---\ntitle: Docs\n---\n');
  for (const folder of docFolders(docs)) {
    const title = folder.split('/').at(-1).replace('-', ' ');
    write(`sections/${folder}/_index.md`, `---\ntitle: ${title}\n---\n`);
  }
}

/** The commands of one Hugo build and of Pagefind on its output, run in `hugoDir`. */
export function hugoCommands(repo) {
  return {
    hugo: ['hugo', ['--quiet']],
    pagefind: [path.join(repo, 'node_modules', '.bin', 'pagefind'), ['--site', 'public', '--silent']],
  };
}
