/**
 * The 7 section headings of the terms (docs/product/accounts-and-sessions.md#terms), as the
 * terms dialog's test and the terms page's e2e test expect them.
 */
export const TERMS_SECTION_HEADINGS = [
  '1. Aceptación de los términos',
  '2. Rol de la empresa: intermediario tecnológico',
  '3. Registro y uso de datos personales',
  '4. Responsabilidad del usuario',
  '5. Exención de responsabilidad',
  '6. Suspensión y baja de cuentas',
  '7. Ley aplicable y jurisdicción: República Argentina',
];
