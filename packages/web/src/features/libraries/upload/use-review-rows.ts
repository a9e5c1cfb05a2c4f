import type { CardSetOption } from '@mdc/shared';
import { useCallback, useMemo, useState } from 'react';
import {
  reviewTotals,
  withChosenPrinting,
  type ImportReview,
  type ReviewRow,
} from './import-review';

/** A row to look at before uploading: its printing is the catalog's guess, or it has none. */
export const needsReview = (row: ReviewRow) =>
  row.card.match === 'name' || row.card.match === 'none';

/**
 * The review's rows as the person leaves them: some removed, some with another printing; the
 * upload's totals over all of them; and the rows listed (all, or only those to review).
 */
export function useReviewRows(review: ImportReview) {
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  // Rows whose printing the person changed, by id.
  const [changed, setChanged] = useState<ReadonlyMap<number, ReviewRow>>(new Map());
  const [onlyToReview, setOnlyToReview] = useState(false);
  const rows = useMemo(
    () => review.rows.flatMap((row) => (removed.has(row.id) ? [] : [changed.get(row.id) ?? row])),
    [review.rows, removed, changed],
  );
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
  const toReview = rows.filter(needsReview).length;
  return {
    rows,
    // A row stays listed once its printing is chosen: the list does not jump under the finger.
    listed: onlyToReview && toReview > 0 ? rows.filter(needsReview) : rows,
    totals: useMemo(() => reviewTotals(review, rows), [review, rows]),
    toReview,
    onlyToReview,
    setOnlyToReview,
    remove,
    choose,
  };
}
