/**
 * Server-Sent Events to open tabs (`/__sitegen/events`): what changed after each rebuild, or the
 * errors of a failed one. A tab that connects first gets the current state.
 */
import type http from 'node:http';

export interface EventHub {
  /** Answers an EventSource request and keeps the connection open. */
  connect(req: http.IncomingMessage, res: http.ServerResponse): void;
  send(event: string, data: unknown): void;
  /** Ends every open connection. */
  close(): void;
}

/** Proxies close idle connections; a comment now and then keeps them open. */
const KEEPALIVE_MS = 20_000;

export function createEventHub(hello: () => [event: string, data: unknown]): EventHub {
  const clients = new Set<http.ServerResponse>();
  const frame = (event: string, data: unknown) =>
    `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
  const timer = setInterval(
    () => clients.forEach((res) => res.write(': keepalive\n\n')),
    KEEPALIVE_MS,
  );
  timer.unref();
  return {
    connect(req, res) {
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
      clients.forEach((res) => res.write(text));
    },
    close() {
      clearInterval(timer);
      clients.forEach((res) => res.end());
      clients.clear();
    },
  };
}
