import { ERRORS, reservationMeetingSchema, type Reservation } from '@mdc/shared';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestAppWithMail } from '../../../test/app';
import { catalogError, expectError } from '../../../test/error-answer';
import { createUser, loginAs, type TestSession, type TestUser } from '../../../test/factories';
import { injectApi } from '../../../test/inject-api';
import { createLibraryWithCards } from '../../../test/library-factory';
import { marketplaceFixture } from '../../../test/marketplace-fixture';
import { createTestClock } from '../../../test/test-clock';
import { geoDepartments, geoProvinces, meetings, reservations } from '../../db/schema/index';
import { scaled } from '../../../test/time-factor';

/**
 * A reservation's meeting (docs/product/meetings.md#the-meeting-inside-the-reservation): proposed
 * with the reservation or later, proposed again by either party, accepted by the other; its
 * refusals, who may see and change it, and its mails (the agreement's with the event).
 */

// Sunday 29 November 2026, 09:00 in Argentina.
const clock = createTestClock(new Date('2026-11-29T12:00:00Z'));
const suite = useTestAppWithMail({}, { clock: clock.now });

const CABA = { regionId: '02', cityId: '02007' };
const LA_PLATA = { regionId: '06', cityId: '06441' };

let seller: TestUser;
let buyer: TestUser;
let sellerSession: TestSession;
let buyerSession: TestSession;
let otherSession: TestSession;
let cardId: string;
let otherSellerCardId: string;
const place = {} as Record<'retiro' | 'lair' | 'elsewhere', string>;

const card = (name: string, quantity = 20) => ({
  name,
  set: 'XYZ',
  collectorNumber: '1',
  price: '2.50',
  quantity,
});

const savePlaces = async (session: TestSession, list: unknown): Promise<string[]> => {
  const res = await injectApi(suite.app, 'PUT', '/user/places', session.bearerHeaders, list);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().map((entry: { placeId: string }) => entry.placeId);
};

beforeAll(async () => {
  await suite.app.db.insert(geoProvinces).values([
    { id: '02', name: 'CABA' },
    { id: '06', name: 'Buenos Aires' },
  ]);
  await suite.app.db.insert(geoDepartments).values([
    { provinceId: '02', id: '02007', name: 'Retiro' },
    { provinceId: '06', id: '06441', name: 'La Plata' },
  ]);
  const deal = await marketplaceFixture(suite.app, {
    seller: { user: 'sofia_vende' },
    buyer: { user: 'bruno_compra' },
    cards: [card('Carta Uno')],
  });
  ({ seller, buyer, sellerSession, buyerSession } = deal);
  cardId = deal.cards[0]!.id;
  [place.retiro, place.lair] = (await savePlaces(sellerSession, [
    {
      kind: 'public',
      name: 'Estación Retiro, hall central',
      ...CABA,
      details: 'Junto a la boletería',
      hours: 'sábados 15 a 19',
    },
    { kind: 'store', name: 'Magic Lair', ...LA_PLATA },
  ])) as [string, string];
  const other = await createUser(suite.app, { user: 'otro_vende' });
  otherSession = await loginAs(suite.app, other);
  [place.elsewhere] = (await savePlaces(otherSession, [
    { kind: 'public', name: 'Plaza Moreno', ...LA_PLATA },
  ])) as [string];
  const otherCards = await createLibraryWithCards(suite.app, other, {}, [card('Carta Otra')]);
  otherSellerCardId = otherCards.cards[0]!.id;
});

const reserve = (payload: unknown, session = buyerSession) =>
  injectApi(suite.app, 'POST', '/reservation', session.cookieHeaders, payload);
const forSale = (...ids: string[]) => ids.map((id) => ({ cardId: id, transactionType: 'sale' }));
const propose = (session: TestSession | null, payload: unknown) =>
  injectApi(suite.app, 'POST', '/reservation/meeting', session?.cookieHeaders ?? {}, payload);
const accept = (session: TestSession | null, meetingId: string) =>
  injectApi(suite.app, 'POST', '/reservation/meeting/accept', session?.cookieHeaders ?? {}, {
    meetingId,
  });
const list = async (session: TestSession, selling: boolean): Promise<Reservation[]> =>
  (
    await injectApi(suite.app, 'GET', `/reservation?selling=${selling}`, session.bearerHeaders)
  ).json();
const listed = async (session: TestSession, selling: boolean, id: string) =>
  (await list(session, selling)).find((row) => row.reservationId === id)!;
const activeCount = async () =>
  (await suite.app.db.select().from(reservations)).filter((row) => !row.sold && !row.disabled)
    .length;
/** Ends every active reservation, so each test starts without the pair's earlier meeting. */
const cancelAll = async () =>
  suite.app.db.update(reservations).set({ disabled: true }).where(eq(reservations.disabled, false));

const RETIRO_LINE = 'sábado 5 de diciembre, 15:00, Estación Retiro, hall central (Retiro, CABA)';

/** A new reservation of the card, its buyer proposing Magic Lair on `day` (the others cancelled). */
async function proposedAtLair(day: string) {
  await cancelAll();
  const row = (await reserve(forSale(cardId))).json()[0] as Reservation;
  const proposed = await propose(buyerSession, {
    reservationId: row.reservationId,
    placeId: place.lair,
    day,
  });
  return { row, meeting: proposed.json() };
}

describe('reserving with a meeting', () => {
  it('keeps the plain list of cards: a reservation without a meeting', async () => {
    await cancelAll();
    const res = await reserve(forSale(cardId));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()[0].meeting).toBeNull();
  });

  it('proposes the meeting with the reservation: its rows point to it, the seller is mailed', async () => {
    await cancelAll();
    const res = await reserve({
      cards: forSale(cardId, cardId),
      meetings: [
        { seller: 'sofia_vende', placeId: place.retiro, day: '2026-12-05', time: '15:00' },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const rows: Reservation[] = res.json();
    expect(rows).toHaveLength(2);
    const meeting = rows[0]!.meeting!;
    expect(reservationMeetingSchema.parse(meeting)).toEqual({
      meetingId: expect.any(String),
      placeId: place.retiro,
      kind: 'public',
      name: 'Estación Retiro, hall central',
      details: 'Junto a la boletería',
      hours: 'sábados 15 a 19',
      regionName: 'CABA',
      cityName: 'Retiro',
      day: '2026-12-05',
      time: '15:00',
      proposedBy: 'buyer',
      agreed: false,
      mine: true,
    });
    expect(rows[1]!.meeting).toEqual(meeting);
    // The seller reads the same meeting, not his proposal.
    const sellers = await listed(sellerSession, true, rows[0]!.reservationId);
    expect(sellers.meeting).toEqual({ ...meeting, mine: false });
    const mail = await suite.smtp.waitForMail(seller.email, {
      subject: 'Te reservaron 2 cartas en Mercado de Cartas',
      timeoutMs: scaled(10_000),
    });
    expect(mail.text).toContain(`bruno_compra propone encontrarse: ${RETIRO_LINE}.`);
    // The buyer's confirmation says it too (an earlier test's confirmation came before).
    await expect
      .poll(
        () =>
          suite.smtp.mails.some(
            (sent) =>
              sent.to.includes(buyer.email) &&
              sent.text.includes(`Propusiste encontrarse: ${RETIRO_LINE}.`),
          ),
        { timeout: scaled(10_000) },
      )
      .toBe(true);
  });

  it('refuses a place not the seller’s, a day out of the next 30 or not on its weekdays: nothing reserved', async () => {
    await cancelAll();
    const before = await activeCount();
    const tries: [unknown, Parameters<typeof catalogError>[0], string][] = [
      [{ placeId: place.elsewhere, day: '2026-12-05' }, 'meetingPlaceNotSellers', 'placeId'],
      [{ placeId: place.lair, day: '2026-12-30' }, 'meetingDayOutOfRange', 'day'],
      [{ placeId: place.lair, day: '2026-11-28' }, 'meetingDayOutOfRange', 'day'],
      // Retiro on Saturdays only; 4 December is a Friday.
      [{ placeId: place.retiro, day: '2026-12-04' }, 'meetingDayNotListed', 'day'],
    ];
    for (const [choice, key, field] of tries) {
      const res = await reserve({
        cards: forSale(cardId),
        meetings: [{ seller: 'sofia_vende', ...(choice as object) }],
      });
      expectError(res, 409, { ...catalogError(key), field }, key);
    }
    const notInSelection = await reserve({
      cards: forSale(otherSellerCardId),
      meetings: [{ seller: 'sofia_vende', placeId: place.lair, day: '2026-12-01' }],
    });
    expectError(notInSelection, 409, {
      ...catalogError('meetingSellerNotInSelection'),
      field: 'meetings',
    });
    // Any day of the next 30 at a place that lists no days; 29 December is the last.
    const last = await reserve({
      cards: forSale(cardId),
      meetings: [{ seller: 'SOFIA_VENDE', placeId: place.lair, day: '2026-12-29' }],
    });
    expect(last.statusCode, last.body).toBe(201);
    expect(await activeCount()).toBe(before + 1);
    const badDay = await reserve({
      cards: forSale(cardId),
      meetings: [{ seller: 'sofia_vende', placeId: place.lair, day: '2026-02-30' }],
    });
    expect(badDay.statusCode).toBe(400);
  });
});

describe('proposing, proposing again and accepting', () => {
  it('either party proposes, only the other accepts, and the agreement mails both the event', async () => {
    await cancelAll();
    const first = (await reserve(forSale(cardId))).json()[0] as Reservation;
    const second = (await reserve(forSale(cardId))).json()[0] as Reservation;
    // The seller proposes: the pair's meeting takes both reservations.
    const proposed = await propose(sellerSession, {
      reservationId: first.reservationId,
      placeId: place.lair,
      day: '2026-12-01',
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    const meeting = proposed.json();
    expect(meeting).toMatchObject({ proposedBy: 'seller', mine: true, agreed: false, time: null });
    expect((await listed(buyerSession, false, second.reservationId)).meeting).toMatchObject({
      meetingId: meeting.meetingId,
      mine: false,
    });
    const toBuyer = await suite.smtp.waitForMail(buyer.email, {
      subject: 'Propuesta de encuentro en Mercado de Cartas',
      timeoutMs: scaled(10_000),
    });
    expect(toBuyer.text).toContain(
      'sofia_vende propone encontrarse: martes 1 de diciembre, Magic Lair (La Plata, Buenos Aires).',
    );
    expect(toBuyer.links[0]).toContain('/dashboard?tab=my-orders&reservation=');

    // The seller cannot accept his own proposal; the buyer proposes again.
    expectError(
      await accept(sellerSession, meeting.meetingId),
      409,
      catalogError('meetingOwnProposal'),
    );
    const counter = await propose(buyerSession, {
      reservationId: second.reservationId,
      placeId: place.retiro,
      day: '2026-12-05',
      time: '15:00',
    });
    expect(counter.json()).toMatchObject({
      meetingId: meeting.meetingId,
      proposedBy: 'buyer',
      mine: true,
      day: '2026-12-05',
    });
    const toSeller = await suite.smtp.waitForMail(seller.email, {
      subject: 'Propuesta de encuentro en Mercado de Cartas',
      timeoutMs: scaled(10_000),
    });
    expect(toSeller.text).toContain(`bruno_compra propone encontrarse: ${RETIRO_LINE}.`);
    expectError(
      await accept(buyerSession, meeting.meetingId),
      409,
      catalogError('meetingOwnProposal'),
    );

    const agreed = await accept(sellerSession, meeting.meetingId);
    expect(agreed.statusCode, agreed.body).toBe(200);
    expect(agreed.json()).toMatchObject({ agreed: true, mine: false, proposedBy: 'buyer' });
    expect((await listed(buyerSession, false, first.reservationId)).meeting).toMatchObject({
      agreed: true,
      mine: true,
    });
    const [row] = await suite.app.db
      .select()
      .from(meetings)
      .where(eq(meetings.id, meeting.meetingId));
    expect(row!.sequence).toBe(1);
    for (const to of [buyer.email, seller.email]) {
      const mail = await suite.smtp.waitForMail(to, {
        subject: 'Encuentro acordado en Mercado de Cartas',
        timeoutMs: scaled(10_000),
      });
      expect(mail.text).toContain(`Acordaron encontrarse: ${RETIRO_LINE}.`);
      const ics = mail.calendars.find((part) => part.filename === 'encuentro.ics');
      expect(ics, 'the encuentro.ics attachment').toBeDefined();
      const calendar = new ICAL.Component(ICAL.parse(ics!.content));
      expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
      calendar
        .getAllSubcomponents('vtimezone')
        .forEach((zone) => ICAL.TimezoneService.register(zone));
      const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
      expect(event.uid).toContain(meeting.meetingId);
      expect(event.sequence).toBe(1);
      // 15:00 in Argentina is 18:00 UTC.
      expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-05T18:00:00.000Z');
      expect(event.location).toContain('Estación Retiro, hall central');
    }
    // The bells: the buyer was told of the seller's proposal, and of the seller's acceptance.
    const bell = async (session: TestSession) =>
      (await injectApi(suite.app, 'GET', '/notifications', session.bearerHeaders))
        .json()
        .items.map((item: { text: string }) => item.text);
    expect(await bell(buyerSession)).toEqual(
      expect.arrayContaining([
        'sofia_vende propone encontrarse: martes 1 de diciembre, Magic Lair (La Plata, Buenos Aires).',
        `sofia_vende aceptó encontrarse: ${RETIRO_LINE}.`,
      ]),
    );
    expect(await bell(sellerSession)).toContain(
      `bruno_compra propone encontrarse: ${RETIRO_LINE}.`,
    );
    // Accepting again changes nothing.
    expect((await accept(sellerSession, meeting.meetingId)).json()).toMatchObject({ agreed: true });
  });

  it('refuses a place not the seller’s, even proposed by the seller', async () => {
    await cancelAll();
    const row = (await reserve(forSale(cardId))).json()[0] as Reservation;
    const res = await propose(sellerSession, {
      reservationId: row.reservationId,
      placeId: place.elsewhere,
      day: '2026-12-01',
    });
    expectError(res, 409, { ...catalogError('meetingPlaceNotSellers'), field: 'placeId' });
  });

  it('cannot accept a meeting at a place the seller no longer lists', async () => {
    const { meeting } = await proposedAtLair('2026-12-02');
    const lists = (session: TestSession) =>
      injectApi(suite.app, 'GET', '/user', session.bearerHeaders).then((res) => res.json().places);
    const before = await lists(sellerSession);
    // The seller takes Magic Lair off his list, then puts it back.
    await savePlaces(
      sellerSession,
      before
        .filter((entry: { placeId: string }) => entry.placeId !== place.lair)
        .map(({ placeId: _, ...entry }: { placeId: string }) => entry),
    );
    expectError(
      await accept(sellerSession, meeting.meetingId),
      409,
      catalogError('meetingPlaceNotSellers'),
    );
    await savePlaces(
      sellerSession,
      before.map(({ placeId: _, ...entry }: { placeId: string }) => entry),
    );
    expect((await accept(sellerSession, meeting.meetingId)).statusCode).toBe(200);
  });

  it('cannot change a meeting whose reservations all ended', async () => {
    const { row, meeting } = await proposedAtLair('2026-12-02');
    const cancel = await injectApi(suite.app, 'PATCH', '/reservation', buyerSession.cookieHeaders, {
      reservationId: row.reservationId,
      disabled: true,
    });
    expect(cancel.statusCode).toBe(200);
    expectError(await accept(sellerSession, meeting.meetingId), 409, catalogError('meetingClosed'));
    const again = await propose(sellerSession, {
      reservationId: row.reservationId,
      placeId: place.lair,
      day: '2026-12-03',
    });
    expectError(again, 409, catalogError('meetingClosed'));
  });
});

describe('who sees and changes a meeting', () => {
  it('anonymous 401, another member 404; the parties read the seller’s places', async () => {
    await cancelAll();
    const row = (await reserve(forSale(cardId))).json()[0] as Reservation;
    const payload = { reservationId: row.reservationId, placeId: place.lair, day: '2026-12-01' };
    expectError(await propose(null, payload), 401, catalogError('unauthenticated'));
    expectError(await propose(otherSession, payload), 404, catalogError('reservationNotFound'));
    const meeting = (await propose(buyerSession, payload)).json();
    expectError(await accept(null, meeting.meetingId), 401, catalogError('unauthenticated'));
    expectError(
      await accept(otherSession, meeting.meetingId),
      404,
      catalogError('meetingNotFound'),
    );
    const places = (session: TestSession) =>
      injectApi(
        suite.app,
        'GET',
        `/reservation/meeting/places?reservationId=${row.reservationId}`,
        session.bearerHeaders,
      );
    for (const session of [buyerSession, sellerSession]) {
      const res = await places(session);
      expect(res.statusCode).toBe(200);
      expect(res.json().map((entry: { placeId: string }) => entry.placeId)).toEqual([
        place.retiro,
        place.lair,
      ]);
      expect(res.json()[0]).toMatchObject({ city: 'Retiro', region: 'CABA', days: [6] });
    }
    expectError(await places(otherSession), 404, catalogError('reservationNotFound'));
    // The other member's lists never carry it.
    expect((await list(otherSession, false)).every((r) => r.meeting === null)).toBe(true);
    expect(ERRORS.meetingNotFound.status).toBe(404);
  });
});

// Last: it moves the suite's clock.
describe('a proposal whose day has passed', () => {
  it('cannot be accepted: the other party proposes another', async () => {
    const { row, meeting } = await proposedAtLair('2026-11-30');
    clock.advance(2 * 24 * 60 * 60 * 1000);
    // Sessions not kept end after a day: both log in again.
    sellerSession = await loginAs(suite.app, seller);
    buyerSession = await loginAs(suite.app, buyer);
    expectError(
      await accept(sellerSession, meeting.meetingId),
      409,
      catalogError('meetingDayOutOfRange'),
    );
    const again = await propose(sellerSession, {
      reservationId: row.reservationId,
      placeId: place.lair,
      day: '2026-12-02',
    });
    expect(again.statusCode, again.body).toBe(200);
    expect((await accept(buyerSession, meeting.meetingId)).json()).toMatchObject({ agreed: true });
  });
});
