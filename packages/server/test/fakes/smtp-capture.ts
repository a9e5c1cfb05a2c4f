import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server, in process, that keeps every mail it receives (smtp-server + mailparser).
 *
 *   const smtp = await startSmtpCapture();     // SMTP_URL = smtp.url (a free port, or { port })
 *   const mail = await smtp.waitForMail('ana@example.com', { timeoutMs: 5000 });
 *   mail.subject, mail.text, mail.html, mail.links  // links: every http(s) URL, in order
 *   smtp.mails                                 // everything received, oldest first
 *   await smtp.close();
 *
 * `waitForMail` answers the oldest mail to that address it has not answered yet, waiting for
 * one when there is none, so a test may ask before or after the mail arrives.
 */

export interface CapturedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  receivedAt: Date;
}

export interface SmtpCapture {
  url: string;
  mails: CapturedMail[];
  /** The next mail to `to` not handed out yet (with `subject`: the next one with that subject). */
  waitForMail(
    to: string,
    options?: { timeoutMs?: number; subject?: string },
  ): Promise<CapturedMail>;
  close(): Promise<void>;
}

const LINK_PATTERN = /https?:\/\/[^\s"'<>]+/g;

export async function startSmtpCapture(options: { port?: number } = {}): Promise<SmtpCapture> {
  const mails: CapturedMail[] = [];
  const delivered = new Set<CapturedMail>();
  const waiters = new Set<() => void>();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const text = parsed.text ?? '';
          const html = typeof parsed.html === 'string' ? parsed.html : '';
          mails.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            from: parsed.from?.text ?? '',
            subject: parsed.subject ?? '',
            text,
            html,
            links: [...new Set([...text.matchAll(LINK_PATTERN)].map((match) => match[0]))],
            receivedAt: new Date(),
          });
          waiters.forEach((wake) => wake());
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  function waitForMail(
    to: string,
    options: { timeoutMs?: number; subject?: string } = {},
  ): Promise<CapturedMail> {
    const address = to.toLowerCase();
    const timeoutMs = options.timeoutMs ?? 10_000;
    return new Promise((resolve, reject) => {
      const check = () => {
        const mail = mails.find(
          (m) =>
            m.to.includes(address) &&
            !delivered.has(m) &&
            (options.subject === undefined || m.subject === options.subject),
        );
        if (!mail) return false;
        delivered.add(mail);
        waiters.delete(wake);
        clearTimeout(timer);
        resolve(mail);
        return true;
      };
      const wake = () => void check();
      const timer = setTimeout(() => {
        waiters.delete(wake);
        reject(new Error(`no mail to ${to} within ${timeoutMs} ms`));
      }, timeoutMs);
      waiters.add(wake);
      check();
    });
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitForMail,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
