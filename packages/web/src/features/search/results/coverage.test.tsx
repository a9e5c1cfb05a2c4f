import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aPublicResultCard, anonymousOutcome } from '../testing/result-cards';
import { renderResults } from '../testing/render-results';

const outcome = anonymousOutcome(
  [
    aPublicResultCard({ cardName: 'Counterspell', quantity: 8 }),
    aPublicResultCard({ cardName: 'Faerie Seer', quantity: 3, available: 2 }),
    aPublicResultCard({ cardName: 'Ponder', quantity: 1, reserved: true }),
  ],
  {
    wanted: [
      { name: 'Counterspell', quantity: 4, available: 8 },
      { name: 'Faerie Seer', quantity: 4, available: 2 },
      { name: 'Ponder', quantity: 2, available: 0 },
      { name: 'Black Lotus', quantity: 1, available: 0 },
    ],
    notFound: ['Black Lotus'],
  },
);

describe('how far the market covers a list', () => {
  it('says per name how many copies are free against the copies wanted', () => {
    renderResults(outcome);
    const summary = screen.getByRole('button', {
      name: 'Tu lista: 1 de 4 cartas con copias suficientes',
    });
    fireEvent.click(summary);
    const list = within(document.getElementById(summary.getAttribute('aria-controls')!)!);
    expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Counterspell: 8 disponibles de 4',
      'Faerie Seer: 2 de 4',
      'Ponder: 0 de 2',
      'Black Lotus: 0 de 1',
    ]);
  });

  it('adds to the names not found those the market holds too few free copies of', () => {
    renderResults(outcome);
    fireEvent.click(screen.getByRole('button', { name: 'No encontradas o con pocas copias (3)' }));
    expect(screen.getByText('Black Lotus')).toBeVisible();
    expect(screen.getByText('Con menos copias libres de las que buscás:')).toBeVisible();
    expect(screen.getAllByText('Faerie Seer: 2 de 4')[0]).toBeInTheDocument();
    expect(screen.getAllByText('Ponder: 0 de 2')[0]).toBeInTheDocument();
  });

  it('says on a tile how many of its copies are still free', () => {
    renderResults(outcome);
    const seer = screen.getByRole('article', { name: 'Faerie Seer' });
    expect(seer).toHaveTextContent('Cantidad3 (2 libres)');
  });

  it('says nothing of coverage for a single name wanted once', () => {
    renderResults(anonymousOutcome([aPublicResultCard({ cardName: 'Opt' })]));
    expect(screen.queryByRole('button', { name: /^Tu lista/ })).not.toBeInTheDocument();
  });
});
