import { SEARCH_SCREEN_TEXTS as T } from '@mdc/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSessionCookies, setSessionCookies } from '../../../testing/session-cookies';
import { aRecommendedCard } from '../testing/result-cards';
import { renderSearchPage } from '../testing/render-search';
import { scaled } from '../../../testing/time-factor';

const LIBRARY = '0000000b-0000-4000-8000-000000000007';
const cards = ['Uno', 'Dos', 'Tres'].map((cardName) =>
  aRecommendedCard({ cardName, libraryId: LIBRARY }),
);
/**
 * The names of the 7 cards on stage, left to right (a narrow screen hides the outer ones with
 * media queries, which the tests' document does not apply: the e2e spec looks at those).
 */
const shown = async () => {
  const region = await screen.findByRole('region', { name: T.recommendedTitle });
  return within(region)
    .getAllByRole('link', { hidden: true })
    .map((link) => link.getAttribute('aria-label')?.replace(': ver biblioteca', ''));
};

describe('Recomendados', { timeout: scaled(30_000) }, () => {
  afterEach(() => clearSessionCookies());

  it('shows 7 of the 16 slots, turns cyclically with the buttons and links each card', async () => {
    setSessionCookies('ana@example.com');
    await renderSearchPage({ 'GET /api/search/recommended': { body: cards } });
    // Slot 0 in the centre; slots 13, 14, 15 (Dos, Tres, Uno) on its left.
    expect(await shown()).toEqual(['Dos', 'Tres', 'Uno', 'Uno', 'Dos', 'Tres', 'Uno']);
    fireEvent.click(screen.getByRole('button', { name: T.recommendedNext }));
    expect(await shown()).toEqual(['Tres', 'Uno', 'Uno', 'Dos', 'Tres', 'Uno', 'Dos']);
    fireEvent.click(screen.getByRole('button', { name: T.recommendedPrevious }));
    fireEvent.click(screen.getByRole('button', { name: T.recommendedPrevious }));
    expect(await shown()).toEqual(['Uno', 'Dos', 'Tres', 'Uno', 'Uno', 'Dos', 'Tres']);
    expect(screen.getAllByRole('link', { name: 'Uno: ver biblioteca' })[0]).toHaveAttribute(
      'href',
      `/public/library?libraryId=${LIBRARY}`,
    );
  });

  it('turns on swipes over 50 px only', async () => {
    setSessionCookies('ana@example.com');
    await renderSearchPage({ 'GET /api/search/recommended': { body: cards } });
    const start = await shown();
    const stage = screen.getByTestId('carousel-stage');
    const swipe = (from: number, to: number) => {
      fireEvent.touchStart(stage, { touches: [{ clientX: from }] });
      fireEvent.touchEnd(stage, { changedTouches: [{ clientX: to }] });
    };
    swipe(200, 150);
    expect(await shown()).toEqual(start);
    swipe(200, 140);
    expect(await shown()).toEqual(['Tres', 'Uno', 'Uno', 'Dos', 'Tres', 'Uno', 'Dos']);
    swipe(100, 160);
    expect(await shown()).toEqual(start);
  });

  it('is hidden when nothing is recommended, and for visitors', async () => {
    setSessionCookies('ana@example.com');
    const { calls } = await renderSearchPage({ 'GET /api/search/recommended': { body: [] } });
    await screen.findByRole('heading', { name: 'Búsquedas rápidas' });
    // The carousel is a lazy chunk: on a cold worker it asks after the page's heading is drawn.
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/search/recommended')).toBe(true),
    );
    expect(screen.queryByText(T.recommendedTitle)).not.toBeInTheDocument();
  });
});
