import type { CapturedMail } from '../../packages/server/test/fakes/smtp-capture';

/**
 * The next mail the server sent to `to` (with `subject`, the next one with that subject: the
 * demo accounts already hold the seed's mails), read from the runner's SMTP capture.
 */
export async function waitForMail(to: string, subject?: string): Promise<CapturedMail> {
  const inbox = process.env.E2E_MAIL_URL;
  if (!inbox) throw new Error('E2E_MAIL_URL is not set: is the global setup running?');
  const query = new URLSearchParams(subject === undefined ? { to } : { to, subject });
  const response = await fetch(`${inbox}/mail?${query}`);
  if (!response.ok) throw new Error(`no mail to ${to}: ${await response.text()}`);
  return (await response.json()) as CapturedMail;
}

/** The mail's link to one of the app's routes ('/validation', '/forgotpassword'), as a path. */
export function linkTo(mail: CapturedMail, route: string): string {
  for (const link of mail.links) {
    const url = new URL(link);
    if (url.pathname === route) return `${url.pathname}${url.search}`;
  }
  throw new Error(`the mail "${mail.subject}" has no link to ${route}: ${mail.links.join(', ')}`);
}
