import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { DashboardPage } from './dashboard-page';

const selected = () => screen.getByRole('tab', { selected: true });

describe('DashboardPage', () => {
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
