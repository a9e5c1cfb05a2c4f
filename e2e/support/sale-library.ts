import { expect, type APIRequestContext } from '@playwright/test';
import type { Person } from './account-factory';
import { botCheckHeaders } from './bot-check';

/**
 * A sale library of `seller` with `cards` (kept by name, one copy each), written through the API
 * with a Bearer token as an API client would; answers its id.
 */
export async function createSaleLibrary(
  request: APIRequestContext,
  seller: Person,
  name: string,
  cards: { name: string; price: string }[],
): Promise<string> {
  const login = await request.post('/api/login', {
    headers: await botCheckHeaders(request, 'search'),
    data: { user: seller.user, email: null, password: seller.password, keepSession: false },
  });
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const created = await request.post('/api/library', {
    headers,
    data: { name, selling: true, trading: false, buying: false },
  });
  expect(created.status(), await created.text()).toBe(201);
  const libraryId = (await created.json()).internalId as string;
  const added = await request.post('/api/library/card', {
    headers,
    data: cards.map((card) => ({ libraryId, referenceId: null, ...card })),
  });
  expect(added.ok(), await added.text()).toBe(true);
  return libraryId;
}
