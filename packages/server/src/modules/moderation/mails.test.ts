import { describe, expect, it } from 'vitest';
import { moderationMail } from './mails';

/** The mails a moderator's action sends to the account it touched. */

const mario = {
  email: 'mario@example.com',
  name: 'Mario',
  library: 'Ofertas Raras',
  place: null,
};

describe('moderation mails', () => {
  it('says which library was hidden and why, and where to appeal', () => {
    const mail = moderationMail('hideLibrary', mario, 'Fotos de otra carta.');
    expect(mail.to).toBe('mario@example.com');
    expect(mail.subject).toBe('Ocultamos tu biblioteca en Mercado de Cartas');
    expect(mail.text).toContain('Hola Mario:');
    expect(mail.text).toContain('Un moderador ocultó tu biblioteca «Ofertas Raras»');
    expect(mail.text).toContain('Motivo: Fotos de otra carta.');
    expect(mail.text).toContain('escribinos desde la página de Contacto de Mercado de Cartas');
  });

  it('tells a suspended account what stopped, and a reinstated one that it is back', () => {
    const suspended = moderationMail('suspend', { ...mario, library: null }, 'Estafa.');
    expect(suspended.subject).toBe('Suspendimos tu cuenta en Mercado de Cartas');
    expect(suspended.text).toContain('tus reservas abiertas se cancelaron');
    const back = moderationMail('reinstate', { ...mario, library: null }, 'Apelación aceptada.');
    expect(back.subject).toBe('Tu cuenta vuelve a estar activa en Mercado de Cartas');
    expect(back.text).toContain('Motivo: Apelación aceptada.');
  });

  it('tells a member which of his meeting points was removed and why', () => {
    const about = { ...mario, library: null, place: 'Plaza Falsa 123' };
    const mail = moderationMail('removePlace', about, 'Es un domicilio particular.');
    expect(mail.subject).toBe('Quitamos uno de tus lugares de encuentro en Mercado de Cartas');
    expect(mail.text).toContain('Un moderador quitó «Plaza Falsa 123» de tus lugares de encuentro');
    expect(mail.text).toContain('Motivo: Es un domicilio particular.');
    expect(mail.text).toContain('escribinos desde la página de Contacto de Mercado de Cartas');
  });
});
