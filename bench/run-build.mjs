// Runs one `sitegen build` in this process (start-up included) and prints its wall time, CPU time
// (this process's, worker threads included, child processes not) and peak memory as JSON on the
// last line, for bench.mjs to read.
const started = performance.now();
process.env.NODE_ENV ??= 'production';
const { main } = await import('../lib/cli.js');
const code = await main(process.argv.slice(2));
const ms = performance.now() - started;
const usage = process.resourceUsage();
const cpuMs = (usage.userCPUTime + usage.systemCPUTime) / 1000;
console.log(JSON.stringify({ code, ms, cpuMs, maxRssMB: usage.maxRSS / 1024 }));
process.exitCode = code;
