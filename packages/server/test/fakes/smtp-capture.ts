import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { scaled } from '../time-factor';

/**
 * A real SMTP server, in process, that keeps every mail it receives (smtp-server + mailparser).
 *
 *   const smtp = await startSmtpCapture();     // SMTP_URL = smtp.url (a free port, or { port })
 *   const mail = await smtp.waitForMail('ana@example.com', { timeoutMs: scaled(5000) });
 *   mail.subject, mail.text, mail.html, mail.links  // links: every http(s) URL, in order
 *   mail.calendars                             // its text/calendar parts (an .ics event)
 *   smtp.mails                                 // everything received, oldest first
 *   await smtp.close();
 *
 * `waitForMail` answers the oldest mail to that address it has not answered yet, waiting for
 * one when there is none, so a test may ask before or after the mail arrives.
 *
 * Options: `port`; `reject(to)` refuses that recipient (550, the address unknown); `holdMs`
 * waits that long before accepting each mail's data, so that senders working in parallel overlap
 * here; `parse: false` keeps only the envelope, the subject and the first link of each mail
 * (cheap enough for a benchmark's thousands). `connections()` counts the connections opened so
 * far, `mostInFlight()` the most mails whose data was being received at once.
 */

export interface CapturedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  /** The mail's calendar parts and attachments (text/calendar), as text, with their file names. */
  calendars: { filename: string | null; content: string }[];
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
  connections(): number;
  mostInFlight(): number;
  close(): Promise<void>;
}

export interface SmtpCaptureOptions {
  port?: number;
  reject?: (to: string) => boolean;
  holdMs?: number;
  parse?: boolean;
}

const LINK_PATTERN = /https?:\/\/[^\s"'<>]+/g;

export async function startSmtpCapture(options: SmtpCaptureOptions = {}): Promise<SmtpCapture> {
  const mails: CapturedMail[] = [];
  const delivered = new Set<CapturedMail>();
  const waiters = new Set<() => void>();
  let connections = 0;
  let inFlight = 0;
  let mostInFlight = 0;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // A pooled client keeps idle connections open: closing waits 1 s for them, not 30.
    closeTimeout: 1000,
    onConnect(_session, callback) {
      connections++;
      callback();
    },
    onRcptTo(address, _session, callback) {
      if (!options.reject?.(address.address.toLowerCase())) return callback();
      callback(Object.assign(new Error('5.1.1 Mailbox unknown'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      mostInFlight = Math.max(mostInFlight, ++inFlight);
      const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
      (options.parse === false ? readHeadOnly(stream, to) : readWhole(stream, to))
        .then(async (mail) => {
          if (options.holdMs) await new Promise((resolve) => setTimeout(resolve, options.holdMs));
          mails.push(mail);
          waiters.forEach((wake) => wake());
          callback();
        })
        .catch((err: Error) => callback(err))
        .finally(() => inFlight--);
    },
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  function waitForMail(
    to: string,
    options: { timeoutMs?: number; subject?: string } = {},
  ): Promise<CapturedMail> {
    const address = to.toLowerCase();
    const timeoutMs = options.timeoutMs ?? scaled(10_000);
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
    connections: () => connections,
    mostInFlight: () => mostInFlight,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function readWhole(stream: Readable, to: string[]): Promise<CapturedMail> {
  const parsed = await simpleParser(stream);
  const text = parsed.text ?? '';
  return {
    to,
    from: parsed.from?.text ?? '',
    subject: parsed.subject ?? '',
    text,
    html: typeof parsed.html === 'string' ? parsed.html : '',
    links: [...new Set([...text.matchAll(LINK_PATTERN)].map((match) => match[0]))],
    calendars: parsed.attachments
      .filter((attachment) => attachment.contentType === 'text/calendar')
      .map((attachment) => ({
        filename: attachment.filename ?? null,
        content: attachment.content.toString('utf8'),
      })),
    receivedAt: new Date(),
  };
}

/** The subject header (unfolded, still MIME-encoded when it is not ASCII) and the first link. */
async function readHeadOnly(stream: Readable, to: string[]): Promise<CapturedMail> {
  let raw = '';
  for await (const chunk of stream) raw += String(chunk);
  const head = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  // The text part comes first; quoted-printable breaks long lines and writes '=' as =3D.
  const link = raw.replace(/=\r\n/g, '').replace(/=3D/g, '=').match(LINK_PATTERN)?.[0];
  return {
    to,
    from: head.match(/^From: (.*)$/im)?.[1] ?? '',
    subject: head.match(/^Subject: (.*)$/im)?.[1] ?? '',
    text: '',
    html: '',
    links: link ? [link] : [],
    calendars: [],
    receivedAt: new Date(),
  };
}
