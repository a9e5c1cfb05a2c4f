import { ACCOUNT_MESSAGES, TEXT_MESSAGES } from '@mdc/shared';
import { aRegistration } from '@mdc/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { georefHandlers } from '../../../testing/georef';
import { mockApi } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { clearSessionCookies, setSessionCookies } from '../../../testing/session-cookies';
import { acceptTerms } from '../../../testing/terms-modal';
import { RegisterPage } from './register-page';

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** aRegistration's person, the e-mail typed in capitals (the form lower-cases it). */
const ana = aRegistration();
function fillPerson() {
  type(/^Usuario/, ana.user);
  type(/^Nombre/, ana.firstName);
  type(/^Apellido/, ana.lastName);
  type(/^Email/, 'Ana@Example.com');
  type(/^Teléfono/, ana.phoneNumber);
  type(/^Contraseña/, ana.password);
  type(/^Confirmar Contraseña/, ana.confirmPassword);
}

async function chooseLocation() {
  type(/^País/, 'Argentina');
  await screen.findByRole('option', { name: 'Córdoba' });
  type(/^Provincia/, '14');
  await screen.findByRole('option', { name: 'Capital' });
  type(/^Ciudad/, '14014');
}

/** 'Registrar' enables once the (asynchronous) validation has passed. */
async function submit() {
  const button = screen.getByRole('button', { name: 'Registrar' });
  await waitFor(() => expect(button).toHaveProperty('disabled', false));
  fireEvent.click(button);
}

describe('RegisterPage', () => {
  afterEach(() => {
    vi.useRealTimers();
    clearSessionCookies();
  });

  it('sends a logged-in user to /search', async () => {
    setSessionCookies('ana@example.com');
    const { calls } = mockApi(georefHandlers);
    const { pathname } = renderPage(<RegisterPage />, { url: '/register' });
    await waitFor(() => expect(pathname()).toBe('/search'));
    expect(screen.queryByRole('button', { name: 'Registrar' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path.startsWith('/api/georef'))).toHaveLength(0);
  });

  it('comes with Argentina chosen and its provinces loaded', async () => {
    mockApi(georefHandlers);
    renderPage(<RegisterPage />, { url: '/register' });
    expect(screen.getByLabelText(/^País/)).toHaveValue('Argentina');
    expect(await screen.findByRole('option', { name: 'Córdoba' })).toBeInTheDocument();
  });

  it('names the limit of a name or surname that is too long', async () => {
    mockApi(georefHandlers);
    renderPage(<RegisterPage />, { url: '/register' });
    type(/^Nombre/, 'a'.repeat(61));
    fireEvent.blur(screen.getByLabelText(/^Nombre/));
    type(/^Apellido/, 'b'.repeat(61));
    fireEvent.blur(screen.getByLabelText(/^Apellido/));
    expect(
      await screen.findByText('El nombre puede tener hasta 60 caracteres.'),
    ).toBeInTheDocument();
    expect(screen.getByText('El apellido puede tener hasta 60 caracteres.')).toBeInTheDocument();
    expect(screen.queryByText(ACCOUNT_MESSAGES.firstNameRequired)).not.toBeInTheDocument();
  });

  it('names the limit of a typed province or city instead of asking to choose one', async () => {
    mockApi({
      'GET /api/georef/provincias': { status: 503, body: { code: 'GEN-503', message: 'x' } },
    });
    renderPage(<RegisterPage />, { url: '/register' });
    expect(await screen.findByText(ACCOUNT_MESSAGES.provincesUnavailable)).toBeInTheDocument();
    type(/^Provincia/, 'p'.repeat(101));
    fireEvent.blur(screen.getByLabelText(/^Provincia/));
    type(/^Ciudad/, 'c'.repeat(101));
    fireEvent.blur(screen.getByLabelText(/^Ciudad/));
    expect(
      await screen.findByText('La provincia puede tener hasta 100 caracteres.'),
    ).toBeInTheDocument();
    expect(screen.getByText('La ciudad puede tener hasta 100 caracteres.')).toBeInTheDocument();
    expect(screen.queryByText(ACCOUNT_MESSAGES.regionRequired)).not.toBeInTheDocument();
  });

  it.each([
    ['characters that cannot be stored', /^Nombre/, 'Ana\u0000', TEXT_MESSAGES.unstorable],
    [
      'direction marks in a name others read',
      /^Apellido/,
      'P\u00e9rez\u202Eodac',
      TEXT_MESSAGES.hidden,
    ],
  ])('refuses %s, with its own message under the field', async (_, label, typed, message) => {
    mockApi(georefHandlers);
    renderPage(<RegisterPage />, { url: '/register' });
    type(label, typed);
    fireEvent.blur(screen.getByLabelText(label));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('keeps Registrar disabled and warns once touched while the form is invalid', async () => {
    mockApi(georefHandlers);
    renderPage(<RegisterPage />, { url: '/register' });
    const button = await screen.findByRole('button', { name: 'Registrar' });
    expect(button).toHaveProperty('disabled', true);
    expect(screen.queryByText(ACCOUNT_MESSAGES.formInvalid)).toBeNull();
    type(/^Usuario/, 'ana@example.com');
    fireEvent.blur(screen.getByLabelText(/^Usuario/));
    expect(await screen.findByText(ACCOUNT_MESSAGES.userIsEmail)).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT_MESSAGES.formInvalid)).toBeInTheDocument();
  });

  it('says when the passwords differ', async () => {
    mockApi(georefHandlers);
    renderPage(<RegisterPage />, { url: '/register' });
    type(/^Contraseña/, 'secreto1');
    type(/^Confirmar Contraseña/, 'secreto2');
    fireEvent.blur(screen.getByLabelText(/^Confirmar Contraseña/));
    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordsDontMatch)).toBeInTheDocument();
  });

  it('registers once, after the terms are accepted, then goes to /login after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = mockApi({ ...georefHandlers, 'POST /api/user': { status: 201, body: {} } });
    const { pathname } = renderPage(<RegisterPage />, { url: '/register' });
    fillPerson();
    await chooseLocation();
    await submit();
    await acceptTerms();

    expect(await screen.findByText(ACCOUNT_MESSAGES.registerSuccess)).toBeInTheDocument();
    const sent = calls.filter((call) => call.method === 'POST' && call.path === '/api/user');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual(aRegistration());
    expect(pathname()).toBe('/register');
    vi.advanceTimersByTime(2000);
    await waitFor(() => expect(pathname()).toBe('/login'));
  });

  it('clears the city and loads the new cities when the province changes', async () => {
    mockApi(georefHandlers);
    renderPage(<RegisterPage />, { url: '/register' });
    await chooseLocation();
    type(/^Provincia/, '06');
    await screen.findByRole('option', { name: 'La Plata' });
    expect(screen.getByLabelText(/^Ciudad/)).toHaveProperty('value', '');
    expect(screen.queryByRole('option', { name: 'Capital' })).toBeNull();
  });

  it('lets the user type province and city when the lists cannot be had', async () => {
    const { calls } = mockApi({
      'GET /api/georef/provincias': {
        status: 503,
        body: { code: 'GEN-503', message: 'El servicio no está disponible.' },
      },
      'POST /api/user': { status: 201, body: {} },
    });
    renderPage(<RegisterPage />, { url: '/register' });
    fillPerson();
    type(/^País/, 'Argentina');
    expect(await screen.findByText(ACCOUNT_MESSAGES.provincesUnavailable)).toBeInTheDocument();
    type(/^Provincia/, 'Córdoba');
    type(/^Ciudad/, 'Villa María');
    await submit();
    await acceptTerms();
    await waitFor(() => expect(calls.some((call) => call.path === '/api/user')).toBe(true));
    expect(calls.find((call) => call.path === '/api/user')?.body).toMatchObject({
      region: 'Córdoba',
      regionId: null,
      city: 'Villa María',
      cityId: null,
    });
  });

  it('lets the user type the city when the province has no list', async () => {
    mockApi({
      ...georefHandlers,
      'GET /api/georef/departamentos': { status: 500, body: { code: 'GEN-500', message: 'x' } },
    });
    renderPage(<RegisterPage />, { url: '/register' });
    type(/^País/, 'Argentina');
    await screen.findByRole('option', { name: 'Córdoba' });
    type(/^Provincia/, '14');
    expect(await screen.findByText(ACCOUNT_MESSAGES.citiesUnavailable)).toBeInTheDocument();
    type(/^Ciudad/, 'Villa María');
    expect(screen.getByLabelText(/^Ciudad/)).toHaveProperty('value', 'Villa María');
  });

  it('shows the server message in a snack bar and stays on failure', async () => {
    mockApi({
      ...georefHandlers,
      'POST /api/user': {
        status: 409,
        body: { code: 'ACC-409', message: 'El usuario ya está registrado.' },
      },
    });
    const { pathname } = renderPage(<RegisterPage />, { url: '/register' });
    fillPerson();
    await chooseLocation();
    await submit();
    await acceptTerms();
    expect(await screen.findByText('El usuario ya está registrado.')).toBeInTheDocument();
    expect(pathname()).toBe('/register');
    expect(screen.getByLabelText(/^Usuario/)).toHaveProperty('value', 'ana_c');
  });

  it('falls back to the spec text when the failure carries no message', async () => {
    mockApi({ ...georefHandlers, 'POST /api/user': { status: 500 } });
    renderPage(<RegisterPage />, { url: '/register' });
    fillPerson();
    await chooseLocation();
    await submit();
    await acceptTerms();
    expect(await screen.findByText(ACCOUNT_MESSAGES.registerFailure)).toBeInTheDocument();
  });
});
