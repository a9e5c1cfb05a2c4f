import { z } from 'zod';

/**
 * Accounts contract (accounts-session-shell.md §3, §5, §7, §8): one schema per payload, used by
 * the API routes and by the forms, and every Spanish text of those screens, written once here.
 */

export const ACCOUNT_MESSAGES = {
  // §5 registration
  userRequired: 'El usuario es requerido',
  userIsEmail: 'El usuario no puede ser un email',
  userFormat: 'El usuario debe tener entre 3 y 30 letras, números, puntos, guiones o guiones bajos',
  firstNameRequired: 'El nombre es requerido',
  lastNameRequired: 'El apellido es requerido',
  emailRequired: 'El email es requerido',
  emailInvalid: 'Debe ingresar un email válido',
  phoneRequired: 'El teléfono es requerido',
  phoneInvalid: 'Ingresá un teléfono válido (solo números, espacios, guiones y +)',
  countryRequired: 'Debe seleccionar un país',
  regionRequired: 'Debe seleccionar una provincia',
  cityRequired: 'Debe seleccionar una ciudad',
  passwordRequired: 'La contraseña es requerida',
  passwordMin: 'Debe tener al menos 6 caracteres',
  passwordMax: 'La contraseña puede tener hasta 128 caracteres',
  confirmPasswordRequired: 'Debe confirmar la contraseña',
  passwordsDontMatch: 'Las contraseñas no coinciden',
  termsRequired: 'Debés aceptar los Términos y Condiciones y la Política de Privacidad',
  formInvalid: 'Por favor, complete todos los campos requeridos correctamente.',
  // §8 registration
  registerSuccess: 'Registro exitoso. Te enviamos un email de validación.',
  registerFailure: 'Ocurrió un error durante el registro',
  // login
  loginFieldsRequired: 'Ingresá tu usuario o email y tu contraseña.',
  loginUnexpected: 'Ocurrió un error inesperado. Intenta nuevamente.',
  resendValidationLink: 'Reenviar correo de validación',
  // §5 e-mail forms
  emailFormInvalid: 'Ingresá un email válido',
  // forgot password
  forgotInvalidOrBusy: 'Error, intenta nuevamente.',
  forgotSent: 'Te enviamos un correo electrónico para restablecer su contraseña.',
  resetPasswordMin: 'La contraseña debe tener al menos 6 caracteres.',
  resetPasswordsDontMatch: 'Las contraseñas no coinciden.',
  resetSuccess: 'Contraseña actualizada exitosamente.',
  resetFailure: 'Error al restablecer la contraseña. Intenta nuevamente.',
  // resend
  resendSuccess: 'Correo de validación reenviado con éxito.',
  resendFailure: 'Error al reenviar el correo',
  // delete
  deleteEmailRequired: 'Ingresá tu email.',
  deleteEmailInvalid: 'Email inválido.',
  deletePasswordRequired: 'Ingresá tu contraseña.',
  deleteConfirmRequired: 'Debés aceptar para continuar.',
  deleteConfirmLabel: 'Entiendo que esta acción elimina mi cuenta de forma permanente.',
  deleteSuccess:
    'Solicitud de borrado recibida correctamente. El usuario ha sido deshabilitado y el proceso de borrado puede llevar hasta 15 días.',
  deleteFailure: 'No pudimos procesar la baja. Intentá nuevamente.',
  // validation
  validationSuccess: 'Cuenta validada exitosamente.',
  validationFailure: 'Error al validar la cuenta.',
  validationMissingId: 'Token inválido o faltante.',
  // terms
  termsCheckboxLabel: 'He leído y acepto los Términos y Condiciones y la Política de Privacidad',
  // Texts the spec leaves unwritten (it failed silently there; we always say what happened)
  provincesUnavailable:
    'No pudimos cargar la lista de provincias. Escribí tu provincia y tu ciudad.',
  citiesUnavailable: 'No pudimos cargar la lista de ciudades. Escribí tu ciudad.',
  termsUpdateFailure: 'No pudimos registrar tu aceptación de los términos. Intentá nuevamente.',
  botCheckFailure: 'No pudimos verificar que no sos un robot. Intentá nuevamente.',
  profileSaved: 'Perfil actualizado.',
  profileLoadFailure: 'No pudimos cargar tu perfil.',
  emailChangePending: (email: string) =>
    `Te enviamos un email de validación a ${email}. El cambio de email se aplica cuando lo valides.`,
  forgotPasswordExplanation:
    'Ingresá el email de tu cuenta y te enviaremos un enlace para crear una nueva contraseña.',
  deleteWarning:
    'Esta acción es permanente: tu cuenta se deshabilita de inmediato y tus datos personales se eliminan.',
  validating: 'Validando tu cuenta...',
  loading: 'Cargando...',
} as const;

/** The rate-limit answer (HTTP 429): why, and in how many minutes to try again. */
export function tooManyAttemptsMessage(kind: 'login' | 'mail', minutes: number): string {
  const reason =
    kind === 'login' ? 'Demasiados intentos fallidos.' : 'Ya te enviamos varios emails.';
  return `${reason} Volvé a intentar en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`;
}

/** Timings of the account screens (§9), in milliseconds. */
export const ACCOUNT_TIMINGS = {
  redirectAfterRegisterMs: 2000,
  redirectAfterValidationMs: 3000,
  sessionCheckIntervalMs: 5 * 60 * 1000,
} as const;

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const ARGENTINA = { id: 1, name: 'Argentina' } as const;
export const CITY_LIST_MAX = 300;
/** Version of the terms a user accepts; raise it when the terms text changes. */
export const TERMS_VERSION = '2025-08-24';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,30}$/;

export const looksLikeEmail = (value: string) => value.includes('@');

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

export const usernameSchema = required(ACCOUNT_MESSAGES.userRequired)
  .refine((value) => !looksLikeEmail(value), ACCOUNT_MESSAGES.userIsEmail)
  .refine(
    (value) => looksLikeEmail(value) || USERNAME_PATTERN.test(value),
    ACCOUNT_MESSAGES.userFormat,
  );

export const emailSchema = required(ACCOUNT_MESSAGES.emailRequired)
  .max(254, ACCOUNT_MESSAGES.emailInvalid)
  .regex(EMAIL_PATTERN, ACCOUNT_MESSAGES.emailInvalid)
  .transform((value) => value.toLowerCase());

export const phoneSchema = required(ACCOUNT_MESSAGES.phoneRequired).regex(
  /^\+?[0-9][0-9 ()-]{5,24}$/,
  ACCOUNT_MESSAGES.phoneInvalid,
);

export const passwordSchema = z
  .string({ error: ACCOUNT_MESSAGES.passwordRequired })
  .min(1, ACCOUNT_MESSAGES.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, ACCOUNT_MESSAGES.passwordMin)
  .max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.passwordMax);

/** Location fields: Argentina only; a georef id for province and city, or a typed city name. */
const locationShape = {
  country: required(ACCOUNT_MESSAGES.countryRequired).refine(
    (value) => value === ARGENTINA.name,
    ACCOUNT_MESSAGES.countryRequired,
  ),
  countryId: z.literal(ARGENTINA.id, { error: ACCOUNT_MESSAGES.countryRequired }),
  region: required(ACCOUNT_MESSAGES.regionRequired).max(100),
  regionId: z.string().trim().max(20).nullable(),
  city: required(ACCOUNT_MESSAGES.cityRequired).max(100),
  /** null when the user typed the city because no list could be had. */
  cityId: z.string().trim().max(20).nullable(),
};

const personShape = {
  user: usernameSchema,
  email: emailSchema,
  firstName: required(ACCOUNT_MESSAGES.firstNameRequired).max(60),
  lastName: required(ACCOUNT_MESSAGES.lastNameRequired).max(60),
  phoneNumber: phoneSchema,
  ...locationShape,
};

export const registrationSchema = z
  .object({
    ...personShape,
    password: passwordSchema,
    confirmPassword: z
      .string({ error: ACCOUNT_MESSAGES.confirmPasswordRequired })
      .min(1, ACCOUNT_MESSAGES.confirmPasswordRequired),
    tycAccepted: z.literal(true, { error: ACCOUNT_MESSAGES.termsRequired }),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: ACCOUNT_MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type RegistrationPayload = z.input<typeof registrationSchema>;

export const userProfileSchema = z.object({
  user: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string(),
  country: z.string(),
  countryId: z.number(),
  region: z.string(),
  regionId: z.string().nullable(),
  city: z.string(),
  cityId: z.string().nullable(),
  tycAccepted: z.boolean(),
  /** A new e-mail waiting for validation before it takes effect. */
  pendingEmail: z.string().nullable(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** PATCH /user: the profile fields, validated like registration; all optional. */
export const profileUpdateSchema = z
  .object({ ...personShape, tycAccepted: z.literal(true) })
  .partial();
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

export const loginSchema = z
  .object({
    user: z.string().trim().max(254).nullable().default(null),
    email: z.string().trim().max(254).nullable().default(null),
    password: z.string().min(1, ACCOUNT_MESSAGES.loginFieldsRequired).max(PASSWORD_MAX_LENGTH),
    keepSession: z.boolean().default(false),
  })
  .refine((value) => Boolean(value.user || value.email), {
    message: ACCOUNT_MESSAGES.loginFieldsRequired,
    path: ['user'],
  });
export type LoginPayload = z.input<typeof loginSchema>;

export const loginResponseSchema = z.object({ token: z.string(), email: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** Forgot password, resend: one e-mail. */
export const emailFormSchema = z.object({
  email: z
    .string({ error: ACCOUNT_MESSAGES.emailFormInvalid })
    .trim()
    .regex(EMAIL_PATTERN, ACCOUNT_MESSAGES.emailFormInvalid)
    .transform((value) => value.toLowerCase()),
});

export const resetPasswordSchema = z.object({
  password: z
    .string({ error: ACCOUNT_MESSAGES.resetPasswordMin })
    .min(PASSWORD_MIN_LENGTH, ACCOUNT_MESSAGES.resetPasswordMin)
    .max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.passwordMax),
  token: z.string().min(1, ACCOUNT_MESSAGES.validationMissingId).max(200),
});
export type ResetPasswordPayload = z.infer<typeof resetPasswordSchema>;

export const deleteAccountSchema = z.object({
  email: z
    .string({ error: ACCOUNT_MESSAGES.deleteEmailRequired })
    .trim()
    .min(1, ACCOUNT_MESSAGES.deleteEmailRequired)
    .regex(EMAIL_PATTERN, ACCOUNT_MESSAGES.deleteEmailInvalid)
    .transform((value) => value.toLowerCase()),
  password: z
    .string({ error: ACCOUNT_MESSAGES.deletePasswordRequired })
    .min(1, ACCOUNT_MESSAGES.deletePasswordRequired)
    .min(PASSWORD_MIN_LENGTH, ACCOUNT_MESSAGES.passwordMin)
    .max(PASSWORD_MAX_LENGTH),
});
export type DeleteAccountPayload = z.infer<typeof deleteAccountSchema>;

export const consentResponseSchema = z.object({ tycAccepted: z.boolean() });
export const confirmResponseSchema = z.object({ code: z.string(), message: z.string() });
export const messageResponseSchema = z.object({ message: z.string() });

export const georefPlaceSchema = z.object({ id: z.string(), nombre: z.string() });
export type GeorefPlace = z.infer<typeof georefPlaceSchema>;
export const provinciasResponseSchema = z.object({ provincias: z.array(georefPlaceSchema) });
export const departamentosResponseSchema = z.object({
  departamentos: z.array(georefPlaceSchema),
});

/**
 * Bot check (ALTCHA protocol, v2 proof of work). The client gets a challenge from
 * `GET /api/botcheck/challenge?action=<action>`, solves it with altcha-lib's `solveChallenge`
 * (deriveKey of `altcha-lib/algorithms/web/sha` for the challenge's 'SHA-256' algorithm) and
 * sends `base64(JSON.stringify({ challenge, solution }))` in the `R-Token` header. One solution
 * serves one request of that action.
 */
export const BOT_CHECK_HEADER = 'R-Token';
export const BOT_CHECK_ACTIONS = {
  login: 'search',
  register: 'register',
  modify: 'modify',
  delete: 'delete',
} as const;
export const botCheckActionSchema = z.enum(['search', 'register', 'modify', 'delete']);
export type BotCheckAction = z.infer<typeof botCheckActionSchema>;

/** An ALTCHA v2 challenge; `parameters` is signed as sent, so it passes through untouched. */
export const botCheckChallengeSchema = z.object({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
  }),
  signature: z.string(),
});
export type BotCheckChallenge = z.infer<typeof botCheckChallengeSchema>;

/** POST /verify-recaptcha: checks a solution without spending it. */
export const verifyBotCheckSchema = z.object({ token: z.string().min(1).max(4000) });
export const verifyBotCheckResponseSchema = z.object({
  success: z.literal(true),
  action: botCheckActionSchema,
});
