import { MEETING_PLACE_TEXTS as T, type MemberPlace } from '@mdc/shared';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notifications';
import { useSavePlaces } from '../api/save-places';
import {
  changeRow,
  checkRows,
  errorAt,
  fieldPath,
  newRow,
  rowFromPlace,
  rowsEqual,
  rowsPayload,
  type PlaceRow,
  type RowErrors,
} from '../model/place-rows';

type Home = { regionId: string | null; cityId: string | null };

/**
 * The list being edited, against the saved one: rows added, changed and removed here, checked by
 * the API's rules before the PUT, and the server's refusal shown beside the field it names.
 */
export function usePlacesEditor(saved: MemberPlace[], home: Home) {
  const save = useSavePlaces();
  const [savedRows, setSavedRows] = useState(() => saved.map(rowFromPlace));
  const [rows, setRows] = useState(savedRows);
  const [errors, setErrors] = useState<RowErrors | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const edit = (next: PlaceRow[]) => {
    setRows(next);
    setErrors(null);
    setFailure(null);
  };
  const change = (index: number, part: Partial<PlaceRow>) =>
    edit(rows.map((row, at) => (at === index ? changeRow(row, part) : row)));

  const submit = () => {
    const refused = checkRows(rows);
    if (refused) return setErrors(refused);
    save.mutate(rowsPayload(rows), {
      onSuccess: (places) => {
        const stored = places.map(rowFromPlace);
        setSavedRows(stored);
        edit(stored);
        notifySuccess(T.saved);
      },
      onError: (error) => {
        const message = errorMessage(error, T.saveFailed);
        const path = error instanceof ApiError ? fieldPath(error.field) : [];
        if (typeof path[0] === 'number') setErrors(errorAt(path, message, rows.length));
        else setFailure(message);
      },
    });
  };

  return {
    rows,
    errors,
    failure,
    busy: save.isPending,
    dirty: !rowsEqual(rows, savedRows),
    add: () => edit([...rows, newRow(home)]),
    remove: (index: number) => edit(rows.filter((_, at) => at !== index)),
    change,
    submit,
  };
}
