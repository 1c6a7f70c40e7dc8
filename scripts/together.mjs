// Runs the npm scripts named on the command line at the same time and fails when any fails:
// `npm test` type-checks (two tsc runs) and lints (dependency-cruiser, prettier) this way, as
// each is one thread and the four together take half the time of one after the other on two
// cores. Each script's output is printed whole when it ends, so two never interleave.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const runs = names.map(
  (name) =>
    new Promise((resolve) => {
      const child = spawn(npm, ['run', '-s', name], { stdio: ['ignore', 'pipe', 'pipe'] });
      const output = [];
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      child.on('error', (error) => {
        output.push(Buffer.from(`${error.message}\n`));
        resolve({ name, code: 1, output });
      });
      child.on('close', (code, signal) => resolve({ name, code: code ?? (signal ? 1 : 0), output }));
    }),
);

let failed = 0;
for (const run of runs) {
  const { name, code, output } = await run;
  process.stdout.write(Buffer.concat(output));
  if (code !== 0) {
    failed++;
    console.error(`npm run ${name} failed (exit ${code})`);
  }
}
process.exit(failed ? 1 : 0);
