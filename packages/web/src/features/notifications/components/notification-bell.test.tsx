import {
  BELL_TEXTS as T,
  NOTIFICATIONS_POLL_MS,
  type Notification,
  type NotificationsResponse,
} from '@mdc/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type ApiCall } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { NotificationBell } from './notification-bell';

const item = (id: string, read: boolean, text: string, link: string): Notification => ({
  id,
  kind: 'match',
  createdAt: '2026-11-25T15:30:00.000Z',
  read,
  text,
  link,
});
const MATCH = item(
  'n1',
  false,
  'vera_vende publicó Lightning Bolt a USD 3.00.',
  '/public/library?libraryId=l1&name=Lightning+Bolt',
);
const OLD = item('n2', true, 'beto te reservó Sol Ring.', '/dashboard?tab=sales&reservation=r1');

/** The API of the bell: its list, and the read marks the server applies. */
function mockBell(items: Notification[]) {
  let shown = items;
  const answer = (): NotificationsResponse => ({
    unread: shown.filter((one) => !one.read).length,
    items: shown,
  });
  return mockApi({
    'GET /api/notifications': () => ({ body: answer() }),
    'POST /api/notifications/read': (call: ApiCall) => {
      const body = call.body as { ids?: string[]; all?: true };
      shown = shown.map((one) =>
        body.all || body.ids?.includes(one.id) ? { ...one, read: true } : one,
      );
      return { body: answer() };
    },
  });
}

const gets = (calls: ApiCall[]) => calls.filter((call) => call.path === '/api/notifications');

describe('the bell', () => {
  afterEach(() => vi.useRealTimers());

  it('says how many are unread; a notification chosen is marked read and opens its screen', async () => {
    const { calls } = mockBell([MATCH, OLD]);
    const { router } = renderPage(<NotificationBell />);
    fireEvent.click(await screen.findByRole('button', { name: T.label(1) }));
    const menu = await screen.findByRole('list', { name: T.list });
    expect(within(menu).getByText(MATCH.text)).toHaveStyle({ fontWeight: 700 });
    expect(within(menu).getByText(OLD.text)).toHaveStyle({ fontWeight: 400 });
    fireEvent.click(within(menu).getByText(MATCH.text));
    await waitFor(() => expect(router.state.location.pathname).toBe('/public/library'));
    expect(router.state.location.search).toBe('?libraryId=l1&name=Lightning+Bolt');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { ids: ['n1'] },
    ]);
  });

  it('marks all read', async () => {
    mockBell([MATCH]);
    renderPage(<NotificationBell />);
    fireEvent.click(await screen.findByRole('button', { name: T.label(1) }));
    fireEvent.click(await screen.findByRole('button', { name: T.markAllRead }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: T.markAllRead })).not.toBeInTheDocument(),
    );
    fireEvent.keyDown(screen.getByRole('dialog', { name: T.title }), { key: 'Escape' });
    expect(await screen.findByRole('button', { name: T.label(0) })).toBeInTheDocument();
  });

  it('an empty list says how to get alerts', async () => {
    mockBell([]);
    renderPage(<NotificationBell />);
    fireEvent.click(await screen.findByRole('button', { name: T.label(0) }));
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
  });

  it('asks once a minute, no more', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = mockBell([]);
    renderPage(<NotificationBell />);
    await waitFor(() => expect(gets(calls)).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(NOTIFICATIONS_POLL_MS - 1_000));
    expect(gets(calls)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(gets(calls)).toHaveLength(2));
  });
});
