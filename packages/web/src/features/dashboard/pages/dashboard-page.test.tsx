import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { setScreenWidth } from '../../../testing/screen-width';
import { DashboardPage } from './dashboard-page';

const selected = () => screen.getByRole('tab', { selected: true });

afterEach(() => vi.unstubAllGlobals());

describe('DashboardPage on a phone', () => {
  beforeEach(() => setScreenWidth(375));

  it('names the section shown on a button that opens the list of sections', async () => {
    mockApi();
    const { router } = renderPage(<DashboardPage />, { url: '/dashboard?tab=sales' });
    const menu = await screen.findByRole('button', { name: 'Secciones: Reservas Recibidas' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByRole('tabpanel', { name: 'Reservas Recibidas' })).toBeVisible();

    fireEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Venta',
      'Compra',
      'Reservas Realizadas',
      'Reservas Recibidas',
      'Última búsqueda',
      'Perfil',
    ]);
    fireEvent.click(screen.getByRole('tab', { name: 'Compra' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=librarys-buying'));
    expect(screen.getByRole('button', { name: 'Secciones: Compra' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByRole('tab')).toBeNull();
  });
});

describe('DashboardPage', () => {
  beforeEach(() => setScreenWidth(1280));

  it('shows the sections as a sidebar, without a menu button', async () => {
    mockApi();
    renderPage(<DashboardPage />, { url: '/dashboard' });
    expect(await screen.findAllByRole('tab')).toHaveLength(6);
    expect(screen.queryByRole('button', { name: /Secciones/ })).toBeNull();
  });

  it.each([
    ['librarys', 'Venta'],
    ['librarys-buying', 'Compra'],
    ['my-orders', 'Reservas Realizadas'],
    ['sales', 'Reservas Recibidas'],
    ['last-search', 'Última búsqueda'],
    ['profile', 'Perfil'],
  ])('opens the section of ?tab=%s (%s)', async (tab, label) => {
    mockApi();
    renderPage(<DashboardPage />, { url: `/dashboard?tab=${tab}` });
    expect(await screen.findByRole('tab', { selected: true })).toHaveTextContent(label);
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName(label);
  });

  it('opens Venta without a tab or with an unknown one', async () => {
    mockApi();
    renderPage(<DashboardPage />, { url: '/dashboard?tab=nada' });
    expect(await screen.findByRole('tab', { selected: true })).toHaveTextContent('Venta');
  });

  it('writes the chosen section into the address', async () => {
    mockApi();
    const { router } = renderPage(<DashboardPage />, { url: '/dashboard?tab=librarys' });
    fireEvent.click(await screen.findByRole('tab', { name: 'Reservas Recibidas' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=sales'));
    expect(selected()).toHaveTextContent('Reservas Recibidas');
  });

  it("shows a section's panel when the app gives one, the placeholder otherwise", async () => {
    mockApi();
    const panels = { sales: <p>Tus ventas</p> };
    const { router } = renderPage(<DashboardPage panels={panels} />, {
      url: '/dashboard?tab=sales',
    });
    expect(await screen.findByRole('tabpanel')).toHaveTextContent('Tus ventas');
    fireEvent.click(screen.getByRole('tab', { name: 'Compra' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=librarys-buying'));
    expect(screen.getByRole('tabpanel')).toHaveTextContent(
      'Acá vas a administrar tus bibliotecas de compra: las cartas que buscás.',
    );
    expect(screen.queryByText('Tus ventas')).not.toBeInTheDocument();
  });
});
