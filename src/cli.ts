/**
 * The `sitegen` command line. Exit codes: 0 success, 1 build failure (or a failed check of
 * `sitegen doctor`), 2 bad usage (unknown option, unknown locale).
 */
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Command, CommanderError, InvalidArgumentError } from 'commander';
import pc from 'picocolors';
import { BuildFailed, formatError } from './errors.js';

export { tuneV8 } from './v8Tuning.js';

// The build and the server are loaded only when a command needs them, so `--help` is instant.
const loadBuild = () => import('./pipeline/build.js');
const loadSummary = () => import('./pipeline/summary.js');

const version = (createRequire(import.meta.url)('../package.json') as { version: string }).version;

/** `sitegen doctor` found something a build needs missing (its report says what). */
class ChecksFailed extends Error {
  override name = 'ChecksFailed';
}

function port(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535)
    throw new InvalidArgumentError('must be a port number (0–65535)');
  return n;
}

export function createProgram(): Command {
  const program = new Command('sitegen')
    .description(
      'Builds a docs site as static HTML rendered with React, plus a small hydration script.',
    )
    .version(version, '-v, --version')
    .exitOverride()
    .configureOutput({ outputError: (text, write) => write(pc.red(text)) });

  program
    .command('build')
    .description('build the site (all locales, or one with --locale) into the output folder')
    .option(
      '-l, --locale <id>',
      'build only this locale (other locales already in the output folder stay)',
    )
    .option(
      '-o, --out <dir>',
      'output folder; everything in it is replaced, so some folders are refused',
      'dist',
    )
    .option('--root <dir>', 'site root (where sitegen.config.ts is)', process.cwd())
    .option(
      '--no-search',
      'skip the search index, and leave the search box and the search page out (as search: false)',
    )
    .option(
      '--check-external',
      "also check links to other sites (needs the network); a full URL written in content, the site's own origin included, counts as external",
    )
    .option(
      '--no-check-links',
      'skip the check of links and anchors in the output (faster, for a quick look; CI should keep it)',
    )
    .option(
      '--strict',
      'fail the build on warnings as on errors, leaving the previous output as it was',
    )
    .option(
      '--force',
      'build even when nothing changed since the last build into the folder, rendering every page (none copied from that build), and replace an output folder of files no sitegen build wrote',
    )
    .action(
      async (opts: {
        locale?: string;
        out: string;
        root: string;
        search: boolean;
        checkExternal?: boolean;
        checkLinks: boolean;
        strict?: boolean;
        force?: boolean;
      }) => {
        const { build } = await loadBuild();
        const { formatSummary } = await loadSummary();
        const { createProgress } = await import('./pipeline/progress.js');
        const summary = await build({
          progress: createProgress(),
          root: opts.root,
          locales: opts.locale ? [opts.locale] : undefined,
          outDir: opts.out,
          search: opts.search,
          checkLinks: opts.checkLinks,
          checkExternalLinks: opts.checkExternal ?? false,
          strict: opts.strict ?? false,
          force: opts.force ?? false,
        });
        console.log(formatSummary(summary));
        const { printTimings } = await import('./pipeline/timings.js');
        printTimings();
      },
    );

  program
    .command('serve')
    .description(
      'serve the built site over HTTP; with --watch, build it, rebuild on every change and reload open tabs',
    )
    .option(
      '-w, --watch',
      'build the site (drafts included), rebuild what changes and update open tabs',
    )
    .option(
      '-p, --port <port>',
      'port to listen on (when not given and 3000 is taken, the next free one; 0 picks a free one)',
      port,
      3000,
    )
    .option(
      '-H, --host <host>',
      'interface to listen on (0.0.0.0 to be reachable from other machines or from outside a container)',
      '127.0.0.1',
    )
    .option('-l, --locale <id>', 'locale to open at / (with --watch: the only locale built)')
    .option(
      '-o, --out <dir>',
      'folder to serve (with --watch: where to build; by default a folder of its own in node_modules/.cache/sitegen, so drafts never reach dist/)',
      'dist',
    )
    .option('--open', 'open the site in the default browser')
    .option(
      '--allowed-hosts <names>',
      'host names to answer besides localhost and IP addresses, comma-separated, added to the config\'s server.allowedHosts (".example.com": with subdomains; "true": any)',
    )
    .option('--root <dir>', 'site root', process.cwd())
    .option('--force', 'with --watch --out: replace a folder of files no sitegen build wrote')
    .action(
      async (
        opts: {
          watch?: boolean;
          force?: boolean;
          port: number;
          host: string;
          out: string;
          root: string;
          locale?: string;
          open?: boolean;
          allowedHosts?: string;
        },
        command: Command,
      ) => {
        const portFallback = command.getOptionValueSource('port') === 'default';
        const allowedHosts =
          opts.allowedHosts === undefined
            ? undefined
            : opts.allowedHosts.trim() === 'true'
              ? (true as const)
              : opts.allowedHosts
                  .split(',')
                  .map((h) => h.trim())
                  .filter(Boolean);
        const common = {
          root: opts.root,
          port: opts.port,
          host: opts.host,
          locale: opts.locale,
          open: opts.open,
          portFallback,
          allowedHosts,
        };
        // Ctrl+C and `docker stop` close the server and end the process. Without a handler, a
        // process that is a container's PID 1 ignores both, and `docker stop` waits to kill it;
        // set before the server starts, so no signal falls between its first line and the handler.
        let server: { close(): Promise<void> } | undefined;
        const stop = (signal: NodeJS.Signals) => {
          // Still starting: a first build (serve --watch) removes its staging folder first.
          if (!server) setImmediate(() => process.exit(128 + os.constants.signals[signal]));
          else void server.close().then(() => process.exit(0));
        };
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
        if (!opts.watch) {
          const { serve } = await import('./serve/server.js');
          server = await serve({ ...common, outDir: opts.out });
        } else {
          const { serveWatch } = await import('./serve/devServer.js');
          const outDir = command.getOptionValueSource('out') === 'cli' ? opts.out : undefined;
          server = await serveWatch({ ...common, outDir, force: opts.force });
        }
      },
    );

  program
    .command('init')
    .argument('[dir]', 'folder to create the site in (new or empty)', '.')
    .description('create a starter site: a config, docs, a blog post, a page and a README')
    .option('-t, --title <title>', "the site's title (by default, from the folder's name)")
    .action(async (dir: string, opts: { title?: string }) => {
      const { scaffoldSite } = await import('./init/index.js');
      const site = scaffoldSite(dir, opts.title);
      const where = path.relative(process.cwd(), site.dir);
      console.log(
        [
          `${pc.green('✔')} ${pc.bold(`created "${site.title}"`)} ${pc.dim(`in ${where || '.'}/ (${site.files.length} files)`)}`,
          '',
          'Next:',
          ...(where ? [`  cd ${where}`] : []),
          ...(site.installed
            ? []
            : [
                `  npm install                 ${pc.dim('# puts this sitegen in the site (package.json)')}`,
              ]),
          `  npx sitegen serve --watch   ${pc.dim('# write, and see each change at once')}`,
          `  npx sitegen build           ${pc.dim('# the site in dist/, every link checked')}`,
        ].join('\n'),
      );
    });
  program
    .command('doctor')
    .description(
      'check what a build needs here (Node.js, the site and its config, git, the cache folder; Chromium for tests), for a bug report',
    )
    .option('--root <dir>', 'site root', process.cwd())
    .action(async (opts: { root: string }) => {
      const { formatChecks, runChecks } = await import('./doctor/index.js');
      const { packageRoot } = await import('./packageRoot.js');
      const checks = runChecks({ root: opts.root });
      console.log(formatChecks(version, packageRoot(), checks));
      // Printed already: the exit code alone says it (1, as a failed build).
      if (checks.some((check) => check.status === 'fail')) throw new ChecksFailed();
    });
  program
    .command('docs:version')
    .argument('<name>', 'the version\'s name, as versions.json lists it ("1.0.0")')
    .description(
      'make a version of the docs from the docs folder (and its translations), as docusaurus docs:version does',
    )
    .option('-s, --section <id>', 'the docs section (its id) to make a version of', 'default')
    .option('--overwrite', 'make the version again when it exists already')
    .option('--root <dir>', 'site root', process.cwd())
    .action(async (name: string, opts: { section: string; overwrite?: boolean; root: string }) => {
      const { createDocsVersion } = await import('./versioning/index.js');
      const made = await createDocsVersion({ ...opts, name });
      const which = made.section === 'default' ? 'the docs' : `the docs section "${made.section}"`;
      console.log(
        [
          `${pc.green('✔')} ${pc.bold(`made version ${made.name} of ${which}`)}`,
          ...made.written.map((file) => pc.dim(`  ${file}`)),
        ].join('\n'),
      );
    });
  return program;
}

/** Docusaurus names a section in the command (`docs:version:community 1.0`); sitegen takes `--section`. */
function withSectionOption(argv: string[]): string[] {
  const named = /^docs:version:(.+)$/.exec(argv[0] ?? '');
  return named ? ['docs:version', ...argv.slice(1), '--section', named[1]] : argv;
}

export async function main(argv: string[]): Promise<number> {
  const program = createProgram();
  try {
    await program.parseAsync(withSectionOption(argv), { from: 'user' });
    return 0;
  } catch (thrown) {
    if (thrown instanceof CommanderError) {
      return thrown.exitCode === 0 ? 0 : 2;
    }
    if (thrown instanceof ChecksFailed) return 1;
    if ((thrown as Error).name === 'ServeError') {
      console.error(pc.red(`error: ${(thrown as Error).message}`));
      return 1;
    }
    if ((thrown as Error).name === 'UnknownLocale') {
      console.error(pc.red(`error: ${(thrown as Error).message}`));
      return 2;
    }
    if (thrown instanceof BuildFailed && ['init', 'docs:version'].includes(program.args[0])) {
      for (const error of thrown.errors) console.error(formatError(error, process.cwd(), true));
      return 1;
    }
    if (thrown instanceof BuildFailed) {
      const { formatFailure } = await loadSummary();
      console.error(formatFailure(thrown.errors, process.cwd(), thrown.output));
      return 1;
    }
    console.error(pc.red(`✖ unexpected error: ${(thrown as Error).stack ?? String(thrown)}`));
    return 1;
  }
}
