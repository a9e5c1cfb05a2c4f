import { RESERVATION_SCREEN_TEXTS as T } from '@mdc/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../testing/render-page';
import { aReservation, mockReservationApi } from '../testing/reservation-data';
import { SLOW_RENDER_MS } from '../testing/render-reservations';
import { MyOrdersPage } from './my-orders-page';
import { SalesPage } from './sales-page';

describe('/myOrders and /sales', { timeout: SLOW_RENDER_MS }, () => {
  it.each([
    ['/myOrders', <MyOrdersPage key="buyer" />, T.buyerTitle, '?selling=false'],
    ['/sales', <SalesPage key="seller" />, T.sellerTitle, '?selling=true'],
  ])('%s: its title and its side of the reservations', async (url, page, title, query) => {
    const { calls } = mockReservationApi([aReservation({ cardName: 'Sol Ring' })]);
    renderPage(page, { url });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(await screen.findByText('Sol Ring')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/reservation')?.url.search).toBe(query);
  });
});
