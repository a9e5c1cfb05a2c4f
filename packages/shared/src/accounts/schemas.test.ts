import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { aRegistration } from '../testing/index';
import { TEXT_MESSAGES } from '../text-field';
import { ERRORS } from '../error-codes';
import { botCheckActionSchema, verifyBotCheckSchema } from './bot-check';
import { ACCOUNT_MESSAGES as M } from './messages';
import {
  deleteAccountSchema,
  emailFormSchema,
  loginSchema,
  profileUpdateSchema,
  registrationSchema,
  resetPasswordSchema,
} from './schemas';

const registration = aRegistration();

/** The field and message of the first issue, as the API and the forms show it. */
function firstIssue(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  const issue = result.error?.issues[0];
  return issue && { field: issue.path.join('.'), message: issue.message };
}

describe('registration messages (item 8: each rule its own message)', () => {
  const cases: [Partial<typeof registration>, string, string][] = [
    [{ firstName: 'a'.repeat(61) }, 'firstName', 'El nombre puede tener hasta 60 caracteres.'],
    [{ lastName: 'a'.repeat(61) }, 'lastName', 'El apellido puede tener hasta 60 caracteres.'],
    [{ region: 'x'.repeat(101) }, 'region', 'La provincia puede tener hasta 100 caracteres.'],
    [{ city: 'x'.repeat(101) }, 'city', 'La ciudad puede tener hasta 100 caracteres.'],
    [{ regionId: '1'.repeat(21) }, 'regionId', 'La provincia elegida no es válida.'],
    [{ cityId: '1'.repeat(21) }, 'cityId', 'La ciudad elegida no es válida.'],
    [
      { email: `${'a'.repeat(250)}@example.com` },
      'email',
      'El email puede tener hasta 254 caracteres.',
    ],
    [{ firstName: '' }, 'firstName', 'El nombre es requerido'],
    [{ region: '' }, 'region', 'Debe seleccionar una provincia'],
    [{ city: '' }, 'city', 'Debe seleccionar una ciudad'],
  ];
  for (const [override, field, message] of cases) {
    it(`${field}: ${message}`, () => {
      expect(firstIssue(registrationSchema, { ...registration, ...override })).toEqual({
        field,
        message,
      });
    });
  }

  it('takes a typed province and city within the limits', () => {
    const typed = { region: 'Tierra del Fuego', regionId: null, city: 'Tolhuin', cityId: null };
    expect(registrationSchema.safeParse({ ...registration, ...typed }).success).toBe(true);
  });

  it('says the same for a profile edit', () => {
    expect(firstIssue(profileUpdateSchema, { firstName: 'a'.repeat(61) })).toEqual({
      field: 'firstName',
      message: M.firstNameTooLong,
    });
  });
});

describe('login, e-mail forms, reset and delete', () => {
  it('names the limit of an over-long login value instead of a raw zod sentence', () => {
    const long = 'a'.repeat(255);
    const expected = 'El usuario o email puede tener hasta 254 caracteres.';
    expect(firstIssue(loginSchema, { user: long, email: null, password: 'x' })).toEqual({
      field: 'user',
      message: expected,
    });
    expect(firstIssue(loginSchema, { user: null, email: long, password: 'x' })?.message).toBe(
      expected,
    );
    expect(firstIssue(loginSchema, { user: 'ana', password: 'x'.repeat(129) })?.message).toBe(
      'La contraseña puede tener hasta 128 caracteres',
    );
  });

  it('refuses an over-long e-mail in resend and recovery before it is sent', () => {
    expect(firstIssue(emailFormSchema, { email: `${'a'.repeat(300)}@example.com` })).toEqual({
      field: 'email',
      message: M.emailTooLong,
    });
    expect(firstIssue(emailFormSchema, { email: 'no-es-un-email' })?.message).toBe(
      'Ingresá un email válido',
    );
  });

  it('keeps the delete form texts of the spec', () => {
    expect(firstIssue(deleteAccountSchema, { email: '', password: 'secreto1' })?.message).toBe(
      'Ingresá tu email.',
    );
    expect(firstIssue(deleteAccountSchema, { email: 'x', password: 'secreto1' })?.message).toBe(
      'Email inválido.',
    );
    expect(firstIssue(deleteAccountSchema, { email: 'a@b.co', password: '' })?.message).toBe(
      'Ingresá tu contraseña.',
    );
  });

  it('tells a malformed link token from a missing one', () => {
    expect(firstIssue(resetPasswordSchema, { password: 'secreto1', token: '' })?.message).toBe(
      'Token inválido o faltante.',
    );
    expect(
      firstIssue(resetPasswordSchema, { password: 'secreto1', token: 'x'.repeat(201) })?.message,
    ).toBe(ERRORS.tokenInvalid.message);
  });
});

describe('bot check', () => {
  it('answers an unknown action or an empty token in Spanish', () => {
    const invalid = 'La verificación anti-bots no es válida o expiró. Intentá nuevamente.';
    expect(firstIssue(botCheckActionSchema, 'login')?.message).toBe(invalid);
    expect(firstIssue(verifyBotCheckSchema, { token: '' })).toEqual({
      field: 'token',
      message: invalid,
    });
    expect(botCheckActionSchema.parse('search')).toBe('search');
  });
});

describe('one text, one place', () => {
  it('lets the error catalog quote the account messages', () => {
    expect(ERRORS.validationSucceeded.message).toBe(M.validationSuccess);
    expect(ERRORS.tokenMissing.message).toBe(M.validationMissingId);
    expect(ERRORS.alreadyValidated).toEqual({
      code: 'TOK-005',
      status: 409,
      message: 'Tu cuenta ya está validada. Iniciá sesión para continuar.',
    });
  });
});

describe('unstorable text (item 3) in every text field', () => {
  const payloads: [string, z.ZodType, Record<string, unknown>][] = [
    ['registration', registrationSchema, registration],
    ['login', loginSchema, { user: 'ana_c', email: null, password: 'secreto1' }],
    ['e-mail form', emailFormSchema, { email: 'ana@example.com' }],
    ['reset', resetPasswordSchema, { password: 'secreto1', token: 'abc' }],
    ['delete', deleteAccountSchema, { email: 'ana@example.com', password: 'secreto1' }],
  ];
  for (const [name, schema, valid] of payloads) {
    const textKeys = Object.keys(valid).filter((key) => typeof valid[key] === 'string');
    it(`${name}: ${textKeys.join(', ')}`, () => {
      expect(schema.safeParse(valid).success).toBe(true);
      for (const key of textKeys) {
        for (const bad of ['\u0000', '\u001b', '\uD800']) {
          const value = { ...valid, [key]: `${String(valid[key])}${bad}` };
          expect(firstIssue(schema, value), `${key} + U+${bad.charCodeAt(0).toString(16)}`).toEqual(
            { field: key, message: TEXT_MESSAGES.unstorable },
          );
        }
      }
    });
  }
});
