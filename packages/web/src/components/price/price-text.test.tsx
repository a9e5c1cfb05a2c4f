import { MONEY_TEXTS } from '@mdc/shared';
import { fireEvent, screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { clientConfigQueryOptions } from '../../lib/client-config';
import { mockApi } from '../../testing/mock-api';
import { renderPage } from '../../testing/render-page';
import { wholeText } from '../../testing/whole-text';
import { PriceEquivalentLine, PriceText, UsdText } from './price-text';

/** Says when the page has read GET /api/config, so that what it changed is on screen. */
function ConfigRead() {
  const { data } = useQuery(clientConfigQueryOptions());
  return data ? <span> config read</span> : null;
}

const rate = { arsPerUsd: 1220, day: '2026-11-26' };
const withRate = (arsRate: typeof rate | null) =>
  mockApi({
    'GET /api/config': { body: { analytics: 'off', botCheck: false, exchangeRate: 1, arsRate } },
  });

describe('a price with its equivalent at the rate of the day', () => {
  it("puts the pesos beside a dollar price, naming the rate's day in a tooltip", async () => {
    withRate(rate);
    renderPage(
      <p>
        <PriceText price="12.50" ckText="Precio CK" />
      </p>,
    );
    const equivalent = await screen.findByText('≈ $ 15.250');
    expect(screen.getByText(wholeText('USD 12.50 · ≈ $ 15.250'))).toBeInTheDocument();
    fireEvent.mouseOver(equivalent);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(MONEY_TEXTS.rateNote(rate));
  });

  it('puts dollars under a price in pesos, and nothing under a reference price', async () => {
    withRate(rate);
    renderPage(
      <div>
        <PriceEquivalentLine price="ARS 15000" />
        <PriceEquivalentLine price="ck" />
        <UsdText amount={2} />
      </div>,
    );
    expect(await screen.findByText('≈ USD 12.30')).toBeInTheDocument();
    expect(screen.getByText('≈ $ 2.440')).toBeInTheDocument();
    expect(screen.queryAllByText(/≈/)).toHaveLength(2);
  });

  it('shows the price alone without a rate', async () => {
    withRate(null);
    renderPage(
      <p>
        <PriceText price="ARS 15000" ckText="Precio CK" />
        <ConfigRead />
      </p>,
    );
    await screen.findByText('config read');
    expect(screen.getByText(wholeText('ARS 15.000 config read'))).toBeInTheDocument();
  });
});
