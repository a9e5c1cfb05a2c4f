import {
  ALERT_TEXTS,
  LIBRARY_MESSAGES,
  LIBRARY_TABLE_TEXTS as T,
  TEXT_MESSAGES,
} from '@mdc/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pendingReply, type ApiCall } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import type { LibraryKind } from '../api/library-paths';
import { LibraryTablePanel } from './library-table-panel';
import { SLOW_RENDER_MS } from './testing/library-api';
import { mockLibraryApi } from './testing/library-api';
import { aLibrary } from '../../../testing/library-data';

const renderPanel = (kind: LibraryKind) =>
  renderPage(<LibraryTablePanel kind={kind} />, { url: '/dashboard' });
const rowNames = () =>
  Array.from(document.querySelectorAll('tbody th[scope="row"]'), (cell) => cell.textContent);
const writes = (calls: ApiCall[]) => calls.filter((call) => call.method !== 'GET');
const refusal = (message: string) => () => ({
  status: 400,
  body: { code: 'LIB-400', message },
});

async function openNewDialog(title: string) {
  fireEvent.click(await screen.findByRole('button', { name: T.add }));
  return screen.findByRole('dialog', { name: title });
}

describe('new library', { timeout: SLOW_RENDER_MS }, () => {
  it('sale: name, Venta checked by default, Trade added; the row appears', async () => {
    const { calls } = mockLibraryApi([aLibrary({ name: 'Modern' })]);
    renderPanel('sale');
    const dialog = await openNewDialog(T.newSaleTitle);
    expect(within(dialog).getByLabelText(T.selling)).toBeChecked();
    expect(within(dialog).getByLabelText(T.trading)).not.toBeChecked();
    fireEvent.change(within(dialog).getByLabelText(/^Nombre de la biblioteca/), {
      target: { value: '  Commander  ' },
    });
    fireEvent.click(within(dialog).getByLabelText(T.trading));
    fireEvent.click(within(dialog).getByRole('button', { name: T.create }));
    expect(await screen.findByText(T.created)).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toEqual(['Commander', 'Modern']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writes(calls).map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'POST',
        path: '/api/library',
        body: { name: 'Commander', buying: false, selling: true, trading: true },
      },
    ]);
  });

  it('buying: from the empty prompt, sends buying true and no sale flags', async () => {
    const { calls } = mockLibraryApi([]);
    renderPanel('buying');
    const dialog = await openNewDialog(T.newBuyingTitle);
    expect(within(dialog).queryByLabelText(T.selling)).not.toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/^Nombre de la biblioteca/), {
      target: { value: 'Busco' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: T.create }));
    expect(await screen.findByText('Busco')).toBeInTheDocument();
    expect(writes(calls).map((call) => call.body)).toEqual([
      { name: 'Busco', buying: true, alerts: false, alertMaxPrice: null, alertSameProvince: false },
    ]);
  });

  it('buying: alerts on, with a maximum price and only my province', async () => {
    const { calls } = mockLibraryApi([]);
    renderPanel('buying');
    const dialog = await openNewDialog(T.newBuyingTitle);
    expect(within(dialog).queryByLabelText(ALERT_TEXTS.maxPrice)).not.toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/^Nombre de la biblioteca/), {
      target: { value: 'Avisame' },
    });
    fireEvent.click(within(dialog).getByLabelText(ALERT_TEXTS.optIn));
    fireEvent.change(within(dialog).getByLabelText(ALERT_TEXTS.maxPrice), {
      target: { value: ' 12,5 ' },
    });
    fireEvent.click(within(dialog).getByLabelText(ALERT_TEXTS.sameProvince));
    fireEvent.click(within(dialog).getByRole('button', { name: T.create }));
    expect(await screen.findByText('Avisame')).toBeInTheDocument();
    expect(writes(calls).map((call) => call.body)).toEqual([
      {
        name: 'Avisame',
        buying: true,
        alerts: true,
        alertMaxPrice: '12,5',
        alertSameProvince: true,
      },
    ]);
  });

  it.each([
    ['a blank name', '   ', LIBRARY_MESSAGES.nameRequired],
    ['a name with a direction mark', 'Ventas\u202E', TEXT_MESSAGES.hidden],
  ])('%s is refused in place and sends nothing', async (_, typed, message) => {
    const { calls } = mockLibraryApi([]);
    renderPanel('sale');
    const dialog = await openNewDialog(T.newSaleTitle);
    const name = within(dialog).getByLabelText(/^Nombre de la biblioteca/);
    fireEvent.change(name, { target: { value: typed } });
    fireEvent.blur(name);
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: T.create })).toBeDisabled();
    fireEvent.submit(name.closest('form')!);
    expect(writes(calls)).toEqual([]);
  });

  it('says "Creando..." and allows no second submit while the request runs', async () => {
    const { calls } = mockLibraryApi([], { 'POST /api/library': pendingReply });
    renderPanel('sale');
    const dialog = await openNewDialog(T.newSaleTitle);
    const name = within(dialog).getByLabelText(/^Nombre de la biblioteca/);
    fireEvent.change(name, { target: { value: 'Pauper' } });
    fireEvent.click(within(dialog).getByRole('button', { name: T.create }));
    const busy = await within(dialog).findByRole('button', { name: T.creating });
    expect(busy).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: T.cancel })).toBeDisabled();
    fireEvent.submit(name.closest('form')!);
    expect(writes(calls)).toHaveLength(1);
  });

  it("a refusal shows the server's message and keeps what was typed", async () => {
    mockLibraryApi([], { 'POST /api/library': refusal(LIBRARY_MESSAGES.nameTooLong) });
    renderPanel('sale');
    const dialog = await openNewDialog(T.newSaleTitle);
    fireEvent.change(within(dialog).getByLabelText(/^Nombre de la biblioteca/), {
      target: { value: 'Larga' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: T.create }));
    expect(await screen.findByText(LIBRARY_MESSAGES.nameTooLong)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Nombre de la biblioteca/)).toHaveValue('Larga');
    expect(within(dialog).getByRole('button', { name: T.create })).toBeEnabled();
  });
});

describe('rename', { timeout: SLOW_RENDER_MS }, () => {
  it('sends the id, the new name and the flags; the row shows the new name', async () => {
    const library = aLibrary({ name: 'Vieja', selling: true, trading: false });
    const { calls } = mockLibraryApi([library]);
    renderPanel('sale');
    fireEvent.click(await screen.findByRole('button', { name: T.rename('Vieja') }));
    const dialog = await screen.findByRole('dialog', { name: T.renameTitle });
    const name = within(dialog).getByLabelText(/^Nombre de la biblioteca/);
    expect(name).toHaveValue('Vieja');
    fireEvent.change(name, { target: { value: 'Nueva' } });
    fireEvent.click(within(dialog).getByLabelText(T.selling));
    fireEvent.click(within(dialog).getByLabelText(T.trading));
    fireEvent.click(within(dialog).getByRole('button', { name: T.save }));
    expect(await screen.findByText(T.renamed)).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toEqual(['Nueva']));
    expect(writes(calls).map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'PATCH',
        path: '/api/library',
        body: { internalId: library.internalId, name: 'Nueva', selling: false, trading: true },
      },
    ]);
  });

  it('does nothing while the name is blank; a failure shows the message', async () => {
    const library = aLibrary({ name: 'Compras', buying: true });
    const { calls } = mockLibraryApi([library], {
      'PATCH /api/library': refusal(LIBRARY_MESSAGES.libraryNotFound),
    });
    renderPanel('buying');
    fireEvent.click(await screen.findByRole('button', { name: T.rename('Compras') }));
    const dialog = await screen.findByRole('dialog', { name: T.renameTitle });
    const name = within(dialog).getByLabelText(/^Nombre de la biblioteca/);
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.submit(name.closest('form')!);
    expect(await within(dialog).findByText(LIBRARY_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
    fireEvent.change(name, { target: { value: 'Otra' } });
    fireEvent.click(within(dialog).getByRole('button', { name: T.save }));
    expect(await screen.findByText(LIBRARY_MESSAGES.libraryNotFound)).toBeInTheDocument();
    expect(writes(calls).map((call) => call.body)).toEqual([
      {
        internalId: library.internalId,
        name: 'Otra',
        alerts: false,
        alertMaxPrice: null,
        alertSameProvince: false,
      },
    ]);
    expect(rowNames()).toEqual(['Compras']);
  });
});

describe('delete', { timeout: SLOW_RENDER_MS }, () => {
  it('asks first; Cancelar keeps the row, Confirmar deletes it', async () => {
    const keep = aLibrary({ name: 'Queda' });
    const gone = aLibrary({ name: 'Se va' });
    const { calls } = mockLibraryApi([keep, gone]);
    renderPanel('sale');
    fireEvent.click(await screen.findByRole('button', { name: T.remove('Se va') }));
    let dialog = await screen.findByRole('dialog', { name: T.deleteTitle });
    expect(within(dialog).getByText(T.deleteQuestion)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: T.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes(calls)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: T.remove('Se va') }));
    dialog = await screen.findByRole('dialog', { name: T.deleteTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: T.confirm }));
    expect(await screen.findByText(T.deleted)).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toEqual(['Queda']));
    expect(writes(calls).map(({ method, path }) => `${method} ${path}`)).toEqual([
      `DELETE /api/library/${gone.internalId}`,
    ]);
  });

  it("a refusal shows the server's message and keeps the row", async () => {
    const library = aLibrary({ name: 'Reservada' });
    const message = 'No podés eliminar una biblioteca con reservas pendientes.';
    mockLibraryApi([library], {
      [`DELETE /api/library/${library.internalId}`]: () => ({
        status: 409,
        body: { code: 'LIB-409', message },
      }),
    });
    renderPanel('sale');
    fireEvent.click(await screen.findByRole('button', { name: T.remove('Reservada') }));
    const dialog = await screen.findByRole('dialog', { name: T.deleteTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: T.confirm }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(rowNames()).toEqual(['Reservada']);
  });
});
