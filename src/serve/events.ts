/**
 * Server-Sent Events to open tabs (`/__sitegen/events`): what changed after each rebuild, or the
 * errors of a failed one. A tab that connects first gets the current state.
 *
 * A client that does not read keeps every frame sent to it in memory: one whose unsent data
 * passes `MAX_BACKLOG_BYTES` is dropped (a tab that reads reconnects by itself), and at most
 * `MAX_CLIENTS` are connected at once, so a thousand stuck connections and a large error frame
 * cannot take the dev server's memory.
 */
import type http from 'node:http';

export interface EventHub {
  /** Answers an EventSource request and keeps the connection open. */
  connect(req: http.IncomingMessage, res: http.ServerResponse): void;
  send(event: string, data: unknown): void;
  /** How many clients are connected. */
  clients(): number;
  /** Ends every open connection. */
  close(): void;
}

/** Proxies close idle connections; a comment now and then keeps them open. */
const KEEPALIVE_MS = 20_000;
/** Far more tabs than anyone keeps open on one dev server. */
export const MAX_CLIENTS = 64;
/** A tab that reads has at most a frame or two unsent; this much is a client that stopped reading. */
export const MAX_BACKLOG_BYTES = 256 * 1024;

export function createEventHub(hello: () => [event: string, data: unknown]): EventHub {
  const clients = new Set<http.ServerResponse>();
  const frame = (event: string, data: unknown) =>
    `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
  /** Writes to one client, or drops it when it has not read what it was sent before. */
  const write = (res: http.ServerResponse, text: string) => {
    if (res.writableLength > MAX_BACKLOG_BYTES) {
      clients.delete(res);
      res.destroy();
    } else res.write(text);
  };
  const timer = setInterval(
    () => clients.forEach((res) => write(res, ': keepalive\n\n')),
    KEEPALIVE_MS,
  );
  timer.unref();
  return {
    connect(req, res) {
      if (clients.size >= MAX_CLIENTS) {
        // EventSource does not retry after an error status: the tab stops asking.
        res
          .writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '5' })
          .end(`At most ${MAX_CLIENTS} tabs are told about rebuilds at once.`);
        return;
      }
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      });
      // Reconnect quickly after the server restarts.
      res.write('retry: 500\n\n');
      res.write(frame(...hello()));
      clients.add(res);
      req.on('close', () => clients.delete(res));
    },
    send(event, data) {
      const text = frame(event, data);
      clients.forEach((res) => write(res, text));
    },
    clients: () => clients.size,
    close() {
      clearInterval(timer);
      clients.forEach((res) => res.end());
      clients.clear();
    },
  };
}
