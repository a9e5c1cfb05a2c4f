import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../testing/mock-api';
import { reservationKeys } from './reservation-keys';
import { useReserveCards } from './reserve-cards';

const items = [{ cardId: 'card-1', transactionType: 'sale' as const }];

/** The hook over a cache holding both reservation lists (the buyer's with one row) and an unrelated query, all fresh. */
function renderReserve() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  queryClient.setQueryData(reservationKeys.list('buyer'), [{ reservationId: 'older' }]);
  queryClient.setQueryData(reservationKeys.list('seller'), []);
  queryClient.setQueryData(['libraries'], []);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useReserveCards(), { wrapper });
  const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
  const ids = (key: readonly unknown[]) =>
    queryClient.getQueryData<{ reservationId: string }[]>(key)?.map((row) => row.reservationId);
  return { result, stale, ids };
}

describe('useReserveCards', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("puts the answer's reservations on top of the buyer's list, with no second request", async () => {
    const { calls } = mockApi({
      'POST /api/reservation': { status: 201, body: [{ reservationId: 'new' }] },
    });
    const { result, stale, ids } = renderReserve();

    await act(() => result.current.mutateAsync(items));

    expect(calls.map((call) => call.method)).toEqual(['POST']);
    expect(calls[0]?.body).toEqual(items);
    expect(ids(reservationKeys.list('buyer'))).toEqual(['new', 'older']);
    expect(ids(reservationKeys.list('seller'))).toEqual([]);
    expect(stale(reservationKeys.list('buyer'))).toBe(false);
    expect(stale(reservationKeys.list('seller'))).toBe(false);
    expect(stale(['libraries'])).toBe(false);
  });

  it('leaves the lists as they are when the reservation is refused', async () => {
    mockApi({
      'POST /api/reservation': {
        status: 409,
        body: { code: 'RES-409', message: 'Ya no está disponible.', unavailable: ['card-1'] },
      },
    });
    const { result, stale, ids } = renderReserve();

    await act(() => result.current.mutateAsync(items).catch(() => undefined));

    expect(ids(reservationKeys.list('buyer'))).toEqual(['older']);
    expect(stale(reservationKeys.list('buyer'))).toBe(false);
    expect(stale(reservationKeys.list('seller'))).toBe(false);
  });
});
