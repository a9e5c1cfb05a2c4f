import { LIBRARY_DETAIL_TEXTS as T, LIBRARY_MESSAGES } from '@mdc/shared';
import {
  fireEvent,
  screen,
  waitFor,
  waitForElementToBeRemoved,
  within,
} from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pendingReply } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import {
  LIBRARY_ID,
  libraryServer,
  libraryUrl,
  aNumberedCard,
  someNumberedCards,
  aDetailLibrary,
} from '../detail/testing/library-fixtures';
import { LibraryPage } from './library-page';
import { scaled } from '../../../testing/time-factor';

const open = (url = libraryUrl()) => renderPage(<LibraryPage />, { url, path: '/library' });
// Role queries over a page of 48 tiles take seconds in a test document: they look inside a tile or the
// paging only.
const tiles = () => [...document.querySelectorAll('article')];
const tile = (name: string) =>
  within(document.querySelector<HTMLElement>(`article[aria-label="${name}"]`)!);
const pagingButton = (name: 'Anterior' | 'Siguiente') =>
  within(document.querySelector<HTMLElement>('nav')!).getByRole('button', { name });
const paging = () => document.querySelector('nav')?.textContent;
const tileNames = () => tiles().map((tile) => tile.getAttribute('aria-label'));
const heading = () => screen.getByRole('heading', { level: 1 });

// Pages of 48 MUI tiles render slowly in a test document on a busy machine.
describe('LibraryPage', { timeout: scaled(40_000) }, () => {
  it('titles a sale library with its stored name, its count and both buttons', async () => {
    libraryServer(aDetailLibrary({ name: 'Vintage' }), someNumberedCards(3));
    open(libraryUrl(false, 'Nombre viejo'));
    expect(await screen.findByText('3/1000')).toBeInTheDocument();
    expect(heading()).toHaveTextContent('Biblioteca de venta: Vintage');
    expect(screen.getByRole('button', { name: T.addCard })).toBeEnabled();
    expect(screen.getByRole('button', { name: T.uploadCards })).toBeEnabled();
    expect(screen.getByRole('link', { name: T.back })).toHaveAttribute(
      'href',
      '/dashboard?tab=librarys',
    );
  });

  it("never breaks a card's name at its hyphen (the name wraps at its spaces)", async () => {
    const name = 'Fable of the Mirror-Breaker // Reflection of Kiki-Jiki';
    libraryServer(aDetailLibrary(), [aNumberedCard(1, { cardName: name })]);
    open();
    const title = (await screen.findByRole('heading', { level: 2, name })) as HTMLElement;
    expect(within(title).getByText('Mirror-Breaker')).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(within(title).getByText('Kiki-Jiki')).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(title).toHaveTextContent(name);
  });

  it('titles a buying library, with the link name while it loads', async () => {
    libraryServer(aDetailLibrary({ buying: true, name: 'Quiero' }), [], {
      [`GET /api/library/buying/${LIBRARY_ID}`]: pendingReply,
    });
    open(libraryUrl(true, 'Mis deseos'));
    expect(heading()).toHaveTextContent('Biblioteca de compra: Mis deseos');
    expect(screen.getByRole('link', { name: T.back })).toHaveAttribute(
      'href',
      '/dashboard?tab=librarys-buying',
    );
    expect(screen.queryByRole('button', { name: T.addCard })).not.toBeInTheDocument();
  });

  it('hides add and upload at 1000 cards and says why', async () => {
    libraryServer(aDetailLibrary({ cardCount: 1000 }), someNumberedCards(2));
    open();
    expect(await screen.findByText('1000/1000')).toBeInTheDocument();
    expect(screen.getByText(T.full)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.addCard })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.uploadCards })).not.toBeInTheDocument();
  });

  it('pages by 48 and keeps the page in range', async () => {
    libraryServer(aDetailLibrary(), someNumberedCards(100));
    open();
    expect(await screen.findByText('Página 1 de 3')).toBeInTheDocument();
    expect(tiles()).toHaveLength(48);
    expect(pagingButton('Anterior')).toBeDisabled();
    fireEvent.click(pagingButton('Siguiente'));
    expect(paging()).toContain('Página 2 de 3');
    expect(tileNames()[0]).toBe('Carta 49');
    fireEvent.click(pagingButton('Siguiente'));
    expect(paging()).toContain('Página 3 de 3');
    expect(tiles()).toHaveLength(4);
    expect(pagingButton('Siguiente')).toBeDisabled();
    fireEvent.click(pagingButton('Anterior'));
    expect(paging()).toContain('Página 2 de 3');
  });

  it('goes back a page when deleting the last card of the last page', async () => {
    const { methodCalls } = libraryServer(aDetailLibrary(), someNumberedCards(49));
    open();
    fireEvent.click(await screen.findByText('Siguiente'));
    expect(paging()).toContain('Página 2 de 2');
    fireEvent.click(tile('Carta 49').getByRole('button', { name: T.delete('Carta 49') }));
    const dialog = within(document.querySelector<HTMLElement>('[role="dialog"]')!);
    expect(dialog.getByText(T.deleteConfirm)).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: T.confirm }));
    // One page left: the paging hides.
    await waitFor(() => expect(paging()).toBeUndefined());
    expect(tiles()).toHaveLength(48);
    expect(methodCalls('DELETE').map((call) => call.path)).toEqual([
      `/api/library/card/${aNumberedCard(49).id}`,
    ]);
    expect(await screen.findByText(T.cardDeleted)).toBeInTheDocument();
  });

  it('deletes nothing when the confirmation is cancelled', async () => {
    const { methodCalls } = libraryServer(aDetailLibrary(), someNumberedCards(2));
    open();
    fireEvent.click(await screen.findByRole('button', { name: T.delete('Carta 2') }));
    fireEvent.click(screen.getByRole('button', { name: T.cancel }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
    expect(tiles()).toHaveLength(2);
    expect(methodCalls('DELETE')).toEqual([]);
  });

  it('filters by name, any case and accent, back to page 1', async () => {
    const cards = [
      ...someNumberedCards(60),
      aNumberedCard(61, { cardName: 'Lightning Bolt' }),
      aNumberedCard(62, { cardName: 'Æther Vial' }),
    ];
    libraryServer(aDetailLibrary(), cards);
    open();
    fireEvent.click(await screen.findByText('Siguiente'));
    expect(paging()).toContain('Página 2 de 2');
    fireEvent.change(screen.getByLabelText(T.filterLabel), {
      target: { value: 'carta' },
    });
    expect(paging()).toContain('Página 1 de 2');
    expect(tileNames()[0]).toBe('Carta 1');
    fireEvent.change(screen.getByLabelText(T.filterLabel), {
      target: { value: 'BOLT' },
    });
    expect(tileNames()).toEqual(['Lightning Bolt']);
    expect(paging()).toBeUndefined();
    fireEvent.change(screen.getByLabelText(T.filterLabel), {
      target: { value: 'aether' },
    });
    expect(tileNames()).toEqual(['Æther Vial']);
    fireEvent.change(screen.getByLabelText(T.filterLabel), {
      target: { value: 'Tarmogoyf' },
    });
    expect(screen.getByText(T.noMatches)).toBeInTheDocument();
  });

  it('shows condition, foil, price and quantity on a sale tile, and the Reservado badge', async () => {
    libraryServer(aDetailLibrary(), [
      aNumberedCard(1, { condition: 'SP', foil: true, price: '12.5', quantity: 3, reserved: true }),
      aNumberedCard(2, { language: 'es' }),
    ]);
    open();
    const [first, second] = await screen.findAllByRole('article');
    expect(first).toHaveTextContent('Magic 2010 #1');
    expect(first).toHaveTextContent('Inglés · SP · Foil');
    expect(first).toHaveTextContent('USD 12.50 · x3');
    expect(within(first!).getByText(T.reserved)).toBeInTheDocument();
    expect(second).toHaveTextContent('Español · NM');
    expect(second).toHaveTextContent('USD 1.00');
    expect(within(second!).queryByText(T.reserved)).not.toBeInTheDocument();
  });

  it('shows neither price nor condition on a buying tile', async () => {
    libraryServer(aDetailLibrary({ buying: true }), [
      aNumberedCard(1, { condition: 'SP', price: '12.50', quantity: 4 }),
      aNumberedCard(2, { price: 'ck' }),
    ]);
    open(libraryUrl(true));
    const [first, second] = await screen.findAllByRole('article');
    expect(first).toHaveTextContent('Inglés');
    expect(first).not.toHaveTextContent('SP');
    expect(first).not.toHaveTextContent('USD');
    expect(first).toHaveTextContent('x4');
    expect(within(second!).queryByRole('button', { name: T.viewPrice })).not.toBeInTheDocument();
  });

  it('opens the image viewer', async () => {
    libraryServer(aDetailLibrary(), [aNumberedCard(1, { images: ['https://img.example/1.jpg'] })]);
    open();
    fireEvent.click(await screen.findByRole('button', { name: T.viewImage('Carta 1') }));
    const viewer = screen.getByRole('dialog', { name: 'Carta 1' });
    expect(within(viewer).getByRole('img', { name: 'Carta 1' })).toHaveAttribute(
      'src',
      'https://img.example/1.jpg',
    );
  });

  it('explains a link without a valid library and leads back', () => {
    libraryServer(aDetailLibrary(), []);
    renderPage(<LibraryPage />, { url: '/library?libraryId=abc', path: '/library' });
    expect(screen.getByText(T.invalidLink)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.goToDashboard })).toHaveAttribute(
      'href',
      '/dashboard?tab=librarys',
    );
  });

  it.each([
    [404, 'LIB-404', LIBRARY_MESSAGES.libraryNotFound],
    [403, 'LIB-403', LIBRARY_MESSAGES.libraryForbidden],
  ])('shows the server reason for a %i', async (status, code, message) => {
    libraryServer(aDetailLibrary(), [], {
      [`GET /api/library/${LIBRARY_ID}`]: { status, body: { code, message } },
    });
    open();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.goToDashboard })).toBeInTheDocument();
  });
});
