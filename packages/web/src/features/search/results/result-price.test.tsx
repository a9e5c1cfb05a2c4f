import { CATALOG_MESSAGES, REFERENCE_PRICE_TEXTS as P } from '@mdc/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aResultCard, memberOutcome } from '../testing/result-cards';
import { renderResults } from '../testing/render-results';
import { lookUpReferencePrice } from '../../../testing/reference-price';
import { wholeText } from '../../../testing/whole-text';
import { scaled } from '../../../testing/time-factor';

const REF = '9f1c2b3a-0000-4000-8000-000000000001';
const ck = aResultCard({ cardName: 'Ragavan', price: 'ck', foil: true, referenceId: REF });
const priced = aResultCard({
  cardName: 'Tarmogoyf',
  price: '20',
  referenceId: '9f1c2b3a-0000-4000-8000-000000000002',
});
const loose = aResultCard({ cardName: 'Carta suelta', price: '1.00', referenceId: null });
const PRICES = { usd: 3, eur: 2, ck: 4.1, scg: 0, usd_foil: 9, eur_foil: 0, scg_foil: 0 };
const priceRoute = (referenceId = REF) => `GET /api/library/reference/${referenceId}/price`;

const tile = (name: string) => within(screen.getByRole('article', { name }));

function openWith(handlers: Parameters<typeof renderResults>[1]) {
  const { calls } = renderResults(memberOutcome([ck, priced, loose]), handlers);
  return () => calls.filter((call) => call.path.endsWith('/price'));
}

const lookUp = (name: string, priceCalls: () => unknown[]) =>
  lookUpReferencePrice(tile(name), priceCalls);

describe('the reference price on a result', { timeout: scaled(30_000) }, () => {
  afterEach(() => vi.useRealTimers());

  it('stands in for a ck price and shows price, source and UTC date after 500 ms', async () => {
    const priceCalls = openWith({
      [priceRoute()]: {
        body: { ...PRICES, ck_foil: 7.25, lastUpdatedAtUtc: '2026-11-21T23:30:00Z' },
      },
    });
    // A priced card shows its price and offers the reference to compare; one without a
    // catalog printing has nothing to compare with.
    expect(tile('Tarmogoyf').getByText('USD 20.00')).toBeInTheDocument();
    expect(tile('Carta suelta').queryByRole('button', { name: P.viewPrice })).toBeNull();
    // One lookup at a time.
    lookUp('Ragavan', priceCalls);
    expect(
      await tile('Ragavan').findByText(wholeText('USD 7.25 · CK (foil) · 21/11/26')),
    ).toBeInTheDocument();
  });

  it('keeps the other buttons waiting while a lookup runs', () => {
    openWith({ [priceRoute()]: { body: { ...PRICES, lastUpdatedAtUtc: '' } } });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(tile('Ragavan').getByRole('button', { name: P.viewPrice }));
    expect(tile('Tarmogoyf').getByRole('button', { name: P.viewPrice })).toBeDisabled();
  });

  it('says there is no price for this card when none is above 0', async () => {
    const priceCalls = openWith({
      [priceRoute()]: { body: { ...PRICES, ck_foil: 0, lastUpdatedAtUtc: '' } },
    });
    lookUp('Ragavan', priceCalls);
    expect(
      await tile('Ragavan').findByText('No se encontró precio para esta carta'),
    ).toBeInTheDocument();
  });

  it("shows the server's PRI-001 message", async () => {
    const priceCalls = openWith({
      [priceRoute()]: {
        status: 404,
        body: { code: 'PRI-001', message: CATALOG_MESSAGES.priceNotFound },
      },
    });
    lookUp('Ragavan', priceCalls);
    expect(await tile('Ragavan').findByText(CATALOG_MESSAGES.priceNotFound)).toBeInTheDocument();
  });

  it("says 'Precio no disponible' when a failure brings no words", async () => {
    const priceCalls = openWith({
      [priceRoute()]: { status: 404, body: { code: 'PRI-001', message: '' } },
    });
    lookUp('Ragavan', priceCalls);
    expect(await tile('Ragavan').findByText('Precio no disponible')).toBeInTheDocument();
  });
});
