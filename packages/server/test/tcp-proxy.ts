import net from 'node:net';

/**
 * A TCP proxy a test controls, in front of a server the machine shares (PostgreSQL, Redis): the
 * test takes the service away from the app under test (`down()`: listener closed, every
 * connection cut) and gives it back on the same port (`up()`), without restarting the real
 * server the other tests and engineers use. `hang()` accepts connections and forwards nothing,
 * as a server that stopped answering.
 */
export interface TcpProxy {
  port: number;
  down(): Promise<void>;
  up(): Promise<void>;
  hang(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let mode: 'forward' | 'hang' = 'forward';
  const keep = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    keep(client);
    if (mode === 'hang') return;
    const upstream = net.connect(target.port, target.host);
    keep(upstream);
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as net.AddressInfo).port);
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });
  const port = await listen(0);
  return {
    port,
    down: stop,
    up: async () => {
      mode = 'forward';
      if (!server.listening) await listen(port);
    },
    hang: async () => {
      await stop();
      mode = 'hang';
      await listen(port);
    },
    close: stop,
  };
}

/** The host and port a `postgres://` or `redis://` URL names (the proxy's target). */
export function targetOf(url: string): { host: string; port: number } {
  const parsed = new URL(url);
  return { host: parsed.hostname, port: Number(parsed.port) };
}

/** The same URL through the proxy on this machine's `port`. */
export function viaPort(url: string, port: number): string {
  const parsed = new URL(url);
  parsed.hostname = '127.0.0.1';
  parsed.port = String(port);
  return parsed.toString();
}
