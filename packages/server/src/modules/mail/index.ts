/**
 * The face of modules/mail for other modules: the outbox a feature enqueues its mails in (in the
 * transaction of the event that causes them), the one look of a mail, and the message's shape.
 * Delivery (the job, the mailer, the plugin) is the app's: app.ts and job-list.ts use it directly.
 */
export type { MailMessage } from './mailer';
export { enqueueMail, enqueueMails, forgetMailTo } from './outbox';
export { renderMail, type MailContent } from './templates';
