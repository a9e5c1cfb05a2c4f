import { ACCOUNT_MESSAGES } from '@mdc/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestAppWithMail } from '../../../test/app';
import { createUser, loginAs, type TestSession, type TestUser } from '../../../test/factories';

describe('profile, e-mail change and terms consent', () => {
  let owner: TestUser;
  let other: TestUser;
  let ownerSession: TestSession;
  let otherSession: TestSession;

  const suite = useTestAppWithMail();
  beforeAll(async () => {
    owner = await createUser(suite.app, { firstName: 'Olga', region: 'Córdoba' });
    other = await createUser(suite.app);
    ownerSession = await loginAs(suite.app, owner);
    otherSession = await loginAs(suite.app, other);
  });

  const patch = (session: TestSession | null, payload: Record<string, unknown>) =>
    suite.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers: session?.cookieHeaders ?? {},
      payload,
    });
  const consent = (session: TestSession | null, email: string) =>
    suite.app.inject({
      method: 'GET',
      url: `/api/user/${encodeURIComponent(email)}/consent`,
      headers: session?.bearerHeaders ?? {},
    });

  it('PATCH /user changes the alerts’ mail to never and back; anything else is refused', async () => {
    const patch = (alertDigest: unknown) =>
      suite.app.inject({
        method: 'PATCH',
        url: '/api/user',
        headers: ownerSession.bearerHeaders,
        payload: { alertDigest },
      });
    expect((await patch('never')).json()).toMatchObject({ alertDigest: 'never' });
    const bad = await patch('weekly');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(ACCOUNT_MESSAGES.alertDigestInvalid);
    expect((await patch('daily')).json()).toMatchObject({ alertDigest: 'daily' });
  });

  it('GET /user answers the profile of the logged-in user only', async () => {
    const res = await suite.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: ownerSession.bearerHeaders,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user: owner.user,
      email: owner.email,
      firstName: 'Olga',
      lastName: owner.lastName,
      phoneNumber: owner.phoneNumber,
      country: 'Argentina',
      countryId: 1,
      region: 'Córdoba',
      regionId: owner.regionId,
      city: owner.city,
      cityId: owner.cityId,
      tycAccepted: true,
      pendingEmail: null,
      moderator: false,
      alertDigest: 'daily',
      // Meeting points: none yet (modules/places/places.api.test.ts).
      places: [],
    });
    expect(res.body).not.toContain('password');
    expect((await suite.app.inject({ method: 'GET', url: '/api/user' })).statusCode).toBe(401);
  });

  it('PATCH /user saves the owner’s changes; anonymous gets 401', async () => {
    expect((await patch(null, { firstName: 'X' })).statusCode).toBe(401);
    const res = await patch(ownerSession, {
      firstName: 'Olguita',
      region: 'Santa Fe',
      regionId: '82',
      city: 'Rosario',
      cityId: null,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Olguita',
      region: 'Santa Fe',
      city: 'Rosario',
      cityId: null,
    });
    // The other user's profile is untouched.
    const theirs = await suite.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: otherSession.bearerHeaders,
    });
    expect(theirs.json()).toMatchObject({ firstName: other.firstName });
  });

  it('validates profile edits like registration', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ user: '' }, ACCOUNT_MESSAGES.userRequired],
      [{ user: 'yo@example.com' }, ACCOUNT_MESSAGES.userIsEmail],
      [{ firstName: ' ' }, ACCOUNT_MESSAGES.firstNameRequired],
      [{ email: 'mal' }, ACCOUNT_MESSAGES.emailInvalid],
      [{ phoneNumber: '' }, ACCOUNT_MESSAGES.phoneRequired],
      [{ city: '' }, ACCOUNT_MESSAGES.cityRequired],
    ];
    for (const [payload, message] of cases) {
      const res = await patch(ownerSession, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VAL-400', message });
    }
    const taken = await patch(ownerSession, { user: other.user.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'ACC-001' });
    const takenEmail = await patch(ownerSession, { email: other.email });
    expect(takenEmail.json()).toMatchObject({ code: 'ACC-002' });
  });

  it('changes the e-mail only once the new address is validated', async () => {
    const user = await createUser(suite.app);
    const session = await loginAs(suite.app, user);
    const newEmail = `cambio_${Date.now()}@example.com`;

    const res = await patch(session, { email: newEmail.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: user.email, pendingEmail: newEmail });

    const mail = await suite.smtp.waitForMail(newEmail);
    expect(mail.subject).toContain('nuevo email');
    const token = new URL(mail.links[0]!).searchParams.get('id')!;
    const confirmed = await suite.app.inject({
      method: 'GET',
      url: `/api/user/confirm?validationToken=${token}`,
    });
    expect(confirmed.json()).toMatchObject({ code: 'OK-200' });

    const after = await suite.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: session.bearerHeaders,
    });
    expect(after.json()).toMatchObject({ email: newEmail, pendingEmail: null });
    const login = await suite.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { user: null, email: newEmail, password: user.password, keepSession: false },
    });
    expect(login.statusCode).toBe(200);
  });

  it('lets only the owner read the consent; stores acceptance of the current terms', async () => {
    const fresh = await createUser(suite.app, { tycAccepted: false });
    const session = await loginAs(suite.app, fresh);

    expect((await consent(null, fresh.email)).statusCode).toBe(401);
    const foreign = await consent(otherSession, fresh.email);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ code: 'SEC-403' });

    expect((await consent(session, fresh.email.toUpperCase())).json()).toEqual({
      tycAccepted: false,
    });
    expect((await patch(session, { tycAccepted: true })).statusCode).toBe(200);
    expect((await consent(session, fresh.email)).json()).toEqual({ tycAccepted: true });
  });
});
