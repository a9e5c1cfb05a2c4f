import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { listenLocally } from '../../../../test/local-server';

/** A local HTTP server for URL imports: GET /<name> streams <dir>/<name>. */
export async function serveFiles(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    const file = path.join(dir, path.basename(decodeURIComponent(request.url ?? '')));
    if (!fs.existsSync(file)) {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(200, {
      'content-length': fs.statSync(file).size,
      'last-modified': new Date('2022-04-25T00:00:00Z').toUTCString(),
    });
    fs.createReadStream(file).pipe(response);
  });
  return listenLocally(server);
}
