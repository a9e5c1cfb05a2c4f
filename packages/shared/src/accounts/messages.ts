import { upToCharacters } from '../common-texts';
import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  PLACE_NAME_MAX_LENGTH,
} from './constants';

/**
 * Every Spanish text of the account screens (docs/product/accounts-and-sessions.md), written once:
 * the schemas, the API's error catalog and the forms all refer to these.
 */

export const ACCOUNT_MESSAGES = {
  // registration
  userRequired: 'El usuario es requerido',
  userIsEmail: 'El usuario no puede ser un email',
  userFormat: 'El usuario debe tener entre 3 y 30 letras, números, puntos, guiones o guiones bajos',
  firstNameRequired: 'El nombre es requerido',
  firstNameTooLong: upToCharacters('El nombre', PERSON_NAME_MAX_LENGTH),
  lastNameRequired: 'El apellido es requerido',
  lastNameTooLong: upToCharacters('El apellido', PERSON_NAME_MAX_LENGTH),
  emailRequired: 'El email es requerido',
  emailInvalid: 'Debe ingresar un email válido',
  emailTooLong: upToCharacters('El email', EMAIL_MAX_LENGTH),
  phoneRequired: 'El teléfono es requerido',
  phoneInvalid: 'Ingresá un teléfono válido (solo números, espacios, guiones y +)',
  countryRequired: 'Debe seleccionar un país',
  regionRequired: 'Debe seleccionar una provincia',
  regionTooLong: upToCharacters('La provincia', PLACE_NAME_MAX_LENGTH),
  regionIdInvalid: 'La provincia elegida no es válida.',
  cityRequired: 'Debe seleccionar una ciudad',
  cityTooLong: upToCharacters('La ciudad', PLACE_NAME_MAX_LENGTH),
  cityIdInvalid: 'La ciudad elegida no es válida.',
  passwordRequired: 'La contraseña es requerida',
  passwordMin: 'Debe tener al menos 6 caracteres',
  passwordMax: `La contraseña puede tener hasta ${PASSWORD_MAX_LENGTH} caracteres`,
  confirmPasswordRequired: 'Debe confirmar la contraseña',
  passwordsDontMatch: 'Las contraseñas no coinciden',
  alertDigestInvalid: 'Elegí cada cuánto recibir el mail de avisos: daily o never.',
  termsRequired: 'Debés aceptar los Términos y Condiciones y la Política de Privacidad',
  formInvalid: 'Por favor, complete todos los campos requeridos correctamente.',
  // registration outcome
  registerSuccess: 'Registro exitoso. Te enviamos un email de validación.',
  registerFailure: 'Ocurrió un error durante el registro',
  // login
  loginFieldsRequired: 'Ingresá tu usuario o email y tu contraseña.',
  loginIdentifierTooLong: upToCharacters('El usuario o email', EMAIL_MAX_LENGTH),
  loginUnexpected: 'Ocurrió un error inesperado. Intenta nuevamente.',
  resendValidationLink: 'Reenviar correo de validación',
  // e-mail forms
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
  linkInvalid: 'El enlace no es válido. Revisá que lo hayas copiado completo.',
  alreadyValidated: 'Tu cuenta ya está validada. Iniciá sesión para continuar.',
  // terms
  termsCheckboxLabel: 'He leído y acepto los Términos y Condiciones y la Política de Privacidad',
  // Texts the earlier product lacked (it failed silently there; we always say what happened)
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

/** The account forms' field labels (registration, profile, login, the e-mail forms). */
export const ACCOUNT_FIELD_LABELS = {
  user: 'Usuario',
  firstName: 'Nombre',
  lastName: 'Apellido',
  email: 'Email',
  phoneNumber: 'Teléfono',
  password: 'Contraseña',
} as const;
