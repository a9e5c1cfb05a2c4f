import {
  Alert,
  Box,
  Button,
  Checkbox,
  DialogActions,
  DialogContent,
  FormControlLabel,
  Stack,
  Typography,
} from '@mui/material';
import {
  guessedPrintingsText,
  importLimitMessage,
  LIBRARY_MAX_CARDS,
  onlyRowsToReviewText,
  resultingCountText,
  reviewTotalsText,
  showMoreRowsText,
  skippedLinesMessage,
  unmatchedRowsText,
  UPLOAD_REVIEW_ROWS_STEP,
  UPLOAD_TEXTS,
} from '@mdc/shared';
import { useState } from 'react';
import type { ImportReview, ReviewRow } from './import-review';
import { ReviewRowItem } from './review-row-item';
import { useReviewRows } from './use-review-rows';

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
  const { rows, listed, totals, toReview, onlyToReview, setOnlyToReview, remove, choose } =
    useReviewRows(review);
  // A long file is listed in steps: a thousand rows at once are slow to draw on a phone.
  const [shown, setShown] = useState(UPLOAD_REVIEW_ROWS_STEP);
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
          {toReview > 0 && (
            <FormControlLabel
              label={onlyRowsToReviewText(toReview)}
              control={
                <Checkbox
                  checked={onlyToReview}
                  onChange={(event) => setOnlyToReview(event.target.checked)}
                />
              }
            />
          )}
          {uploadError && <Alert severity="error">{uploadError}</Alert>}
          <Box component="ul" sx={{ m: 0, p: 0 }}>
            {listed.slice(0, shown).map((row) => (
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
          {listed.length > shown && (
            <Button onClick={() => setShown(shown + UPLOAD_REVIEW_ROWS_STEP)}>
              {showMoreRowsText(listed.length - shown)}
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
