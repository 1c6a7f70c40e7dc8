/**
 * Binding the server: a taken or privileged port is a clear message. When the port was not asked
 * for explicitly, a taken one makes way for the next free port, and the user is told.
 */
import type http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A problem starting the server that the user can fix (a taken port): printed without a stack. */
export class ServeError extends Error {
  override name = 'ServeError';
}

/** How many ports after the requested one are tried when it is taken. */
const FALLBACK_TRIES = 20;

export interface Bound {
  port: number;
  /** Set when another port than the one asked for is used. */
  note?: string;
}

export async function listen(
  server: http.Server,
  port: number,
  host: string,
  fallback: boolean,
): Promise<Bound> {
  for (let attempt = 0; ; attempt++) {
    const tried = port === 0 ? 0 : port + attempt;
    try {
      await listenOnce(server, tried, host);
      const bound = (server.address() as AddressInfo).port;
      return attempt === 0
        ? { port: bound }
        : { port: bound, note: `port ${port} is in use, using ${bound} instead` };
    } catch (thrown) {
      const code = (thrown as NodeJS.ErrnoException).code;
      if (code === 'EADDRINUSE' && fallback && attempt < FALLBACK_TRIES && tried < 65535) continue;
      if (code === 'EADDRINUSE')
        throw new ServeError(`port ${tried} is already in use: pass --port with another number`);
      if (code === 'EACCES')
        throw new ServeError(`port ${tried} needs more privileges: pass --port 1024 or higher`);
      if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND')
        throw new ServeError(
          `cannot listen on host ${host}: pass --host with an address of this machine`,
        );
      throw thrown;
    }
  }
}

function listenOnce(server: http.Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (err: Error) => {
      server.off('listening', onListening);
      reject(err);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve();
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}
