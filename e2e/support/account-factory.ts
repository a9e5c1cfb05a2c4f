import { aProfile, aRegistration, type TestProfile } from '@mdc/shared/testing';
import { expect, type APIRequestContext } from '@playwright/test';
import { botCheckHeaders } from './bot-check';
import { linkTo, waitForMail } from './mail';

/**
 * Accounts made through the real API, bot check solved as the browser does, for tests whose
 * subject is not registration itself. `page.request` shares the browser's cookies, so
 * `logInByApi` leaves the page logged in.
 */
export interface Person extends TestProfile {
  password: string;
}

let sequence = 0;

/** A person nobody has registered yet: unique user name and e-mail. */
export function newPerson(label: string): Person {
  const user = `${label}${Date.now().toString(36)}${sequence++}`;
  return { ...aProfile({ user, email: `${user}@example.com` }), password: 'clave-segura-1' };
}

export async function registerAccount(request: APIRequestContext, person: Person): Promise<void> {
  const response = await request.post('/api/user', {
    headers: await botCheckHeaders(request, 'register'),
    data: aRegistration({ ...person, confirmPassword: person.password }),
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Follows the link of the next validation mail to `email`. */
export async function validateAccount(request: APIRequestContext, email: string): Promise<void> {
  const link = linkTo(await waitForMail(email), '/validation');
  const token = new URL(link, 'http://app.local').searchParams.get('id') ?? '';
  const response = await request.get(
    `/api/user/confirm?${new URLSearchParams({ validationToken: token })}`,
  );
  expect(response.status(), await response.text()).toBe(200);
}

export async function createValidatedAccount(
  request: APIRequestContext,
  label: string,
): Promise<Person> {
  const person = newPerson(label);
  await registerAccount(request, person);
  await validateAccount(request, person.email);
  return person;
}

/**
 * The one way tests log in without the login screen (only the tests of login itself use it):
 * POST /api/login with a solved bot check; `request`'s cookies become the session's. Answers the
 * session's token, for the tests that call the API with a Bearer token as an API client would.
 */
export async function logInByApi(
  request: APIRequestContext,
  person: Pick<Person, 'user' | 'password'>,
  keepSession = false,
): Promise<string> {
  const response = await request.post('/api/login', {
    headers: await botCheckHeaders(request, 'search'),
    data: { user: person.user, email: null, password: person.password, keepSession },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).token as string;
}
