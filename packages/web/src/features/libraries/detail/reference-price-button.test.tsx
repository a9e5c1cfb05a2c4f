import { CATALOG_MESSAGES, LIBRARY_DETAIL_TEXTS as T } from '@mdc/shared';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../testing/render-page';
import { LibraryPage } from '../pages/library-page';
import {
  libraryServer,
  libraryUrl,
  aNumberedCard,
  aDetailLibrary,
} from './testing/library-fixtures';
import { lookUpReferencePrice } from '../../../testing/reference-price';
import { wholeText } from '../../../testing/whole-text';
import { scaled } from '../../../testing/time-factor';

const FOIL = aNumberedCard(1, { cardName: 'Ragavan', price: 'ck', foil: true });
const PLAIN = aNumberedCard(2, { cardName: 'Tarmogoyf', price: 'ck' });
const priceRoute = (card = FOIL) => `GET /api/library/reference/${card.referenceId}/price`;
const PRICES = { usd: 3, eur: 2, ck: 4.1, scg: 0, usd_foil: 9, eur_foil: 0, scg_foil: 0 };

const tile = (name: string) => within(screen.getByRole('article', { name }));

async function openWith(handlers: Parameters<typeof libraryServer>[2], cards = [FOIL, PLAIN]) {
  const server = libraryServer(aDetailLibrary(), cards, handlers);
  renderPage(<LibraryPage />, { url: libraryUrl(), path: '/library' });
  await screen.findByRole('article', { name: cards[0]!.cardName });
  return { priceCalls: () => server.calls.filter((call) => call.path.endsWith('/price')) };
}

const lookUp = (name: string, priceCalls: () => unknown[]) =>
  lookUpReferencePrice(tile(name), priceCalls);

describe('ReferencePriceButton', { timeout: scaled(30_000) }, () => {
  afterEach(() => vi.useRealTimers());

  it('shows the foil reference price with its source and UTC date after 500 ms', async () => {
    const { priceCalls } = await openWith({
      [priceRoute()]: {
        body: { ...PRICES, ck_foil: 7.25, lastUpdatedAtUtc: '2026-11-21T23:30:00Z' },
      },
    });
    await lookUp('Ragavan', priceCalls);
    expect(
      await tile('Ragavan').findByText(wholeText('USD 7.25 · CK (foil) · 21/11/26')),
    ).toBeInTheDocument();
  });

  it('runs one lookup at a time', async () => {
    const { priceCalls } = await openWith({
      [priceRoute()]: {
        body: { ...PRICES, ck_foil: 7.25, lastUpdatedAtUtc: '2026-11-21T10:00:00Z' },
      },
      [priceRoute(PLAIN)]: { body: { ...PRICES, lastUpdatedAtUtc: '2026-01-02T10:00:00Z' } },
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(tile('Ragavan').getByRole('button', { name: T.viewPrice }));
    expect(tile('Tarmogoyf').getByRole('button', { name: T.viewPrice })).toBeDisabled();
    act(() => vi.advanceTimersByTime(500));
    vi.useRealTimers();
    await tile('Ragavan').findByText(wholeText('USD 7.25 · CK (foil) · 21/11/26'));
    fireEvent.click(tile('Tarmogoyf').getByRole('button', { name: T.viewPrice }));
    expect(
      await tile('Tarmogoyf').findByText(wholeText('USD 4.10 · CK · 02/01/26')),
    ).toBeInTheDocument();
    expect(priceCalls()).toHaveLength(2);
  });

  it('says there is no price when the reference price is 0', async () => {
    const { priceCalls } = await openWith({
      [priceRoute()]: { body: { ...PRICES, ck_foil: 0, lastUpdatedAtUtc: '2026-11-21T10:00:00Z' } },
    });
    await lookUp('Ragavan', priceCalls);
    expect(await tile('Ragavan').findByText(T.priceNotFound)).toBeInTheDocument();
    expect(T.priceNotFound).toBe('No se encontró precio para esta carta');
  });

  it("shows the server's PRI-001 message", async () => {
    const { priceCalls } = await openWith({
      [priceRoute()]: {
        status: 404,
        body: { code: 'PRI-001', message: CATALOG_MESSAGES.priceNotFound },
      },
    });
    await lookUp('Ragavan', priceCalls);
    expect(await tile('Ragavan').findByText(CATALOG_MESSAGES.priceNotFound)).toBeInTheDocument();
  });

  it('says why a card without a catalog printing cannot be looked up', async () => {
    await openWith({}, [
      aNumberedCard(3, { cardName: 'Carta suelta', price: 'ck', referenceId: null }),
    ]);
    expect(tile('Carta suelta').getByText(T.noReferenceId)).toBeInTheDocument();
    expect(
      tile('Carta suelta').queryByRole('button', { name: T.viewPrice }),
    ).not.toBeInTheDocument();
  });
});
