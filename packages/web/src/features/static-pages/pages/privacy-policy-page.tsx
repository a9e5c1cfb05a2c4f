import { Link, Typography } from '@mui/material';
import { APP_NAME, PUBLIC_CHANNELS, SHELL_LABELS, SHELL_ROUTES, STATIC_PAGES } from '@mdc/shared';
import { Link as RouterLink } from 'react-router';
import { ExternalLink } from '../../../components/external-link';
import { TextSection } from '../../../components/text-section';
import { StaticPage } from '../components/static-page';

/** Served at /privacy-policy and /privacidad (the address the shell opens in a new tab). */
export function PrivacyPolicyPage() {
  const email = PUBLIC_CHANNELS.contactEmail;
  return (
    <StaticPage {...STATIC_PAGES.privacy}>
      <Typography sx={{ mb: 3 }}>
        En {APP_NAME} tratamos tus datos personales conforme a la Ley 25.326 de Protección de Datos
        Personales y su normativa complementaria. Acá te contamos qué datos guardamos, para qué, a
        quién se muestran y cómo ejercer tus derechos.
      </Typography>

      <TextSection title="1. Responsable de los datos">
        <p>
          El responsable de la base de datos es {APP_NAME}. Para cualquier consulta sobre tus datos
          escribinos a <Link href={`mailto:${email}`}>{email}</Link>.
        </p>
      </TextSection>

      <TextSection title="2. Qué datos recolectamos">
        <ul>
          <li>
            Al registrarte: nombre, apellido, nombre de usuario, email, teléfono, país, provincia y
            ciudad, y la contraseña, que guardamos transformada de forma irreversible (nadie, ni
            siquiera nosotros, puede leerla).
          </li>
          <li>La versión de los Términos y condiciones que aceptaste y la fecha.</li>
          <li>
            Lo que cargás al usar el servicio: tus bibliotecas, tus cartas con sus precios y las
            reservas que hacés o recibís.
          </li>
          <li>
            Datos técnicos: la dirección IP y la fecha de cada pedido, que usamos para seguridad y
            para limitar abusos, y un conteo de páginas vistas que registra solo la dirección de la
            página, sin identificarte.
          </li>
        </ul>
      </TextSection>

      <TextSection title="3. Para qué los usamos">
        <ul>
          <li>Crear y mantener tu cuenta, y validar tu email.</li>
          <li>Mostrar tus cartas en las búsquedas y en tus bibliotecas públicas.</li>
          <li>Poner en contacto a comprador y vendedor cuando hay una reserva.</li>
          <li>Enviarte emails del servicio: validación de cuenta y recuperación de contraseña.</li>
          <li>Prevenir fraudes y abusos, y mejorar el servicio con estadísticas agregadas.</li>
        </ul>
        <p>No vendemos ni cedemos tus datos, y no los usamos para publicidad.</p>
      </TextSection>

      <TextSection title="4. Quién ve tus datos">
        <ul>
          <li>
            Los usuarios con sesión iniciada ven tu nombre de usuario, tu provincia y tu ciudad
            junto a las cartas que publicás. Quien busca sin sesión no ve tu usuario.
          </li>
          <li>
            Tu nombre, tu teléfono y tu email solo se muestran a la otra parte de una reserva en la
            que participás, para que puedan coordinar la entrega.
          </li>
          <li>
            Los proveedores que nos prestan el alojamiento del sitio y el envío de emails acceden a
            los datos solo para esos fines.
          </li>
          <li>Autoridades, únicamente cuando una ley o una orden judicial lo exija.</li>
        </ul>
      </TextSection>

      <TextSection title="5. Cookies y almacenamiento local">
        <p>
          Usamos cookies propias para mantener tu sesión iniciada y proteger los formularios, y el
          almacenamiento local del navegador para recordar preferencias, como los avisos que
          cerraste. No usamos cookies de terceros ni herramientas de publicidad.
        </p>
      </TextSection>

      <TextSection title="6. Cuánto tiempo los guardamos">
        <p>
          Mientras tu cuenta esté activa. Cuando la das de baja desde{' '}
          <Link component={RouterLink} to={SHELL_ROUTES.deleteAccount}>
            {SHELL_LABELS.deleteAccount}
          </Link>
          , la deshabilitamos en el momento y borramos tus datos personales en un plazo de hasta 15
          días. Las reservas en las que participaste se conservan para la otra parte, sin tus datos
          personales. Los registros técnicos se guardan por un tiempo limitado y solo para
          seguridad.
        </p>
      </TextSection>

      <TextSection title="7. Cómo los protegemos">
        <p>
          Las conexiones viajan cifradas, las contraseñas se guardan transformadas de forma
          irreversible y el acceso a los datos está limitado a lo necesario para operar el servicio.
        </p>
      </TextSection>

      <TextSection title="8. Tus derechos">
        <p>
          Podés ejercer en cualquier momento tus derechos de acceso, rectificación, actualización y
          supresión de tus datos:
        </p>
        <ul>
          <li>
            Acceso y rectificación: podés ver y corregir tus datos en tu{' '}
            <Link component={RouterLink} to={SHELL_ROUTES.profile}>
              Perfil
            </Link>
            , o pedirnos una copia por email.
          </li>
          <li>
            Supresión: dando de baja tu cuenta, o escribiéndonos a{' '}
            <Link href={`mailto:${email}`}>{email}</Link> desde el email de tu cuenta.
          </li>
        </ul>
        <p>
          Respondemos los pedidos de acceso dentro de los 10 días corridos y los de rectificación,
          actualización o supresión dentro de los 5 días hábiles, como indica la ley.
        </p>
        <p>
          El titular de los datos personales tiene la facultad de ejercer el derecho de acceso a los
          mismos en forma gratuita a intervalos no inferiores a seis meses, salvo que se acredite un
          interés legítimo al efecto conforme lo establecido en el artículo 14, inciso 3 de la Ley
          Nº 25.326. La Agencia de Acceso a la Información Pública (AAIP), en su carácter de Órgano
          de Control de la Ley Nº 25.326, tiene la atribución de atender las denuncias y reclamos
          que interpongan quienes resulten afectados en sus derechos por incumplimiento de las
          normas vigentes en materia de protección de datos personales. Más información en{' '}
          <ExternalLink href="https://www.argentina.gob.ar/aaip">
            argentina.gob.ar/aaip
          </ExternalLink>
          .
        </p>
      </TextSection>

      <TextSection title="9. Menores de edad">
        <p>
          {APP_NAME} está pensado para mayores de 18 años. Los menores solo pueden usarlo con la
          autorización de su madre, padre o tutor.
        </p>
      </TextSection>

      <TextSection title="10. Cambios en esta política">
        <p>
          Si cambiamos esta política te lo vamos a avisar en el sitio y, cuando el cambio sea
          importante, te vamos a pedir que la aceptes de nuevo.
        </p>
      </TextSection>
    </StaticPage>
  );
}
