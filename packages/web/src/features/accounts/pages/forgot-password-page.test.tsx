import { ACCOUNT_MESSAGES } from '@mdc/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { heldReply, mockApi, pendingReply } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { ForgotPasswordPage } from './forgot-password-page';

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('ForgotPasswordPage without a token', () => {
  it('toasts the spec error when the form is invalid, and sends nothing', async () => {
    const { calls } = mockApi();
    renderPage(<ForgotPasswordPage />, { url: '/forgotpassword' });
    expect(
      await screen.findByRole('heading', { name: 'Recuperación de contraseña' }),
    ).toBeInTheDocument();
    type(/^Email/, 'no-es-un-email');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.forgotInvalidOrBusy)).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT_MESSAGES.emailFormInvalid)).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/user/recover')).toBe(false);
  });

  it("says 'Enviando...' while sending, then confirms and goes to /login", async () => {
    const reply = heldReply();
    const { calls } = mockApi({ 'GET /api/user/recover': reply.handler });
    const { pathname } = renderPage(<ForgotPasswordPage />, { url: '/forgotpassword' });
    type(/^Email/, 'Ana@Example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('button', { name: 'Enviando...' })).toHaveProperty(
      'disabled',
      true,
    );
    reply.give({ body: { message: ACCOUNT_MESSAGES.forgotSent } });
    expect(await screen.findByText(ACCOUNT_MESSAGES.forgotSent)).toBeInTheDocument();
    await waitFor(() => expect(pathname()).toBe('/login'));
    const sent = calls.find((call) => call.path === '/api/user/recover');
    expect(sent?.url.searchParams.get('email')).toBe('ana@example.com');
  });

  it('says why a send failed instead of staying silent', async () => {
    mockApi({
      'GET /api/user/recover': {
        status: 429,
        body: {
          code: 'SEC-429',
          message: 'Ya te enviamos varios emails. Volvé a intentar en 5 minutos.',
        },
      },
    });
    const { pathname } = renderPage(<ForgotPasswordPage />, { url: '/forgotpassword' });
    type(/^Email/, 'ana@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(
      await screen.findByText('Ya te enviamos varios emails. Volvé a intentar en 5 minutos.'),
    ).toBeInTheDocument();
    expect(pathname()).toBe('/forgotpassword');
  });
});

describe('ForgotPasswordPage with a token', () => {
  const url = '/forgotpassword?token=tok-123';
  /** Opens the page with the token, types 'nueva-clave' in both fields and saves it. */
  const saveNewPassword = () => {
    const page = renderPage(<ForgotPasswordPage />, { url });
    type(/^Nueva contraseña/, 'nueva-clave');
    type(/^Confirmar contraseña/, 'nueva-clave');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar nueva contraseña' }));
    return page;
  };

  it('checks the new password and its confirmation', async () => {
    mockApi();
    renderPage(<ForgotPasswordPage />, { url });
    expect(
      await screen.findByRole('heading', { name: 'Crear nueva contraseña' }),
    ).toBeInTheDocument();
    type(/^Nueva contraseña/, '123');
    type(/^Confirmar contraseña/, '456');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar nueva contraseña' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.resetPasswordMin)).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT_MESSAGES.resetPasswordsDontMatch)).toBeInTheDocument();
  });

  it("sends the password with the token, says 'Guardando...', then goes to /login", async () => {
    const { calls } = mockApi({ 'POST /api/user/recover': pendingReply });
    saveNewPassword();
    expect(await screen.findByRole('button', { name: 'Guardando...' })).toBeDisabled();
    expect(calls.find((call) => call.path === '/api/user/recover')?.body).toEqual({
      password: 'nueva-clave',
      token: 'tok-123',
    });
  });

  it('confirms a reset and goes to /login', async () => {
    mockApi({ 'POST /api/user/recover': { body: { message: ACCOUNT_MESSAGES.resetSuccess } } });
    const { pathname } = saveNewPassword();
    expect(await screen.findByText(ACCOUNT_MESSAGES.resetSuccess)).toBeInTheDocument();
    await waitFor(() => expect(pathname()).toBe('/login'));
  });

  it('shows the spec failure text with the reason', async () => {
    mockApi({
      'POST /api/user/recover': {
        status: 410,
        body: { code: 'TOK-003', message: 'El enlace expiró. Pedí uno nuevo.' },
      },
    });
    saveNewPassword();
    expect(await screen.findByText(ACCOUNT_MESSAGES.resetFailure)).toBeInTheDocument();
    expect(screen.getByText('El enlace expiró. Pedí uno nuevo.')).toBeInTheDocument();
  });
});
