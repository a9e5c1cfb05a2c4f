import { MODERATION_TEXTS, SHELL_LABELS } from '@mdc/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../testing/mock-api';
import { renderPage } from '../testing/render-page';
import { ANA } from '../testing/user-profile';
import { AccountMenu } from './account-menu';
import { MobileMenu } from './mobile-menu';
import { scaled } from '../testing/time-factor';

afterEach(() => vi.unstubAllGlobals());

/** The profile answered, then the menu opened: its items' words and addresses. */
async function accountMenuItems(moderator: boolean) {
  const { calls } = mockApi({ 'GET /api/user': { body: { ...ANA, moderator } } });
  const { queryClient } = renderPage(<AccountMenu />);
  await waitFor(() => expect(queryClient.getQueryData(['user'])).toEqual({ ...ANA, moderator }));
  fireEvent.click(screen.getByRole('button', { name: SHELL_LABELS.accountMenu }));
  const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
  expect(calls.filter((call) => call.path === '/api/user')).toHaveLength(1);
  return items.map((item) => [item.textContent, item.getAttribute('href')]);
}

async function drawerLinks(moderator: boolean) {
  mockApi({ 'GET /api/user': { body: { ...ANA, moderator } } });
  const { queryClient } = renderPage(<MobileMenu />);
  await waitFor(() => expect(queryClient.getQueryData(['user'])).toEqual({ ...ANA, moderator }));
  fireEvent.click(screen.getByRole('button', { name: SHELL_LABELS.openMenu }));
  const drawer = await screen.findByRole('dialog', { name: SHELL_LABELS.menu });
  return within(drawer)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe("the menus' 'Moderación', for moderators only", { timeout: scaled(20_000) }, () => {
  it('settings menu of a moderator: after Perfil', async () => {
    expect(await accountMenuItems(true)).toEqual([
      ['Perfil', '/profile'],
      [MODERATION_TEXTS.menuItem, '/moderacion'],
      ['Eliminar mi cuenta', '/delete'],
      ['Cerrar sesión', null],
    ]);
  });

  it('settings menu of any other member: without it', async () => {
    expect(await accountMenuItems(false)).toEqual([
      ['Perfil', '/profile'],
      ['Eliminar mi cuenta', '/delete'],
      ['Cerrar sesión', null],
    ]);
  });

  it('phone drawer: the same item, only for a moderator', async () => {
    const everyone = [
      [SHELL_LABELS.search, '/search'],
      [SHELL_LABELS.libraries, '/dashboard?tab=librarys'],
      [SHELL_LABELS.reservations, '/dashboard?tab=my-orders'],
      [SHELL_LABELS.profile, '/profile'],
    ];
    const deletion = [SHELL_LABELS.deleteAccount, '/delete'];
    expect(await drawerLinks(true)).toEqual([
      ...everyone,
      [MODERATION_TEXTS.menuItem, '/moderacion'],
      deletion,
    ]);
  });

  it('phone drawer of any other member: without it', async () => {
    expect((await drawerLinks(false)).map(([text]) => text)).toEqual([
      SHELL_LABELS.search,
      SHELL_LABELS.libraries,
      SHELL_LABELS.reservations,
      SHELL_LABELS.profile,
      SHELL_LABELS.deleteAccount,
    ]);
  });
});
