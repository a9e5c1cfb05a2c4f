import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSessionCookies, setSessionCookies } from '../../../testing/session-cookies';
import { ANA } from '../../../testing/user-profile';
import { aResultCard, aSellerRecord, memberOutcome } from '../testing/result-cards';
import { renderResults, sellerRecordCalls, sellerRecordsApi } from '../testing/render-results';
import { scaled } from '../../../testing/time-factor';

const ROSARIO = { ownerRegion: 'Santa Fe', ownerCity: 'Rosario' };
const LA_PLATA = { ownerRegion: 'Buenos Aires', ownerCity: 'La Plata' };
const cards = [
  aResultCard({ cardName: 'Opt', ownerUser: 'bruno', ...ROSARIO }),
  aResultCard({ cardName: 'Ponder', ownerUser: 'bruno', ...ROSARIO }),
  aResultCard({ cardName: 'Brainstorm', ownerUser: 'carla', ...LA_PLATA, price: '9.00' }),
  aResultCard({ cardName: 'Duress', ownerUser: 'dario', ...ROSARIO, price: '0.10' }),
  aResultCard({ cardName: 'Duress', ownerUser: 'carla', ...LA_PLATA, price: '0.50' }),
  aResultCard({ cardName: 'Duress', ownerUser: 'eva', ...LA_PLATA, reserved: true }),
];
const outcome = memberOutcome(cards, {
  names: ['Opt', 'Ponder', 'Duress', 'Black Lotus'],
  notFound: ['Black Lotus'],
});

const sellers = () =>
  screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('Mejor combinación', { timeout: scaled(30_000) }, () => {
  afterEach(() => clearSessionCookies());

  it('ranks sellers by copies covered, then near the buyer, and names what no one has', async () => {
    setSessionCookies('ana@example.com');
    const { calls } = renderResults(outcome, {
      'GET /api/user': { body: { ...ANA, region: 'Buenos Aires', city: 'La Plata' } },
      ...sellerRecordsApi([
        aSellerRecord('bruno', { deliveries: 12, memberSince: '2023-08' }),
        aSellerRecord('carla', { deliveries: 0, memberSince: '2026-02' }),
        aSellerRecord('dario'),
        aSellerRecord('eva'),
      ]),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Mejor combinación' }));
    // bruno has 2 missing names; then carla (La Plata, like the buyer) beats the cheaper dario.
    expect(await screen.findByRole('heading', { name: '2. carla' })).toBeInTheDocument();
    expect(sellers()).toEqual(['1. bruno', '2. carla']);
    // Each seller is a region named by its step.
    const bruno = within(screen.getByRole('region', { name: '1. bruno' }));
    expect(bruno.getByText('Completa 2 cartas:')).toBeInTheDocument();
    // Each seller's record under the name, and on each of their tiles.
    expect(await bruno.findAllByText('12 entregas · desde 2023')).toHaveLength(3);
    const carla = within(screen.getByRole('region', { name: '2. carla' }));
    expect(carla.getAllByText('0 entregas · desde 2026')).toHaveLength(2);
    // The records of the page's sellers, then of the steps' sellers only (first ranked without
    // the buyer's city, while the profile is read).
    expect(sellerRecordCalls(calls)).toEqual([
      ['bruno', 'carla', 'dario', 'eva'],
      ['bruno', 'dario'],
      ['bruno', 'carla'],
    ]);
    expect(bruno.getAllByRole('article').map((tile) => tile.getAttribute('aria-label'))).toEqual([
      'Opt',
      'Ponder',
    ]);
    expect(screen.getByText('Sin vendedor (1):').parentElement).toHaveTextContent(
      'Sin vendedor (1): Falta 1 Black Lotus',
    );
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();

    // Its cards are selected like any result.
    fireEvent.click(screen.getByRole('button', { name: 'Seleccionar todo' }));
    expect(screen.getByText('3 cartas seleccionadas')).toBeInTheDocument();
  });

  it('ranks by price alone when the profile has no province, and says how to do better', async () => {
    setSessionCookies('ana@example.com');
    renderResults(outcome, {
      'GET /api/user': { body: { ...ANA, region: '', city: '' } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Mejor combinación' }));
    expect(await screen.findByRole('heading', { name: '2. dario' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Completá tu provincia y ciudad en tu perfil para preferir a los vendedores cercanos.',
      ),
    ).toBeInTheDocument();
  });

  it('takes a name’s copies from two sellers, says what is missing, reserves a step’s copies', async () => {
    setSessionCookies('ana@example.com');
    const seer = (ownerUser: string, quantity: number, price: string) =>
      aResultCard({ cardName: 'Faerie Seer', ownerUser, quantity, price, ...ROSARIO });
    const bruno = seer('bruno', 2, '1.00');
    const carla = seer('carla', 1, '0.50');
    const counter = aResultCard({
      cardName: 'Counterspell',
      ownerUser: 'bruno',
      quantity: 2,
      price: '2.00',
      available: 1,
    });
    const { calls, router } = renderResults(
      memberOutcome([bruno, carla, counter], {
        wanted: [
          { name: 'Faerie Seer', quantity: 4, available: 3 },
          { name: 'Counterspell', quantity: 4, available: 1 },
        ],
      }),
      {
        'GET /api/user': { body: { ...ANA, region: '', city: '' } },
        'POST /api/reservation': { status: 201, body: [] },
      },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Mejor combinación' }));
    const first = within(await screen.findByRole('region', { name: '1. bruno' }));
    expect(first.getByText('Te da 3 copias de 2 cartas:').parentElement).toHaveTextContent(
      'Te da 3 copias de 2 cartas: 2 de 4 Faerie Seer, 1 de 4 Counterspell',
    );
    const second = within(screen.getByRole('region', { name: '2. carla' }));
    expect(second.getByText('Te da 1 copia de 1 carta:').parentElement).toHaveTextContent(
      '1 de 4 Faerie Seer',
    );
    expect(screen.getByText('Sin vendedor (2):').parentElement).toHaveTextContent(
      'Sin vendedor (2): Falta 1 Faerie Seer, Faltan 3 Counterspell',
    );
    // Each tile says the copies the plan takes of it.
    const tile = within(first.getByRole('article', { name: 'Faerie Seer' }));
    expect(tile.getByText('Para tu lista')).toBeInTheDocument();

    fireEvent.click(first.getByRole('button', { name: 'Reservar 3 copias de bruno' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Has seleccionado 3 carta(s)')).toBeInTheDocument();
    expect(dialog.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '2 × Faerie Seer — USD 1.00 c/u',
      'Counterspell — USD 2.00',
    ]);
    expect(dialog.getByText('Total: USD 4.00')).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=my-orders'));
    expect(calls.find((call) => call.path === '/api/reservation')?.body).toEqual([
      { cardId: bruno.id, transactionType: 'sale' },
      { cardId: bruno.id, transactionType: 'sale' },
      { cardId: counter.id, transactionType: 'sale' },
    ]);
  });
});
