import {
  importLimitMessage,
  LIBRARY_IMPORT_MESSAGES,
  tooManyRowsMessage,
  UPLOAD_TEXTS,
} from '@mdc/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MANABOX_FULL_EXPORT, SCRYFALL_IDS } from '../../../../../shared/test/manabox-exports';
import { readExport } from '../../../../../shared/test/real-exports';
import { mockApi } from '../../../testing/mock-api';
import {
  LIBRARY_ID,
  anUploadedCard,
  libraryCardsReply,
  printingId,
  resolvedSummary,
  aSaleLibrary,
  summaryReply,
} from './upload-test-fixtures';
import { paste, process, renderUploadDialog, textLine } from './upload-test-dialog';
import { scaled } from '../../../testing/time-factor';

const CARDS_PATH = `GET /api/library/${LIBRARY_ID}`;
const SUMMARY_PATH = 'POST /api/library/card/summary';

const chooseFile = (file: File) =>
  fireEvent.change(screen.getByLabelText(UPLOAD_TEXTS.chooseFile), { target: { files: [file] } });
const uploadButton = () => screen.getByRole('button', { name: /^(Subir|Subiendo\.\.\.)$/ });
const totals = async () => (await screen.findByRole('status')).textContent;

// The first render loads MUI; on a busy machine that alone can take seconds.
describe('UploadCardsDialog: reading the file', { timeout: scaled(20_000) }, () => {
  it('says a blank paste is empty and asks nothing of the server', async () => {
    const { calls } = mockApi();
    renderUploadDialog();
    paste('  \n ');
    process();
    expect(await screen.findByText(LIBRARY_IMPORT_MESSAGES.emptyText)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('shows the format toast for text that is no known export, and keeps the text', async () => {
    mockApi();
    renderUploadDialog();
    paste('Lightning Bolt\nCounterspell');
    process();
    expect(await screen.findByText(LIBRARY_IMPORT_MESSAGES.formatUnrecognized)).toBeInTheDocument();
    expect(screen.getByLabelText(UPLOAD_TEXTS.pasteLabel)).toHaveValue(
      'Lightning Bolt\nCounterspell',
    );
  });

  it('refuses a file too large to read', async () => {
    const { calls } = mockApi();
    renderUploadDialog();
    chooseFile(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'enorme.csv'));
    process();
    expect(
      await screen.findByText(
        'El archivo enorme.csv pesa más de 5 MB. Elegí un archivo más chico.',
      ),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('refuses more rows than a library can hold before asking the catalog', async () => {
    const { calls } = mockApi();
    renderUploadDialog();
    paste(Array.from({ length: 1001 }, (_, i) => `1 Card ${i} (TST) ${i}`).join('\n'));
    process();
    expect(await screen.findByText(tooManyRowsMessage(1001))).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it("shows the server's message when the catalog lookup fails, and keeps the text", async () => {
    const message = 'Demasiadas solicitudes. Esperá un minuto.';
    mockApi({
      [SUMMARY_PATH]: { status: 429, body: { code: 'GEN-429', message } },
      [CARDS_PATH]: libraryCardsReply([]),
    });
    renderUploadDialog();
    paste('1 Sol Ring (C21) 263');
    process();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(UPLOAD_TEXTS.pasteLabel)).toHaveValue('1 Sol Ring (C21) 263');
  });
});

// Rendering hundreds of rows in a test document takes seconds on a busy machine.
describe('UploadCardsDialog: review', { timeout: scaled(30_000) }, () => {
  it('reviews a real Dragon Shield export chosen as a file', async () => {
    const text = readExport('dragonshield-no-sep-us-dates.csv');
    const { calls } = mockApi({
      [SUMMARY_PATH]: summaryReply(),
      [CARDS_PATH]: libraryCardsReply([]),
    });
    renderUploadDialog();
    chooseFile(new File([text], 'dragonshield.csv', { type: 'text/csv' }));
    expect(screen.getByText('dragonshield.csv')).toBeInTheDocument();
    process();
    expect(await totals()).toBe(
      '277 nuevas, 0 actualizanLa biblioteca quedará con 372 cartas (límite 1000).',
    );
    expect(calls.filter((call) => call.path === '/api/library/card/summary')).toHaveLength(1);
    expect(screen.getByText('2 × Agony Warp')).toBeInTheDocument();
    expect(screen.getAllByText(textLine('Set MB1 (MB1) #1385 · NM · en · USD 0.35'))).toHaveLength(
      1,
    );
    // Text and tag queries: role queries over hundreds of rows are slow in a test document.
    const rowCount = () => document.querySelectorAll('li').length;
    expect(rowCount()).toBe(100);
    fireEvent.click(screen.getByText('Mostrar más (177 sin mostrar)'));
    expect(await screen.findByText('Mostrar más (77 sin mostrar)')).toBeVisible();
    expect(rowCount()).toBe(200);
    expect(screen.getByText(UPLOAD_TEXTS.upload).closest('button')).toBeEnabled();
  });

  it('reviews a ManaBox export chosen as a file, sending its Scryfall IDs', async () => {
    const { calls } = mockApi({
      [SUMMARY_PATH]: summaryReply(),
      [CARDS_PATH]: libraryCardsReply([]),
    });
    renderUploadDialog();
    chooseFile(new File([MANABOX_FULL_EXPORT], 'ManaBox_Collection.csv', { type: 'text/csv' }));
    process();
    expect(await totals()).toBe(
      '6 nuevas, 0 actualizanLa biblioteca quedará con 21 cartas (límite 1000).',
    );
    const [summary] = calls.filter((call) => call.path === '/api/library/card/summary');
    expect((summary?.body as { scryfallId?: string }[]).map((row) => row.scryfallId)).toEqual([
      SCRYFALL_IDS.boltM10,
      undefined,
      SCRYFALL_IDS.okoEld271,
      SCRYFALL_IDS.giantEld,
      SCRYFALL_IDS.islandM10,
      undefined,
    ]);
    expect(screen.getByText('3 líneas no se pudieron leer y no se cargarán.')).toBeInTheDocument();
    expect(screen.getByText('4 × Lightning Bolt')).toBeInTheDocument();
    expect(screen.getByText('1 × Borrowing 100,000 Arrows')).toBeInTheDocument();
    expect(
      screen.getByText(textLine('Set ELD (ELD) #115 · HP · ja · Foil · USD 4.00')),
    ).toBeInTheDocument();
  });

  it('reviews a real Moxfield text, telling new lines from updates', async () => {
    const existing = [
      anUploadedCard({
        referenceId: printingId('40K', '228'),
        cardName: 'Arcane Signet',
        quantity: 3,
      }),
      // Another finish of a card in the file: not the same line.
      anUploadedCard({ referenceId: printingId('KHC', '18'), foil: true }),
      anUploadedCard({ cardName: 'Otra carta', quantity: 10 }),
    ];
    mockApi({
      [SUMMARY_PATH]: summaryReply((row) => resolvedSummary(row, 2.5), 1000),
      [CARDS_PATH]: libraryCardsReply(existing),
    });
    renderUploadDialog();
    paste(readExport('moxfield-deck-export.txt'));
    process();
    expect(await totals()).toBe(
      '81 nuevas, 1 actualizaLa biblioteca quedará con 111 cartas (límite 1000).',
    );
    const signet = screen.getByText('1 × Arcane Signet').closest('li')!;
    expect(within(signet).getByText(UPLOAD_TEXTS.statusUpdate)).toBeInTheDocument();
    expect(
      within(signet).getByText(textLine('Set 40K (40K) #228 · NM · en · USD 2500.00')),
    ).toBeInTheDocument();
    const angel = screen.getByText('1 × Angel of Serenity').closest('li')!;
    expect(within(angel).getByText(UPLOAD_TEXTS.statusNew)).toBeInTheDocument();

    fireEvent.click(within(signet).getByRole('button', { name: 'Ver detalles: Arcane Signet' }));
    expect(await within(signet).findByText('Precio del catálogo: USD 2500.00')).toBeInTheDocument();

    fireEvent.click(within(signet).getByRole('button', { name: 'Quitar Arcane Signet' }));
    expect(screen.queryByText('1 × Arcane Signet')).not.toBeInTheDocument();
    expect(await totals()).toBe(
      '81 nuevas, 0 actualizanLa biblioteca quedará con 113 cartas (límite 1000).',
    );
  });

  it('shows rows the catalog does not know, kept by name, with close names', async () => {
    mockApi({
      [SUMMARY_PATH]: summaryReply((row) =>
        row.name === 'Lightnin Bolt'
          ? {
              ...resolvedSummary(row),
              match: 'none',
              reference: null,
              suggestions: ['Lightning Bolt'],
            }
          : resolvedSummary(row),
      ),
      [CARDS_PATH]: libraryCardsReply([]),
    });
    renderUploadDialog();
    paste('2 Lightnin Bolt (M10) 146\n1 Sol Ring (C21) 263\n3 Sol Ring (C21) 263');
    process();
    expect(await totals()).toBe(
      '2 nuevas, 0 actualizanLa biblioteca quedará con 6 cartas (límite 1000).',
    );
    expect(
      screen.getByText('1 fila no está en el catálogo: se guarda por nombre.'),
    ).toBeInTheDocument();
    const bolt = screen.getByText('2 × Lightnin Bolt').closest('li')!;
    expect(within(bolt).getByText(UPLOAD_TEXTS.matchNone)).toBeInTheDocument();
    fireEvent.click(within(bolt).getByRole('button', { name: 'Ver detalles: Lightnin Bolt' }));
    expect(await within(bolt).findByText('¿Quisiste decir? Lightning Bolt')).toBeInTheDocument();
    expect(within(bolt).getByText(UPLOAD_TEXTS.priceCk)).toBeInTheDocument();
    const solRing = screen.getByText('3 × Sol Ring').closest('li')!;
    fireEvent.click(within(solRing).getByRole('button', { name: 'Ver detalles: Sol Ring' }));
    expect(
      await within(solRing).findByText(
        'Se repite en 2 filas del archivo: se suman sus cantidades.',
      ),
    ).toBeInTheDocument();
  });

  it('alerts with the total past 1000 and disables the upload until rows are removed', async () => {
    mockApi({
      [SUMMARY_PATH]: summaryReply(),
      [CARDS_PATH]: libraryCardsReply([anUploadedCard({ quantity: 950 })]),
    });
    renderUploadDialog(aSaleLibrary({ cardCount: 950 }));
    paste('40 Island (M10) 233\n10 Forest (M10) 246\n1 Sol Ring (C21) 263');
    process();
    expect(await screen.findByText(importLimitMessage(1001))).toBeInTheDocument();
    expect(screen.getByText(importLimitMessage(1001))).toHaveTextContent(
      'No puedes cargar este archivo. La biblioteca alcanzaría 1001 cartas y el límite es 1000.',
    );
    expect(uploadButton()).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Quitar Sol Ring' }));
    await waitFor(() => expect(uploadButton()).toBeEnabled());
    expect(screen.queryByText(importLimitMessage(1001))).not.toBeInTheDocument();
  });
});
