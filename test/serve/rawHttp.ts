/** Requests written byte for byte on a TCP socket, for tests that send what no HTTP client would. */
import net from 'node:net';

export interface RawAnswer {
  /** The status code, or 0 when the server closed without an answer or did not answer in time. */
  status: number;
  headers: string;
  body: Buffer;
}

/** Sends `request` as written on a new connection and reads until the server closes it. */
export function rawRequest(
  origin: string,
  request: string | Buffer,
  timeoutMs = 5000,
): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = net.connect({ host: hostname, port: Number(port) });
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      const all = Buffer.concat(chunks);
      const end = all.indexOf('\r\n\r\n');
      const head = (end === -1 ? all : all.subarray(0, end)).toString('latin1');
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(head);
      resolve({
        status: status ? Number(status[1]) : 0,
        headers: head,
        body: end === -1 ? Buffer.alloc(0) : all.subarray(end + 4),
      });
    };
    const timer = setTimeout(finish, timeoutMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', finish);
    socket.on('error', finish);
    socket.on('connect', () => socket.write(request));
  });
}

/** A GET with `Connection: close`, so the answer ends with the connection. */
export function rawGet(
  origin: string,
  target: string,
  headers: Record<string, string> = {},
  timeoutMs?: number,
): Promise<RawAnswer> {
  const host = headers.Host ?? new URL(origin).host;
  const lines = [`GET ${target} HTTP/1.1`, `Host: ${host}`, 'Connection: close'];
  for (const [name, value] of Object.entries(headers))
    if (name !== 'Host') lines.push(`${name}: ${value}`);
  return rawRequest(origin, `${lines.join('\r\n')}\r\n\r\n`, timeoutMs);
}
