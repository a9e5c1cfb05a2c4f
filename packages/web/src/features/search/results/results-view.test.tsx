import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSessionCookies, setSessionCookies } from '../../../testing/session-cookies';
import { heldReply } from '../../../testing/mock-api';
import {
  aPublicResultCard,
  aResultCard,
  aSellerPlace,
  aSellerRecord,
  anonymousOutcome,
  memberOutcome,
} from '../testing/result-cards';
import {
  renderResults,
  sellerRecordCalls,
  sellerRecordsApi,
  tileNames,
} from '../testing/render-results';
import { renderPage } from '../../../testing/render-page';
import { ResultsView } from './results-view';
import { scaled } from '../../../testing/time-factor';

const opt = aResultCard({ cardName: 'Opt', ownerUser: 'bruno', ownerRegion: 'Santa Fe' });
const ether = aResultCard({
  cardName: 'Éter Roto',
  ownerUser: 'ana',
  ownerRegion: 'Córdoba',
  ownerCity: 'Villa María',
  language: 'es',
  foil: true,
  transactionType: 'trade',
  quantity: 3,
  price: '12.5',
});
const ponder = aResultCard({
  cardName: 'Ponder',
  ownerUser: null,
  ownerRegion: null,
  ownerCity: null,
});
const taken = aResultCard({ cardName: 'Brainstorm', reserved: true });
const cards = [opt, ether, ponder, taken];

const tile = (name: string) => within(screen.getByRole('article', { name }));
const groupHeadings = () =>
  screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('ResultsView', { timeout: scaled(30_000) }, () => {
  afterEach(() => clearSessionCookies());

  it('heads the results with their count and shows every field of a tile', async () => {
    setSessionCookies('ana@example.com');
    const anaRecord = aSellerRecord('ana', {
      deliveries: 23,
      cancellations: 1,
      places: [aSellerPlace()],
    });
    const { calls } = renderResults(
      memberOutcome(cards, { title: 'Mazo de Ana' }),
      sellerRecordsApi([anaRecord, aSellerRecord('bruno')]),
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Cartas encontradas: 4');
    expect(screen.getByText('Mazo de Ana')).toBeInTheDocument();
    expect(tileNames()).toEqual(['Opt', 'Éter Roto', 'Ponder', 'Brainstorm']);
    // The seller's record, every count in its title.
    expect(await tile('Éter Roto').findByText('23 entregas · desde 2024')).toHaveAttribute(
      'title',
      '23 entregas confirmadas · 1 compra recibida · 1 reserva cancelada tras la respuesta · 0 reservas vencidas sin responder',
    );
    const details = [...tile('Éter Roto').getAllByRole('definition')].map((dd) => dd.textContent);
    expect(details).toEqual([
      'Ixalan',
      'Español',
      'NM',
      'Sí',
      'Villa María, Córdoba',
      'Intercambio',
      '3',
      'ana',
      '23 entregas · desde 2024',
      'Estación Retiro · Sá',
      'USD 12.50',
    ]);
    // A seller who names no place meets where they agree.
    expect(tile('Opt').getByText('A convenir')).toBeInTheDocument();
    expect(tile('Opt').getByText('Venta')).toBeInTheDocument();
    expect(tile('Opt').getByText('3 entregas · desde 2024')).toBeInTheDocument();
    // No seller, no record: place, seller and record say so.
    expect(tile('Ponder').getAllByText('Sin datos')).toHaveLength(3);
    // One call for the sellers on the page, each once.
    expect(sellerRecordCalls(calls)).toEqual([['ana', 'bruno']]);
    expect(tile('Éter Roto').getByRole('link', { name: 'Biblioteca de ana' })).toHaveAttribute(
      'href',
      // The library opens at this card.
      `/public/library?libraryId=${ether.libraryId}&name=%C3%89ter+Roto`,
    );
  });

  it('filters by name without case or accents', () => {
    renderResults(memberOutcome(cards));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Filtrar por nombre' }), {
      target: { value: 'ETER' },
    });
    expect(tileNames()).toEqual(['Éter Roto']);
    // The count follows the filter.
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Cartas encontradas: 1 de 4',
    );
    fireEvent.change(screen.getByRole('searchbox', { name: 'Filtrar por nombre' }), {
      target: { value: 'zzz' },
    });
    expect(screen.getByText('Ninguna carta coincide con ese nombre.')).toBeInTheDocument();
  });

  it('keeps the filter and the grouping in the address together', () => {
    setSessionCookies('ana@example.com');
    const { router } = renderResults(memberOutcome(cards));
    const filter = screen.getByRole('searchbox', { name: 'Filtrar por nombre' });
    act(() => {
      fireEvent.change(filter, { target: { value: 'ETER' } });
      fireEvent.change(filter, { target: { value: '' } });
      fireEvent.click(screen.getByRole('button', { name: 'Provincia' }));
    });
    expect(router.state.location.search).toBe('?view=region');
    expect(tileNames()).toHaveLength(4);
    fireEvent.change(filter, { target: { value: 'opt' } });
    expect(filter).toHaveValue('opt');
    expect(router.state.location.search).toBe('?view=region&filter=opt');
  });

  it('groups by province and by user, cards without one under Sin datos', () => {
    setSessionCookies('ana@example.com');
    renderResults(memberOutcome(cards));
    fireEvent.click(screen.getByRole('button', { name: 'Provincia' }));
    expect(groupHeadings()).toEqual(['Buenos Aires', 'Córdoba', 'Santa Fe', 'Sin datos']);
    expect(tileNames()).toEqual(['Brainstorm', 'Éter Roto', 'Opt', 'Ponder']);
    fireEvent.click(screen.getByRole('button', { name: 'Usuario' }));
    expect(groupHeadings()).toEqual(['ana', 'bruno', 'Sin datos']);
    fireEvent.click(screen.getByRole('button', { name: 'Sin agrupar' }));
    expect(screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      tileNames(),
    );
  });

  it('selects all free cards shown and deselects them; a reserved card cannot be selected', () => {
    renderResults(memberOutcome(cards));
    expect(tile('Brainstorm').getByText('Reservado')).toBeInTheDocument();
    expect(
      tile('Brainstorm').getByRole('checkbox', { name: 'Seleccionar Brainstorm' }),
    ).toBeDisabled();
    fireEvent.click(screen.getByRole('article', { name: 'Brainstorm' }));
    expect(screen.getByText('0 cartas seleccionadas')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('article', { name: 'Opt' }));
    expect(screen.getByText('1 carta seleccionada')).toBeInTheDocument();
    expect(tile('Opt').getByRole('checkbox')).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Seleccionar todo' }));
    expect(screen.getByText('3 cartas seleccionadas')).toBeInTheDocument();
    expect(tile('Brainstorm').getByRole('checkbox')).not.toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Deseleccionar todo' }));
    expect(screen.getByText('0 cartas seleccionadas')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reservar' })).toBeDisabled();
  });

  it('holds the place of a record while it is read; Sin datos for a seller without one', async () => {
    const reply = heldReply();
    renderResults(memberOutcome([opt, ether]), { 'POST /api/search/sellers': reply.handler });
    const record = (name: string) => tile(name).getByText('Reputación').nextElementSibling;
    // A placeholder line, no text yet.
    expect(record('Opt')!.textContent).toBe('');
    reply.give({ body: [aSellerRecord('bruno', { deliveries: 1, memberSince: '2026-01' })] });
    expect(await tile('Opt').findByText('1 entrega · desde 2026')).toBeInTheDocument();
    expect(record('Éter Roto')).toHaveTextContent(/^Sin datos$/);
  });

  it('asks for the records of the sellers on screen, page by page', async () => {
    const sellers = Array.from({ length: 50 }, (_, index) => `vendedor_${index + 10}`);
    const many = sellers.map((user) =>
      aResultCard({ cardName: `Carta de ${user}`, ownerUser: user }),
    );
    const { calls } = renderResults(
      memberOutcome(many),
      sellerRecordsApi(sellers.map((user) => aSellerRecord(user))),
    );
    expect(await screen.findAllByText('3 entregas · desde 2024')).toHaveLength(48);
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findAllByText('3 entregas · desde 2024')).toHaveLength(2);
    expect(sellerRecordCalls(calls)).toEqual([sellers.slice(0, 48), sellers.slice(48)]);
  });

  it('shows an anonymous visitor no owner, record, price, library link nor grouping', () => {
    const { calls } = renderResults(
      anonymousOutcome([aPublicResultCard({ cardName: 'Opt', price: '9.99' })]),
    );
    expect(tileNames()).toEqual(['Opt']);
    expect(
      tile('Opt')
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual(['Edición', 'Idioma', 'Estado', 'Foil', 'Ubicación', 'Operación', 'Cantidad']);
    expect(screen.queryByText('USD 9.99')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Biblioteca/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Provincia' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mejor combinación' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Seleccionar todo' })).toBeEnabled();
    // Its cards name no seller: there is no record to ask for.
    expect(sellerRecordCalls(calls)).toEqual([]);
  });

  it('lists the names that found nothing, folded', () => {
    renderResults(memberOutcome([opt], { notFound: ['Black Lotus', 'Mox Pearl'] }));
    const toggle = screen.getByRole('button', { name: 'No encontradas (2)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Black Lotus')).toBeVisible();
    expect(screen.getByText('Mox Pearl')).toBeInTheDocument();
  });

  it('says when a library both sells and trades, and names long provinces as people do', () => {
    const card = aResultCard({
      transactionTypes: ['sale', 'trade'],
      ownerRegion: 'Ciudad Autónoma de Buenos Aires',
      ownerCity: 'Comuna 14',
    });
    renderResults(memberOutcome([card]));
    expect(tile('Opt').getByText('Venta e intercambio')).toBeInTheDocument();
    expect(tile('Opt').getByText('Comuna 14, CABA')).toBeInTheDocument();
  });

  it('offers close names for a typo; a click searches again with the one chosen', () => {
    const replaced: string[][] = [];
    const outcome = memberOutcome([opt], {
      names: ['Opt', 'Lightnig Bolt'],
      notFound: ['Lightnig Bolt'],
      suggestions: [{ name: 'Lightnig Bolt', closeNames: ['Lightning Bolt', 'Lightning Blow'] }],
    });
    renderPage(<ResultsView outcome={outcome} onReplaceName={(...pair) => replaced.push(pair)} />, {
      url: '/search',
      path: '/search',
    });
    expect(
      screen.getByText('Lightnig Bolt', { selector: 'strong' }).parentElement,
    ).toHaveTextContent('Lightnig Bolt: ¿Quisiste decir Lightning Bolt o Lightning Blow?');
    fireEvent.click(
      screen.getByRole('button', { name: 'Buscar Lightning Bolt en lugar de Lightnig Bolt' }),
    );
    expect(replaced).toEqual([['Lightnig Bolt', 'Lightning Bolt']]);
  });

  it('says when nothing was found', () => {
    renderResults(anonymousOutcome([], { names: ['Black Lotus'], notFound: ['Black Lotus'] }));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Cartas encontradas: 0');
    expect(
      screen.getByText('No encontramos cartas en venta ni en intercambio con esos nombres.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'No encontradas (1)' })).toBeInTheDocument();
  });

  it('pages a long answer 48 tiles at a time', () => {
    const many = Array.from({ length: 100 }, (_, index) =>
      aResultCard({ cardName: `Carta ${index + 1}` }),
    );
    renderResults(memberOutcome(many));
    expect(tileNames()).toHaveLength(48);
    expect(screen.getByText('Página 1 de 3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(tileNames()).toEqual(['Carta 97', 'Carta 98', 'Carta 99', 'Carta 100']);
  });

  it('opens the image viewer from the tile’s image', async () => {
    renderResults(memberOutcome([opt]));
    fireEvent.click(screen.getByRole('button', { name: 'Ver imagen de Opt' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Opt' })).toBeInTheDocument();
    expect(screen.getByText('0 cartas seleccionadas')).toBeInTheDocument();
  });
});
