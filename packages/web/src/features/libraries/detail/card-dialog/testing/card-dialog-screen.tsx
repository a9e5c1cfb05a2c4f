import { LIBRARY_DETAIL_TEXTS as T } from '@mdc/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { ApiCall } from '../../../../../testing/mock-api';
import { renderPage } from '../../../../../testing/render-page';
import { LibraryPage } from '../../../pages/library-page';
import type { LibraryCard } from '@mdc/shared';
import { libraryServer, libraryUrl, aDetailLibrary } from '../../testing/library-fixtures';
import { scaled } from '../../../../../testing/time-factor';

/** The library page with its add/edit card dialog open, and how a test works that dialog. */

export const CONFIG = {
  'GET /api/config': {
    body: { analytics: 'off', botCheck: false, exchangeRate: 2, arsRate: null },
  },
};
export const ADDED = { body: { cards: [], created: 1, updated: 0, cardCount: 1 } };

export const escape = (text: string) => text.replace(/[()*.?]/g, '\\$&');
export const dialog = () => within(screen.getByRole('dialog'));
export const field = (label: string) =>
  dialog().getByLabelText(new RegExp(`^${escape(label)}( \\*)?$`)) as HTMLInputElement;
export const saveButton = () => dialog().getByRole('button', { name: T.save });
// The name lookup waits 200 ms, then answers and renders: slow on a busy machine.
export const LOOKUP = { timeout: scaled(10_000) };
export const findBoltOption = () => screen.findByRole('option', { name: 'Lightning Bolt' }, LOOKUP);

export async function openAddDialog(
  options: { buying?: boolean; handlers?: Parameters<typeof libraryServer>[2] } = {},
) {
  const server = libraryServer(aDetailLibrary({ buying: options.buying ?? false }), [], {
    ...CONFIG,
    ...options.handlers,
  });
  renderPage(<LibraryPage />, { url: libraryUrl(options.buying), path: '/library' });
  fireEvent.click(await screen.findByRole('button', { name: T.addCard }));
  return server;
}

/** The library holding `card`, its edit dialog open; PATCH answers the card with the sent fields. */
export async function openEditDialog(
  card: LibraryCard,
  handlers: Parameters<typeof libraryServer>[2] = {},
) {
  const server = libraryServer(aDetailLibrary(), [card], {
    ...handlers,
    'PATCH /api/library/card': (call: ApiCall) => ({
      body: { ...card, ...(call.body as object) },
    }),
  });
  renderPage(<LibraryPage />, { url: libraryUrl(), path: '/library' });
  fireEvent.click(await screen.findByRole('button', { name: T.edit(card.cardName) }));
  return server;
}

export async function chooseBolt() {
  fireEvent.change(dialog().getByRole('combobox', { name: new RegExp(T.nameLabel) }), {
    target: { value: 'bol' },
  });
  fireEvent.click(await findBoltOption());
  await waitFor(() => expect(field(T.priceLabel).value).not.toBe(''), LOOKUP);
}

export function chooseSet(label: string) {
  fireEvent.mouseDown(dialog().getByRole('combobox', { name: new RegExp(T.setLabel) }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: label }));
}

export const posted = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === 'POST').map((c) => c.body);
