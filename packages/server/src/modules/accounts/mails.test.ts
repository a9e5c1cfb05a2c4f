import { describe, expect, it } from 'vitest';
import { deletionMail, passwordResetMail, validationMail } from './mails';

describe('account mail templates', () => {
  it('carry the link in the text and in the HTML, in Spanish', () => {
    const link = 'https://cartas.example/validation?id=abc';
    const mail = validationMail('ana@example.com', 'Ana', link);
    expect(mail).toMatchObject({ to: 'ana@example.com', link });
    expect(mail.subject).toBe('Validá tu cuenta de Mercado de Cartas');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(passwordResetMail('a@b.co', 'Ana', link).text).toContain('Vence en 1 hora');
  });

  it('escape what the user typed', () => {
    const mail = deletionMail('a@b.co', '<script>alert(1)</script>', 15);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.text).toContain('dentro de 15 días');
  });
});
