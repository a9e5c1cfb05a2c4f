import { LOGIN_REQUIRED_TEXTS, REDIRECT_AFTER_LOGIN_KEY } from '@mdc/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';

import { afterEach, describe, expect, it } from 'vitest';
import { clearSessionCookies, setSessionCookies } from '../testing/session-cookies';
import { renderShell as app } from './testing/render-shell';

describe('a guest who follows a link to a member page', () => {
  afterEach(() => {
    clearSessionCookies();
    localStorage.clear();
  });

  it('lands on the search screen told to log in, with the way to do it', async () => {
    const { router } = app('/dashboard?tab=sales');
    expect(await screen.findByRole('heading', { name: 'Buscar cartas' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/search');
    // The notice is its own chunk.
    expect(await screen.findByRole('heading', { name: LOGIN_REQUIRED_TEXTS.title })).toBeVisible();
    expect(screen.getByText(LOGIN_REQUIRED_TEXTS.body)).toBeVisible();
    const main = screen.getByRole('main');
    expect(
      screen.getAllByRole('link', { name: 'Iniciar sesión' }).some((l) => main.contains(l)),
    ).toBe(true);
    expect(screen.getByRole('link', { name: 'Crear cuenta' })).toHaveAttribute('href', '/register');
    expect(localStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBe('/dashboard?tab=sales');
  });

  it('closes the notice for good', async () => {
    app('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: LOGIN_REQUIRED_TEXTS.close }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: LOGIN_REQUIRED_TEXTS.title })).toBeNull(),
    );
    expect(screen.getByRole('heading', { name: 'Buscar cartas' })).toBeVisible();
  });

  it('is not shown to a visitor who opened the search screen', async () => {
    app('/search');
    expect(await screen.findByRole('heading', { name: 'Buscar cartas' })).toBeVisible();
    expect(screen.queryByText(LOGIN_REQUIRED_TEXTS.body)).toBeNull();
  });

  it('lets a member through', async () => {
    setSessionCookies('ana@example.com');
    app('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Mi panel' })).toBeVisible();
    expect(screen.queryByText(LOGIN_REQUIRED_TEXTS.body)).toBeNull();
  });
});
