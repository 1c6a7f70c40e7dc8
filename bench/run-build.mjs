// Runs one `sitegen build` in this process (start-up included) and prints its wall time and
// peak memory as JSON on the last line, for bench.mjs to read.
const started = performance.now();
process.env.NODE_ENV ??= 'production';
const { main } = await import('../lib/cli.js');
const code = await main(process.argv.slice(2));
const ms = performance.now() - started;
console.log(JSON.stringify({ code, ms, maxRssMB: process.resourceUsage().maxRSS / 1024 }));
process.exitCode = code;
