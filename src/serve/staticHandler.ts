/**
 * The request handler of `sitegen serve`: files of the output folder by URL path, the locale's
 * not-found page with status 404, ETag revalidation, a year of caching for content-hashed
 * assets, single byte ranges, brotli/gzip for text, and (with `serve --watch`) the dev server's
 * hooks. Kept apart from the command (which loads the config) so the link check can serve the
 * output from its own thread without it.
 *
 * No request stops the server: a target that names no file is 400, a file that vanishes
 * meanwhile (a rebuild swapping the output) is 404, anything unforeseen is 500.
 */
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream';
import zlib from 'node:zlib';
import Negotiator from 'negotiator';
import parseRange from 'range-parser';
import { blockedHostMessage, type HostCheck } from './hostCheck.js';
import {
  notFoundFile,
  pathSegments,
  requestPath,
  resolveRequest,
  slashRedirect,
} from '../emit/index.js';

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
 * replaces the entry instead of adding one), so a file is compressed once per version. zlib's
 * asynchronous API compresses on libuv's thread pool: a large file (40 MB of text takes brotli
 * 2-3 s) never stalls the other requests, and requests for it meanwhile share the one compression.
 */
function compressionCache() {
  const entries = new Map<string, { version: string; body: Buffer }>();
  const running = new Map<string, Promise<Buffer>>();
  return (
    file: string,
    version: string,
    raw: () => Buffer,
    encoding: Encoding,
  ): Buffer | Promise<Buffer> => {
    const key = `${file}:${encoding}`;
    const entry = entries.get(key);
    if (entry?.version === version) return entry.body;
    const job = `${key}:${version}`;
    let body = running.get(job);
    if (!body) {
      body = compress(raw(), encoding).finally(() => running.delete(job));
      body.then(
        (done) => {
          if (entries.size > 2000) entries.clear();
          entries.set(key, { version, body: done });
        },
        () => undefined, // each waiting request answers 500
      );
      running.set(job, body);
    }
    return body;
  };
}

type Encoding = 'br' | 'gzip';

function compress(raw: Buffer, encoding: Encoding): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, body: Buffer) => (error ? reject(error) : resolve(body));
    if (encoding === 'gzip') zlib.gzip(raw, done);
    else
      zlib.brotliCompress(
        raw,
        {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        },
        done,
      );
  });
}

/**
 * The encoding to send, by the client's Accept-Encoding and its q-values (`br;q=0` refuses
 * brotli, `*` stands for any encoding not named); brotli before gzip when the client likes both
 * alike. Undefined: send the file as it is.
 */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const best = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }).encodings(
    ENCODINGS,
    { preferred: ENCODINGS },
  )[0];
  return best === 'br' || best === 'gzip' ? best : undefined;
}

const ENCODINGS = ['br', 'gzip', 'identity'];

/**
 * Names the build gives from a file's content, under `assets/`: esbuild's `main.F5WVX6DN.js`
 * and `chunk.…js`, the stylesheet's `theme.1a2b3c4d.css`, content files' `diagram-1a2b3c4d.svg`.
 * A new content is a new name, so such a file never changes (also under `serve --watch`).
 */
export function isContentHashed(urlPath: string): boolean {
  return /(^|\/)assets\//.test(urlPath) && /[.-](?:[0-9a-f]{8}|[A-Z2-7]{8})\.\w+$/.test(urlPath);
}

/** What the server adds to the handler: the dev server's hooks, the Host check. */
export interface StaticOptions {
  dev?: DevHooks;
  /** True when a request's Host header may be answered; every host when not given. */
  allowHost?: HostCheck;
  /** The site's `trailingSlash`: a page asked for in its other form is sent to its own (`slashRedirect`). */
  trailingSlash?: boolean;
}

const TEXT = 'text/plain; charset=utf-8';

/** A file found for a request, open as `fd`; `status` 404 for the not-found page. */
interface OpenFile {
  name: string;
  fd: number;
  status: number;
  urlPath: string;
}

export function createStaticHandler(
  outDir: string,
  localeDirs: string[],
  options: StaticOptions = {},
): http.RequestListener {
  const compressed = compressionCache();
  const { dev, allowHost, trailingSlash } = options;

  function handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    if (allowHost && !allowHost(req.headers.host)) {
      res.writeHead(403, { 'Content-Type': TEXT }).end(blockedHostMessage(req.headers.host ?? ''));
      return;
    }
    const urlPath = requestPath(req.url);
    if (urlPath === undefined || pathSegments(urlPath) === undefined) {
      res.writeHead(400, { 'Content-Type': TEXT }).end('Bad request');
      return;
    }
    if (dev?.handle(req, res, urlPath)) return;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const found = resolveRequest(outDir, urlPath);
    const moved = found && slashRedirect(urlPath, found, trailingSlash);
    if (moved) {
      const query = req.url!.includes('?') ? req.url!.slice(req.url!.indexOf('?')) : '';
      res.writeHead(301, { Location: moved + query, 'Cache-Control': 'no-cache' }).end();
      return;
    }
    const name = found ?? notFoundFile(outDir, urlPath, localeDirs);
    // Opened once: a rebuild may remove or replace the file, the open one stays whole.
    const fd = name ? openFile(name) : undefined;
    if (!name || fd === undefined) return notFound(res, req.method === 'HEAD', dev);
    let streaming = false;
    try {
      streaming = sendFile(req, res, { name, fd, status: found ? 200 : 404, urlPath });
    } finally {
      if (!streaming) fs.closeSync(fd);
    }
  }

  /** Answers with the open file; true when a stream took the descriptor over (and closes it). */
  function sendFile(req: http.IncomingMessage, res: http.ServerResponse, file: OpenFile): boolean {
    const { name, fd, status } = file;
    const stat = fs.fstatSync(fd);
    // With --watch, pages carry the dev client: a different body than the file, so another tag.
    const withClient = dev !== undefined && name.endsWith('.html');
    const mtime = Math.round(stat.mtimeMs * 1000).toString(16);
    const version = `${stat.size.toString(16)}-${mtime}${withClient ? '-dev' : ''}`;
    const hashed = status === 200 && isContentHashed(file.urlPath);
    const headers: http.OutgoingHttpHeaders = {
      'Content-Type': TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream',
      'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      // Strong for the file as it is; the compressed forms are the same content, a weak match.
      ETag: `"${version}"`,
      Vary: 'Accept-Encoding',
    };
    if (status === 200 && etagMatches(req.headers['if-none-match'], version)) {
      res.writeHead(304, headers).end();
      return false;
    }
    const head = req.method === 'HEAD';
    let raw: Buffer | undefined;
    const read = () =>
      (raw ??= withClient
        ? Buffer.from(dev.html(fs.readFileSync(fd, 'utf8')))
        : fs.readFileSync(fd));
    if (status === 200 && !withClient) {
      headers['Accept-Ranges'] = 'bytes';
      const range = byteRange(req, stat.size, `"${version}"`);
      if (range === 'unsatisfiable') {
        res.writeHead(416, { ...headers, 'Content-Range': `bytes */${stat.size}` }).end();
        return false;
      }
      if (range) {
        headers['Content-Range'] = `bytes ${range.start}-${range.end}/${stat.size}`;
        headers['Content-Length'] = range.end - range.start + 1;
        res.writeHead(206, headers);
        if (head) {
          res.end();
          return false;
        }
        stream(res, fd, range);
        return true;
      }
    }
    const size = withClient ? read().length : stat.size;
    const worth = COMPRESSIBLE.test(name) && size >= MIN_COMPRESS_BYTES;
    const encoding = worth ? pickEncoding(req.headers['accept-encoding']) : undefined;
    if (encoding) {
      headers['Content-Encoding'] = encoding;
      headers.ETag = `W/"${version}"`;
    }
    const payload = encoding ? compressed(name, version, read, encoding) : withClient ? read() : fd;
    if (payload instanceof Promise) {
      // The file is read already (the descriptor closes now); the answer waits for its compression.
      payload.then(
        (body) => send(res, status, headers, head, body),
        () => failed(res),
      );
      return false;
    }
    if (typeof payload !== 'number') {
      send(res, status, headers, head, payload);
      return false;
    }
    headers['Content-Length'] = stat.size;
    res.writeHead(status, headers);
    if (head) {
      res.end();
      return false;
    }
    stream(res, fd);
    return true;
  }

  return (req, res) => {
    try {
      handle(req, res);
    } catch {
      failed(res);
    }
  };
}

function send(
  res: http.ServerResponse,
  status: number,
  headers: http.OutgoingHttpHeaders,
  head: boolean,
  body: Buffer,
): void {
  if (res.destroyed) return; // the client left while its answer was compressed
  res.writeHead(status, { ...headers, 'Content-Length': body.length });
  res.end(head ? undefined : body);
}

function failed(res: http.ServerResponse): void {
  if (res.headersSent) res.destroy();
  else res.writeHead(500, { 'Content-Type': TEXT }).end('Internal server error');
}

function notFound(res: http.ServerResponse, head: boolean, dev: DevHooks | undefined): void {
  const placeholder = dev?.placeholder();
  if (placeholder === undefined) {
    res.writeHead(404, { 'Content-Type': TEXT }).end('Not found');
    return;
  }
  const page = Buffer.from(placeholder);
  const headers = {
    'Content-Type': TYPES['.html'],
    'Cache-Control': 'no-store',
    'Content-Length': page.length,
  };
  res.writeHead(503, headers);
  res.end(head ? undefined : page);
}

function openFile(file: string): number | undefined {
  try {
    return fs.openSync(file, 'r');
  } catch {
    return undefined;
  }
}

interface ByteRange {
  start: number;
  end: number;
}

function stream(res: http.ServerResponse, fd: number, range?: ByteRange): void {
  // Both ends are destroyed when either fails or the client goes away, and the file is closed.
  pipeline(fs.createReadStream('', { fd, autoClose: true, ...range }), res, () => undefined);
}

/** If-None-Match by weak comparison: any listed tag, weak or strong, of this version. */
function etagMatches(header: string | undefined, version: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === `"${version}"`);
}

/**
 * The one byte range a request asks for; undefined to send the whole file (no Range, several
 * ranges, another unit, or an If-Range that is not this file's strong ETag).
 */
function byteRange(
  req: http.IncomingMessage,
  size: number,
  etag: string,
): ByteRange | 'unsatisfiable' | undefined {
  const header = req.headers.range;
  if (!header) return undefined;
  const ifRange = req.headers['if-range'];
  if (ifRange !== undefined && String(ifRange).trim() !== etag) return undefined;
  const ranges = parseRange(size, header, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return undefined;
  return { start: ranges[0].start, end: ranges[0].end };
}
