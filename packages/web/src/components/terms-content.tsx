import { Typography } from '@mui/material';
import { APP_NAME, SHELL_LABELS, SHELL_ROUTES, TERMS_VERSION } from '@mdc/shared';
import { ExternalLink } from './external-link';
import { TextSection } from './text-section';

const lastUpdated = new Date(`${TERMS_VERSION}T00:00:00Z`).toLocaleDateString('es-AR', {
  dateStyle: 'long',
  timeZone: 'UTC',
});

/**
 * The terms and conditions, in the 7 sections of docs/product/accounts-and-sessions.md#terms.
 * Shared by the /terms-and-conditions page (sections under its h1) and the terms modal
 * (sections under the dialog title), hence the heading level as a prop. Its links open a new
 * tab so that reading them never loses a registration in progress.
 * Changing this text means raising TERMS_VERSION, so every user accepts the new version.
 */
export function TermsContent({ headingComponent = 'h2' }: { headingComponent?: 'h2' | 'h3' }) {
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        Última actualización: {lastUpdated}.
      </Typography>

      <TextSection title="1. Aceptación de los términos" headingComponent={headingComponent}>
        <p>
          Al registrarte o usar {APP_NAME} aceptás estos Términos y condiciones y nuestra{' '}
          <ExternalLink href={SHELL_ROUTES.privacy}>Política de privacidad</ExternalLink>. Si no
          estás de acuerdo con alguno de sus puntos, no uses el servicio.
        </p>
        <p>
          Podemos actualizar estos términos. Cuando lo hagamos, te vamos a pedir que los aceptes de
          nuevo la próxima vez que ingreses; hasta entonces rige la versión que aceptaste.
        </p>
      </TextSection>

      <TextSection
        title="2. Rol de la empresa: intermediario tecnológico"
        headingComponent={headingComponent}
      >
        <p>
          {APP_NAME} es una plataforma que pone en contacto a coleccionistas y jugadores de
          Argentina que quieren comprar, vender o intercambiar cartas de Magic: The Gathering. Somos
          únicamente un intermediario tecnológico:
        </p>
        <ul>
          <li>No cobramos comisiones: no nos quedamos con ningún porcentaje de las operaciones.</li>
          <li>No somos parte de las compras, ventas ni intercambios que acuerden los usuarios.</li>
          <li>No recibimos pagos, no guardamos cartas y no hacemos envíos.</li>
          <li>
            No verificamos la autenticidad, el estado ni la existencia de las cartas publicadas.
          </li>
        </ul>
        <p>
          Cuando reservás una carta, la plataforma les muestra a vos y a la otra persona los datos
          de contacto necesarios para que acuerden la entrega y el pago entre ustedes.
        </p>
      </TextSection>

      <TextSection
        title="3. Registro y uso de datos personales"
        headingComponent={headingComponent}
      >
        <p>
          Para publicar o reservar cartas necesitás una cuenta. Tenés que ser mayor de 18 años o
          contar con la autorización de tu madre, padre o tutor, y cargar datos verdaderos y
          actualizados: nombre, apellido, usuario, email, teléfono, provincia y ciudad.
        </p>
        <p>
          Tu cuenta es personal. Cuidá tu contraseña: lo que se haga con tu cuenta se considera
          hecho por vos hasta que nos avises de un uso no autorizado.
        </p>
        <p>
          Tratamos tus datos según la Ley 25.326 de Protección de Datos Personales y nuestra{' '}
          <ExternalLink href={SHELL_ROUTES.privacy}>Política de privacidad</ExternalLink>. Tu
          teléfono y tu email solo se muestran a la otra parte de una reserva en la que participás.
        </p>
      </TextSection>

      <TextSection title="4. Responsabilidad del usuario" headingComponent={headingComponent}>
        <p>Al usar {APP_NAME} te comprometés a:</p>
        <ul>
          <li>Publicar solo cartas que tenés y podés entregar.</li>
          <li>
            Describir con honestidad el estado, el idioma, la edición y si la carta es foil, y no
            ofrecer réplicas o proxies como originales.
          </li>
          <li>Cumplir lo que acordás con la otra persona o avisarle a tiempo si no podés.</li>
          <li>
            Usar los datos de contacto que recibís solo para concretar esa operación, nunca para
            publicidad ni para compartirlos con terceros.
          </li>
          <li>Tratar con respeto a los demás usuarios y no usar el servicio con fines ilegales.</li>
        </ul>
        <p>
          Sos responsable de las operaciones que hacés, de los pagos y las entregas que acordás y de
          las obligaciones fiscales que te correspondan.
        </p>
      </TextSection>

      <TextSection title="5. Exención de responsabilidad" headingComponent={headingComponent}>
        <p>
          Como no participamos de las operaciones, {APP_NAME} no responde por la calidad,
          autenticidad o estado de las cartas, por pagos o entregas incumplidos ni por los
          conflictos entre usuarios. Te recomendamos encontrarte en lugares públicos y revisar las
          cartas antes de pagar.
        </p>
        <p>
          Los precios de referencia de Card Kingdom se muestran solo a modo informativo. El servicio
          se ofrece tal como está: puede tener interrupciones o errores, y lo mejoramos
          continuamente.
        </p>
        <p>
          Magic: The Gathering es una marca de Wizards of the Coast. {APP_NAME} no está afiliado a
          Wizards of the Coast ni cuenta con su respaldo.
        </p>
      </TextSection>

      <TextSection title="6. Suspensión y baja de cuentas" headingComponent={headingComponent}>
        <p>
          Podemos suspender o dar de baja una cuenta, incluso sin previo aviso, si incumple estos
          términos, si detectamos fraude o un uso abusivo, o si recibimos denuncias fundadas de
          otros usuarios.
        </p>
        <p>
          Vos podés dar de baja tu cuenta cuando quieras desde{' '}
          <ExternalLink href={SHELL_ROUTES.deleteAccount}>
            {SHELL_LABELS.deleteAccount}
          </ExternalLink>
          . La cuenta se deshabilita en el momento y tus datos personales se borran en un plazo de
          hasta 15 días.
        </p>
      </TextSection>

      <TextSection
        title="7. Ley aplicable y jurisdicción: República Argentina"
        headingComponent={headingComponent}
      >
        <p>
          Estos términos se rigen por las leyes de la República Argentina. Cualquier controversia se
          resolverá ante los tribunales competentes de la República Argentina, sin perjuicio de los
          derechos que te reconoce la Ley 24.240 de Defensa del Consumidor.
        </p>
      </TextSection>
    </>
  );
}
