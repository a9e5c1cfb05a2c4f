import { APP_NAME, type ModerationAction } from '@mdc/shared';
import { type MailMessage, renderMail } from '../mail/index';

/**
 * What a moderator's action tells the account it touches: what changed and the
 * moderator's reason (never the moderator's name, nor who reported). Dismissing a report
 * changes nothing for the account, nor does allowing a removed place again (nobody's list gets
 * it back), so they send nothing. A removed place tells every member who listed it.
 */

export type MailedAction = Exclude<ModerationAction, 'dismiss' | 'restorePlace'>;

export interface Affected {
  email: string;
  name: string;
  /** The library the report names, when the action is about it. */
  library: string | null;
  /** The meeting point removed, when the action is about it. */
  place: string | null;
}

const CONTACT = `Si creés que es un error, escribinos desde la página de Contacto de ${APP_NAME}.`;

const CONTENT: Record<
  MailedAction,
  (to: Affected) => { subject: string; paragraph: string; closing: string }
> = {
  hideLibrary: ({ library }) => ({
    subject: `Ocultamos tu biblioteca en ${APP_NAME}`,
    paragraph: `Un moderador ocultó tu biblioteca «${library}»: sus cartas ya no aparecen en las búsquedas ni por su enlace. Tus reservas abiertas siguen en pie.`,
    closing: CONTACT,
  }),
  showLibrary: ({ library }) => ({
    subject: `Tu biblioteca vuelve a verse en ${APP_NAME}`,
    paragraph: `Un moderador volvió a mostrar tu biblioteca «${library}»: sus cartas aparecen otra vez en las búsquedas.`,
    closing: 'Gracias por tu paciencia.',
  }),
  suspend: () => ({
    subject: `Suspendimos tu cuenta en ${APP_NAME}`,
    paragraph:
      'Un moderador suspendió tu cuenta: no podés iniciar sesión, tus cartas no aparecen en las búsquedas y tus reservas abiertas se cancelaron (avisamos a la otra parte).',
    closing: CONTACT,
  }),
  reinstate: () => ({
    subject: `Tu cuenta vuelve a estar activa en ${APP_NAME}`,
    paragraph:
      'Un moderador levantó la suspensión de tu cuenta: podés volver a iniciar sesión y tus cartas aparecen otra vez en las búsquedas.',
    closing: 'Gracias por tu paciencia.',
  }),
  removePlace: ({ place }) => ({
    subject: `Quitamos uno de tus lugares de encuentro en ${APP_NAME}`,
    paragraph: `Un moderador quitó «${place}» de tus lugares de encuentro: ya no aparece en tu perfil ni en la lista de tu ciudad, y nadie puede volver a agregarlo. Tus otros lugares siguen en pie.`,
    closing: CONTACT,
  }),
};

export function moderationMail(action: MailedAction, to: Affected, reason: string): MailMessage {
  const { subject, paragraph, closing } = CONTENT[action](to);
  return renderMail({
    to: to.email,
    subject,
    greetingName: to.name,
    paragraphs: [paragraph, `Motivo: ${reason}`],
    closing,
  });
}
