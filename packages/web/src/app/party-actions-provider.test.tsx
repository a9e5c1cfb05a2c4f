import { BLOCK_TEXTS, MEETING_PLACE_TEXTS, REPORT_TEXTS } from '@mdc/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PartyActions } from '../components/party-actions';
import { mockApi } from '../testing/mock-api';
import { renderPage } from '../testing/render-page';
import { clearSessionCookies, setSessionCookies } from '../testing/session-cookies';
import { ANA } from '../testing/user-profile';
import { AppPartyActions } from './party-actions-provider';
import { ProfileRoute } from './profile-route';
import { scaled } from '../testing/time-factor';

describe('the reports feature, composed by the app', { timeout: scaled(20_000) }, () => {
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

  it('keeps an open report dialog and its text when the place that opened it unmounts', async () => {
    setSessionCookies(ANA.email);
    mockApi({ 'GET /api/user': { body: ANA } });
    let swap = () => {};
    // A reservation's row gives way to its card under the breakpoint.
    function RowOrCard() {
      const [card, setCard] = useState(false);
      swap = () => setCard(true);
      return card ? (
        <article>
          <PartyActions user="pedro" />
        </article>
      ) : (
        <div role="row">
          <PartyActions user="pedro" />
        </div>
      );
    }
    renderPage(
      <AppPartyActions>
        <RowOrCard />
      </AppPartyActions>,
    );
    fireEvent.click(
      await screen.findByRole('button', { name: REPORT_TEXTS.actionsLabel('pedro') }),
    );
    fireEvent.click(screen.getByRole('menuitem', { name: REPORT_TEXTS.button }));
    const dialog = await screen.findByRole('dialog', { name: REPORT_TEXTS.title('pedro') });
    const details = () => within(dialog).getByRole('textbox', { name: REPORT_TEXTS.detailsLabel });
    fireEvent.change(details(), { target: { value: 'Nunca vino.' } });
    act(() => swap());
    await waitFor(() => expect(document.querySelector('article')).not.toBeNull());
    expect(screen.getByRole('dialog', { name: REPORT_TEXTS.title('pedro') })).toBe(dialog);
    expect(details()).toHaveValue('Nunca vino.');
  });

  it("adds 'Usuarios bloqueados' to the profile, beside the meeting points", async () => {
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
    // The places feature's section, composed beside it.
    expect(screen.getByRole('region', { name: MEETING_PLACE_TEXTS.title })).toBeVisible();
  });
});
