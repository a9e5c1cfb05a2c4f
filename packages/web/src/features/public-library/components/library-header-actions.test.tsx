import { PUBLIC_LIBRARY_TEXTS as T } from '@mdc/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PartyActionsProvider, type PartyActionsProps } from '../../../components/party-actions';
import { aLibrary } from '../../../testing/library-data';
import { mockApi } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { clearSessionCookies, setSessionCookies } from '../../../testing/session-cookies';
import { PublicLibraryPage } from '../pages/public-library-page';
import {
  LIBRARY_ID,
  LIBRARY_OWNER,
  aPublicLibraryCard,
  aPublicLibraryAnswer,
} from '../testing/library-fixtures';

// What the app puts in the owner line's place (the reports feature's ⋮ menu), as plain text.
const showActions = ({ user, libraryId, places = [] }: PartyActionsProps) => (
  <span data-testid="party-actions">
    {[user, libraryId, ...places.map((place) => place.name)].join(' ')}
  </span>
);

/** The public library page with the app's actions in place; `ownLibraries` for GET /api/library. */
async function renderWithActions(ownLibraries = [aLibrary()]) {
  mockApi({
    [`GET /api/library/${LIBRARY_ID}/public`]: {
      body: aPublicLibraryAnswer([aPublicLibraryCard()]),
    },
    [`GET /api/library/${LIBRARY_ID}/owner`]: { body: LIBRARY_OWNER },
    'GET /api/library': { body: ownLibraries },
  });
  renderPage(
    <PartyActionsProvider value={showActions}>
      <PublicLibraryPage />
    </PartyActionsProvider>,
    { url: `/public/library?libraryId=${LIBRARY_ID}`, path: '/public/library' },
  );
  await screen.findByRole('heading', { level: 1 });
}

describe("the owner line's report and block actions", () => {
  afterEach(() => clearSessionCookies());

  it('offers a logged-in visitor the actions on this library, its owner and his places', async () => {
    setSessionCookies('pedro@example.com');
    await renderWithActions();
    expect(await screen.findByTestId('party-actions')).toHaveTextContent(
      `${LIBRARY_OWNER.user} ${LIBRARY_ID} Tienda Dragón`,
    );
  });

  it('says where the owner meets to trade, each place whole', async () => {
    await renderWithActions();
    expect(await screen.findByText('Se encuentra en:')).toBeVisible();
    expect(
      screen.getByText('Tienda Dragón (Capital) · sábados 15 a 19 · La mesa del fondo'),
    ).toBeVisible();
  });

  it('offers nothing to a visitor who is not logged in', async () => {
    await renderWithActions();
    expect(await screen.findByText('De ana_cartas · Capital, Córdoba')).toBeInTheDocument();
    expect(screen.queryByTestId('party-actions')).not.toBeInTheDocument();
  });

  it('offers nothing to the owner, whose page has no owner line', async () => {
    setSessionCookies('ana@example.com');
    await renderWithActions([aLibrary({ internalId: LIBRARY_ID })]);
    expect(await screen.findByText(T.ownLibrary)).toBeInTheDocument();
    expect(screen.queryByTestId('party-actions')).not.toBeInTheDocument();
  });
});
