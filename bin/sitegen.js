#!/usr/bin/env node
// Thin launcher: the CLI lives in lib/cli.js, compiled from src/ by `npm install` (prepare).
import { existsSync } from 'node:fs';

const cli = new URL('../lib/cli.js', import.meta.url);
if (!existsSync(cli)) {
  console.error('sitegen is not compiled yet: run "npm install" (or "npm run compile") in the sitegen folder.');
  process.exit(1);
}
// React renders several times faster in production mode; set it before React is loaded.
process.env.NODE_ENV ??= 'production';
const { main, tuneV8 } = await import(cli.href);
// V8's settings for a build (src/v8Tuning.ts), before it starts.
tuneV8();
process.exitCode = await main(process.argv.slice(2));
