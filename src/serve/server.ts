/** `sitegen serve`: a static HTTP server for the built output, with the not-found page as 404. */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import pc from 'picocolors';
import { loadConfig, type ResolvedConfig } from '../config/index.js';
import { localeOutDir } from '../routes/index.js';
import { listen, ServeError } from './listen.js';
import { openBrowser } from './openBrowser.js';
import { hostChecker, type AllowedHosts } from './hostCheck.js';
import { createStaticHandler, type DevHooks, type StaticOptions } from './staticHandler.js';

export type { DevHooks };
export { ServeError };

export interface ServeOptions {
  root: string;
  outDir: string;
  port: number;
  host: string;
  locale?: string;
  /** Try the next ports when `port` is taken (it was not asked for explicitly). */
  portFallback?: boolean;
  /** Open the site in the default browser. */
  open?: boolean;
  /** Host names answered besides localhost and IP addresses; added to the config's `server.allowedHosts`. */
  allowedHosts?: AllowedHosts;
}

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

export function createStaticServer(
  outDir: string,
  localeDirs: string[],
  options: StaticOptions = {},
): http.Server {
  return http.createServer(createStaticHandler(outDir, localeDirs, options));
}

/** The Host check for a server bound to `options.host`: the config's list and the command's. */
export function allowedHostsCheck(
  options: Pick<ServeOptions, 'host' | 'allowedHosts'>,
  config: ResolvedConfig,
): (header: string | undefined) => boolean {
  const fromConfig = config.server?.allowedHosts;
  const fromCli = options.allowedHosts;
  const all =
    fromConfig === true || fromCli === true ? true : [...(fromConfig ?? []), ...(fromCli ?? [])];
  return hostChecker(options.host, all);
}

/** The address to show for a bound server, and the page to open first. */
export function serverUrl(host: string, port: number, startPath: string): string {
  const shown = host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}/${startPath}`;
}

export async function serve(options: ServeOptions): Promise<RunningServer> {
  const config = await loadConfig(options.root);
  const outDir = path.resolve(config.root, options.outDir);
  const localeDirs = Object.keys(config.locales)
    .map((l) => localeOutDir(config, l))
    .filter(Boolean);
  if (!fs.existsSync(outDir))
    console.warn(pc.yellow(`! ${options.outDir} does not exist yet: run "sitegen build" first`));
  const server = createStaticServer(outDir, localeDirs, {
    allowHost: allowedHostsCheck(options, config),
    trailingSlash: config.trailingSlash,
  });
  const bound = await listen(server, options.port, options.host, options.portFallback ?? false);
  if (bound.note) console.log(pc.yellow(`! ${bound.note}`));
  const start =
    options.locale && options.locale !== config.defaultLocale ? `${options.locale}/` : '';
  const url = serverUrl(options.host, bound.port, start);
  console.log(
    `${pc.green('✔')} serving ${pc.bold(path.relative(process.cwd(), outDir) || '.')} at ${pc.cyan(url)}`,
  );
  if (options.open) openBrowser(url);
  return {
    url,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // A browser's open keep-alive connections would hold the close until they time out.
        server.closeAllConnections();
      }),
  };
}
