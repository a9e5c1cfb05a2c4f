import { ERRORS, MODERATION_MESSAGES, PUBLIC_LIBRARY_TEXTS as T } from '@mdc/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSessionCookies, setSessionCookies } from '../../../testing/session-cookies';
import { aPublicLibraryCard, LIBRARY_ID, aPublicLibraryAnswer } from '../testing/library-fixtures';
import { renderPublicLibrary, shownNames } from '../testing/render-public-library';
import { scaled } from '../../../testing/time-factor';

const cards = [
  aPublicLibraryCard({ cardName: 'Opt', price: '0.50', type: 'Instant', setName: 'Ixalan' }),
  aPublicLibraryCard({ cardName: 'Sol Ring', price: 'ck', type: 'Artifact', quantity: 3 }),
  aPublicLibraryCard({ cardName: 'Llanowar Elves', price: '2.25', type: 'Creature — Elf Druid' }),
  aPublicLibraryCard({
    cardName: 'Forest',
    price: '0.10',
    type: 'Basic Land — Forest',
    foil: true,
  }),
  aPublicLibraryCard({ cardName: 'Éter Roto', price: '12.5', type: null, language: 'es' }),
];

// A test document renders a page of MUI tiles slowly on a busy machine.
describe('PublicLibraryPage', { timeout: scaled(30_000) }, () => {
  afterEach(() => clearSessionCookies());

  it('shows the library with its cards and prices, and no owner contact', async () => {
    const { calls, path } = await renderPublicLibrary(aPublicLibraryAnswer(cards));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Biblioteca de venta: Cartas de Ana',
    );
    expect(screen.getByText('7 cartas')).toBeInTheDocument();
    // Whose it is, where, and their record; never a contact.
    expect(await screen.findByText('De ana_cartas · Capital, Córdoba')).toBeInTheDocument();
    expect(screen.getByText('23 entregas · desde 2025')).toHaveAttribute(
      'title',
      '23 entregas confirmadas · 4 compras recibidas · 0 reservas canceladas tras la respuesta · 1 reserva vencida sin responder',
    );
    expect(shownNames()).toEqual(['Opt', 'Sol Ring', 'Llanowar Elves', 'Forest', 'Éter Roto']);
    expect(screen.getByText('USD 12.50')).toBeInTheDocument();
    expect(screen.getByText('USD 0.10')).toBeInTheDocument();
    expect(screen.getByText('Precio de referencia (CK)')).toBeInTheDocument();
    expect(screen.queryByText('Ixalan')).not.toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Mostrar detalles'));
    expect(screen.getByText('Ixalan')).toBeInTheDocument();
    expect(screen.getAllByText('Cantidad')).toHaveLength(5);
    expect(screen.getByText('3')).toBeInTheDocument();
    expect(screen.getAllByText('USD 12.50')).toHaveLength(2);
    expect(screen.queryByText(/@|Teléfono|Email/i)).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path === path)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Buscar cartas' })).toHaveAttribute('href', '/search');
    expect(screen.queryByRole('link', { name: 'Volver al panel' })).not.toBeInTheDocument();
  });

  it('shows the set a card kept by name knows, as its owner sees it, not Sin datos', async () => {
    const unknown = aPublicLibraryCard({
      cardName: "Aang's Journey",
      referenceId: null,
      setName: null,
      setCode: 'LCI',
      collectorNumber: '132',
      type: null,
    });
    await renderPublicLibrary(aPublicLibraryAnswer([unknown]));
    fireEvent.click(screen.getByLabelText('Mostrar detalles'));
    expect(screen.getByText('LCI #132')).toBeInTheDocument();
    expect(screen.queryByText(T.noData)).not.toBeInTheDocument();
  });

  it('offers the way back to the dashboard to a logged-in visitor', async () => {
    setSessionCookies('ana@example.com');
    await renderPublicLibrary(aPublicLibraryAnswer(cards));
    expect(screen.getByRole('link', { name: 'Volver al panel' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('filters by finish and by name', async () => {
    await renderPublicLibrary(aPublicLibraryAnswer(cards));
    fireEvent.click(screen.getByRole('button', { name: 'Foil' }));
    expect(shownNames()).toEqual(['Forest']);
    fireEvent.click(screen.getByRole('button', { name: 'No Foil' }));
    expect(shownNames()).toEqual(['Opt', 'Sol Ring', 'Llanowar Elves', 'Éter Roto']);
    fireEvent.click(screen.getByRole('button', { name: 'Todo' }));
    fireEvent.change(screen.getByLabelText('Filtrar por nombre'), { target: { value: 'ETER' } });
    expect(shownNames()).toEqual(['Éter Roto']);
    expect(screen.getByText('1 resultado')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Filtrar por nombre'), { target: { value: 'zzz' } });
    expect(screen.getByText(T.noMatches)).toBeInTheDocument();
  });

  it('starts filtered by the card a link names (an alert’s)', async () => {
    await renderPublicLibrary(aPublicLibraryAnswer(cards), {
      query: `libraryId=${LIBRARY_ID}&name=${encodeURIComponent('Sol Ring')}`,
    });
    expect(screen.getByLabelText('Filtrar por nombre')).toHaveValue('Sol Ring');
    expect(shownNames()).toEqual(['Sol Ring']);
  });

  it('sorts by price both ways with reference prices last, and says so', async () => {
    await renderPublicLibrary(aPublicLibraryAnswer(cards));
    fireEvent.change(screen.getByLabelText('Ordenar'), { target: { value: 'asc' } });
    expect(shownNames()).toEqual(['Forest', 'Opt', 'Llanowar Elves', 'Éter Roto', 'Sol Ring']);
    expect(screen.getByText(T.sortCkNote)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Ordenar'), { target: { value: 'desc' } });
    expect(shownNames()).toEqual(['Éter Roto', 'Llanowar Elves', 'Opt', 'Forest', 'Sol Ring']);
  });

  it('groups by type in alphabetical order with Sin datos', async () => {
    await renderPublicLibrary(aPublicLibraryAnswer(cards));
    fireEvent.click(screen.getByLabelText('Agrupar por tipo'));
    const groups = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(groups).toEqual(['Artefacto', 'Criatura', 'Instantáneo', 'Tierra', 'Sin datos']);
    expect(shownNames()).toEqual(['Sol Ring', 'Llanowar Elves', 'Opt', 'Forest', 'Éter Roto']);
    // Under its group's h2, a card's name is an h3; ungrouped, an h2 under the page's h1.
    expect(screen.getByRole('heading', { name: 'Opt', level: 3 })).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Agrupar por tipo'));
    expect(screen.getByRole('heading', { name: 'Opt', level: 2 })).toBeInTheDocument();
  });

  it('pages by 48 and goes back to page 1 when a filter changes', async () => {
    const many = Array.from({ length: 49 }, (_, index) =>
      aPublicLibraryCard({ cardName: `Carta ${String(index + 1).padStart(2, '0')}` }),
    );
    await renderPublicLibrary(aPublicLibraryAnswer(many));
    // Buttons looked up inside the pager: naming every button of 48 tiles is slow in a test document.
    const pager = () => within(screen.getByRole('navigation'));
    expect(pager().getByText('Página 1 de 2')).toBeInTheDocument();
    expect(shownNames()).toHaveLength(48);
    expect(pager().getByRole('button', { name: 'Anterior' })).toBeDisabled();
    fireEvent.click(pager().getByRole('button', { name: 'Siguiente' }));
    expect(pager().getByText('Página 2 de 2')).toBeInTheDocument();
    expect(shownNames()).toEqual(['Carta 49']);
    expect(pager().getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Filtrar por nombre'), { target: { value: 'Carta 4' } });
    expect(shownNames()).toEqual(Array.from({ length: 10 }, (_, i) => `Carta 4${i}`));
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('selects a card by its tile, all of the shown ones, and none again; reserved ones never', async () => {
    const withReserved = [...cards, aPublicLibraryCard({ cardName: 'Ponder', reserved: true })];
    await renderPublicLibrary(aPublicLibraryAnswer(withReserved));
    expect(screen.getByText('Reservado')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Seleccionar Ponder' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reservar' })).toBeDisabled();

    fireEvent.click(screen.getByRole('heading', { name: 'Opt', level: 2 }));
    expect(screen.getByRole('checkbox', { name: 'Seleccionar Opt' })).toBeChecked();
    expect(screen.getByText('1 carta seleccionada')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('heading', { name: 'Ponder', level: 2 }));
    expect(screen.getByText('1 carta seleccionada')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Seleccionar todo' }));
    expect(screen.getByText('5 cartas seleccionadas')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reservar' })).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Deseleccionar todo' }));
    expect(screen.getByText('0 cartas seleccionadas')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Seleccionar Opt' })).not.toBeChecked();
  });

  it('shows a wanted list without anything to reserve', async () => {
    const { calls, path } = await renderPublicLibrary(
      aPublicLibraryAnswer(cards, { buying: true }),
      {
        query: `libraryId=${LIBRARY_ID}&buying=true`,
      },
    );
    expect(calls.some((call) => call.path === path)).toBe(true);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Biblioteca de compra: Cartas de Ana',
    );
    expect(shownNames()).toHaveLength(5);
    expect(screen.queryByRole('button', { name: /^Reservar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Seleccionar todo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByText('USD 12.50')).not.toBeInTheDocument();
  });

  it('shows the cards as a list with their details', async () => {
    await renderPublicLibrary(aPublicLibraryAnswer(cards));
    fireEvent.click(screen.getByRole('button', { name: 'Lista' }));
    expect(shownNames()).toEqual(['Opt', 'Sol Ring', 'Llanowar Elves', 'Forest', 'Éter Roto']);
    expect(screen.getByText('Ixalan')).toBeInTheDocument();
    expect(screen.getAllByText('Estado')).toHaveLength(5);
    expect(screen.getByText('ES')).toBeInTheDocument();
  });

  it('opens the image viewer', async () => {
    await renderPublicLibrary(aPublicLibraryAnswer(cards));
    fireEvent.click(screen.getByRole('button', { name: 'Ver imagen de Opt' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Opt' })).toBeInTheDocument();
  });

  it('says a library does not exist, with the way to the search', async () => {
    await renderPublicLibrary({ status: 404, body: { code: 'LIB-404', message: 'x' } });
    expect(await screen.findByText(T.notFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buscar cartas' })).toHaveAttribute('href', '/search');
  });

  it('says a moderator hid the library', async () => {
    const { code, message } = ERRORS.libraryHidden;
    await renderPublicLibrary({ status: 404, body: { code, message } });
    expect(await screen.findByText(MODERATION_MESSAGES.libraryHidden)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.retry })).not.toBeInTheDocument();
  });

  it.each([
    ['its owner is suspended', ERRORS.libraryOwnerSuspended],
    ['its owner deleted the account', ERRORS.libraryOwnerDeleted],
  ])('says %s, not that the library was hidden (issue 35)', async (_case, { code, message }) => {
    await renderPublicLibrary({ status: 404, body: { code, message: 'x' } });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText(MODERATION_MESSAGES.libraryHidden)).toBeNull();
    expect(screen.queryByRole('button', { name: T.retry })).not.toBeInTheDocument();
  });

  it('says a link without a valid library id is wrong, and calls nothing', async () => {
    const { calls } = await renderPublicLibrary(aPublicLibraryAnswer([]), {
      query: 'libraryId=abc',
    });
    expect(screen.getByText(T.invalidId)).toBeInTheDocument();
    expect(calls.filter((call) => call.path.startsWith('/api/library'))).toHaveLength(0);
  });
});
