import net from 'node:net';
import { listenLocally } from '../local-server';

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
  const local = await listenLocally(server);
  return {
    url: `smtp://127.0.0.1:${local.port}`,
    port: local.port,
    connections: () => accepted,
    close: () => {
      const closed = local.close();
      for (const socket of sockets) socket.destroy();
      return closed;
    },
  };
}
