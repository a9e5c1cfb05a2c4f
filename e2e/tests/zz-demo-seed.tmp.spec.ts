import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, demoLibrary } from '../support/demo-marketplace';
import { MEMBER_ACCOUNT } from '../support/seeded-accounts';

test('the e2e database holds the demo marketplace', async ({ request }) => {
  const library = demoLibrary('demo_rosario', 'Mazo de Commander');
  const res = await request.get(`/api/library/${library.id}/public`);
  expect(res.status()).toBe(200);
  const body = await res.json();
  expect(body.library.cardCount).toBe(100);
  expect(body.cards.filter((c: { referenceId: string | null }) => c.referenceId).length).toBeGreaterThan(50);
  expect(JSON.stringify(body)).not.toContain('341 555 0204');
  const login = await request.post('/api/login', {
    data: { user: 'demo_rosario', email: null, password: DEMO_PASSWORD, keepSession: false },
  });
  expect(login.status()).toBe(200);
  const member = await request.post('/api/login', {
    data: { user: MEMBER_ACCOUNT.user, email: null, password: MEMBER_ACCOUNT.password, keepSession: false },
  });
  expect(member.status()).toBe(200);
  const own = await request.get('/api/library');
  expect(await own.json()).toEqual([]);
});
