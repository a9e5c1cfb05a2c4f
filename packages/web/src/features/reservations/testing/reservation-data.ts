import type { Reservation } from '@mdc/shared';
import { mockApi, type ApiCall, type MockReply } from '../../../testing/mock-api';
import { testUuid } from '../../../testing/library-data';

let count = 0;

/** A pending reservation of 'Carta N' at USD 1.00 with a catalog printing, seen before. */
export function aReservation(fields: Partial<Reservation> = {}): Reservation {
  count += 1;
  return {
    reservationId: testUuid('a0000000', count),
    cardId: testUuid('c0000000', count),
    images: [`https://img.example/${count}.jpg`],
    cardName: `Carta ${count}`,
    setName: 'Magic 2010',
    date: '2026-11-20T15:04:00.000Z',
    price: '1.00',
    transactionType: 'sale',
    name: `usuario${count}`,
    email: `usuario${count}@example.com`,
    phone: '3511234567',
    sold: false,
    responded: false,
    disabled: false,
    buyerNew: false,
    sellerNew: false,
    foil: false,
    referenceId: testUuid('e0000000', count),
    reputation: {
      deliveries: 3,
      purchases: 1,
      cancellations: 0,
      expirations: 0,
      memberSince: '2025-03',
    },
    meeting: null,
    ...fields,
  };
}

type Handler = MockReply | ((call: ApiCall) => MockReply | Promise<MockReply>);

/**
 * The reservation calls over an in-memory list, as the server answers them: GET (either side),
 * PATCH applying the flags asked for. `overrides` replace any route (failures, waits).
 */
export function mockReservationApi(
  initial: Reservation[],
  overrides: Record<string, Handler> = {},
) {
  let list = [...initial];
  const api = mockApi({
    'GET /api/reservation': () => ({ body: list }),
    'PATCH /api/reservation': (call) => {
      const input = call.body as Partial<Reservation> & { reservationId: string };
      const found = list.find((row) => row.reservationId === input.reservationId)!;
      const saved = { ...found, ...input };
      list = list.map((row) => (row === found ? saved : row));
      return { body: saved };
    },
    ...overrides,
  });
  // The GET answer follows the list as it changes.
  return {
    ...api,
    current: () => list,
    patches: () => api.calls.filter((call) => call.method === 'PATCH').map((call) => call.body),
  };
}
