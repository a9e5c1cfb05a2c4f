import http from 'node:http';

/**
 * One HTTP request on a connection of its own, sent from `from` when given: on Linux any
 * 127.x.y.z is this machine, so a test can be several clients that a proxy tells apart.
 */

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export function httpFrom(
  url: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: unknown;
    from?: string;
  } = {},
): Promise<Answer> {
  const { method = 'GET', from, body } = options;
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers = {
    ...options.headers,
    ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
  };
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, localAddress: from, agent: false });
    request.once('error', reject);
    request.once('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.once('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
      );
    });
    request.end(payload);
  });
}
