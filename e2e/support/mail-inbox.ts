import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSmtpCapture } from '../../packages/server/test/fakes/smtp-capture';
import { scaled } from './time-factor';

/**
 * The real SMTP capture, running in the Playwright runner next to the server it receives from.
 * Tests run in worker processes, so they read it over HTTP (see mail.ts):
 *   GET {url}/mail?to=ADDRESS[&subject=SUBJECT] → the next mail to that address (with that
 *   subject), as JSON (waits for it; 404 if none comes in time).
 */
export interface MailInbox {
  smtpUrl: string;
  url: string;
  close(): Promise<void>;
}

const WAIT_MS = scaled(15_000);

export async function startMailInbox(): Promise<MailInbox> {
  const capture = await startSmtpCapture();
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://inbox.local');
    const to = url.searchParams.get('to');
    if (url.pathname !== '/mail' || !to) {
      response.writeHead(400).end();
      return;
    }
    const subject = url.searchParams.get('subject') ?? undefined;
    capture.waitForMail(to, { timeoutMs: WAIT_MS, subject }).then(
      (mail) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(mail));
      },
      (err: Error) => response.writeHead(404).end(err.message),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    smtpUrl: capture.url,
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await capture.close();
    },
  };
}
