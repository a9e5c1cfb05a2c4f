import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

/**
 * The transport the outbox delivers through. With SMTP_URL through that server; without it each
 * mail becomes an .eml file in DATA_DIR/outbox and one log line carries its link, so a local
 * user can follow it. Nothing else sends mail: features enqueue it (outbox.ts).
 */

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link of the mail; logged when there is no SMTP server. */
  link: string;
  /**
   * An iCalendar event (calendar-invite.ts, METHOD:PUBLISH), sent as the mail's calendar part
   * and as the attachment encuentro.ics; none for most mails.
   */
  calendar?: string | null;
}

/**
 * nodemailer's fields of a mail's calendar event: the text/calendar alternative part that mail
 * clients show as an event, and the same as the attachment encuentro.ics for those that do not.
 */
function calendarFields(calendar: string | null | undefined) {
  if (!calendar) return {};
  return {
    icalEvent: { method: 'PUBLISH', content: calendar },
    attachments: [
      {
        filename: 'encuentro.ics',
        content: calendar,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      },
    ],
  };
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * How long one SMTP send may wait on each step, so a dead or silent server cannot hold a
 * delivery (nodemailer's defaults are 2 minutes to connect and 10 of silence).
 */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
} as const;

/**
 * The SMTP connections one instance keeps open and sends over at once (nodemailer's pool). The
 * outbox sends that many mails of a claimed batch in parallel (deliver-mail.ts): one send per
 * connection, a wait on the server's answers instead of a queue of mails one after the other.
 * Five is nodemailer's own default and keeps two instances at ten connections, few enough for a
 * mail provider's limit per client; bench/README.md#mail has the rate it gives. A connection is
 * closed and opened anew after 100 mails, so none lives for ever on a server that limits them.
 * A mail whose connection closed under it is tried once more on a new one (the server may have
 * dropped an idle connection), not nodemailer's five times: the outbox retries it anyway, and
 * each try may wait out the timeouts, which must stay far below the lease (deliver-mail.ts).
 */
export const SMTP_POOL = { maxConnections: 5, maxMessages: 100, maxRequeues: 1 } as const;

export interface MailerConfig {
  smtpUrl: string | undefined;
  mailFrom: string;
  dataDir: string;
}

export function createMailer(config: MailerConfig, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport({
      url: config.smtpUrl,
      pool: true,
      ...SMTP_POOL,
      ...SMTP_TIMEOUTS,
    });
    return {
      async send({ to, subject, text, html, calendar }) {
        const from = config.mailFrom;
        await transport.sendMail({ from, to, subject, text, html, ...calendarFields(calendar) });
      },
      close: () => transport.close(),
    };
  }

  const outbox = path.join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  // The folder is made once, not before every mail; a failed write makes it again next time.
  let folder: Promise<unknown> | null = null;
  return {
    async send({ to, subject, text, html, link, calendar }) {
      const from = config.mailFrom;
      const info = await transport.sendMail({
        from,
        to,
        subject,
        text,
        html,
        ...calendarFields(calendar),
      });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outbox, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      try {
        await (folder ??= fs.mkdir(outbox, { recursive: true }));
        await fs.writeFile(file, info.message as Buffer);
      } catch (err) {
        folder = null;
        throw err;
      }
      log.info({ file }, `mail written to the outbox (no SMTP_URL); link: ${link}`);
    },
    close: () => transport.close(),
  };
}
