// One measured `sitegen build` for the bench, run through run-build.mjs in a child process.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runMeasured } from './measure.mjs';

const runBuild = path.join(path.dirname(fileURLToPath(import.meta.url)), 'run-build.mjs');

/**
 * The output a build replaces is deleted by a background process (when the cache is on another
 * disk than the output); each build is measured on its own, after the one before has finished
 * that deletion.
 */
function waitForOldOutput(cwd, buildArgs) {
  const out = path.resolve(cwd, buildArgs.includes('--out') ? buildArgs[buildArgs.indexOf('--out') + 1] : 'dist');
  const parent = path.dirname(out);
  const pending = () => fs.existsSync(parent) && fs.readdirSync(parent).some((name) => name.startsWith(`.sitegen-old-${path.basename(out)}-`));
  const until = Date.now() + 60_000;
  while (pending() && Date.now() < until) spawnSync('sleep', ['0.1']);
}

/**
 * Builds the site in `cwd`. Returns the figures taken outside the process (`wallMs`, and `cpuMs`
 * and `peakRssMB` when GNU time is there, else the process's own) and those it took itself
 * (`ms` from its first line to its exit, `maxRssMB`), which the real-site rows use.
 */
export function buildSitegen(cwd, buildArgs) {
  waitForOldOutput(cwd, buildArgs);
  const result = runMeasured(process.execPath, [runBuild, 'build', ...buildArgs], { cwd });
  const inside = JSON.parse(result.stdout.trim().split('\n').at(-1) || '{}');
  if (result.code !== 0 || inside.code !== 0) throw new Error(`build failed in ${cwd}:\n${result.stdout}\n${result.stderr}`);
  // Children of the build no one waited for (Pagefind's, started by its threads) are in no one's
  // figures: their CPU time is added (run-build.mjs).
  const cpuMs = (result.cpuMs ?? inside.cpuMs) + (inside.unwaitedCpuMs ?? 0);
  return { wallMs: result.wallMs, cpuMs, peakRssMB: result.peakRssMB ?? inside.maxRssMB, ms: inside.ms, maxRssMB: inside.maxRssMB };
}
