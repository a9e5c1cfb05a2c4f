import { Link } from '@mui/material';
import { APP_NAME, SHELL_LABELS, SHELL_ROUTES, STATIC_PAGES } from '@mdc/shared';
import { Link as RouterLink } from 'react-router';
import { TextSection } from '../../../components/text-section';
import { StaticPage } from '../components/static-page';

/** Each question is an h2, so screen-reader users can jump from one to the next. */
export function FaqPage() {
  return (
    <StaticPage {...STATIC_PAGES.faq}>
      <TextSection title={`¿Qué es ${APP_NAME}?`}>
        <p>
          Un lugar para que coleccionistas y jugadores de Argentina compren, vendan e intercambien
          cartas sueltas de Magic: The Gathering. Cada persona publica sus cartas en bibliotecas y
          cualquiera puede buscarlas por nombre, con un enlace de mazo de Moxfield o con un archivo
          .txt con su lista.
        </p>
      </TextSection>

      <TextSection title="¿Cuánto cuesta? ¿Cobran comisión?">
        <p>
          Nada. {APP_NAME} es gratis y no cobra comisión: no participamos de las operaciones ni nos
          quedamos con un porcentaje. Somos solo el intermediario tecnológico que pone en contacto a
          las personas. Si querés apoyar el proyecto, podés invitarnos un cafecito desde el pie de
          la página.
        </p>
      </TextSection>

      <TextSection title="¿Necesito una cuenta?">
        <p>
          Para buscar cartas y mirar bibliotecas públicas, no. Para reservar cartas, publicar tus
          propias bibliotecas y ver precios y vendedores, sí:{' '}
          <Link component={RouterLink} to={SHELL_ROUTES.register}>
            registrate
          </Link>{' '}
          con tu email y validá la cuenta desde el enlace que te enviamos.
        </p>
      </TextSection>

      <TextSection title="¿Cómo reservo una carta?">
        <p>
          Buscá la carta, seleccioná las que te interesan y tocá «Reservar». Después de confirmar,
          la carta queda marcada como «Reservado» para los demás y el vendedor ve tu reserva en
          «Reservas Recibidas». Vos la encontrás en «Reservas», con los datos de contacto del
          vendedor. Si una carta recibe varias reservas, el vendedor decide con quién concreta.
        </p>
      </TextSection>

      <TextSection title="¿Cómo me contacto con la otra persona? ¿Quién ve mi teléfono y mi email?">
        <p>
          Al reservar, el comprador y el vendedor ven el nombre, el teléfono y el email del otro
          para coordinar por su cuenta. Esos datos solo se muestran a las dos partes de esa reserva:
          nadie más los ve, y en las búsquedas sin sesión tampoco aparece tu usuario.
        </p>
      </TextSection>

      <TextSection title="¿Cómo se paga y se entrega?">
        <p>
          Lo acuerdan entre ustedes: {APP_NAME} no recibe pagos ni hace envíos. Te recomendamos
          encontrarte en un lugar público (una tienda o un torneo, por ejemplo) y revisar las cartas
          antes de pagar. Los precios están en dólares (USD); la forma y el tipo de cambio los
          arreglan las partes.
        </p>
      </TextSection>

      <TextSection title="¿Qué pasa después de la entrega? ¿Puedo cancelar una reserva?">
        <p>
          Cuando entrega la carta, el vendedor toca «Confirmar entrega»: la reserva pasa a «Vendido»
          y se descuenta una copia de su biblioteca. Comprador y vendedor pueden cancelar una
          reserva pendiente sin ninguna penalidad, y la carta vuelve a estar disponible. Una reserva
          ya vendida no se puede cancelar.
        </p>
      </TextSection>

      <TextSection title="¿Qué es una biblioteca?">
        <p>Es una lista de tus cartas. Hay dos tipos:</p>
        <ul>
          <li>
            De venta: las cartas que ofrecés para «Venta», para «Trade» (intercambio) o para ambas,
            con su estado, idioma, si son foil y su precio.
          </li>
          <li>
            De compra: las cartas que estás buscando. Con ellas podés buscar de un toque quién las
            tiene.
          </li>
        </ul>
        <p>
          Cada biblioteca admite hasta 1000 cartas y tiene un enlace público para compartirla. Las
          administrás desde{' '}
          <Link component={RouterLink} to={SHELL_ROUTES.libraries}>
            Bibliotecas
          </Link>
          .
        </p>
      </TextSection>

      <TextSection title="¿Puedo cargar muchas cartas de una vez, desde Moxfield, Dragon Shield o ManaBox?">
        <p>
          Sí. En el detalle de tu biblioteca usá el botón para subir cartas y pegá la lista o elegí
          un archivo .txt o .csv. Reconocemos estos formatos:
        </p>
        <ul>
          <li>
            Moxfield: la exportación de texto, con líneas como «1 Lightning Bolt (2XM) 141» y *F*
            para las foil, o el CSV de tu colección.
          </li>
          <li>
            Dragon Shield: el archivo que exporta la app al escanear tu colección, con el nombre, la
            edición, el número, la cantidad, el estado y el acabado de cada carta.
          </li>
          <li>
            ManaBox: el CSV que exporta la app, de toda tu colección o de una carpeta; cada carta se
            busca por su Scryfall ID, así se carga exactamente esa edición.
          </li>
        </ul>
        <p>
          Antes de subir revisás la lista y podés quitar filas. Si con la importación la biblioteca
          pasara de 1000 cartas, te avisamos y no se carga.
        </p>
      </TextSection>

      <TextSection title="¿De dónde salen los precios de referencia?">
        <p>
          De Card Kingdom, una tienda de Estados Unidos, en dólares (USD). Al publicar una carta
          podés poner tu propio precio o elegir el de Card Kingdom («CK»): en ese caso tu carta
          sigue ese precio solo y se consulta con el botón «Ver precio». Es una referencia del
          mercado internacional; el precio final lo acuerdan comprador y vendedor.
        </p>
      </TextSection>

      <TextSection title="¿Cómo elimino mi cuenta?">
        <p>
          Desde{' '}
          <Link component={RouterLink} to={SHELL_ROUTES.deleteAccount}>
            {SHELL_LABELS.deleteAccount}
          </Link>
          , con tu email y tu contraseña. La cuenta se deshabilita en el momento y borramos tus
          datos personales en un plazo de hasta 15 días. Las reservas en las que participaste quedan
          para la otra persona, pero sin tus datos.
        </p>
      </TextSection>

      <TextSection title="¿No encontraste tu respuesta?">
        <p>
          Escribinos desde la página de{' '}
          <Link component={RouterLink} to={SHELL_ROUTES.contact}>
            Contacto
          </Link>
          .
        </p>
      </TextSection>
    </StaticPage>
  );
}
