import {
  guessedPrintingsText,
  onlyRowsToReviewText,
  UPLOAD_TEXTS,
  type CardSetOption,
} from '@mdc/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, pendingReply } from '../../../testing/mock-api';
import {
  LIBRARY_ID,
  libraryCardsReply,
  printingId,
  resolvedSummary,
  summaryReply,
} from './upload-test-fixtures';
import { paste, process, renderUploadDialog, textLine } from './upload-test-dialog';
import { scaled } from '../../../testing/time-factor';

/**
 * A row found only by name was shown with the file's 'FWB #10' and stored as
 * the catalog's default printing. The review names the printing stored and lets it be changed.
 */

const NAME = 'Circle of Protection: Blue';
const option = (setCode: string, setName: string, collectorNumber: string): CardSetOption => ({
  id: printingId(setCode, collectorNumber),
  setName,
  setCode,
  collectorNumber,
  language: 'en',
  finishes: ['nonfoil'],
  image: [`https://cards.example/${setCode}-${collectorNumber}.jpg`],
  usd: 0.5,
  usdFoil: null,
});
const PRINTINGS = [option('8ED', 'Eighth Edition', '11'), option('4ED', 'Fourth Edition', '198')];

function reviewByName() {
  const api = mockApi({
    // The file's FWB is not in the catalog: the card's default printing, 8ED #11.
    'POST /api/library/card/summary': summaryReply((row) => {
      const resolved = resolvedSummary({ ...row, set: '8ED', collectorNumber: '11' });
      return {
        ...resolved,
        set: row.set ?? null,
        collectorNumber: row.collectorNumber ?? null,
        match: 'name',
        reference: {
          ...resolved.reference!,
          setName: 'Eighth Edition',
          images: PRINTINGS[0]!.image,
        },
      };
    }),
    [`GET /api/library/${LIBRARY_ID}`]: libraryCardsReply([]),
    'GET /api/library/reference/set': { body: PRINTINGS },
    'POST /api/library/card': pendingReply,
  });
  renderUploadDialog();
  paste(`1 ${NAME} (FWB) 10`);
  process();
  return api;
}

const row = () => within(screen.getByRole('listitem'));

describe('UploadCardsDialog: the printing stored', { timeout: scaled(20_000) }, () => {
  it('says which printing is stored, and what the file said', async () => {
    reviewByName();
    expect(
      await screen.findByText(textLine('Eighth Edition (8ED) #11 · NM · en · USD 2.00')),
    ).toBeVisible();
    expect(
      row().getByText(textLine(`${UPLOAD_TEXTS.matchName} · el archivo dice FWB #10`)),
    ).toBeVisible();
    expect(screen.getByText(guessedPrintingsText(1))).toBeVisible();
    expect(row().queryByText(/^FWB #10 ·/)).not.toBeInTheDocument();
  });

  it('changes the printing before uploading, and sends exactly that one', async () => {
    const { calls } = reviewByName();
    fireEvent.click(
      await screen.findByRole('button', { name: `${UPLOAD_TEXTS.changePrinting}: ${NAME}` }),
    );
    const field = await row().findByRole('combobox', {
      name: new RegExp(UPLOAD_TEXTS.storedPrinting),
    });
    expect(row().getByRole('img', { name: NAME })).toHaveAttribute('src', PRINTINGS[0]!.image[0]);
    await waitFor(() => expect(field).not.toHaveAttribute('aria-disabled'));
    expect(
      calls
        .find((call) => call.path === '/api/library/reference/set')
        ?.url.searchParams.get('name'),
    ).toBe(NAME);
    fireEvent.mouseDown(field);
    fireEvent.click(
      within(screen.getByRole('listbox')).getByRole('option', { name: 'Fourth Edition · #198' }),
    );

    expect(
      screen.getByText(textLine('Fourth Edition (4ED) #198 · NM · en · USD 0.50')),
    ).toBeVisible();
    expect(
      row().getByText(textLine(`${UPLOAD_TEXTS.matchChosen} · el archivo dice FWB #10`)),
    ).toBeVisible();
    expect(row().getByRole('img', { name: NAME })).toHaveAttribute('src', PRINTINGS[1]!.image[0]);
    expect(screen.queryByText(guessedPrintingsText(1))).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: UPLOAD_TEXTS.upload }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST').map((c) => c.path)).toContain(
        '/api/library/card',
      ),
    );
    const sent = calls.find((call) => call.path === '/api/library/card')!.body;
    expect(sent).toEqual([
      expect.objectContaining({
        referenceId: printingId('4ED', '198'),
        name: NAME,
        set: '4ED',
        collectorNumber: '198',
        price: '0.50',
      }),
    ]);
  });

  it('lists only the rows to review on request, and still uploads them all', async () => {
    const { calls } = mockApi({
      'POST /api/library/card/summary': summaryReply((row) =>
        row.name === NAME
          ? { ...resolvedSummary({ ...row, set: '8ED', collectorNumber: '11' }), match: 'name' }
          : row.name === 'Carta Inventada'
            ? { ...resolvedSummary(row), match: 'none', reference: null }
            : resolvedSummary(row),
      ),
      [`GET /api/library/${LIBRARY_ID}`]: libraryCardsReply([]),
      'POST /api/library/card': pendingReply,
    });
    renderUploadDialog();
    paste(`1 Sol Ring (C21) 263\n1 ${NAME} (FWB) 10\n1 Carta Inventada (XYZ) 7`);
    process();
    const only = await screen.findByRole('checkbox', { name: onlyRowsToReviewText(2) });
    const listed = () =>
      screen.getAllByRole('listitem').map((item) => item.querySelector('p')!.textContent);
    expect(listed()).toEqual(['1 × Sol Ring', `1 × ${NAME}`, '1 × Carta Inventada']);
    fireEvent.click(only);
    expect(listed()).toEqual([`1 × ${NAME}`, '1 × Carta Inventada']);
    fireEvent.click(screen.getByRole('button', { name: UPLOAD_TEXTS.upload }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/library/card')?.body).toHaveLength(3),
    );
  });

  it("never breaks a row's card name at its hyphen", async () => {
    mockApi({
      'POST /api/library/card/summary': summaryReply(),
      [`GET /api/library/${LIBRARY_ID}`]: libraryCardsReply([]),
    });
    renderUploadDialog();
    paste('1 Fable of the Mirror-Breaker (NEO) 141');
    process();
    const title = await screen.findByText(textLine('1 × Fable of the Mirror-Breaker'));
    expect(within(title).getByText('Mirror-Breaker')).toHaveStyle({ whiteSpace: 'nowrap' });
  });
});
