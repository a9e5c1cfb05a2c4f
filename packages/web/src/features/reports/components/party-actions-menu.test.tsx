import {
  BLOCK_MESSAGES,
  BLOCK_TEXTS,
  COMMON_TEXTS,
  HTTP_HEADERS,
  REPORT_TEXTS,
  SESSION_COOKIES,
} from '@mdc/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { heldReply, mockApi } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { clearSessionCookies, setSessionCookies } from '../../../testing/session-cookies';
import { ANA } from '../../../testing/user-profile';
import { PartyActionsMenu } from './party-actions-menu';
import { PartyDialogHost } from './party-dialog-host';

const OTHER = 'vendedor_pedro';
const menuButton = () => screen.findByRole('button', { name: REPORT_TEXTS.actionsLabel(OTHER) });
const blockDialog = () => screen.getByRole('dialog', { name: COMMON_TEXTS.confirmTitle });
const logIn = () => {
  setSessionCookies(ANA.email);
  document.cookie = `${SESSION_COOKIES.xsrf}=token-1; path=/`;
};

/** The menu, and the host its dialogs open in (the app puts it above every screen). */
const renderMenu = (user: string) =>
  renderPage(
    <>
      <PartyActionsMenu user={user} />
      <PartyDialogHost />
    </>,
  );

async function openMenuItem(name: string) {
  fireEvent.click(await menuButton());
  fireEvent.click(screen.getByRole('menuitem', { name }));
}

describe('PartyActionsMenu', () => {
  afterEach(() => clearSessionCookies());

  it('is not there for a visitor, nor asks who they are', () => {
    const { calls } = mockApi({ 'GET /api/user': { body: ANA } });
    renderMenu(OTHER);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/user')).toHaveLength(0);
  });

  it('holds the room of ⋮ while the account loads, so the row does not grow when it comes', async () => {
    logIn();
    const reply = heldReply();
    mockApi({ 'GET /api/user': reply.handler });
    renderPage(<PartyActionsMenu user={OTHER} />);
    const room = () => document.querySelector('div[aria-hidden="true"]');
    await waitFor(() => expect(room()).toBeInTheDocument());
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    reply.give({ body: ANA });
    expect(await menuButton()).toBeInTheDocument();
    expect(room()).not.toBeInTheDocument();
  });

  it("is not there beside the logged-in user's own name, whatever its case", async () => {
    logIn();
    const { calls } = mockApi({ 'GET /api/user': { body: ANA } });
    renderPage(<PartyActionsMenu user="ANA_C" />);
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('/api/user'));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("holds 'Denunciar' and 'Bloquear usuario'; Denunciar opens the report dialog", async () => {
    logIn();
    mockApi({ 'GET /api/user': { body: ANA } });
    renderMenu(OTHER);
    fireEvent.click(await menuButton());
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      REPORT_TEXTS.button,
      BLOCK_TEXTS.button,
    ]);
    fireEvent.click(screen.getByRole('menuitem', { name: REPORT_TEXTS.button }));
    const dialog = await screen.findByRole('dialog', { name: REPORT_TEXTS.title(OTHER) });
    fireEvent.click(within(dialog).getByRole('button', { name: REPORT_TEXTS.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.activeElement).toBe(await menuButton());
  });

  it('offers to report each meeting point shown with the user, in a dialog of its own', async () => {
    logIn();
    mockApi({ 'GET /api/user': { body: ANA } });
    const place = { placeId: '0c7a0000-0000-4000-8000-000000000001', name: 'Plaza Moreno' };
    renderPage(
      <>
        <PartyActionsMenu user={OTHER} places={[place]} />
        <PartyDialogHost />
      </>,
    );
    fireEvent.click(await menuButton());
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      REPORT_TEXTS.button,
      REPORT_TEXTS.placeButton('Plaza Moreno'),
      BLOCK_TEXTS.button,
    ]);
    fireEvent.click(
      screen.getByRole('menuitem', { name: REPORT_TEXTS.placeButton('Plaza Moreno') }),
    );
    expect(
      await screen.findByRole('dialog', { name: REPORT_TEXTS.placeTitle('Plaza Moreno') }),
    ).toBeInTheDocument();
  });

  it("blocks after the confirmation, with the session's token, and says the server's words", async () => {
    logIn();
    const { calls } = mockApi({
      'GET /api/user': { body: ANA },
      [`PUT /api/blocks/${OTHER}`]: { body: { message: BLOCK_MESSAGES.blocked(OTHER) } },
    });
    const { queryClient } = renderMenu(OTHER);
    // What a block hides: the search's answers and the buying libraries beside it.
    queryClient.setQueryData(['search', 'recommended'], { cards: [] });
    queryClient.setQueryData(['libraries', 'list', 'buying'], []);
    await openMenuItem(BLOCK_TEXTS.button);
    expect(within(blockDialog()).getByText(BLOCK_TEXTS.confirmTitle(OTHER))).toBeInTheDocument();
    expect(within(blockDialog()).getByText(BLOCK_TEXTS.confirmBody)).toBeInTheDocument();
    fireEvent.click(within(blockDialog()).getByRole('button', { name: BLOCK_TEXTS.confirm }));
    expect(await screen.findByText(BLOCK_MESSAGES.blocked(OTHER))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = calls.filter((call) => call.method === 'PUT');
    expect(put.map((call) => call.path)).toEqual([`/api/blocks/${OTHER}`]);
    expect(put[0]!.headers.get(HTTP_HEADERS.xsrf)).toBe('token-1');
    expect(queryClient.getQueryState(['search', 'recommended'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['libraries', 'list', 'buying'])?.isInvalidated).toBe(true);
  });

  it("keeps the confirmation open with the server's refusal", async () => {
    logIn();
    mockApi({
      'GET /api/user': { body: ANA },
      [`PUT /api/blocks/${OTHER}`]: {
        status: 404,
        body: { code: 'BLK-404', message: BLOCK_MESSAGES.notFound },
      },
    });
    renderMenu(OTHER);
    await openMenuItem(BLOCK_TEXTS.button);
    fireEvent.click(within(blockDialog()).getByRole('button', { name: BLOCK_TEXTS.confirm }));
    expect(await within(blockDialog()).findByRole('alert')).toHaveTextContent(
      BLOCK_MESSAGES.notFound,
    );
  });
});
