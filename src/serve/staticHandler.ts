/**
 * The request handler of `sitegen serve`: files of the output folder by URL path, the locale's
 * not-found page with status 404, ETag revalidation, brotli/gzip for text, and (with
 * `serve --watch`) the dev server's hooks. Kept apart from the command (which loads the config)
 * so the link check can serve the output from its own thread without it.
 */
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
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

/** What `serve --watch` adds to the static server. */
export interface DevHooks {
  /** Answers the dev server's own requests (`/__sitegen/…`); true when it did. */
  handle(req: http.IncomingMessage, res: http.ServerResponse, urlPath: string): boolean;
  /** Adds the dev client to an HTML page. */
  html(text: string): string;
  /** The page shown while nothing is built yet (the first build is running or failed); undefined after. */
  placeholder(): string | undefined;
}

/** Text files worth compressing; images other than SVG are compressed already. */
const COMPRESSIBLE = /\.(html|css|js|mjs|json|xml|txt|svg|md|webmanifest)$/;
const MIN_COMPRESS_BYTES = 1024;

/**
 * Compressed bodies by file and encoding, each kept for one version of its file (a rebuild
 * replaces the entry instead of adding one), so a file is compressed once per version.
 */
function compressionCache() {
  const entries = new Map<string, { version: string; body: Buffer }>();
  return (file: string, version: string, raw: () => Buffer, encoding: 'br' | 'gzip'): Buffer => {
    const key = `${file}:${encoding}`;
    const entry = entries.get(key);
    if (entry?.version === version) return entry.body;
    const body = encoding === 'br' ? zlib.brotliCompressSync(raw(), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }) : zlib.gzipSync(raw());
    if (entries.size > 2000) entries.clear();
    entries.set(key, { version, body });
    return body;
  };
}

export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = (acceptEncoding ?? '').split(',').map((part) => part.trim().split(';')[0]);
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return undefined;
}

function statFile(file: string): fs.Stats | undefined {
  try {
    return fs.statSync(file);
  } catch {
    return undefined;
  }
}

export function createStaticHandler(outDir: string, localeDirs: string[], dev?: DevHooks): http.RequestListener {
  const compressed = compressionCache();
  return (req, res) => {
    const urlPath = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (dev?.handle(req, res, urlPath)) return;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const file = fs.existsSync(outDir) ? resolveRequest(outDir, urlPath) : undefined;
    const status = file ? 200 : 404;
    const body = file ?? notFoundFile(outDir, urlPath, localeDirs);
    // A rebuild may remove a file between finding and reading it.
    const stat = body ? statFile(body) : undefined;
    if (!body || !stat) {
      const placeholder = dev?.placeholder();
      if (placeholder !== undefined) {
        const page = Buffer.from(placeholder);
        res.writeHead(503, { 'Content-Type': TYPES['.html'], 'Cache-Control': 'no-store', 'Content-Length': page.length });
        res.end(req.method === 'HEAD' ? undefined : page);
        return;
      }
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    // With --watch, pages carry the dev client: a different body than the file, so another tag.
    const withClient = dev !== undefined && body.endsWith('.html');
    const version = `${stat.size.toString(16)}-${Math.round(stat.mtimeMs * 1000).toString(16)}`;
    const etag = `W/"${version}${withClient ? '-dev' : ''}"`;
    const immutable = /\/assets\//.test(urlPath) && /[.-][0-9a-f]{8}\.\w+$/.test(urlPath);
    const headers: http.OutgoingHttpHeaders = {
      'Content-Type': TYPES[path.extname(body).toLowerCase()] ?? 'application/octet-stream',
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      ETag: etag,
      Vary: 'Accept-Encoding',
    };
    if (status === 200 && req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers).end();
      return;
    }
    let raw: Buffer | undefined;
    const read = () => (raw ??= withClient ? Buffer.from(dev.html(fs.readFileSync(body, 'utf8'))) : fs.readFileSync(body));
    const size = withClient ? read().length : stat.size;
    const encoding = COMPRESSIBLE.test(body) && size >= MIN_COMPRESS_BYTES ? pickEncoding(req.headers['accept-encoding']) : undefined;
    let payload: Buffer | undefined;
    try {
      payload = encoding ? compressed(body, etag, read, encoding) : withClient ? read() : undefined;
    } catch {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    if (encoding) headers['Content-Encoding'] = encoding;
    headers['Content-Length'] = payload ? payload.length : stat.size;
    res.writeHead(status, headers);
    if (req.method === 'HEAD') res.end();
    else if (payload) res.end(payload);
    else fs.createReadStream(body).on('error', () => res.destroy()).pipe(res);
  };
}
