import type { OlderResultItem } from '@mdc/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, pendingReply } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { OlderResultsPage } from './older-results-page';
import { scaled } from '../../../testing/time-factor';

type Reply = NonNullable<Parameters<typeof mockApi>[0]>[string];
const NOT_FOUND = 'Esta búsqueda no existe o ya no está disponible.';
const LIBRARY = '0000000b-0000-4000-8000-000000000003';
const item = (fields: Partial<OlderResultItem>): OlderResultItem => ({
  cardName: 'Sol Ring',
  quantity: 2,
  ownerName: 'Ana',
  ownerPhone: '',
  ownerEmail: '',
  imageUrl: '',
  libraryId: LIBRARY,
  ...fields,
});
const open = (reply: Reply, query = '?moxId=s1') => {
  mockApi({ 'GET /api/search/s1': reply });
  renderPage(<OlderResultsPage />, { url: `/search-results${query}` });
};

describe('OlderResultsPage', { timeout: scaled(30_000) }, () => {
  it('lists the stored results with quantity, owner and the Mox: contact', async () => {
    open({
      body: {
        results: [
          item({ ownerEmail: 'ana@example.com' }),
          item({ cardName: 'Opt', quantity: 1, ownerName: 'Luis', ownerPhone: '3511234567' }),
          item({ cardName: 'Duress', ownerName: 'Eva' }),
        ],
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Cantidad de Cartas encontradas = 3' }),
    ).toBeVisible();
    const [first, second, third] = screen.getAllByRole('listitem');
    expect(first).toHaveTextContent('Cantidad: 2');
    expect(first).toHaveTextContent('Propietario: Ana');
    expect(within(first!).getByRole('link')).toHaveAttribute('href', 'mailto:ana@example.com');
    expect(within(second!).getByRole('link')).toHaveAttribute('href', 'tel:3511234567');
    expect(third).toHaveTextContent('Mox:');
    expect(within(third!).getByRole('link')).toHaveAttribute(
      'href',
      `/public/library?libraryId=${LIBRARY}`,
    );
  });

  it('shows Cargando... while it loads', async () => {
    open(pendingReply);
    expect(await screen.findByText('Cargando...')).toBeVisible();
  });

  it('says when the search does not exist, and only then', async () => {
    open({ status: 404, body: { code: 'GEN-404', message: 'Recurso no encontrado.' } });
    expect(await screen.findByText(NOT_FOUND)).toBeVisible();
  });

  it('says why any other failure happened, not that the search is gone', async () => {
    open({ status: 500, body: { code: 'GEN-500', message: 'Error interno.' } });
    expect(await screen.findByText('Error interno.')).toBeVisible();
    expect(screen.queryByText(NOT_FOUND)).not.toBeInTheDocument();
  });

  it('says when the link names no search', async () => {
    open({ body: { results: [] } }, '');
    expect(await screen.findByText('El enlace no indica qué búsqueda mostrar.')).toBeVisible();
  });
});
