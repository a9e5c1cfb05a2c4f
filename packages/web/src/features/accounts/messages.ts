/**
 * Texts of the account screens that the spec leaves unwritten (it fails silently or shows no
 * wording there; DESIGN.md §4 wants a Spanish message). Candidates for ACCOUNT_MESSAGES in
 * packages/shared, which this package does not own.
 */
export const ACCOUNT_SCREEN_TEXTS = {
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
