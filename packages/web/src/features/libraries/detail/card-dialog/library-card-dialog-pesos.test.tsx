import { LIBRARY_DETAIL_TEXTS as T, LIBRARY_MESSAGES } from '@mdc/shared';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BOLT_SETS, LIBRARY_ID, aNumberedCard } from '../testing/library-fixtures';
import {
  ADDED,
  chooseBolt,
  dialog,
  field,
  openAddDialog,
  openEditDialog,
  posted,
  saveButton,
} from './testing/card-dialog-screen';
import { scaled } from '../../../../testing/time-factor';

/** Prices in whole pesos (docs/product/notifications.md#pesos) in the add/edit card dialog. */

const [M10] = BOLT_SETS as [(typeof BOLT_SETS)[0]];
const WITH_RATE = {
  'GET /api/config': {
    body: {
      analytics: 'off',
      botCheck: false,
      exchangeRate: 2,
      arsRate: { arsPerUsd: 1220, day: '2025-06-02' },
    },
  },
};
const choosePesos = () => fireEvent.click(dialog().getByRole('radio', { name: T.arsSource }));
// MUI puts the start adornment just before the input.
const adornment = (input: HTMLInputElement) => input.previousElementSibling?.textContent;

describe('LibraryCardDialog in pesos', { timeout: scaled(60_000) }, () => {
  it('converts the price to pesos, shows its equivalent and sends whole pesos', async () => {
    const { calls } = await openAddDialog({
      handlers: { ...WITH_RATE, 'POST /api/library/card': ADDED },
    });
    await chooseBolt();
    expect(field(T.priceLabel).value).toBe('2.50');
    expect(adornment(field(T.priceLabel))).toBe('USD');
    expect(dialog().getByText('≈ $ 3.050')).toBeInTheDocument();
    expect(
      dialog()
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['usd', 'ars', 'ck']);

    choosePesos();
    const pesos = field(T.arsPriceLabel);
    expect(pesos.value).toBe('3050');
    expect(adornment(pesos)).toBe('ARS');
    expect(pesos).toHaveAttribute('inputmode', 'numeric');
    expect(dialog().getByText('≈ USD 2.50')).toBeInTheDocument();
    // The foil price × 2 × 1220, in whole pesos.
    fireEvent.click(dialog().getByRole('checkbox', { name: T.foilLabel }));
    expect(field(T.arsPriceLabel).value).toBe('15860');
    fireEvent.click(dialog().getByRole('checkbox', { name: T.foilLabel }));
    expect(field(T.arsPriceLabel).value).toBe('3050');

    fireEvent.change(field(T.arsPriceLabel), { target: { value: '15.000' } });
    expect(dialog().getByText('≈ USD 12.30')).toBeInTheDocument();
    fireEvent.click(saveButton());
    await screen.findByText(T.cardAdded);
    expect(posted(calls)).toEqual([
      [
        {
          libraryId: LIBRARY_ID,
          referenceId: M10.id,
          name: 'Lightning Bolt',
          foil: false,
          condition: 'NM',
          language: 'en',
          quantity: 1,
          reserved: false,
          price: 'ARS 15000',
        },
      ],
    ]);
  });

  it('clears the price without a rate and refuses pesos with cents', async () => {
    const { calls } = await openAddDialog({ handlers: { 'POST /api/library/card': ADDED } });
    await chooseBolt();
    choosePesos();
    expect(field(T.arsPriceLabel).value).toBe('');
    fireEvent.change(field(T.arsPriceLabel), { target: { value: '12,50' } });
    expect(dialog().getByText(LIBRARY_MESSAGES.pesosInvalid)).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    fireEvent.change(field(T.arsPriceLabel), { target: { value: '15.000' } });
    expect(dialog().queryByText(LIBRARY_MESSAGES.pesosInvalid)).not.toBeInTheDocument();
    fireEvent.click(saveButton());
    await screen.findByText(T.cardAdded);
    expect(posted(calls)).toEqual([[expect.objectContaining({ price: 'ARS 15000' })]]);
  });

  it('edits a card priced in pesos: the pesos option is checked with its whole pesos', async () => {
    const card = aNumberedCard(1, {
      cardName: 'Lightning Bolt',
      referenceId: M10.id,
      price: 'ARS 15000',
    });
    const { calls } = await openEditDialog(card, WITH_RATE);
    expect(dialog().getByRole('radio', { name: T.arsSource })).toBeChecked();
    expect(field(T.arsPriceLabel).value).toBe('15000');
    expect(await dialog().findByText('≈ USD 12.30')).toBeInTheDocument();

    fireEvent.click(dialog().getByRole('radio', { name: T.usdSource }));
    expect(field(T.priceLabel).value).toBe('12.30');
    fireEvent.click(dialog().getByRole('radio', { name: T.arsSource }));
    expect(field(T.arsPriceLabel).value).toBe('15006');
    fireEvent.change(field(T.arsPriceLabel), { target: { value: '16.500' } });
    fireEvent.click(saveButton());
    await screen.findByText(T.cardSaved);
    const patched = calls.filter((call) => call.method === 'PATCH').map((call) => call.body);
    expect(patched).toEqual([expect.objectContaining({ id: card.id, price: 'ARS 16500' })]);
  });
});
