import { Link } from '@mui/material';
import { APP_NAME, PUBLIC_CHANNELS, SHELL_ROUTES, STATIC_PAGES } from '@mdc/shared';
import { Link as RouterLink } from 'react-router';
import { TextSection } from '../../../components/text-section';
import { StaticPage } from '../components/static-page';

export function DisclaimerPage() {
  const email = PUBLIC_CHANNELS.contactEmail;
  return (
    <StaticPage {...STATIC_PAGES.disclaimer}>
      <TextSection title="Quiénes somos">
        <p>
          {APP_NAME} es un sitio hecho en Argentina por y para la comunidad de Magic: The Gathering.
          Podés escribirnos a <Link href={`mailto:${email}`}>{email}</Link>.
        </p>
      </TextSection>

      <TextSection title="Qué hacemos y qué no">
        <p>
          Somos un intermediario tecnológico: ofrecemos las herramientas para que los usuarios
          publiquen sus cartas, las encuentren y se contacten. No compramos ni vendemos cartas, no
          cobramos comisiones, no recibimos pagos ni hacemos envíos, y no somos parte de los
          acuerdos entre usuarios. Las condiciones completas están en los{' '}
          <Link component={RouterLink} to={SHELL_ROUTES.terms}>
            Términos y condiciones
          </Link>
          .
        </p>
      </TextSection>

      <TextSection title="Contenido publicado por los usuarios">
        <p>
          Cada usuario es responsable de las cartas que publica, de su descripción y de su precio.
          No revisamos las publicaciones antes de que aparezcan, pero si ves algo falso, engañoso o
          ilegal, avisanos desde{' '}
          <Link component={RouterLink} to={SHELL_ROUTES.contact}>
            Contacto
          </Link>{' '}
          y lo revisamos.
        </p>
      </TextSection>

      <TextSection title="Precios de referencia">
        <p>
          Los precios de referencia provienen de Card Kingdom y se muestran en dólares (USD) solo a
          modo informativo. Pueden estar desactualizados o no existir para alguna carta, y no
          constituyen una oferta ni una tasación. El precio de cada operación lo acuerdan las
          partes.
        </p>
      </TextSection>

      <TextSection title="Propiedad intelectual">
        <p>
          Magic: The Gathering, los nombres de las cartas, sus imágenes y los símbolos de las
          ediciones son propiedad de Wizards of the Coast LLC. {APP_NAME} es contenido no oficial
          permitido por la Política de contenido de fans de Wizards of the Coast: no está aprobado
          ni respaldado por Wizards. Las imágenes de las cartas se muestran a través de Scryfall.
        </p>
      </TextSection>

      <TextSection title="Enlaces a otros sitios">
        <p>
          Enlazamos a sitios de terceros, como Moxfield, Card Kingdom o nuestras redes sociales. No
          controlamos su contenido ni sus políticas de privacidad, que rigen cuando los visitás.
        </p>
      </TextSection>

      <TextSection title="Disponibilidad del servicio">
        <p>
          Hacemos lo posible para que el sitio funcione siempre, pero puede tener interrupciones por
          mantenimiento o por causas ajenas a nosotros. No respondemos por los daños que una
          interrupción o un error pudieran causar.
        </p>
      </TextSection>
    </StaticPage>
  );
}
