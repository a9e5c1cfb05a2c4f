import { ACCOUNT_MESSAGES } from '@mdc/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { ValidationPage } from './validation-page';

describe('ValidationPage', () => {
  afterEach(() => vi.useRealTimers());

  it('validates the token once and goes to /login after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = mockApi({
      'GET /api/user/confirm': {
        body: { code: 'OK-200', message: 'Cuenta validada exitosamente.' },
      },
    });
    const { pathname } = renderPage(<ValidationPage />, { url: '/validation?id=tok-1' });
    expect(await screen.findByText(ACCOUNT_MESSAGES.validationSuccess)).toBeInTheDocument();
    const confirmations = calls.filter((call) => call.path === '/api/user/confirm');
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]!.url.searchParams.get('validationToken')).toBe('tok-1');
    vi.advanceTimersByTime(2900);
    expect(pathname()).toBe('/validation');
    vi.advanceTimersByTime(100);
    await waitFor(() => expect(pathname()).toBe('/login'));
  });

  it('fails on any other code', async () => {
    mockApi({ 'GET /api/user/confirm': { body: { code: 'OK-201', message: 'otra cosa' } } });
    renderPage(<ValidationPage />, { url: '/validation?id=tok-1' });
    expect(await screen.findByText(ACCOUNT_MESSAGES.validationFailure)).toBeInTheDocument();
  });

  it('fails on an HTTP error', async () => {
    mockApi({
      'GET /api/user/confirm': {
        status: 410,
        body: { code: 'TOK-003', message: 'El enlace expiró. Pedí uno nuevo.' },
      },
    });
    const { pathname } = renderPage(<ValidationPage />, { url: '/validation?id=tok-1' });
    expect(await screen.findByText(ACCOUNT_MESSAGES.validationFailure)).toBeInTheDocument();
    expect(pathname()).toBe('/validation');
  });

  it('says a link opened again belongs to a validated account, and offers to log in', async () => {
    mockApi({
      'GET /api/user/confirm': {
        status: 409,
        body: {
          code: 'TOK-005',
          message: 'Tu cuenta ya está validada. Iniciá sesión para continuar.',
        },
      },
    });
    const { pathname } = renderPage(<ValidationPage />, { url: '/validation?id=tok-1' });
    expect(await screen.findByText(ACCOUNT_MESSAGES.alreadyValidated)).toBeInTheDocument();
    expect(screen.queryByText(ACCOUNT_MESSAGES.validationFailure)).not.toBeInTheDocument();
    const login = screen.getByRole('link', { name: 'Iniciar sesión' });
    expect(login).toHaveAttribute('href', '/login');
    fireEvent.click(login);
    await waitFor(() => expect(pathname()).toBe('/login'));
  });

  it('says the token is missing without calling the server', async () => {
    const { calls } = mockApi();
    renderPage(<ValidationPage />, { url: '/validation' });
    expect(await screen.findByText(ACCOUNT_MESSAGES.validationMissingId)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
