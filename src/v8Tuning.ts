/**
 * V8's settings for a sitegen command, set by the CLI before it runs one (bin/sitegen.js).
 *
 * V8 11 (Node 20) optimizes a function with TurboFan after little use. A build runs much code a
 * few hundred times and then never again (each page's modules, a site's plugins, the theme's
 * components once per page), and optimizing it cost more than it saved: on Jest's website (nine
 * locales, cold) V8's background threads spent about 3.4 s of the build's 23 CPU-s compiling,
 * 0.22 s of it for the navbar component alone. With the budget a function spends before it is
 * optimized raised about eightfold, that build took 20.7 CPU-s instead of 23.4 (Pagefind's
 * included), and the real site's `--locale id` 3.1 instead of 3.7 (medians of 4 and 6, builds in
 * alternating order); the 5,000-doc site, whose time is in a few hot loops, was no slower. V8 12
 * and later (Node 22, 24) tier up through Maglev first, with settings of other names, and gained
 * less from the like (Node 24, `--locale id`: 3.35 against 3.42 CPU-s), so they keep their own.
 */
import v8 from 'node:v8';

/** The V8 flags a command sets under this V8 version (`process.versions.v8`). */
export function v8FlagsFor(version: string): string[] {
  return version.split('.')[0] === '11' ? ['--interrupt-budget=528000'] : [];
}

/** Sets them: before the command's work, so that its functions get the raised budget. */
export function tuneV8(version = process.versions.v8): void {
  for (const flag of v8FlagsFor(version)) v8.setFlagsFromString(flag);
}
