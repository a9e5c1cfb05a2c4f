import type { CardSetOption, Library, LibraryCard } from '@mdc/shared';
import { LIBRARY_ID, aLibrary, aLibraryCard, testUuid } from '../../../../testing/library-data';
import { mockApi, type ApiCall, type MockReply } from '../../../../testing/mock-api';

/** The one library id of the web tests (testing/library-data.ts). */
export { LIBRARY_ID };

/** Libraries, cards and catalog printings for the library detail tests, and a server keeping them. */

export const aDetailLibrary = (overrides: Partial<Library> = {}): Library =>
  aLibrary({ internalId: LIBRARY_ID, name: 'Modern de Ana', ...overrides });

/** Card `index`: 'Carta {index}' with ids that stay the same from call to call. */
export const aNumberedCard = (index: number, overrides: Partial<LibraryCard> = {}): LibraryCard =>
  aLibraryCard({
    id: testUuid('c0ffee00', index),
    libraryId: LIBRARY_ID,
    referenceId: testUuid('5e7a0000', index),
    cardName: `Carta ${index}`,
    collectorNumber: String(index),
    ...overrides,
  });

export const someNumberedCards = (count: number) =>
  Array.from({ length: count }, (_, index) => aNumberedCard(index + 1));

export const libraryUrl = (buying = false, name = 'Modern de Ana') =>
  `/library?libraryId=${LIBRARY_ID}&libraryName=${encodeURIComponent(name)}&buying=${buying}`;

/** Two printings of Lightning Bolt as GET /api/library/reference/set answers them. */
export const BOLT_SETS: CardSetOption[] = [
  {
    id: '9c1c5f2a-8f0e-4f6b-a6a1-000000000146',
    setName: 'Magic 2010',
    setCode: 'M10',
    collectorNumber: '146',
    language: 'en',
    finishes: ['nonfoil', 'foil'],
    image: ['https://cards.scryfall.io/normal/front/m10-146.jpg'],
    usd: 1.25,
    usdFoil: 6.5,
  },
  {
    id: '9c1c5f2a-8f0e-4f6b-a6a1-000000000141',
    setName: 'Magic 2011',
    setCode: 'M11',
    collectorNumber: '149',
    language: 'en',
    finishes: ['nonfoil'],
    image: ['https://cards.scryfall.io/normal/front/m11-149.jpg'],
    usd: 2,
    usdFoil: null,
  },
];

type Handler = MockReply | ((call: ApiCall) => MockReply | Promise<MockReply>);

/**
 * A server holding one library and its cards: reads answer them, DELETE removes a card, and the
 * catalog answers Lightning Bolt. `handlers` replace or add routes.
 */
export function libraryServer(
  library: Library,
  cards: LibraryCard[],
  handlers: Record<string, Handler> = {},
) {
  let stored = cards;
  const base = library.buying ? '/api/library/buying' : '/api/library';
  const answer = () => ({
    body: {
      library: { ...library, cardCount: library.cardCount || stored.length },
      cards: stored,
    },
  });
  const server = mockApi({
    [`GET ${base}/${library.internalId}`]: answer,
    ...Object.fromEntries(
      stored.map((card) => [
        `DELETE ${base}/card/${card.id}`,
        () => {
          stored = stored.filter((kept) => kept.id !== card.id);
          return { status: 204 };
        },
      ]),
    ),
    'GET /api/library/reference': (call: ApiCall) => ({
      body: 'lightning bolt'.includes(call.url.searchParams.get('name')?.toLowerCase() ?? '-')
        ? [{ id: 'f29ba16f-c8fb-42fe-aabf-87089cb214a7', name: 'Lightning Bolt' }]
        : [],
    }),
    'GET /api/library/reference/set': { body: BOLT_SETS },
    ...handlers,
  });
  return {
    ...server,
    methodCalls: (method: string) => server.calls.filter((c) => c.method === method),
  };
}
