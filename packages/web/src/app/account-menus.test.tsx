import { SHELL_LABELS } from '@mdc/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../testing/mock-api';
import { renderPage } from '../testing/render-page';
import { AccountMenu } from './account-menu';
import { MobileMenu } from './mobile-menu';

describe('the logged-in menus lead to account deletion', () => {
  it('settings menu: Perfil, Eliminar mi cuenta, Cerrar sesión', async () => {
    mockApi();
    renderPage(<AccountMenu />);
    fireEvent.click(screen.getByRole('button', { name: SHELL_LABELS.accountMenu }));
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Perfil',
      'Eliminar mi cuenta',
      'Cerrar sesión',
    ]);
    expect(items[1]).toHaveAttribute('href', '/delete');
  });

  it('mobile drawer: the same link', async () => {
    mockApi();
    renderPage(<MobileMenu />);
    fireEvent.click(screen.getByRole('button', { name: SHELL_LABELS.openMenu }));
    const link = await screen.findByRole('link', { name: 'Eliminar mi cuenta' });
    expect(link).toHaveAttribute('href', '/delete');
    // A dialog with a name, for a screen reader (axe: aria-dialog-name).
    expect(screen.getByRole('dialog', { name: SHELL_LABELS.menu })).toContainElement(link);
  });
});
