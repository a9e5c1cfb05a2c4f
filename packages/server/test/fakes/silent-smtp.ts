import net from 'node:net';

/**
 * An SMTP server that accepts connections and never says a word: what a hung mail server looks
 * like to a client, which waits for the greeting until its timeout.
 *
 *   const silent = await startSilentSmtp();    // SMTP_URL = silent.url
 *   silent.connections()                       // connections accepted so far
 *   await silent.close();                      // drops them (the client sees the connection close)
 *   silent.port                                // free again: a real server may listen there next
 */
export interface SilentSmtp {
  url: string;
  port: number;
  connections(): number;
  close(): Promise<void>;
}

export async function startSilentSmtp(): Promise<SilentSmtp> {
  const sockets = new Set<net.Socket>();
  let accepted = 0;
  const server = net.createServer((socket) => {
    accepted++;
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    connections: () => accepted,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
