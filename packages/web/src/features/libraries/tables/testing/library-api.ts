import type { Library } from '@mdc/shared';
import { mockApi, type ApiCall, type MockReply } from '../../../../testing/mock-api';
import { aLibrary } from '../../../../testing/library-data';

/**
 * Time allowed to a test of the tables: a cold test worker takes seconds to style the first
 * MUI table and dialog when the machine is busy (5 s, the default, was seen to run out).
 */
export const SLOW_RENDER_MS = 20_000;

type Override = MockReply | ((call: ApiCall) => MockReply | Promise<MockReply>);

/**
 * The library calls of the dashboard tables over an in-memory list, as the server answers
 * them: GET by kind, POST, PATCH, DELETE. `overrides` replace any route (failures, waits).
 */
export function mockLibraryApi(initial: Library[] = [], overrides: Record<string, Override> = {}) {
  let libraries = [...initial];
  const api = mockApi({
    'GET /api/library': (call) => ({
      body: libraries.filter((l) => l.buying === (call.url.searchParams.get('buying') === 'true')),
    }),
    'POST /api/library': (call) => {
      const input = call.body as {
        name: string;
        buying: boolean;
        selling?: boolean;
        trading?: boolean;
      };
      const library = aLibrary({
        name: input.name,
        buying: input.buying,
        selling: !input.buying && (input.selling ?? true),
        trading: !input.buying && (input.trading ?? false),
      });
      libraries.push(library);
      return { status: 201, body: library };
    },
    'PATCH /api/library': (call) => {
      const input = call.body as Library;
      const found = libraries.find((l) => l.internalId === input.internalId)!;
      const saved = { ...found, ...input };
      libraries = libraries.map((l) => (l === found ? saved : l));
      return { body: saved };
    },
    ...Object.fromEntries(
      initial.map((library) => [
        `DELETE /api/library/${library.internalId}`,
        () => {
          libraries = libraries.filter((l) => l.internalId !== library.internalId);
          return { status: 204 };
        },
      ]),
    ),
    ...overrides,
  });
  return { ...api, current: () => libraries };
}
