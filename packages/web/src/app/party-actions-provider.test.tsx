import { BLOCK_TEXTS, REPORT_TEXTS } from '@mdc/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PartyActions } from '../components/party-actions';
import { mockApi } from '../testing/mock-api';
import { renderPage } from '../testing/render-page';
import { clearSessionCookies, setSessionCookies } from '../testing/session-cookies';
import { ANA } from '../testing/user-profile';
import { AppPartyActions } from './party-actions-provider';
import { ProfileRoute } from './profile-route';

describe('the reports feature, composed by the app', { timeout: 20_000 }, () => {
  afterEach(() => clearSessionCookies());

  it("puts its ⋮ menu in the other features' PartyActions places", async () => {
    setSessionCookies(ANA.email);
    mockApi({ 'GET /api/user': { body: ANA } });
    renderPage(
      <AppPartyActions>
        <PartyActions user="pedro" />
      </AppPartyActions>,
    );
    fireEvent.click(
      await screen.findByRole('button', { name: REPORT_TEXTS.actionsLabel('pedro') }),
    );
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      REPORT_TEXTS.button,
      BLOCK_TEXTS.button,
    ]);
  });

  it("adds 'Usuarios bloqueados' to the profile", async () => {
    setSessionCookies(ANA.email);
    mockApi({
      'GET /api/user': { body: ANA },
      'GET /api/blocks': {
        body: { blocks: [{ user: 'pedro', blockedAt: '2026-11-21T10:00:00Z' }] },
      },
    });
    renderPage(<ProfileRoute />, { url: '/profile' });
    const section = await screen.findByRole('region', { name: BLOCK_TEXTS.listTitle });
    expect(
      await within(section).findByRole('button', { name: BLOCK_TEXTS.unblockLabel('pedro') }),
    ).toHaveTextContent(BLOCK_TEXTS.unblock);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Perfil de Usuario');
  });
});
