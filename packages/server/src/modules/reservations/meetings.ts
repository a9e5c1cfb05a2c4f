import {
  argentinaDay,
  meetingLine,
  type MeetingChoice,
  type ParsedProposeMeeting,
  type ReservationMeeting,
  type SellerPlace,
} from '@mdc/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { meetings, reservations } from '../../db/schema/index';
import { AppError } from '../../errors';
import { sellerPlacesOf } from '../places/index';
import { mailAgreement, mailProposal } from './meeting-mails';
import { checkMeetingChoice, meetingViews, sideOf, type MeetingRow } from './meeting-view';
import { findPartyReservation } from './party-reservation';
import type { ReservationRow } from './reservation-view';

/**
 * A reservation's meeting (docs/product/meetings.md#the-meeting-inside-the-reservation): the
 * buyer proposes one with the reservation, either party proposes (again) on a reservation, the
 * party who did not make the last proposal accepts it. Only the two parties see or change it;
 * a meeting whose reservations are all sold or cancelled cannot change. The other party is
 * mailed each proposal; both are mailed the agreement, with the event as encuentro.ics.
 */

const active = (row: { sold: boolean; disabled: boolean }) => !row.sold && !row.disabled;

/** The active rows of a meeting (none: it cannot change any more). */
async function activeRowsOf(db: Database, meetingId: string): Promise<ReservationRow[]> {
  const rows = await db.select().from(reservations).where(eq(reservations.meetingId, meetingId));
  return rows.filter(active);
}

/**
 * The meetings the buyer proposes with a reservation request, in its transaction, after its
 * rows are written: for each chosen seller (by user name: one of the request's sellers), a
 * meeting at one of his places on a day it takes, pointed to by the request's rows of that seller
 * and his other active rows for this buyer without one. Refusals throw (nothing is written).
 * Answers each meeting's line by seller id, for the mails.
 */
export async function proposeWithReservation(
  tx: Database,
  buyerId: string,
  choices: readonly MeetingChoice[],
  created: ReservationRow[],
  sellerNames: Map<string, string | null>,
  now: Date,
): Promise<Map<string, string>> {
  const lines = new Map<string, string>();
  if (!choices.length) return lines;
  const byName = new Map<string, string>();
  for (const [sellerId, name] of sellerNames) {
    if (name) byName.set(name.toLowerCase(), sellerId);
  }
  const chosen = choices.map((choice) => {
    const sellerId = byName.get(choice.seller.toLowerCase());
    if (!sellerId) throw AppError.of('meetingSellerNotInSelection', undefined, 'meetings');
    return { choice, sellerId };
  });
  if (new Set(chosen.map(({ sellerId }) => sellerId)).size < chosen.length) {
    throw AppError.of('meetingSellerTwice', undefined, 'meetings');
  }
  const places = await sellerPlacesOf(
    tx,
    chosen.map(({ sellerId }) => sellerId),
  );
  const checked = chosen.map(({ choice, sellerId }) => ({
    choice,
    sellerId,
    place: checkMeetingChoice(places.get(sellerId) ?? [], choice, now),
  }));
  for (const { choice, sellerId, place } of checked) {
    const [meeting] = await tx
      .insert(meetings)
      .values({
        buyerId,
        sellerId,
        placeId: choice.placeId,
        day: choice.day,
        time: choice.time ?? null,
        proposedBy: 'buyer',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await attachUnmet(tx, meeting!, now);
    for (const row of created) if (row.sellerId === sellerId) row.meetingId = meeting!.id;
    lines.set(sellerId, lineOfPlace(meeting!, place));
  }
  return lines;
}

const lineOfPlace = (meeting: MeetingRow, place: SellerPlace) =>
  meetingLine({
    day: meeting.day,
    time: meeting.time,
    name: place.name,
    cityName: place.city,
    regionName: place.region,
  });

/** The pair's active reservations without a meeting now point to this one. */
async function attachUnmet(tx: Database, meeting: MeetingRow, now: Date) {
  const r = reservations;
  await tx
    .update(r)
    .set({ meetingId: meeting.id, updatedAt: now })
    .where(
      and(
        eq(r.buyerId, meeting.buyerId),
        eq(r.sellerId, meeting.sellerId),
        isNull(r.meetingId),
        sql`not ${r.sold} and not ${r.disabled}`,
      ),
    );
}

/**
 * POST /reservation/meeting: by either party of an active reservation. Without a meeting, the
 * pair's meeting is made (this reservation and the pair's other active ones without one point
 * to it); with one, its proposal is replaced (sequence + 1, no longer agreed). The place must be
 * one of the seller's. The other party is mailed.
 */
export async function proposeMeeting(
  db: Database,
  userId: string,
  input: ParsedProposeMeeting,
  now: Date,
  publicUrl: string | null,
): Promise<ReservationMeeting> {
  const found = await findPartyReservation(db, userId, input.reservationId);
  const places = await sellerPlacesOf(db, [found.sellerId]);
  checkMeetingChoice(places.get(found.sellerId) ?? [], input, now);
  const side = found.buyerId === userId ? 'buyer' : 'seller';
  return db.transaction(async (tx) => {
    const row = await findPartyReservation(tx, userId, input.reservationId, true);
    if (!active(row)) throw AppError.of('meetingClosed');
    const proposal = {
      placeId: input.placeId,
      day: input.day,
      time: input.time ?? null,
      proposedBy: side,
      agreed: false,
      updatedAt: now,
    } as const;
    let meeting: MeetingRow;
    if (row.meetingId) {
      const [locked] = await tx
        .select()
        .from(meetings)
        .where(eq(meetings.id, row.meetingId))
        .for('update');
      [meeting] = (await tx
        .update(meetings)
        .set({ ...proposal, sequence: locked!.sequence + 1 })
        .where(eq(meetings.id, row.meetingId))
        .returning()) as [MeetingRow];
    } else {
      [meeting] = (await tx
        .insert(meetings)
        .values({ ...proposal, buyerId: row.buyerId, sellerId: row.sellerId, createdAt: now })
        .returning()) as [MeetingRow];
      await attachUnmet(tx, meeting, now);
    }
    const view = (await meetingViews(tx, [meeting], userId)).get(meeting.id)!;
    const ids = (await activeRowsOf(tx, meeting.id)).map((r) => r.id);
    await mailProposal(tx, { meeting, view, reservationIds: ids, publicUrl, now });
    return view;
  });
}

/**
 * POST /reservation/meeting/accept: the party who did not make the last proposal agrees to it;
 * the maker gets 409, anyone else 404, and so does a meeting whose reservations all ended (409)
 * or whose day has passed (409 MTG-003) or whose place the seller no longer lists (409 MTG-002).
 * Accepting an agreed meeting again changes nothing and mails nobody.
 */
export async function acceptMeeting(
  db: Database,
  userId: string,
  meetingId: string,
  now: Date,
  publicUrl: string | null,
): Promise<ReservationMeeting> {
  return db.transaction(async (tx) => {
    const [meeting] = await tx
      .select()
      .from(meetings)
      .where(eq(meetings.id, meetingId))
      .for('update');
    if (!meeting || (meeting.buyerId !== userId && meeting.sellerId !== userId)) {
      throw AppError.of('meetingNotFound');
    }
    const rows = await activeRowsOf(tx, meeting.id);
    if (!rows.length) throw AppError.of('meetingClosed');
    if (meeting.proposedBy === sideOf(meeting, userId)) throw AppError.of('meetingOwnProposal');
    if (meeting.agreed) return (await meetingViews(tx, [meeting], userId)).get(meeting.id)!;
    // A proposal whose day has passed is not accepted: propose another.
    if (meeting.day < argentinaDay(now)) throw AppError.of('meetingDayOutOfRange');
    // Nor at a place the seller no longer lists (he took it off, or a moderator removed it).
    const places = (await sellerPlacesOf(tx, [meeting.sellerId])).get(meeting.sellerId) ?? [];
    if (!places.some((place) => place.placeId === meeting.placeId)) {
      throw AppError.of('meetingPlaceNotSellers');
    }
    const [agreed] = (await tx
      .update(meetings)
      .set({ agreed: true, updatedAt: now })
      .where(eq(meetings.id, meeting.id))
      .returning()) as [MeetingRow];
    const view = (await meetingViews(tx, [agreed], userId)).get(agreed.id)!;
    const reservationIds = rows.map((row) => row.id);
    await mailAgreement(tx, { meeting: agreed, view, reservationIds, publicUrl, now });
    return view;
  });
}

/** GET /reservation/meeting/places: the seller's places, for the two parties only. */
export async function meetingPlacesOf(
  db: Database,
  userId: string,
  reservationId: string,
): Promise<SellerPlace[]> {
  const row = await findPartyReservation(db, userId, reservationId);
  return (await sellerPlacesOf(db, [row.sellerId])).get(row.sellerId) ?? [];
}
