// @vitest-environment jsdom
// jsdom, not happy-dom (vite.config.ts): happy-dom's localStorage does not call Storage.prototype,
// where the test blocks it.
import { HIGHLIGHT_SEEN_KEY, LIBRARY_TABLE_TEXTS as T } from '@mdc/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { heldReply, pendingReply } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import type { LibraryKind } from '../api/library-paths';
import { LibraryTablePanel } from './library-table-panel';
import { SLOW_RENDER_MS } from './testing/library-api';
import { mockLibraryApi } from './testing/library-api';
import { aLibrary } from '../../../testing/library-data';
import { setScreenWidth } from '../../../testing/screen-width';

const renderPanel = (kind: LibraryKind) =>
  renderPage(<LibraryTablePanel kind={kind} />, { url: '/dashboard' });
// A query by role weighs every element of a long table: the row headers are read directly.
const rowNames = () =>
  Array.from(document.querySelectorAll('tbody th[scope="row"]'), (cell) => cell.textContent);
const nameHeader = () => screen.getByText('Nombre').closest('th');
const addButton = () => screen.getByRole('button', { name: T.add });

function mockClipboard(writeText: (text: string) => Promise<void>) {
  const clipboard = { writeText: vi.fn(writeText) };
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
  return clipboard.writeText;
}

beforeEach(() => localStorage.clear());

describe('LibraryTablePanel', { timeout: SLOW_RENDER_MS }, () => {
  it.each([
    ['sale', T.emptySale, T.emptySaleHint],
    ['buying', T.emptyBuying, T.emptyBuyingHint],
  ] as const)('with no %s library: the prompt and the add button', async (kind, prompt, hint) => {
    mockLibraryApi([aLibrary({ buying: kind === 'sale' })]);
    renderPanel(kind);
    expect(await screen.findByRole('heading', { name: prompt })).toBeInTheDocument();
    expect(screen.getByText(hint)).toBeInTheDocument();
    expect(addButton()).toBeEnabled();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a spinner while loading, then the sale columns and count/1000', async () => {
    const library = aLibrary({ name: 'Modern', selling: true, trading: false, cardCount: 37 });
    const reply = heldReply();
    mockLibraryApi([], { 'GET /api/library': reply.handler });
    renderPanel('sale');
    expect(await screen.findByRole('progressbar', { name: T.loading })).toBeInTheDocument();
    reply.give({ body: [library] });
    const row = (await screen.findByRole('rowheader', { name: 'Modern' })).closest('tr')!;
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Nombre',
      'Compartir',
      'Venta',
      'Trade',
      'Cartas',
      'Editar',
      'Eliminar',
    ]);
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['', 'Sí', 'No', '37/1000', '', '']);
  });

  it('marks a library a moderator hid, with what it means', async () => {
    mockLibraryApi([
      aLibrary({ name: 'Ofertas', hiddenByModeration: true }),
      aLibrary({ name: 'Modern' }),
    ]);
    renderPanel('sale');
    const hidden = (await screen.findByRole('rowheader', { name: /Ofertas/ })).closest('tr')!;
    fireEvent.mouseOver(within(hidden).getByText(T.hiddenByModeration));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(T.hiddenByModerationHint);
    const shown = screen.getByRole('rowheader', { name: 'Modern' }).closest('tr')!;
    expect(within(shown).queryByText(T.hiddenByModeration)).not.toBeInTheDocument();
  });

  it('buying rows have no Venta/Trade columns; name and edit open the detail page', async () => {
    const library = aLibrary({ name: 'Busco & más', buying: true, cardCount: 1000 });
    mockLibraryApi([library]);
    renderPanel('buying');
    const name = await screen.findByRole('link', { name: 'Busco & más' });
    const detail = `/library?libraryId=${library.internalId}&libraryName=Busco+%26+m%C3%A1s&buying=true`;
    expect(name).toHaveAttribute('href', detail);
    expect(screen.getByRole('link', { name: T.openCards('Busco & más') })).toHaveAttribute(
      'href',
      detail,
    );
    expect(screen.queryByRole('columnheader', { name: 'Venta' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Trade' })).not.toBeInTheDocument();
    expect(screen.getByText('1000/1000')).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAccessibleName(T.buyingTable);
  });

  it('a failed load says why and retries', async () => {
    let fail = true;
    mockLibraryApi([aLibrary({ name: 'Pauper' })], {
      'GET /api/library': () =>
        fail
          ? { status: 503, body: { code: 'GEN-503', message: 'Servicio no disponible.' } }
          : { body: [aLibrary({ name: 'Pauper' })] },
    });
    renderPanel('sale');
    expect(await screen.findByRole('alert')).toHaveTextContent('Servicio no disponible.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: T.retry }));
    expect(await screen.findByRole('rowheader', { name: 'Pauper' })).toBeInTheDocument();
  });

  it('searches by name, filters by Venta and Trade, sorts both ways', async () => {
    mockLibraryApi([
      aLibrary({ name: 'Modern', selling: true, trading: false }),
      aLibrary({ name: 'Commander', selling: true, trading: true }),
      aLibrary({ name: 'Cubo', selling: false, trading: true }),
    ]);
    renderPanel('sale');
    await screen.findByRole('table');
    expect(rowNames()).toEqual(['Commander', 'Cubo', 'Modern']);
    expect(nameHeader()).toHaveAttribute('aria-sort', 'ascending');
    fireEvent.click(screen.getByText('Nombre'));
    expect(nameHeader()).toHaveAttribute('aria-sort', 'descending');
    expect(rowNames()).toEqual(['Modern', 'Cubo', 'Commander']);
    fireEvent.click(screen.getByLabelText('Venta'));
    expect(rowNames()).toEqual(['Modern', 'Commander']);
    fireEvent.click(screen.getByLabelText('Trade'));
    expect(rowNames()).toEqual(['Commander']);
    fireEvent.click(screen.getByLabelText('Venta'));
    expect(rowNames()).toEqual(['Cubo', 'Commander']);
    fireEvent.change(screen.getByLabelText(T.searchLabel), {
      target: { value: 'CUB' },
    });
    expect(rowNames()).toEqual(['Cubo']);
    fireEvent.change(screen.getByLabelText(T.searchLabel), {
      target: { value: 'zzz' },
    });
    expect(screen.getByText(T.noMatches)).toBeInTheDocument();
  });

  it('pages by 15, 30, 45 or 60', async () => {
    const names = Array.from({ length: 20 }, (_, i) => `Lista ${String(i + 1).padStart(2, '0')}`);
    mockLibraryApi(names.map((name) => aLibrary({ name })));
    renderPanel('sale');
    await screen.findByRole('table');
    expect(rowNames()).toEqual(names.slice(0, 15));
    expect(screen.getByText('1–15 de 20')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText(T.nextPage));
    expect(rowNames()).toEqual(names.slice(15));
    expect(screen.getByText('16–20 de 20')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: T.rowsPerPage }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['15', '30', '45', '60']);
    fireEvent.click(screen.getByRole('option', { name: '30' }));
    await waitFor(() => expect(rowNames()).toEqual(names));
    expect(screen.getByText('1–20 de 20')).toBeInTheDocument();
  });

  it.each([
    ['sale', ''],
    ['buying', '&buying=true'],
  ] as const)('share (%s) copies the public link and says so', async (kind, suffix) => {
    const library = aLibrary({ name: 'Para compartir', buying: kind === 'buying' });
    mockLibraryApi([library]);
    const writeText = mockClipboard(async () => {});
    renderPanel(kind);
    fireEvent.click(await screen.findByRole('button', { name: T.share('Para compartir') }));
    expect(await screen.findByText(T.linkCopied)).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledExactlyOnceWith(
      `${window.location.origin}/public/library?libraryId=${library.internalId}${suffix}`,
    );
  });

  it('a refused clipboard shows the link to copy by hand', async () => {
    const library = aLibrary({ name: 'Sin portapapeles' });
    mockLibraryApi([library]);
    mockClipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    renderPanel('sale');
    fireEvent.click(await screen.findByRole('button', { name: T.share('Sin portapapeles') }));
    const dialog = await screen.findByRole('dialog', { name: T.copyFailedTitle });
    expect(within(dialog).getByText(T.copyFailed)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: T.linkLabel })).toHaveValue(
      `${window.location.origin}/public/library?libraryId=${library.internalId}`,
    );
    expect(screen.queryByText(T.linkCopied)).not.toBeInTheDocument();
  });

  it('highlights the add button until its first click, remembered in highlight_seen', async () => {
    mockLibraryApi([aLibrary()], { 'POST /api/library': pendingReply });
    renderPanel('sale');
    await screen.findByRole('table');
    expect(addButton()).toHaveAttribute('data-highlighted', 'true');
    fireEvent.click(addButton());
    expect(localStorage.getItem(HIGHLIGHT_SEEN_KEY)).toBe('true');
    fireEvent.click(await screen.findByRole('button', { name: T.cancel }));
    await waitFor(() => expect(addButton()).toHaveAttribute('data-highlighted', 'false'));
  });

  it('does not highlight once seen', async () => {
    localStorage.setItem(HIGHLIGHT_SEEN_KEY, 'true');
    mockLibraryApi([]);
    renderPanel('buying');
    expect(await screen.findByRole('button', { name: T.add })).toHaveAttribute(
      'data-highlighted',
      'false',
    );
  });

  it('highlights and still opens the dialog when storage is blocked', async () => {
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked);
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked);
    mockLibraryApi([]);
    renderPanel('buying');
    const button = await screen.findByRole('button', { name: T.add });
    expect(button).toHaveAttribute('data-highlighted', 'true');
    fireEvent.click(button);
    expect(await screen.findByRole('dialog', { name: T.newBuyingTitle })).toBeInTheDocument();
    expect(setItem).toHaveBeenCalledWith(HIGHLIGHT_SEEN_KEY, 'true');
    getItem.mockRestore();
    setItem.mockRestore();
  });
});

describe('LibraryTablePanel on a phone', { timeout: SLOW_RENDER_MS }, () => {
  afterEach(() => vi.unstubAllGlobals());
  const cards = () =>
    within(screen.getByRole('list', { name: T.saleTable })).getAllByRole('listitem');

  it('shows one card a library: name, count, flags and every action; no table', async () => {
    setScreenWidth(375);
    const library = aLibrary({ name: 'Modern', selling: true, trading: false, cardCount: 373 });
    mockLibraryApi([library, aLibrary({ name: 'Commander', selling: true, trading: true })]);
    renderPanel('sale');
    expect(await screen.findByRole('list', { name: T.saleTable })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(cards().map((card) => card.getAttribute('aria-labelledby') && card.textContent)).toEqual(
      [
        'CommanderCartas: 0/1000 · Venta: Sí · Trade: Sí',
        'ModernCartas: 373/1000 · Venta: Sí · Trade: No',
      ],
    );
    const modern = within(screen.getByRole('listitem', { name: 'Modern' }));
    expect(modern.getByRole('link', { name: 'Modern' })).toHaveAttribute(
      'href',
      expect.stringContaining(`libraryId=${library.internalId}`),
    );
    for (const name of [T.share('Modern'), T.rename('Modern'), T.remove('Modern')]) {
      expect(modern.getByRole('button', { name })).toBeEnabled();
    }
    expect(modern.getByRole('link', { name: T.openCards('Modern') })).toBeInTheDocument();
    fireEvent.click(modern.getByRole('button', { name: T.rename('Modern') }));
    expect(await screen.findByRole('dialog', { name: T.renameTitle })).toBeInTheDocument();
  });

  it('sorts, filters and pages the cards as the table', async () => {
    setScreenWidth(375);
    mockLibraryApi([
      aLibrary({ name: 'Modern', selling: true, trading: false }),
      aLibrary({ name: 'Cubo', selling: false, trading: true }),
    ]);
    renderPanel('sale');
    await screen.findByRole('list', { name: T.saleTable });
    // The first link of a card is its name.
    const names = () => cards().map((card) => within(card).getAllByRole('link')[0]!.textContent);
    expect(names()).toEqual(['Cubo', 'Modern']);
    fireEvent.click(screen.getByRole('button', { name: T.sortByName('asc') }));
    expect(names()).toEqual(['Modern', 'Cubo']);
    expect(screen.getByRole('button', { name: T.sortByName('desc') })).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Trade'));
    expect(names()).toEqual(['Cubo']);
    fireEvent.change(screen.getByLabelText(T.searchLabel), { target: { value: 'zzz' } });
    expect(screen.getByText(T.noMatches)).toBeInTheDocument();
    expect(screen.getByText('0–0 de 0')).toBeInTheDocument();
  });

  it('buying cards have no Venta/Trade', async () => {
    setScreenWidth(375);
    mockLibraryApi([aLibrary({ name: 'Busco', buying: true, cardCount: 1000 })]);
    renderPanel('buying');
    const list = await screen.findByRole('list', { name: T.buyingTable });
    expect(within(list).getByRole('listitem')).toHaveTextContent(/^BuscoCartas: 1000\/1000$/);
  });

  it('keeps the table at 1280 px', async () => {
    setScreenWidth(1280);
    mockLibraryApi([aLibrary({ name: 'Modern' })]);
    renderPanel('sale');
    expect(await screen.findByRole('table', { name: T.saleTable })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: T.saleTable })).not.toBeInTheDocument();
  });
});
