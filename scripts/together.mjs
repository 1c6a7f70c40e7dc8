// Runs the npm scripts named on the command line at the same time and fails when any fails:
// `npm test` type-checks (two tsc runs) and lints (dependency-cruiser, prettier) this way, as
// each is one thread and the four together take half the time of one after the other on two
// cores. Each script's output is printed whole when all have ended, so two never interleave.
//
// `--live <script>` runs one more script beside them whose output goes straight through as it
// comes: `npm test` runs vitest so, with the checks in the cores it leaves idle (on a clean clone
// of two cores, the checks took 25 s before vitest could start).
import { spawn } from 'node:child_process';

const args = process.argv.slice(2);
const liveAt = args.indexOf('--live');
const live = liveAt >= 0 ? args[liveAt + 1] : undefined;
const names = args.filter((_, i) => liveAt < 0 || (i !== liveAt && i !== liveAt + 1));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const run = (name, passThrough) =>
  new Promise((resolve) => {
    const stdio = passThrough ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'];
    const child = spawn(npm, ['run', '-s', name], { stdio });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      resolve({ name, code: 1, output });
    });
    child.on('close', (code, signal) => resolve({ name, code: code ?? (signal ? 1 : 0), output }));
  });

const runs = [...names.map((name) => run(name, false)), ...(live ? [run(live, true)] : [])];

let failed = 0;
for (const { name, code, output } of await Promise.all(runs)) {
  process.stdout.write(Buffer.concat(output));
  if (code !== 0) {
    failed++;
    console.error(`npm run ${name} failed (exit ${code})`);
  }
}
process.exit(failed ? 1 : 0);
