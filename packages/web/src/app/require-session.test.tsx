import { REDIRECT_AFTER_LOGIN_KEY } from '@mdc/shared';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logout } from '../lib/session';
import { mockApi } from '../testing/mock-api';
import { renderPage } from '../testing/render-page';
import { clearSessionCookies, setSessionCookies } from '../testing/session-cookies';
import { RequireSession } from './require-session';

const guarded = (url: string) =>
  renderPage(<RequireSession />, {
    url,
    path: '/',
    children: [{ path: 'profile', element: <h1>Perfil de Usuario</h1> }],
  });

describe('RequireSession and redirectAfterLogin', () => {
  afterEach(() => {
    clearSessionCookies();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('sends a guest to /search and remembers the page they wanted', async () => {
    const { router } = guarded('/profile?tab=1#datos');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(localStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBe('/profile?tab=1#datos');
  });

  it('lets a logged-in user through without remembering anything', async () => {
    setSessionCookies('ana@example.com');
    guarded('/profile');
    expect(await screen.findByRole('heading', { name: 'Perfil de Usuario' })).toBeVisible();
    expect(localStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBeNull();
  });

  it('does not remember the page of a user who logs out there', async () => {
    setSessionCookies('ana@example.com');
    mockApi({ 'POST /api/logout': { status: 204 } });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { router } = guarded('/profile');
    await screen.findByRole('heading', { name: 'Perfil de Usuario' });
    await act(() => logout());
    expect(assign).toHaveBeenCalledWith('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(localStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBeNull();
  });

  it('remembers nothing when the guard mounts again after the session ended on this page', async () => {
    setSessionCookies('ana@example.com');
    mockApi({ 'POST /api/logout': { status: 204 } });
    vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
    await logout();
    const { router } = guarded('/profile?tab=sales');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(localStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBeNull();
  });

  it('forgets a page remembered earlier when the user logs out', async () => {
    localStorage.setItem(REDIRECT_AFTER_LOGIN_KEY, '/dashboard?tab=my-orders');
    setSessionCookies('ana@example.com');
    mockApi({ 'POST /api/logout': { status: 204 } });
    vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
    await logout();
    expect(localStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBeNull();
  });
});
