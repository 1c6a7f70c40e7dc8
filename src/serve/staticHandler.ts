/**
 * The request handler of `sitegen serve`: files of the output folder by URL path, the locale's
 * not-found page with status 404, ETag revalidation, brotli/gzip for text. Kept apart from the
 * command (which loads the config) so the link check can serve the output without it.
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

/** Text files worth compressing; images other than SVG are compressed already. */
const COMPRESSIBLE = /\.(html|css|js|mjs|json|xml|txt|svg|md|webmanifest)$/;
const MIN_COMPRESS_BYTES = 1024;

/** Compressed bodies by file, modification time and encoding, so a file is compressed once. */
function compressionCache() {
  const entries = new Map<string, Buffer>();
  return (file: string, stat: fs.Stats, encoding: 'br' | 'gzip'): Buffer => {
    const key = `${file}:${stat.mtimeMs}:${stat.size}:${encoding}`;
    let body = entries.get(key);
    if (!body) {
      const raw = fs.readFileSync(file);
      body = encoding === 'br' ? zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }) : zlib.gzipSync(raw);
      if (entries.size > 2000) entries.clear();
      entries.set(key, body);
    }
    return body;
  };
}

export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = (acceptEncoding ?? '').split(',').map((part) => part.trim().split(';')[0]);
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return undefined;
}

export function createStaticHandler(outDir: string, localeDirs: string[]): http.RequestListener {
  const compressed = compressionCache();
  return (req, res) => {
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
    const stat = fs.statSync(body);
    const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
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
    const encoding = COMPRESSIBLE.test(body) && stat.size >= MIN_COMPRESS_BYTES ? pickEncoding(req.headers['accept-encoding']) : undefined;
    const payload = encoding ? compressed(body, stat, encoding) : undefined;
    if (encoding) headers['Content-Encoding'] = encoding;
    headers['Content-Length'] = payload ? payload.length : stat.size;
    res.writeHead(status, headers);
    if (req.method === 'HEAD') res.end();
    else if (payload) res.end(payload);
    else fs.createReadStream(body).pipe(res);
  };
}
