/**
 * The face of modules/mail for other modules: the outbox a feature enqueues its mails in (in the
 * transaction of the event that causes them), the one look of a mail, and the message's shape.
 * A request's mail leaves after its commit by itself (after-request.ts); work a handler leaves for
 * after its answer runs through `afterAnswer`. Delivery (the job, the mailer, the plugin) is the
 * app's: app.ts and job-list.ts use it directly. A meeting's mails carry its calendar event
 * (`calendarInvite`).
 */
export { afterAnswer } from './after-request';
export type { MailMessage } from './mailer';
export { enqueueMail, enqueueMails, forgetMailTo } from './outbox';
export { renderMail, type MailContent } from './templates';
export { calendarInvite, type CalendarMeeting } from './calendar-invite';
