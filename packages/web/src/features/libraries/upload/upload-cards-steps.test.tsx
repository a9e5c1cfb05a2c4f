import { UPLOAD_TEXTS } from '@mdc/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, pendingReply } from '../../../testing/mock-api';
import { LIBRARY_ID, libraryCardsReply, aSaleLibrary, summaryReply } from './upload-test-fixtures';
import { paste, pasteField, process, renderUploadDialog, textLine } from './upload-test-dialog';
import { scaled } from '../../../testing/time-factor';

const LINE = '2 Sol Ring (C21) 263';

// The first render loads MUI; on a busy machine that alone can take seconds.
describe('UploadCardsDialog: steps', { timeout: scaled(20_000) }, () => {
  it("shows 'Procesando...' while the catalog answers, with 'Procesar' disabled", async () => {
    mockApi({
      'POST /api/library/card/summary': pendingReply,
      [`GET /api/library/${LIBRARY_ID}`]: libraryCardsReply([]),
    });
    renderUploadDialog();
    paste(LINE);
    process();
    expect(await screen.findByText(UPLOAD_TEXTS.processing)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: UPLOAD_TEXTS.process })).toBeDisabled();
  });

  it('goes back to the text as it was, and cancels', async () => {
    mockApi({
      'POST /api/library/card/summary': summaryReply(),
      [`GET /api/library/${LIBRARY_ID}`]: libraryCardsReply([]),
    });
    const { onClose } = renderUploadDialog();
    paste(LINE);
    process();
    expect(await screen.findByText('2 × Sol Ring')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: UPLOAD_TEXTS.back }));
    expect(pasteField()).toHaveValue(LINE);
    fireEvent.click(screen.getByRole('button', { name: UPLOAD_TEXTS.cancel }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("uses the buying library's paths and shows no prices", async () => {
    const { calls } = mockApi({
      'POST /api/library/card/summary': summaryReply(),
      [`GET /api/library/buying/${LIBRARY_ID}`]: libraryCardsReply([]),
      'POST /api/library/buying/card': pendingReply,
    });
    renderUploadDialog(aSaleLibrary({ buying: true, selling: false }));
    paste(LINE);
    process();
    expect(await screen.findByText(textLine('Set C21 (C21) #263 · NM · en'))).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: UPLOAD_TEXTS.upload }));
    await waitFor(() =>
      expect(calls.map((call) => call.path)).toContain('/api/library/buying/card'),
    );
  });

  it('says how many lines of the file could not be read', async () => {
    mockApi({
      'POST /api/library/card/summary': summaryReply(),
      [`GET /api/library/${LIBRARY_ID}`]: libraryCardsReply([]),
    });
    renderUploadDialog();
    const dragonShield = [
      'Folder Name,Quantity,Trade Quantity,Card Name,Set Code,Set Name,Card Number,Condition,Printing,Language,Price Bought,Date Bought,LOW,MID,MARKET',
      'crap,1,0,Abolish,DDF,Duel Decks: Elspeth vs. Tezzeret,29,NearMint,Normal,English,0.25,2/4/2024,0.25,0.42,0.31',
      'crap,3,0,Agony Warp,MB1,Mystery Booster,1385,NearMint,Foil,Spanish,0.10,2/4/2024,0.11,0.17,4.2',
      'Binder,1,0,Short row',
    ];
    paste(dragonShield.join('\n'));
    process();
    expect(await screen.findByText('1 línea no se pudo leer y no se cargará.')).toBeInTheDocument();
    expect(screen.getByText('2 nuevas, 0 actualizan')).toBeInTheDocument();
    expect(
      screen.getByText(textLine('Set MB1 (MB1) #1385 · NM · es · Foil · USD 4.20')),
    ).toBeInTheDocument();
  });

  it("says when the library's cards cannot be read", async () => {
    mockApi({
      'POST /api/library/card/summary': summaryReply(),
      [`GET /api/library/${LIBRARY_ID}`]: { status: 500, body: {} },
    });
    renderUploadDialog();
    paste(LINE);
    process();
    expect(await screen.findByText(UPLOAD_TEXTS.existingFailed)).toBeInTheDocument();
  });

  it('says when the chosen file cannot be read', async () => {
    mockApi();
    renderUploadDialog();
    const file = new File(['x'], 'roto.csv');
    file.text = () => Promise.reject(new DOMException('gone', 'NotReadableError'));
    fireEvent.change(screen.getByLabelText(UPLOAD_TEXTS.chooseFile), { target: { files: [file] } });
    expect(pasteField()).toBeDisabled();
    process();
    expect(await screen.findByText(UPLOAD_TEXTS.fileUnreadable)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: UPLOAD_TEXTS.removeFile }));
    expect(screen.queryByText('roto.csv')).not.toBeInTheDocument();
    expect(pasteField()).toBeEnabled();
  });
});
