import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSessionCookies, setSessionCookies } from '../../../testing/session-cookies';
import { ANA } from '../../../testing/user-profile';
import { aResultCard, aSellerPlace, aSellerRecord, memberOutcome } from '../testing/result-cards';
import { renderResults, sellerRecordCalls, sellerRecordsApi } from '../testing/render-results';
import { scaled } from '../../../testing/time-factor';

// ana and bruno meet at Retiro on Saturdays, carla at her store on Wednesdays, eva nowhere.
const RETIRO = aSellerPlace({ name: 'Estación Retiro', hours: 'sábados 15 a 19' });
const STORE = aSellerPlace({ kind: 'store', name: 'Tienda Dragón', hours: 'miércoles', days: [3] });
const records = sellerRecordsApi([
  aSellerRecord('ana', { places: [RETIRO] }),
  aSellerRecord('bruno', { places: [{ ...RETIRO, hours: 'sábados de 16 a 18' }] }),
  aSellerRecord('carla', { places: [STORE] }),
  aSellerRecord('eva'),
]);
const cards = [
  aResultCard({ cardName: 'Opt', ownerUser: 'carla', price: '0.10' }),
  aResultCard({ cardName: 'Opt', ownerUser: 'ana', price: '1.00' }),
  aResultCard({ cardName: 'Ponder', ownerUser: 'bruno' }),
  aResultCard({ cardName: 'Duress', ownerUser: 'eva' }),
];
const outcome = memberOutcome(cards, { names: ['Opt', 'Ponder', 'Duress'] });

const headings = (level: number) =>
  screen.getAllByRole('heading', { level }).map((heading) => heading.textContent);

describe('results by where sellers meet', { timeout: scaled(30_000) }, () => {
  afterEach(() => clearSessionCookies());

  it('groups the results by place, the most sellers first, and asks every seller’s places once', async () => {
    setSessionCookies('ana@example.com');
    const { calls, router } = renderResults(outcome, records);
    fireEvent.click(screen.getByRole('button', { name: 'Lugar' }));
    expect(
      await screen.findByRole('heading', { name: 'En Estación Retiro: 2 vendedores, 2 cartas' }),
    ).toBeInTheDocument();
    expect(headings(3)).toEqual([
      'En Estación Retiro: 2 vendedores, 2 cartas',
      'En Tienda Dragón: 1 vendedor, 1 carta',
      'Lugar a convenir: 1 vendedor, 1 carta',
    ]);
    expect(router.state.location.search).toContain('view=place');
    expect(sellerRecordCalls(calls).at(-1)).toEqual(['ana', 'bruno', 'carla', 'eva']);
  });

  it('plans by trips: two sellers at one place on one day are one trip', async () => {
    setSessionCookies('ana@example.com');
    const { router } = renderResults(outcome, {
      'GET /api/user': { body: { ...ANA, region: 'Buenos Aires', city: 'La Plata' } },
      ...records,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Mejor combinación' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Menos viajes' }));
    expect(
      await screen.findByRole('heading', { name: '1. Sábado en Estación Retiro (Comuna 1)' }),
    ).toBeInTheDocument();
    // Retiro gives Opt and Ponder at once; eva, who names no place, is a trip of her own; carla's
    // cheaper Opt is not worth a trip.
    expect(headings(3)).toEqual([
      '1. Sábado en Estación Retiro (Comuna 1)',
      '2. A convenir con eva',
    ]);
    const trip = within(screen.getByRole('region', { name: /Estación Retiro/ }));
    expect(trip.getByText(/Con 2 vendedores, 2 copias/)).toHaveTextContent(
      'ana: sábados 15 a 19 · bruno: sábados de 16 a 18',
    );
    expect(trip.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toContain('ana');
    expect(
      screen.getByText('Con estos vendedores completás todas las copias de tu lista.'),
    ).toBeInTheDocument();
    expect(router.state.location.search).toContain('plan=trips');
  });
});
