import { Alert, Link } from '@mui/material';
import { APP_NAME, PUBLIC_CHANNELS, SHELL_ROUTES, STATIC_PAGES } from '@mdc/shared';
import { Link as RouterLink } from 'react-router';
import { ExternalLink } from '../../../components/external-link';
import { TextSection } from '../../../components/text-section';
import { StaticPage } from '../components/static-page';

/** The earlier product's contact page was a placeholder; this one says how to reach us today. */
export function ContactPage() {
  const email = PUBLIC_CHANNELS.contactEmail;
  return (
    <StaticPage {...STATIC_PAGES.contact}>
      <Alert severity="info" sx={{ mb: 3 }}>
        Pronto vas a poder escribirnos con un formulario desde esta página. Mientras tanto, usá el
        email o los canales de abajo.
      </Alert>

      <TextSection title="Escribinos por email">
        <p>
          Mandanos tu consulta a <Link href={`mailto:${email}`}>{email}</Link>. Si es sobre tu
          cuenta, escribinos desde el email con el que te registraste y contanos tu usuario: nunca
          te vamos a pedir tu contraseña.
        </p>
        <p>
          Respondemos de lunes a viernes, normalmente dentro de las 48 horas hábiles. Los pedidos
          sobre datos personales (acceso, rectificación o supresión) los contestamos dentro de los
          plazos de la Ley 25.326.
        </p>
      </TextSection>

      <TextSection title="Antes de escribir">
        <ul>
          <li>
            ¿No te llegó el email de validación?{' '}
            <Link component={RouterLink} to={SHELL_ROUTES.resendValidation}>
              Pedilo de nuevo
            </Link>
            .
          </li>
          <li>
            ¿Olvidaste tu contraseña?{' '}
            <Link component={RouterLink} to={SHELL_ROUTES.forgotPassword}>
              Recuperala acá
            </Link>
            .
          </li>
          <li>
            ¿Querés dar de baja tu cuenta?{' '}
            <Link component={RouterLink} to={SHELL_ROUTES.deleteAccount}>
              Eliminá tu cuenta
            </Link>{' '}
            y tus datos se borran en un plazo de hasta 15 días.
          </li>
          <li>
            ¿Tenés una duda sobre reservas o bibliotecas? Mirá las{' '}
            <Link component={RouterLink} to={SHELL_ROUTES.faq}>
              preguntas frecuentes
            </Link>
            .
          </li>
        </ul>
      </TextSection>

      <TextSection title="Ideas, errores y sugerencias">
        <p>
          Si encontraste un error o tenés una idea para mejorar {APP_NAME}, contanos en el{' '}
          <ExternalLink href={PUBLIC_CHANNELS.feedbackForm}>formulario de opiniones</ExternalLink>.
          Leemos todas las respuestas.
        </p>
        <p>
          También podés charlar con otros coleccionistas y con nosotros en la{' '}
          <ExternalLink href={PUBLIC_CHANNELS.whatsappCommunity}>
            comunidad de WhatsApp
          </ExternalLink>{' '}
          o en <ExternalLink href={PUBLIC_CHANNELS.discord}>Discord</ExternalLink>.
        </p>
      </TextSection>

      <TextSection title="Problemas con otro usuario">
        <p>
          {APP_NAME} no participa de las operaciones entre usuarios, pero si alguien no cumplió lo
          acordado, publicó cartas falsas o usó tus datos de contacto para otra cosa, escribinos con
          su usuario y lo que pasó: podemos suspender su cuenta.
        </p>
      </TextSection>
    </StaticPage>
  );
}
