import { TEXT_MESSAGES } from '@mdc/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { registrationPayload } from '../../../test/factories';
import { expectError } from '../../../test/error-answer';

/** Text the database cannot store is a Spanish 400 from the shared schemas. */
describe('unstorable text reaches no query', () => {
  const suite = useTestApp();

  const refused = (field: string, message: string = TEXT_MESSAGES.unstorable) => ({
    code: 'VAL-400',
    field,
    message,
  });

  /** Registers with each field's value and expects each refused with the message. */
  async function expectRegistrationsRefused(values: [string, string][], message: string) {
    for (const [field, value] of values) {
      const res = await suite.app.inject({
        method: 'POST',
        url: '/api/user',
        payload: registrationPayload({ [field]: value }),
      });
      expectError(res, 400, refused(field, message), field);
    }
  }

  it('registration: a null byte or a lone surrogate in any field', async () => {
    await expectRegistrationsRefused(
      [
        ['firstName', 'Ana\u0000'],
        ['city', 'R\u00edo\u0001Cuarto'],
        ['user', 'ana\uD800'],
      ],
      TEXT_MESSAGES.unstorable,
    );
  });

  it('registration: direction marks and invisible characters in what others read (issue 35)', async () => {
    await expectRegistrationsRefused(
      [
        ['firstName', 'Ana\u202Enimda'],
        ['lastName', '\u2066P\u00e9rez'],
        ['city', 'La\u200BPlata'],
        ['email', 'ana\u200F@example.com'],
      ],
      TEXT_MESSAGES.hidden,
    );
  });

  it('login and the card-name search', async () => {
    const login = await suite.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { user: 'ana\u0000', email: null, password: 'secreto1' },
    });
    expectError(login, 400, refused('user'));

    const search = await suite.app.inject({
      method: 'GET',
      url: '/api/library/reference/public?name=Sol%00Ring',
    });
    expect(search.statusCode).toBe(400);
    expect(search.json()).toMatchObject({ code: 'VAL-400', message: TEXT_MESSAGES.unstorable });
  });
});
