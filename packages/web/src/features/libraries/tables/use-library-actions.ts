import { LIBRARY_TABLE_TEXTS as T, SHARE_TOAST_MS, type Library } from '@mdc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notifications';
import { useCreateLibrary } from '../api/create-library';
import { useDeleteLibrary } from '../api/delete-library';
import { libraryKeys, type LibraryKind } from '../api/library-paths';
import { useUpdateLibrary } from '../api/update-library';
import type { LibraryFormValues } from './library-form-dialog';
import { libraryShareUrl } from './library-rows';

/**
 * Create, rename, delete and share for one kind's table. Each success updates the list (the
 * calls also refetch it; this keeps the row right when that refetch fails) and says so; each
 * failure shows the server's Spanish message and leaves the dialog open with what was typed.
 * `done` closes the dialog.
 */
export function useLibraryActions(kind: LibraryKind) {
  const queryClient = useQueryClient();
  const create = useCreateLibrary();
  const update = useUpdateLibrary();
  const remove = useDeleteLibrary();
  const [unshared, setUnshared] = useState<string | null>(null);
  const changeList = (change: (list: Library[]) => Library[]) =>
    queryClient.setQueryData<Library[]>(libraryKeys.list(kind), (list) => list && change(list));
  const failed = (fallback: string) => (error: unknown) =>
    notifyError(errorMessage(error, fallback));
  const flags = (values: LibraryFormValues) =>
    kind === 'sale'
      ? { selling: values.selling, trading: values.trading }
      : {
          alerts: values.alerts,
          alertMaxPrice: values.alerts ? values.alertMaxPrice.trim() || null : null,
          alertSameProvince: values.alerts && values.alertSameProvince,
        };

  return {
    busy: create.isPending || update.isPending || remove.isPending,
    create: (values: LibraryFormValues, done: () => void) =>
      create.mutate(
        { name: values.name, buying: kind === 'buying', ...flags(values) },
        {
          onSuccess: (library) => {
            changeList((list) => [
              ...list.filter((row) => row.internalId !== library.internalId),
              library,
            ]);
            notifySuccess(T.created);
            done();
          },
          onError: failed(T.createFailed),
        },
      ),
    rename: (library: Library, values: LibraryFormValues, done: () => void) =>
      update.mutate(
        { internalId: library.internalId, name: values.name, ...flags(values) },
        {
          onSuccess: (saved) => {
            changeList((list) =>
              list.map((row) => (row.internalId === saved.internalId ? saved : row)),
            );
            notifySuccess(T.renamed);
            done();
          },
          onError: failed(T.renameFailed),
        },
      ),
    remove: (library: Library, done: () => void) =>
      remove.mutate(library.internalId, {
        onSuccess: () => {
          changeList((list) => list.filter((row) => row.internalId !== library.internalId));
          notifySuccess(T.deleted);
          done();
        },
        onError: failed(T.deleteFailed),
      }),
    /** Copies the public link; a refused clipboard leaves it in `unshared` to copy by hand. */
    share: async (library: Library) => {
      const url = libraryShareUrl(library, window.location.origin);
      try {
        await navigator.clipboard.writeText(url);
        notifySuccess(T.linkCopied, SHARE_TOAST_MS);
      } catch {
        setUnshared(url);
      }
    },
    unshared,
    closeUnshared: () => setUnshared(null),
  };
}
