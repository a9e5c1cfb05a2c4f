import { LIBRARY_DETAIL_TEXTS as T, LIBRARY_MESSAGES } from '@mdc/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BOLT_SETS, LIBRARY_ID, aNumberedCard } from '../testing/library-fixtures';
import {
  ADDED,
  chooseBolt,
  chooseSet,
  dialog,
  escape,
  field,
  findBoltOption,
  LOOKUP,
  openAddDialog,
  openEditDialog,
  posted,
  saveButton,
} from './testing/card-dialog-screen';
import { scaled } from '../../../../testing/time-factor';

const [M10, M11] = BOLT_SETS as [(typeof BOLT_SETS)[0], (typeof BOLT_SETS)[0]];

// A dialog of MUI fields over a page renders slowly in a test document on a busy machine.
describe('LibraryCardDialog', { timeout: scaled(60_000) }, () => {
  it('chooses a name, preselects its first printing and prices it at usd × exchange rate', async () => {
    const { calls } = await openAddDialog();
    await chooseBolt();
    expect(
      calls.find((call) => call.path === '/api/library/reference')?.url.searchParams.get('name'),
    ).toBe('bol');
    expect(
      calls
        .find((call) => call.path === '/api/library/reference/set')
        ?.url.searchParams.get('name'),
    ).toBe('Lightning Bolt');
    expect(dialog().getByRole('combobox', { name: new RegExp(T.setLabel) })).toHaveTextContent(
      'Magic 2010 · #146',
    );
    expect(dialog().getByRole('img', { name: 'Lightning Bolt' })).toHaveAttribute(
      'src',
      M10.image[0],
    );
    expect(field(T.priceLabel).value).toBe('2.50');

    fireEvent.click(dialog().getByRole('checkbox', { name: T.foilLabel }));
    expect(field(T.priceLabel).value).toBe('13.00');
    chooseSet('Magic 2011 · #149');
    // M11 has no foil price: the price stays and the dialog says why.
    expect(field(T.priceLabel).value).toBe('13.00');
    expect(dialog().getByText(T.setWithoutPrice)).toBeInTheDocument();
    fireEvent.click(dialog().getByRole('checkbox', { name: T.foilLabel }));
    expect(field(T.priceLabel).value).toBe('4.00');
    expect(dialog().getByRole('img', { name: 'Lightning Bolt' })).toHaveAttribute(
      'src',
      M11.image[0],
    );
  });

  // The server answers the default printing first (the one sellers list most, else the newest
  // regular one with a price: modules/catalog/find-card-sets.ts); the dialog never reorders.
  it('preselects the printing the server answers first, whatever its set or date', async () => {
    await openAddDialog({ handlers: { 'GET /api/library/reference/set': { body: [M11, M10] } } });
    await chooseBolt();
    expect(dialog().getByRole('combobox', { name: new RegExp(T.setLabel) })).toHaveTextContent(
      'Magic 2011 · #149',
    );
    expect(field(T.priceLabel).value).toBe('4.00');
  });

  it('adds the card, closes, says so and reloads the grid', async () => {
    const { calls } = await openAddDialog({ handlers: { 'POST /api/library/card': ADDED } });
    await chooseBolt();
    fireEvent.change(field(T.quantityLabel), { target: { value: '4' } });
    fireEvent.mouseDown(dialog().getByRole('combobox', { name: new RegExp(T.languageLabel) }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Español' }));
    fireEvent.click(saveButton());
    expect(await screen.findByText(T.cardAdded)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted(calls)).toEqual([
      [
        {
          libraryId: LIBRARY_ID,
          referenceId: M10.id,
          name: 'Lightning Bolt',
          foil: false,
          condition: 'NM',
          language: 'es',
          quantity: 4,
          reserved: false,
          price: '2.50',
        },
      ],
    ]);
    expect(calls.filter((call) => call.path === `/api/library/${LIBRARY_ID}`)).toHaveLength(2);
  });

  it("follows the reference price: the price field is disabled and 'ck' is sent", async () => {
    const { calls } = await openAddDialog({ handlers: { 'POST /api/library/card': ADDED } });
    await chooseBolt();
    fireEvent.click(dialog().getByRole('radio', { name: T.ckSourceOption }));
    expect(field(T.priceLabel)).toBeDisabled();
    fireEvent.click(saveButton());
    await screen.findByText(T.cardAdded);
    expect(posted(calls)).toEqual([[expect.objectContaining({ price: 'ck' })]]);
  });

  it('shows the price message once touched and blocks the save', async () => {
    const { calls } = await openAddDialog();
    await chooseBolt();
    expect(dialog().queryByText(LIBRARY_MESSAGES.priceInvalid)).not.toBeInTheDocument();
    fireEvent.change(field(T.priceLabel), { target: { value: '12,5x' } });
    expect(dialog().getByText('Ingresá un número válido (ej: 12.50)')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    fireEvent.change(field(T.priceLabel), { target: { value: '12.5' } });
    expect(dialog().queryByText(LIBRARY_MESSAGES.priceInvalid)).not.toBeInTheDocument();
    expect(saveButton()).toBeEnabled();
    expect(posted(calls)).toEqual([]);
  });

  it('takes a price written with a decimal comma and sends it with the point', async () => {
    const { calls } = await openAddDialog({ handlers: { 'POST /api/library/card': ADDED } });
    await chooseBolt();
    fireEvent.change(field(T.priceLabel), { target: { value: '12,5' } });
    expect(dialog().queryByText(LIBRARY_MESSAGES.priceInvalid)).not.toBeInTheDocument();
    fireEvent.click(saveButton());
    await screen.findByText(T.cardAdded);
    expect(posted(calls)).toEqual([[expect.objectContaining({ price: '12.50' })]]);
  });

  it("keeps the input and shows the server's refusal", async () => {
    await openAddDialog({
      handlers: {
        'POST /api/library/card': {
          status: 409,
          body: { code: 'LIB-409', message: LIBRARY_MESSAGES.duplicateCard },
        },
      },
    });
    await chooseBolt();
    fireEvent.change(field(T.priceLabel), { target: { value: '3.75' } });
    fireEvent.click(saveButton());
    expect(await dialog().findByText(LIBRARY_MESSAGES.duplicateCard)).toBeInTheDocument();
    expect(field(T.priceLabel).value).toBe('3.75');
    expect(saveButton()).toBeEnabled();
  });

  it('says so when the name lookup fails', async () => {
    await openAddDialog({
      handlers: {
        'GET /api/library/reference': { status: 503, body: { code: 'GEN-503', message: 'x' } },
      },
    });
    fireEvent.change(dialog().getByRole('combobox', { name: new RegExp(T.nameLabel) }), {
      target: { value: 'bol' },
    });
    expect(await dialog().findByText(T.namesFailed, {}, LOOKUP)).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('has neither price nor condition in a buying library, and sends ck and NM', async () => {
    const { calls } = await openAddDialog({
      buying: true,
      handlers: { 'POST /api/library/buying/card': ADDED },
    });
    await waitFor(() =>
      expect(dialog().getByRole('checkbox', { name: T.foilLabel })).toBeEnabled(),
    );
    fireEvent.change(dialog().getByRole('combobox', { name: new RegExp(T.nameLabel) }), {
      target: { value: 'bolt' },
    });
    fireEvent.click(await findBoltOption());
    await waitFor(() => expect(saveButton()).toBeEnabled(), LOOKUP);
    expect(dialog().queryByLabelText(new RegExp(escape(T.priceLabel)))).not.toBeInTheDocument();
    expect(dialog().queryByLabelText(new RegExp(T.conditionLabel))).not.toBeInTheDocument();
    fireEvent.click(saveButton());
    await screen.findByText(T.cardAdded);
    expect(posted(calls)).toEqual([
      [expect.objectContaining({ price: 'ck', condition: 'NM', referenceId: M10.id })],
    ]);
  });

  it('edits with a read-only name and sends the PATCH body', async () => {
    const card = aNumberedCard(1, {
      cardName: 'Lightning Bolt',
      referenceId: M10.id,
      price: '3.00',
      condition: 'SP',
      language: 'es',
      quantity: 2,
    });
    const { calls } = await openEditDialog(card);
    expect(dialog().getByText(T.editTitle)).toBeInTheDocument();
    expect(field(T.nameLabel)).toHaveAttribute('readonly');
    expect(field(T.nameLabel).value).toBe('Lightning Bolt');
    expect(field(T.priceLabel).value).toBe('3.00');
    await waitFor(() =>
      expect(dialog().getByRole('combobox', { name: new RegExp(T.setLabel) })).toHaveTextContent(
        'Magic 2010 · #146',
      ),
    );
    expect(field(T.priceLabel).value).toBe('3.00');
    chooseSet('Magic 2011 · #149');
    expect(field(T.priceLabel).value).toBe('2.00');
    fireEvent.change(field(T.quantityLabel), { target: { value: '3' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText(T.cardSaved)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
      {
        id: card.id,
        libraryId: LIBRARY_ID,
        referenceId: M11.id,
        name: 'Lightning Bolt',
        cardSet: 'M11',
        foil: false,
        language: 'es',
        quantity: 3,
        condition: 'SP',
        price: '2.00',
      },
    ]);
  });
});
