// `serve --watch` figures for bench.mjs: start-up time, time from saving a one-paragraph edit (and
// a title edit) to the updated page being served (medians of several edits), and the memory after
// many rebuilds. The edited file is always put back as it was.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { median } from './measure.mjs';

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts `sitegen serve --watch` and resolves with its URL and reported start-up time. */
function start(sitegen, cwd, args) {
  const child = spawn(process.execPath, [sitegen, 'serve', '--watch', '--port', '0', ...args], { cwd, env: { ...process.env, NO_COLOR: '1' } });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk;
      const ready = /serving at (\S+) .*ready in (\d+) ms/.exec(output);
      if (ready) resolve({ child, origin: new URL(ready[1]).origin, startupMs: Number(ready[2]) });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => reject(new Error(`serve --watch exited with ${code}:\n${output}`)));
  });
}

/** The first plain paragraph of a Markdown file with `marker` appended to it. */
function withMarker(text, marker) {
  let done = false;
  return text.replace(/\n\n([^\n#:|`>\-*!<[][^\n]*)\n/g, (match, paragraph) => {
    if (done) return match;
    done = true;
    return `\n\n${paragraph} ${marker}\n`;
  });
}

/** The file with `marker` appended to its front matter title (which the sidebar shows too). */
function withTitleMarker(text, marker) {
  return text.replace(/^title: (.*)$/m, (_, title) => `title: ${title} ${marker}`);
}

async function servedAfterEdit(file, original, url, i, edit = withMarker) {
  const marker = `bench-edit-${process.pid}-${i}`;
  const started = performance.now();
  fs.writeFileSync(file, edit(original, marker));
  for (;;) {
    const body = await (await fetch(url)).text();
    if (body.includes(marker)) return performance.now() - started;
    if (performance.now() - started > 30_000) throw new Error(`the edit of ${file} was not served within 30 s`);
  }
}

const status = async (origin) => (await fetch(`${origin}/__sitegen/status`)).json();

/**
 * `edits` timed edits (the first reported on its own: it may meet the compiler's warm-up), then
 * edits until `rebuilds` rebuilds have run, reading the process's memory halfway and at the end.
 */
export async function measureWatch({ label, sitegen, cwd, args = [], file, urlPath, edits = 11, rebuilds = 200 }) {
  const original = fs.readFileSync(file, 'utf8');
  const { child, origin, startupMs } = await start(sitegen, cwd, args);
  const url = origin + urlPath;
  try {
    await pause(1000);
    const times = [];
    for (let i = 0; i < edits; i++) {
      times.push(await servedAfterEdit(file, original, url, i));
      await pause(150);
    }
    // A title edit: the page, its neighbours' previous/next links and the sidebar of the pages
    // showing its category change; the rest of the site must not be rendered again.
    const titleTimes = [];
    for (let i = 0; i < 5; i++) {
      titleTimes.push(await servedAfterEdit(file, original, url, `title-${i}`, withTitleMarker));
      await pause(150);
    }
    fs.writeFileSync(file, original);
    await pause(1000);
    // Memory at half the rebuilds and at the end: a long session should level off, not grow.
    let half;
    let late;
    for (let i = edits; ; i++) {
      late = await status(origin);
      if (!half && late.builds >= rebuilds / 2 + 1) half = late;
      if (late.builds >= rebuilds + 1) break;
      await servedAfterEdit(file, original, url, i);
    }
    return {
      label,
      startupMs,
      editMedianMs: Math.round(median(times.slice(1))),
      editFirstMs: Math.round(times[0]),
      titleEditMedianMs: Math.round(median(titleTimes)),
      rssHalfMB: Math.round(half.rssBytes / 1024 / 1024),
      rebuilds: late.builds - 1,
      rssMB: Math.round(late.rssBytes / 1024 / 1024),
    };
  } finally {
    fs.writeFileSync(file, original);
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

export function watchSitePaths(repo) {
  return { file: path.join(repo, 'content', 'i18n', 'id', 'docs', 'intro.md'), urlPath: '/id/docs/intro' };
}
