import net from 'node:net';

/**
 * HTTP/1.1 over a bare socket, so nothing on the client side fixes what is sent first (bad
 * percent-encoding, oversized request lines and headers, odd bytes).
 */

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Everything received, as latin1 text. */
  text: string;
}

export function parseRawAnswer(text: string): RawAnswer {
  const split = text.indexOf('\r\n\r\n');
  const head = split === -1 ? text : text.slice(0, split);
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  return {
    status: Number(statusLine.split(' ', 2)[1]),
    headers,
    body: split === -1 ? '' : Buffer.from(text.slice(split + 4), 'latin1').toString('utf8'),
    text,
  };
}

/**
 * Sends the request as given (`Host`, unless `host` is null, and `Connection: close` added) and
 * reads to the end.
 */
export function rawRequest(
  port: number,
  {
    method = 'GET',
    target,
    headers = [],
    body = '',
    host = 'localhost',
  }: {
    method?: string;
    target: string;
    headers?: string[];
    body?: string;
    host?: string | null;
  },
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      const head = [`${method} ${target} HTTP/1.1`, 'Connection: close'];
      if (host !== null) head.splice(1, 0, `Host: ${host}`);
      if (body) head.push(`Content-Length: ${Buffer.byteLength(body)}`);
      socket.write([...head, ...headers, '', body].join('\r\n'));
    });
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('close', () => resolve(parseRawAnswer(answer)));
    // The server may close at once after refusing a request it could not parse.
    socket.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code !== 'ECONNRESET' && err.code !== 'EPIPE') reject(err);
    });
  });
}

export const rawGet = (port: number, target: string, headers: string[] = []) =>
  rawRequest(port, { target, headers });
