import { ACCOUNT_MESSAGES, ACCOUNT_TIMINGS } from '@mdc/shared';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSessionState } from '../../../lib/session';
import { mockApi } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { clearSessionCookies, setSessionCookies } from '../../../testing/session-cookies';
import { acceptTerms } from '../../../testing/terms-modal';
import { SessionGuardian } from './session-guardian';

const EMAIL = 'ana@example.com';
const consentPath = `GET /api/user/${EMAIL}/consent`;

describe('SessionGuardian: expiry check', () => {
  afterEach(() => {
    vi.useRealTimers();
    clearSessionCookies();
  });

  it('every 5 minutes clears an expired session and goes to /login', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({ [consentPath]: { body: { tycAccepted: true } } });
    setSessionCookies(EMAIL, Date.now() + 60_000);
    const { pathname } = renderPage(<SessionGuardian />, { url: '/library' });
    act(() => vi.advanceTimersByTime(ACCOUNT_TIMINGS.sessionCheckIntervalMs));
    await waitFor(() => expect(pathname()).toBe('/login'));
    expect(document.cookie).not.toContain('sessionExpiration');
    expect(document.cookie).not.toContain('user_email');
    expect(getSessionState().loggedIn).toBe(false);
  });

  it('leaves a live session alone', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({ [consentPath]: { body: { tycAccepted: true } } });
    setSessionCookies(EMAIL, Date.now() + 60 * 60_000);
    const { pathname } = renderPage(<SessionGuardian />, { url: '/library' });
    act(() => vi.advanceTimersByTime(ACCOUNT_TIMINGS.sessionCheckIntervalMs));
    expect(pathname()).toBe('/library');
    expect(getSessionState().loggedIn).toBe(true);
  });

  it('does nothing without an expiration cookie', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = mockApi();
    const { pathname } = renderPage(<SessionGuardian />, { url: '/search' });
    act(() => vi.advanceTimersByTime(ACCOUNT_TIMINGS.sessionCheckIntervalMs));
    expect(pathname()).toBe('/search');
    expect(calls).toHaveLength(0);
  });
});

describe('SessionGuardian: terms consent', () => {
  afterEach(clearSessionCookies);

  it('opens the terms modal when the current terms are not accepted, and stores acceptance', async () => {
    const { calls } = mockApi({
      [consentPath]: { body: { tycAccepted: false } },
      'PATCH /api/user': { body: {} },
    });
    setSessionCookies(EMAIL);
    renderPage(<SessionGuardian />, { url: '/search' });
    await acceptTerms();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ tycAccepted: true });
  });

  it('opens the modal when the check fails', async () => {
    mockApi({ [consentPath]: { status: 500 } });
    setSessionCookies(EMAIL);
    renderPage(<SessionGuardian />, { url: '/search' });
    expect(await screen.findByRole('dialog')).toBeVisible();
  });

  it('keeps the modal open and says so when the acceptance cannot be stored', async () => {
    mockApi({
      [consentPath]: { body: { tycAccepted: false } },
      'PATCH /api/user': { status: 503 },
    });
    setSessionCookies(EMAIL);
    renderPage(<SessionGuardian />, { url: '/search' });
    await acceptTerms();
    expect(await screen.findByText(ACCOUNT_MESSAGES.termsUpdateFailure)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('stays closed when the server says the session is gone', async () => {
    const { calls } = mockApi({
      [consentPath]: () => {
        // What the 401's Set-Cookie headers do in a browser, unnoticed by the page's state.
        document.cookie = 'sessionExpiration=; Max-Age=0; path=/';
        document.cookie = 'user_email=; Max-Age=0; path=/';
        return { status: 401, body: { code: 'SEC-401', message: 'Tu sesión expiró.' } };
      },
    });
    setSessionCookies(EMAIL);
    renderPage(<SessionGuardian />, { url: '/search' });
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays closed for an accepted user and for a guest', async () => {
    const { calls } = mockApi({ [consentPath]: { body: { tycAccepted: true } } });
    // The consent questions only: the page may ask other things (its configuration) meanwhile,
    // which once failed this test in a full run.
    const consentCalls = () =>
      calls.filter((call) => `${call.method} ${call.path}` === consentPath);
    renderPage(<SessionGuardian />, { url: '/search' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(consentCalls()).toHaveLength(0);
    setSessionCookies(EMAIL);
    await waitFor(() => expect(consentCalls()).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
