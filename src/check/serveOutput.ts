/** A loopback server of the output folder at the site's base URL, for the link check to request. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStaticHandler } from '../serve/staticHandler.js';

export interface ServedOutput {
  origin: string;
  close(): Promise<void>;
}

export async function serveOutput(options: {
  outDir: string;
  baseUrl: string;
  localeDirs: string[];
}): Promise<ServedOutput> {
  const server = http.createServer(
    underBase(
      options.baseUrl,
      createStaticHandler(options.outDir, options.localeDirs.filter(Boolean)),
    ),
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** Serves the output folder at the site's base URL; paths outside it are not found. */
function underBase(baseUrl: string, handler: http.RequestListener): http.RequestListener {
  if (baseUrl === '/') return handler;
  return (req, res) => {
    const url = req.url ?? '/';
    if (!url.startsWith(baseUrl) && url !== baseUrl.slice(0, -1)) {
      res.writeHead(404).end();
      return;
    }
    req.url = `/${url.slice(baseUrl.length)}`;
    handler(req, res);
  };
}
