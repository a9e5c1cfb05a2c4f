import { ACCOUNT_MESSAGES, REDIRECT_AFTER_LOGIN_KEY } from '@mdc/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, pendingReply } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { clearSessionCookies, setSessionCookies } from '../../../testing/session-cookies';
import { LoginPage } from './login-page';

function fillAndSubmit(identifier: string, password: string) {
  fireEvent.change(screen.getByLabelText(/Usuario o email/), { target: { value: identifier } });
  fireEvent.change(screen.getByLabelText(/Contraseña/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
}

/** The server answers a login by setting the session cookies. */
const loginSucceeds = (email: string) => () => {
  setSessionCookies(email);
  return { body: { token: 't', email } };
};

describe('LoginPage', () => {
  afterEach(() => {
    clearSessionCookies();
    localStorage.clear();
  });

  it('shows the spec fields with the identifier focused', async () => {
    mockApi();
    renderPage(<LoginPage />, { url: '/login' });
    const identifier = await screen.findByLabelText(/Usuario o email/);
    expect(identifier).toHaveProperty('placeholder', 'usuario o email');
    expect(document.activeElement).toBe(identifier);
    expect(screen.getByLabelText('Mantener sesión iniciada')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'No estoy registrado' }).getAttribute('href')).toBe(
      '/register',
    );
    expect(screen.getByRole('link', { name: 'Olvidé mi contraseña' }).getAttribute('href')).toBe(
      '/forgotpassword',
    );
  });

  it('sends an identifier with @ as email, honours redirectAfterLogin and forgets it', async () => {
    const { calls } = mockApi({ 'POST /api/login': loginSucceeds('ana@example.com') });
    localStorage.setItem(REDIRECT_AFTER_LOGIN_KEY, '/profile?tab=1');
    const { router } = renderPage(<LoginPage />, { url: '/login' });
    fireEvent.click(await screen.findByLabelText('Mantener sesión iniciada'));
    fillAndSubmit('ana@example.com', 'secreto1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(router.state.location.search).toBe('?tab=1');
    expect(calls.find((call) => call.path === '/api/login')?.body).toEqual({
      user: null,
      email: 'ana@example.com',
      password: 'secreto1',
      keepSession: true,
    });
    expect(localStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBeNull();
  });

  it('names the limit of an over-long identifier and sends nothing', async () => {
    const { calls } = mockApi();
    renderPage(<LoginPage />, { url: '/login' });
    await screen.findByLabelText(/Usuario o email/);
    fillAndSubmit(`${'a'.repeat(255)}@example.com`, 'secreto1');
    expect(
      await screen.findByText('El usuario o email puede tener hasta 254 caracteres.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Demasiado grande/)).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/login')).toBe(false);
  });

  it('sends any other identifier as user and goes to /search', async () => {
    const { calls } = mockApi({ 'POST /api/login': loginSucceeds('ana@example.com') });
    const { pathname } = renderPage(<LoginPage />, { url: '/login' });
    fillAndSubmit('ana', 'secreto1');
    await waitFor(() => expect(pathname()).toBe('/search'));
    expect(calls.find((call) => call.path === '/api/login')?.body).toMatchObject({
      user: 'ana',
      email: null,
      keepSession: false,
    });
  });

  it('requires both fields', async () => {
    const { calls } = mockApi();
    renderPage(<LoginPage />, { url: '/login' });
    fireEvent.click(await screen.findByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findAllByText(ACCOUNT_MESSAGES.loginFieldsRequired)).toHaveLength(2);
    expect(calls.some((call) => call.path === '/api/login')).toBe(false);
  });

  it('shows a spinner of 30 px while the login runs', async () => {
    mockApi({ 'POST /api/login': pendingReply });
    renderPage(<LoginPage />, { url: '/login' });
    fillAndSubmit('ana', 'secreto1');
    const spinner = await screen.findByRole('progressbar');
    expect(spinner.style.width).toBe('30px');
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toHaveProperty('disabled', true);
  });

  it('on SEC-002 shows the server message and the link to resend the validation mail', async () => {
    mockApi({
      'POST /api/login': {
        status: 403,
        body: { code: 'SEC-002', message: 'Tenés que validar tu email antes de ingresar.' },
      },
    });
    renderPage(<LoginPage />, { url: '/login' });
    fillAndSubmit('ana', 'secreto1');
    expect(
      await screen.findByText(/Tenés que validar tu email antes de ingresar\./),
    ).toBeInTheDocument();
    expect(
      screen
        .getByRole('link', { name: ACCOUNT_MESSAGES.resendValidationLink })
        .getAttribute('href'),
    ).toBe('/resend-validation');
  });

  it('shows the server message of other errors, or the generic one', async () => {
    mockApi({
      'POST /api/login': {
        status: 401,
        body: { code: 'SEC-001', message: 'Credenciales inválidas.' },
      },
    });
    renderPage(<LoginPage />, { url: '/login' });
    fillAndSubmit('ana', 'mala-clave');
    expect(await screen.findByText('Credenciales inválidas.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: ACCOUNT_MESSAGES.resendValidationLink })).toBeNull();
  });

  it('says the unexpected-error text when the server gives no message', async () => {
    mockApi({ 'POST /api/login': { status: 502 } });
    renderPage(<LoginPage />, { url: '/login' });
    fillAndSubmit('ana', 'secreto1');
    expect(await screen.findByText(ACCOUNT_MESSAGES.loginUnexpected)).toBeInTheDocument();
  });

  it('sends a user already logged in to /search', async () => {
    mockApi();
    setSessionCookies('ana@example.com');
    const { pathname } = renderPage(<LoginPage />, { url: '/login' });
    await waitFor(() => expect(pathname()).toBe('/search'));
  });
});
