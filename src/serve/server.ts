/** `sitegen serve`: a static HTTP server for the built output, with the not-found page as 404. */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import pc from 'picocolors';
import { loadConfig } from '../config/load.js';
import { localeOutDir } from '../routes/urls.js';
import { notFoundFile, resolveRequest } from './resolve.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

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
  return http.createServer((req, res) => {
    const urlPath = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const file = fs.existsSync(outDir) ? resolveRequest(outDir, urlPath) : undefined;
    const status = file ? 200 : 404;
    const body = file ?? notFoundFile(outDir, urlPath, localeDirs);
    if (!body) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const type = TYPES[path.extname(body).toLowerCase()] ?? 'application/octet-stream';
    const immutable = /\/assets\//.test(urlPath) && /[.-][0-9a-f]{8}\.\w+$/.test(urlPath);
    res.writeHead(status, {
      'Content-Type': type,
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    });
    if (req.method === 'HEAD') res.end();
    else fs.createReadStream(body).pipe(res);
  });
}

export async function serve(options: ServeOptions): Promise<RunningServer> {
  const config = await loadConfig(options.root);
  const outDir = path.resolve(config.root, options.outDir);
  const localeDirs = Object.keys(config.locales).map((l) => localeOutDir(config, l)).filter(Boolean);
  if (!fs.existsSync(outDir)) console.warn(pc.yellow(`! ${options.outDir} does not exist yet: run "sitegen build" first`));
  const server = createStaticServer(outDir, localeDirs);
  await new Promise<void>((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'EADDRINUSE') reject(new Error(`port ${options.port} is already in use: pass --port with another number`));
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
