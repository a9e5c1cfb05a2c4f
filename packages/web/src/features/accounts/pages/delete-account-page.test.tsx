import { ACCOUNT_MESSAGES } from '@mdc/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getSessionState } from '../../../lib/session';
import { mockApi, pendingReply } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { clearSessionCookies, setSessionCookies } from '../../../testing/session-cookies';
import { DeleteAccountPage } from './delete-account-page';

const submitButton = () => screen.getByRole('button', { name: /Eliminar cuenta|Eliminando/ });

async function fill(email: string, password: string, confirm = true) {
  fireEvent.change(await screen.findByLabelText(/^Email/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Contraseña/), { target: { value: password } });
  if (confirm) fireEvent.click(screen.getByLabelText(ACCOUNT_MESSAGES.deleteConfirmLabel));
}

async function submit() {
  await waitFor(() => expect(submitButton()).toHaveProperty('disabled', false));
  fireEvent.click(submitButton());
}

describe('DeleteAccountPage', () => {
  afterEach(clearSessionCookies);

  it('warns, and keeps the button disabled until the form is valid', async () => {
    mockApi();
    renderPage(<DeleteAccountPage />, { url: '/delete' });
    expect(await screen.findByRole('heading', { name: 'Eliminar mi cuenta' })).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT_MESSAGES.deleteWarning)).toBeInTheDocument();
    await fill('ana@example.com', 'secreto1', false);
    expect(submitButton()).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByLabelText(ACCOUNT_MESSAGES.deleteConfirmLabel));
    await waitFor(() => expect(submitButton()).toHaveProperty('disabled', false));
  });

  it('shows the spec messages of each field', async () => {
    mockApi();
    renderPage(<DeleteAccountPage />, { url: '/delete' });
    const email = await screen.findByLabelText(/^Email/);
    fireEvent.blur(email);
    expect(await screen.findByText(ACCOUNT_MESSAGES.deleteEmailRequired)).toBeInTheDocument();
    fireEvent.change(email, { target: { value: 'ana' } });
    expect(await screen.findByText(ACCOUNT_MESSAGES.deleteEmailInvalid)).toBeInTheDocument();
    fireEvent.blur(screen.getByLabelText(/^Contraseña/));
    expect(await screen.findByText(ACCOUNT_MESSAGES.deletePasswordRequired)).toBeInTheDocument();
    const confirm = screen.getByLabelText(ACCOUNT_MESSAGES.deleteConfirmLabel);
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    fireEvent.blur(confirm);
    expect(await screen.findByText(ACCOUNT_MESSAGES.deleteConfirmRequired)).toBeInTheDocument();
  });

  it("says 'Eliminando...' and sends only email and password", async () => {
    const { calls } = mockApi({ 'POST /api/user/delete': pendingReply });
    renderPage(<DeleteAccountPage />, { url: '/delete' });
    await fill('Ana@Example.com', 'secreto1');
    await submit();
    await waitFor(() => expect(submitButton().textContent).toBe('Eliminando...'));
    expect(submitButton()).toHaveProperty('disabled', true);
    expect(calls.find((call) => call.path === '/api/user/delete')?.body).toEqual({
      email: 'ana@example.com',
      password: 'secreto1',
    });
  });

  it('confirms, forgets the session and goes home', async () => {
    setSessionCookies('ana@example.com');
    mockApi({ 'POST /api/user/delete': { body: { message: ACCOUNT_MESSAGES.deleteSuccess } } });
    const { pathname } = renderPage(<DeleteAccountPage />, { url: '/delete' });
    await fill('ana@example.com', 'secreto1');
    await submit();
    expect(await screen.findByText(ACCOUNT_MESSAGES.deleteSuccess)).toBeInTheDocument();
    await waitFor(() => expect(pathname()).toBe('/search'));
    expect(getSessionState().loggedIn).toBe(false);
  });

  it('shows the spec failure text with the reason, and stays', async () => {
    mockApi({
      'POST /api/user/delete': {
        status: 401,
        body: { code: 'SEC-001', message: 'Usuario o contraseña incorrectos.' },
      },
    });
    const { pathname } = renderPage(<DeleteAccountPage />, { url: '/delete' });
    await fill('ana@example.com', 'mala-clave');
    await submit();
    expect(await screen.findByText(ACCOUNT_MESSAGES.deleteFailure)).toBeInTheDocument();
    expect(screen.getByText('Usuario o contraseña incorrectos.')).toBeInTheDocument();
    expect(pathname()).toBe('/delete');
  });
});
