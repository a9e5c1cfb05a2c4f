import { ERRORS, MODERATION_MESSAGES as T, REDIRECT_AFTER_LOGIN_KEY } from '@mdc/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSessionState } from '../lib/session';
import { dismissSessionEndNotice, noteSessionEnded } from '../lib/session-end-notice';
import { mockApi } from '../testing/mock-api';
import { clearSessionCookies, setSessionCookies } from '../testing/session-cookies';
import { renderShell as app } from './testing/render-shell';

/** The server's answer to a request of a session whose account was suspended since. */
const suspended = { status: 403, body: { ...ERRORS.sessionSuspended, requestId: 'r-1' } };

describe('a member suspended while his page is open (issue 35)', () => {
  afterEach(() => {
    clearSessionCookies();
    sessionStorage.clear();
    vi.unstubAllGlobals();
  });

  it('is logged out and told why, on the page he lands on, until he dismisses it', async () => {
    setSessionCookies('ana@example.com');
    // The shell's first call of a session (the terms check) finds the account suspended.
    mockApi({ 'GET /api/user/ana@example.com/consent': suspended });
    const { router } = app('/dashboard');
    const dialog = await screen.findByRole('dialog', { name: T.sessionSuspendedTitle });
    expect(within(dialog).getByText(T.suspendedLogin)).toBeVisible();
    expect(getSessionState().loggedIn).toBe(false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    // Under the dialog, the page is hidden from assistive technology.
    expect(
      screen.getByRole('heading', { name: 'Buscar cartas', hidden: true }),
    ).toBeInTheDocument();
    // Still there on the page he landed on; gone once dismissed.
    expect(screen.getByRole('dialog', { name: T.sessionSuspendedTitle })).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: T.sessionSuspendedClose }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sessionStorage.length).toBe(0);
  });

  it('after a reload, is told why without being asked to log in to see the page', async () => {
    noteSessionEnded(T.suspendedLogin);
    const { router } = app('/dashboard');
    expect(await screen.findByRole('dialog', { name: T.sessionSuspendedTitle })).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    // No 'Iniciá sesión para ver esa página' (the guard's state for it), nor a page kept for later.
    expect(router.state.location.state).toBeNull();
    expect(localStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBeNull();
    dismissSessionEndNotice();
  });
});
