import { expect, type APIRequestContext } from '@playwright/test';
import { logInByApi, type Person } from './account-factory';

/**
 * A library of `owner` with `cards`, written through the API with a Bearer token as an API client
 * would: `library` is the body of POST /api/library, `cardsPath` where its cards are posted (a
 * sale library's and a wanted list's differ). Answers its id.
 */
async function createLibraryByApi(
  request: APIRequestContext,
  owner: Person,
  library: { name: string } & Record<string, unknown>,
  cardsPath: string,
  cards: Record<string, unknown>[],
): Promise<string> {
  const headers = { authorization: `Bearer ${await logInByApi(request, owner)}` };
  const created = await request.post('/api/library', { headers, data: library });
  expect(created.status(), await created.text()).toBe(201);
  const libraryId = (await created.json()).internalId as string;
  const added = await request.post(cardsPath, {
    headers,
    data: cards.map((card) => ({ libraryId, referenceId: null, ...card })),
  });
  expect(added.ok(), await added.text()).toBe(true);
  return libraryId;
}

/** A sale library of `seller` with `cards` (kept by name, one copy each unless said); its id. */
export async function createSaleLibrary(
  request: APIRequestContext,
  seller: Person,
  name: string,
  cards: { name: string; price: string; quantity?: number }[],
): Promise<string> {
  return createLibraryByApi(
    request,
    seller,
    { name, selling: true, trading: false, buying: false },
    '/api/library/card',
    cards,
  );
}

/** A wanted list of `buyer` with the cards `names` (its alerts off); answers its id. */
export async function createWantedList(
  request: APIRequestContext,
  buyer: Person,
  name: string,
  names: string[],
): Promise<string> {
  return createLibraryByApi(
    request,
    buyer,
    { name, buying: true },
    '/api/library/buying/card',
    names.map((card) => ({ name: card })),
  );
}
