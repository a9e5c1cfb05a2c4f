import { ACCOUNT_MESSAGES } from '@mdc/shared';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, pendingReply } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { ResendValidationPage } from './resend-validation-page';

async function send(email: string) {
  fireEvent.change(await screen.findByLabelText(/^Email/), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Reenviar correo' }));
}

describe('ResendValidationPage', () => {
  it('requires a valid e-mail', async () => {
    const { calls } = mockApi();
    renderPage(<ResendValidationPage />, { url: '/resend-validation' });
    await send('');
    expect(await screen.findByText(ACCOUNT_MESSAGES.emailFormInvalid)).toBeInTheDocument();
    expect(calls.some((call) => call.path.startsWith('/api/user/resend'))).toBe(false);
  });

  it('names the limit of an over-long e-mail before sending anything', async () => {
    const { calls } = mockApi();
    renderPage(<ResendValidationPage />, { url: '/resend-validation' });
    await send(`${'a'.repeat(300)}@example.com`);
    expect(
      await screen.findByText('El email puede tener hasta 254 caracteres.'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.path.startsWith('/api/user/resend'))).toBe(false);
  });

  it("says 'Enviando...' while sending to /api/user/resend/{email}", async () => {
    const { calls } = mockApi({ 'GET /api/user/resend/ana@example.com': pendingReply });
    renderPage(<ResendValidationPage />, { url: '/resend-validation' });
    await send('ana@example.com');
    expect(await screen.findByRole('button', { name: 'Enviando...' })).toBeDisabled();
    expect(calls.some((call) => call.path === '/api/user/resend/ana@example.com')).toBe(true);
  });

  it('shows the success alert', async () => {
    mockApi({ 'GET /api/user/resend/ana@example.com': { body: { message: 'ok' } } });
    renderPage(<ResendValidationPage />, { url: '/resend-validation' });
    await send('ana@example.com');
    expect(await screen.findByText(ACCOUNT_MESSAGES.resendSuccess)).toBeInTheDocument();
  });

  it("shows the server's error message, else the spec's", async () => {
    mockApi({
      'GET /api/user/resend/ana@example.com': {
        status: 429,
        body: { code: 'SEC-429', message: 'Ya te enviamos varios emails.' },
      },
      'GET /api/user/resend/bea@example.com': { status: 500 },
    });
    renderPage(<ResendValidationPage />, { url: '/resend-validation' });
    await send('ana@example.com');
    expect(await screen.findByText('Ya te enviamos varios emails.')).toBeInTheDocument();
    await send('bea@example.com');
    expect(await screen.findByText(ACCOUNT_MESSAGES.resendFailure)).toBeInTheDocument();
  });
});
