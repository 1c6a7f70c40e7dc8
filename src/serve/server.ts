/** `sitegen serve`: a static HTTP server for the built output, with the not-found page as 404. */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import pc from 'picocolors';
import { loadConfig } from '../config/load.js';
import { localeOutDir } from '../routes/urls.js';
import { createStaticHandler } from './staticHandler.js';

export interface ServeOptions {
  root: string;
  outDir: string;
  port: number;
  host: string;
  locale?: string;
}

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

export function createStaticServer(outDir: string, localeDirs: string[]): http.Server {
  return http.createServer(createStaticHandler(outDir, localeDirs));
}

/** A problem starting the server that the user can fix (a taken port): printed without a stack. */
export class ServeError extends Error {
  override name = 'ServeError';
}

export async function serve(options: ServeOptions): Promise<RunningServer> {
  const config = await loadConfig(options.root);
  const outDir = path.resolve(config.root, options.outDir);
  const localeDirs = Object.keys(config.locales).map((l) => localeOutDir(config, l)).filter(Boolean);
  if (!fs.existsSync(outDir)) console.warn(pc.yellow(`! ${options.outDir} does not exist yet: run "sitegen build" first`));
  const server = createStaticServer(outDir, localeDirs);
  await new Promise<void>((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'EADDRINUSE') reject(new ServeError(`port ${options.port} is already in use: pass --port with another number`));
      else if (err.code === 'EACCES') reject(new ServeError(`port ${options.port} needs more privileges: pass --port 1024 or higher`));
      else reject(err);
    });
    server.listen(options.port, options.host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  const start = options.locale && options.locale !== config.defaultLocale ? `${options.locale}/` : '';
  const url = `http://${host}:${address.port}/${start}`;
  console.log(`${pc.green('✔')} serving ${pc.bold(path.relative(process.cwd(), outDir) || '.')} at ${pc.cyan(url)}`);
  return { url, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
