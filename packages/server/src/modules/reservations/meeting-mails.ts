import { meetingLine, MEETING_TEXTS, type ReservationMeeting } from '@mdc/shared';
import type { Database } from '../../db/client';
import { calendarInvite, enqueueMail, enqueueMails } from '../mail/index';
import { addNotifications } from '../notifications/index';
import { findContacts, hasEmail } from './contacts';
import { meetingAgreedMail, meetingProposalMail } from './mails';
import type { MeetingRow } from './meeting-view';
import { reservationNotice } from './notices';

// What a meeting's proposal and agreement tell the parties (meetings.ts): the bell, and the
// mails through the outbox in the same transaction; the agreement's carries encuentro.ics.

/** The meeting's line as the mails say it. */
function lineOf(view: ReservationMeeting): string {
  return meetingLine({ ...view });
}

/** A proposal or an agreement to tell: the meeting, as read, its active reservations. */
export interface MeetingEvent {
  meeting: MeetingRow;
  view: ReservationMeeting;
  reservationIds: string[];
  /** The site's address, for the mails' links. */
  publicUrl: string | null;
  now: Date;
}

/** Mails the party who did not make the proposal; its link shows the meeting's reservations. */
export async function mailProposal(db: Database, event: MeetingEvent) {
  const { meeting, view, reservationIds, publicUrl, now } = event;
  const contacts = await findContacts(db, [meeting.buyerId, meeting.sellerId]);
  const [proposerId, otherId] =
    meeting.proposedBy === 'buyer'
      ? [meeting.buyerId, meeting.sellerId]
      : [meeting.sellerId, meeting.buyerId];
  const other = contacts.get(otherId);
  const side = meeting.proposedBy === 'buyer' ? 'seller' : 'buyer';
  // The other party's bell too (modules/notifications).
  const notice = reservationNotice(contacts.get(proposerId), side, [], reservationIds);
  await addNotifications(
    db,
    [
      {
        userId: otherId,
        kind: 'meeting-proposed',
        data: { ...notice, count: reservationIds.length, meeting: lineOf(view) },
      },
    ],
    now,
  );
  if (!hasEmail(other)) return;
  const link = { publicUrl, side, reservationIds } as const;
  await enqueueMail(
    db,
    meetingProposalMail(other, contacts.get(proposerId)!, lineOf(view), link),
    now,
  );
}

/** Both parties are mailed the agreement, each with the event. */
export async function mailAgreement(db: Database, event: MeetingEvent) {
  const { meeting, view, reservationIds, publicUrl, now } = event;
  const contacts = await findContacts(db, [meeting.buyerId, meeting.sellerId]);
  const buyer = contacts.get(meeting.buyerId)!;
  const seller = contacts.get(meeting.sellerId)!;
  const location = [
    view.name,
    view.details,
    [view.cityName, view.regionName].filter(Boolean).join(', '),
  ]
    .filter(Boolean)
    .join('; ');
  const calendarFor = (other: typeof buyer) =>
    calendarInvite({
      uid: `meeting-${meeting.id}@mercadodecartas`,
      sequence: meeting.sequence,
      date: meeting.day,
      start: meeting.time,
      end: null,
      summary: MEETING_TEXTS.calendarSummary(other.username ?? 'la otra parte'),
      location,
      description: MEETING_TEXTS.agreedLine(lineOf(view)),
      stamp: now,
    });
  const messages = [];
  for (const [to, other, side] of [
    [buyer, seller, 'buyer'],
    [seller, buyer, 'seller'],
  ] as const) {
    if (!hasEmail(to)) continue;
    const link = { publicUrl, side, reservationIds } as const;
    messages.push(meetingAgreedMail(to, other, lineOf(view), link, calendarFor(other)));
  }
  await enqueueMails(db, messages, now);
  // The proposer's bell: the other party accepted.
  const [proposerId, accepterId] =
    meeting.proposedBy === 'buyer'
      ? [meeting.buyerId, meeting.sellerId]
      : [meeting.sellerId, meeting.buyerId];
  const notice = reservationNotice(
    contacts.get(accepterId),
    meeting.proposedBy,
    [],
    reservationIds,
  );
  await addNotifications(
    db,
    [
      {
        userId: proposerId,
        kind: 'meeting-agreed',
        data: { ...notice, count: reservationIds.length, meeting: lineOf(view) },
      },
    ],
    now,
  );
}
