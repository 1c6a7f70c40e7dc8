/**
 * The live-reload hub keeps its memory whatever the clients do: one that stops reading is dropped
 * once its unsent data passes the limit, and the number of clients is bounded.
 */
import http from 'node:http';
import net from 'node:net';
import { afterEach, expect, test } from 'vitest';
import { createEventHub, MAX_BACKLOG_BYTES, MAX_CLIENTS } from '../../src/serve/events.js';
import { waitFor } from '../helpers.js';

let close: () => Promise<void> = async () => undefined;
afterEach(() => close());

async function hubServer() {
  const hub = createEventHub(() => ['state', { build: 0 }]);
  const server = http.createServer((req, res) => hub.connect(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const sockets: net.Socket[] = [];
  /** A client that sends the request and never reads a byte of the answer. */
  const stuck = () => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.write('GET /__sitegen/events HTTP/1.1\r\nHost: localhost\r\n\r\n');
    socket.pause();
    sockets.push(socket);
    return socket;
  };
  close = async () => {
    sockets.forEach((socket) => socket.destroy());
    hub.close();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return { hub, port, stuck, sockets };
}

test('a client that never reads is dropped once it falls behind; one that reads stays', async () => {
  const { hub, port, stuck } = await hubServer();
  for (let i = 0; i < 3; i++) stuck();
  const controller = new AbortController();
  const reader = (
    await fetch(`http://127.0.0.1:${port}/`, { signal: controller.signal })
  ).body!.getReader();
  let received = 0;
  const reading = (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      received += value.length;
    }
  })().catch(() => undefined);
  await waitFor(() => hub.clients() === 4, 'four clients');
  // A large error frame, sent after each rebuild: the stuck clients' kernel buffers fill first.
  const errors = 'x'.repeat(1024 * 1024);
  for (let i = 0; i < 40 && hub.clients() > 1; i++) {
    hub.send('errors', { errors });
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(hub.clients()).toBe(1);
  expect(received).toBeGreaterThan(MAX_BACKLOG_BYTES);
  controller.abort();
  await reading;
});

test(`at most ${MAX_CLIENTS} clients at once; the next is answered 503`, async () => {
  const { hub, port, stuck } = await hubServer();
  for (let i = 0; i < MAX_CLIENTS; i++) stuck();
  await waitFor(() => hub.clients() === MAX_CLIENTS, `${MAX_CLIENTS} clients`);
  const extra = await fetch(`http://127.0.0.1:${port}/`);
  expect(extra.status).toBe(503);
  expect(hub.clients()).toBe(MAX_CLIENTS);
});
