import { ACCOUNT_MESSAGES, ALERT_TEXTS, type UserProfile } from '@mdc/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { georefHandlers } from '../../../testing/georef';
import { mockApi, type ApiCall } from '../../../testing/mock-api';
import { ANA } from '../../../testing/user-profile';
import { renderPage } from '../../../testing/render-page';
import { ProfilePage } from './profile-page';

const LABELS = [
  'Nombre',
  'Apellido',
  'Usuario',
  'Email',
  'Teléfono',
  'País',
  'Provincia',
  'Ciudad',
];
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

/** A server that keeps the profile and applies PATCHes to it, as the real one does. */
function profileServer(initial: UserProfile) {
  let profile = initial;
  return mockApi({
    ...georefHandlers,
    'GET /api/user': () => ({ body: profile }),
    'PATCH /api/user': (call: ApiCall) => {
      const { email, ...changes } = call.body as Partial<UserProfile>;
      profile = { ...profile, ...changes, pendingEmail: email ?? profile.pendingEmail };
      return { body: profile };
    },
  });
}

async function startEditing() {
  fireEvent.click(await screen.findByRole('button', { name: 'Editar' }));
  await screen.findByRole('option', { name: 'Río Cuarto' });
}

async function save() {
  const button = screen.getByRole('button', { name: 'Guardar Cambios' });
  await waitFor(() => expect(button).toHaveProperty('disabled', false));
  fireEvent.click(button);
  await screen.findByRole('button', { name: 'Editar' });
}

describe('ProfilePage', () => {
  it('shows every field read-only', async () => {
    profileServer(ANA);
    renderPage(<ProfilePage />, { url: '/profile' });
    await screen.findByRole('button', { name: 'Editar' });
    const values = [ANA.firstName, ANA.lastName, ANA.user, ANA.email, ANA.phoneNumber];
    for (const [index, label] of LABELS.entries()) {
      expect(field(label)).toHaveProperty('readOnly', true);
      if (index < values.length) expect(field(label)).toHaveProperty('value', values[index]);
    }
    expect(field('Ciudad')).toHaveProperty('value', 'Capital');
  });

  it('edits, saves only what changed, and returns to read-only', async () => {
    const { calls } = profileServer(ANA);
    renderPage(<ProfilePage />, { url: '/profile' });
    await startEditing();
    expect(field('Teléfono')).toHaveProperty('readOnly', false);
    fireEvent.change(field('Teléfono'), { target: { value: '351 444 0000' } });
    await save();

    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      phoneNumber: '351 444 0000',
    });
    expect(await screen.findByText(ACCOUNT_MESSAGES.profileSaved)).toBeInTheDocument();
    await waitFor(() => expect(field('Teléfono')).toHaveProperty('value', '351 444 0000'));
    expect(field('Teléfono')).toHaveProperty('readOnly', true);
  });

  it('chooses the alerts mail: never sends only that', async () => {
    const { calls } = profileServer(ANA);
    renderPage(<ProfilePage />, { url: '/profile' });
    await startEditing();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: ALERT_TEXTS.digestLabel }));
    fireEvent.click(await screen.findByRole('option', { name: ALERT_TEXTS.digest.never }));
    await save();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ alertDigest: 'never' });
    expect(screen.getByRole('combobox', { name: ALERT_TEXTS.digestLabel })).toHaveTextContent(
      ALERT_TEXTS.digest.never,
    );
  });

  it('sends the whole location when the city changes', async () => {
    const { calls } = profileServer(ANA);
    renderPage(<ProfilePage />, { url: '/profile' });
    await startEditing();
    fireEvent.change(field('Ciudad'), { target: { value: '14091' } });
    await save();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      country: 'Argentina',
      countryId: 1,
      region: 'Córdoba',
      regionId: '14',
      city: 'Río Cuarto',
      cityId: '14091',
    });
  });

  it('says that a new e-mail takes effect once validated', async () => {
    const { calls } = profileServer(ANA);
    renderPage(<ProfilePage />, { url: '/profile' });
    await startEditing();
    fireEvent.change(field('Email'), { target: { value: 'Ana.Nueva@Example.com' } });
    await save();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      email: 'ana.nueva@example.com',
    });
    expect(
      await screen.findByText(ACCOUNT_MESSAGES.emailChangePending('ana.nueva@example.com')),
    ).toBeInTheDocument();
    expect(field('Email')).toHaveProperty('value', ANA.email);
  });

  it('validates like registration', async () => {
    profileServer(ANA);
    renderPage(<ProfilePage />, { url: '/profile' });
    await startEditing();
    fireEvent.change(field('Nombre'), { target: { value: ' ' } });
    fireEvent.blur(field('Nombre'));
    expect(await screen.findByText(ACCOUNT_MESSAGES.firstNameRequired)).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT_MESSAGES.formInvalid)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar Cambios' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('shows the server message when saving fails, and stays editing', async () => {
    mockApi({
      ...georefHandlers,
      'GET /api/user': { body: ANA },
      'PATCH /api/user': {
        status: 409,
        body: {
          code: 'ACC-001',
          message: 'Ese usuario ya está registrado. Elegí otro.',
          field: 'user',
        },
      },
    });
    renderPage(<ProfilePage />, { url: '/profile' });
    await startEditing();
    fireEvent.change(field('Usuario'), { target: { value: 'otro' } });
    const button = screen.getByRole('button', { name: 'Guardar Cambios' });
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    fireEvent.click(button);
    expect(
      await screen.findByText('Ese usuario ya está registrado. Elegí otro.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar Cambios' })).toBeEnabled();
  });

  it('leads to account deletion', async () => {
    profileServer(ANA);
    const { pathname } = renderPage(<ProfilePage />, { url: '/profile' });
    const link = await screen.findByRole('link', { name: 'Eliminar mi cuenta' });
    expect(link).toHaveAttribute('href', '/delete');
    fireEvent.click(link);
    await waitFor(() => expect(pathname()).toBe('/delete'));
  });

  it('says so when the profile cannot be loaded', async () => {
    mockApi({ 'GET /api/user': { status: 500 } });
    renderPage(<ProfilePage />, { url: '/profile' });
    expect(await screen.findByText(ACCOUNT_MESSAGES.profileLoadFailure)).toBeInTheDocument();
  });
});
