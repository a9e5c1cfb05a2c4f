import type { AddressInfo, Server } from 'node:net';

/** A server of a test listening on 127.0.0.1 (listenLocally). */
export interface LocalServer {
  port: number;
  /** `http://127.0.0.1:<port>`. */
  url: string;
  /** Stops accepting connections; resolves once the open ones have ended. */
  close(): Promise<void>;
}

/**
 * Starts `server` (an HTTP server of node:http, or any node:net one) on a free port of
 * 127.0.0.1: the local stand-ins for outside services that the tests point the app at.
 */
export async function listenLocally(server: Server): Promise<LocalServer> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
