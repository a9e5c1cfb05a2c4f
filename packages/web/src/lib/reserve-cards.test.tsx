import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../testing/mock-api';
import { reservationKeys } from './reservation-keys';
import { useReserveCards } from './reserve-cards';

const items = [{ cardId: 'card-1', transactionType: 'sale' as const }];

/** The hook over a cache holding both reservation lists and an unrelated query, all fresh. */
function renderReserve() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  queryClient.setQueryData(reservationKeys.list('buyer'), []);
  queryClient.setQueryData(reservationKeys.list('seller'), []);
  queryClient.setQueryData(['libraries'], []);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useReserveCards(), { wrapper });
  const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
  return { result, stale };
}

describe('useReserveCards', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('marks both reservation lists stale once the reservation is made, and nothing else', async () => {
    const { calls } = mockApi({ 'POST /api/reservation': { status: 201, body: [] } });
    const { result, stale } = renderReserve();
    expect(stale(reservationKeys.list('buyer'))).toBe(false);

    await act(() => result.current.mutateAsync(items));

    expect(calls.find((call) => call.method === 'POST')?.body).toEqual(items);
    expect(stale(reservationKeys.list('buyer'))).toBe(true);
    expect(stale(reservationKeys.list('seller'))).toBe(true);
    expect(stale(['libraries'])).toBe(false);
  });

  it('leaves the lists as they are when the reservation is refused', async () => {
    mockApi({
      'POST /api/reservation': {
        status: 409,
        body: { code: 'RES-409', message: 'Ya no está disponible.', unavailable: ['card-1'] },
      },
    });
    const { result, stale } = renderReserve();

    await act(() => result.current.mutateAsync(items).catch(() => undefined));

    expect(stale(reservationKeys.list('buyer'))).toBe(false);
    expect(stale(reservationKeys.list('seller'))).toBe(false);
  });
});
