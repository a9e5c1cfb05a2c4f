import { Alert, Box, Button, DialogActions, DialogContent, Stack, Typography } from '@mui/material';
import {
  guessedPrintingsText,
  importLimitMessage,
  LIBRARY_MAX_CARDS,
  resultingCountText,
  reviewTotalsText,
  showMoreRowsText,
  skippedLinesMessage,
  unmatchedRowsText,
  UPLOAD_REVIEW_ROWS_STEP,
  UPLOAD_TEXTS,
  type CardSetOption,
} from '@mdc/shared';
import { useCallback, useMemo, useState } from 'react';
import {
  reviewTotals,
  withChosenPrinting,
  type ImportReview,
  type ReviewRow,
} from './import-review';
import { ReviewRowItem } from './review-row-item';

interface UploadReviewStepProps {
  review: ImportReview;
  showPrices: boolean;
  uploading: boolean;
  /** The failed upload's message; the review stays so the rows can be fixed and sent again. */
  uploadError: string | null;
  onUpload: (rows: ReviewRow[]) => void;
  onBack: () => void;
  onCancel: () => void;
}

/** Second step: the rows as the catalog resolved them, new or update, totals and the limit. */
export function UploadReviewStep({
  review,
  showPrices,
  uploading,
  uploadError,
  onUpload,
  onBack,
  onCancel,
}: UploadReviewStepProps) {
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  // Rows whose printing the person changed, by id.
  const [changed, setChanged] = useState<ReadonlyMap<number, ReviewRow>>(new Map());
  // A long file is listed in steps: a thousand rows at once are slow to draw on a phone.
  const [shown, setShown] = useState(UPLOAD_REVIEW_ROWS_STEP);
  const rows = useMemo(
    () => review.rows.flatMap((row) => (removed.has(row.id) ? [] : [changed.get(row.id) ?? row])),
    [review.rows, removed, changed],
  );
  const totals = useMemo(() => reviewTotals(review, rows), [review, rows]);
  const remove = useCallback((id: number) => setRemoved((ids) => new Set(ids).add(id)), []);
  const choose = useCallback(
    (id: number, option: CardSetOption) => {
      const row = review.rows.find((candidate) => candidate.id === id)!;
      setChanged((rows) =>
        new Map(rows).set(id, withChosenPrinting(row, option, review.exchangeRate)),
      );
    },
    [review],
  );
  const overLimit = totals.total > LIBRARY_MAX_CARDS;
  const unmatched = rows.filter((row) => row.card.match === 'none').length;
  const guessed = rows.filter((row) => row.card.match === 'name' && !row.chosen).length;

  return (
    <>
      <DialogContent dividers>
        <Stack spacing={1.5}>
          <Box role="status">
            <Typography sx={{ fontWeight: 600 }}>
              {reviewTotalsText(totals.created, totals.updated)}
            </Typography>
            <Typography variant="body2">{resultingCountText(totals.total)}</Typography>
          </Box>
          {guessed > 0 && <Alert severity="warning">{guessedPrintingsText(guessed)}</Alert>}
          {unmatched > 0 && <Alert severity="warning">{unmatchedRowsText(unmatched)}</Alert>}
          {review.skipped > 0 && (
            <Alert severity="info">{skippedLinesMessage(review.skipped)}</Alert>
          )}
          {overLimit && <Alert severity="error">{importLimitMessage(totals.total)}</Alert>}
          {rows.length === 0 && <Alert severity="warning">{UPLOAD_TEXTS.noRowsLeft}</Alert>}
          {uploadError && <Alert severity="error">{uploadError}</Alert>}
          <Box component="ul" sx={{ m: 0, p: 0 }}>
            {rows.slice(0, shown).map((row) => (
              <ReviewRowItem
                key={row.id}
                row={row}
                updates={review.existing.has(row.key)}
                rowsOnLine={totals.rowsPerLine.get(row.key) ?? 1}
                showPrice={showPrices}
                onRemove={remove}
                onChoose={choose}
                disabled={uploading}
              />
            ))}
          </Box>
          {rows.length > shown && (
            <Button onClick={() => setShown(shown + UPLOAD_REVIEW_ROWS_STEP)}>
              {showMoreRowsText(rows.length - shown)}
            </Button>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap' }}>
        <Button onClick={onBack} disabled={uploading}>
          {UPLOAD_TEXTS.back}
        </Button>
        <Button onClick={onCancel} disabled={uploading}>
          {UPLOAD_TEXTS.cancel}
        </Button>
        <Button
          variant="contained"
          onClick={() => onUpload(rows)}
          disabled={uploading || overLimit || rows.length === 0}
        >
          {uploading ? UPLOAD_TEXTS.uploading : UPLOAD_TEXTS.upload}
        </Button>
      </DialogActions>
    </>
  );
}
