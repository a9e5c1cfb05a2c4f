import { importLimitMessage, UPLOAD_TEXTS } from '@mdc/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, pendingReply, type MockReply } from '../../../testing/mock-api';
import {
  LIBRARY_ID,
  anUploadedCard,
  libraryCardsReply,
  printingId,
  resolvedSummary,
  summaryReply,
} from './upload-test-fixtures';
import { paste, process, renderUploadDialog } from './upload-test-dialog';
import { scaled } from '../../../testing/time-factor';

const ADD_PATH = 'POST /api/library/card';
const FILE = [
  '2 Sol Ring (C21) 263',
  '1 Sol Ring (C21) 263',
  '4 Lightning Bolt (M10) 146 *F*',
  '1 Carta Inventada (XYZ) 7',
].join('\n');

/** Renders the dialog, processes FILE against a library holding 3 non-foil Sol Rings. */
async function reviewFile(addReply: MockReply | (() => Promise<MockReply>)) {
  const api = mockApi({
    'POST /api/library/card/summary': summaryReply(
      (row) =>
        row.name === 'Carta Inventada'
          ? { ...resolvedSummary(row), match: 'none', reference: null }
          : resolvedSummary(row, 1.234),
      2,
    ),
    [`GET /api/library/${LIBRARY_ID}`]: libraryCardsReply([
      anUploadedCard({ referenceId: printingId('C21', '263'), cardName: 'Sol Ring', quantity: 3 }),
    ]),
    [ADD_PATH]: addReply,
  });
  const { onClose, onUploaded } = renderUploadDialog();
  paste(FILE);
  process();
  expect(await screen.findByText('2 nuevas, 1 actualiza')).toBeInTheDocument();
  expect(screen.getByText('La biblioteca quedará con 8 cartas (límite 1000).')).toBeInTheDocument();
  return { ...api, onClose, onUploaded };
}

const uploadButton = () => screen.getByRole('button', { name: /^(Subir|Subiendo\.\.\.)$/ });

// The first render loads MUI; on a busy machine that alone can take seconds.
describe('UploadCardsDialog: upload', { timeout: scaled(20_000) }, () => {
  it("says 'Subiendo...' and sends every row once, with its printing and price", async () => {
    const { calls, onClose } = await reviewFile(pendingReply);
    fireEvent.click(uploadButton());
    await waitFor(() => expect(uploadButton()).toHaveTextContent(UPLOAD_TEXTS.uploading));
    expect(uploadButton()).toBeDisabled();
    fireEvent.click(uploadButton());
    // Neither Cancel nor Escape closes the dialog while the cards are on their way.
    expect(screen.getByRole('button', { name: UPLOAD_TEXTS.cancel })).toBeDisabled();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    const posts = calls.filter((call) => call.path === '/api/library/card');
    expect(posts).toHaveLength(1);
    const common = { libraryId: LIBRARY_ID, condition: 'NM', language: 'en' };
    const solRing = {
      ...common,
      referenceId: printingId('C21', '263'),
      name: 'Sol Ring',
      set: 'C21',
      collectorNumber: '263',
      foil: false,
      // The catalog's 1.234 USD × exchange rate 2.
      price: '2.47',
    };
    expect(posts[0]!.body).toEqual([
      { ...solRing, quantity: 2 },
      { ...solRing, quantity: 1 },
      {
        ...common,
        referenceId: printingId('M10', '146'),
        name: 'Lightning Bolt',
        set: 'M10',
        collectorNumber: '146',
        foil: true,
        quantity: 4,
        // The foil price: 2.468 × 2.
        price: '4.94',
      },
      {
        ...common,
        referenceId: null,
        name: 'Carta Inventada',
        set: 'XYZ',
        collectorNumber: '7',
        foil: false,
        quantity: 1,
        price: 'ck',
      },
    ]);
  });

  it('closes, reports the lines written and the copies added, and reloads the cards', async () => {
    // The 3 Sol Rings stay 3 (their line updated, no copy more); 4 Bolts and 1 Carta Inventada.
    const { onClose, onUploaded } = await reviewFile({
      body: { cards: [], created: 2, updated: 1, cardCount: 8, addedCopies: 5 },
    });
    fireEvent.click(uploadButton());
    expect(
      await screen.findByText(
        'Se cargaron 3 líneas (2 nuevas, 1 actualizada): la biblioteca tiene 5 copias más.',
      ),
    ).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onUploaded).toHaveBeenCalledTimes(1);
  });

  it("keeps the review and shows the server's refusal", async () => {
    const message = importLimitMessage(1003);
    const { onClose, onUploaded } = await reviewFile({
      status: 409,
      body: { code: 'LIB-001', message },
    });
    fireEvent.click(uploadButton());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('2 × Sol Ring')).toBeInTheDocument();
    expect(uploadButton()).toHaveTextContent(UPLOAD_TEXTS.upload);
    expect(uploadButton()).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('names the row the server refused', async () => {
    await reviewFile({
      status: 400,
      body: { code: 'GEN-400', message: 'Ingresá un número válido (ej: 12.50)', field: '2.price' },
    });
    fireEvent.click(uploadButton());
    expect(
      await screen.findByText('Lightning Bolt: Ingresá un número válido (ej: 12.50)'),
    ).toBeInTheDocument();
  });
});
