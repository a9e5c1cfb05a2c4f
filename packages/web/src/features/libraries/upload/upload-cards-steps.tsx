import {
  IMPORT_FORMAT_TOAST_MS,
  UPLOAD_TEXTS,
  uploadSuccessMessage,
  type Library,
  type NewLibraryCard,
} from '@mdc/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notifications';
import { useAddLibraryCards } from '../api/add-library-cards';
import { libraryCardsQueryOptions } from '../api/get-library-cards';
import { toNewLibraryCards, type ImportReview, type ReviewRow } from './import-review';
import {
  ImportProblem,
  processImport,
  type ImportSource,
  type ProblemPlace,
} from './process-import';
import { UploadReviewStep } from './upload-review-step';
import { UploadSourceStep, type SourceState } from './upload-source-step';

interface UploadCardsStepsProps {
  library: Library;
  onClose: () => void;
  onUploaded: () => void;
  /** The dialog cannot be closed while the upload runs. */
  onUploadingChange: (uploading: boolean) => void;
}

/** The server's words; a refused row (field '3.price') is named, so it can be found and removed. */
function uploadErrorMessage(error: Error, sent: NewLibraryCard[] | undefined): string {
  const message = errorMessage(error, UPLOAD_TEXTS.uploadFailed);
  const index = error instanceof ApiError ? /^(\d+)\./.exec(error.field ?? '')?.[1] : undefined;
  const card = index === undefined ? undefined : sent?.[Number(index)];
  return card ? `${card.name}: ${message}` : message;
}

/**
 * The dialog's steps (docs/product/libraries.md#bulk-import): source → process → review → upload.
 */
export function UploadCardsSteps({
  library,
  onClose,
  onUploaded,
  onUploadingChange,
}: UploadCardsStepsProps) {
  const queryClient = useQueryClient();
  const [source, setSource] = useState<SourceState>({ file: null, text: '' });
  const [problem, setProblem] = useState<{ message: string; place: ProblemPlace } | null>(null);
  const [review, setReview] = useState<ImportReview | null>(null);
  const processing = useMutation({
    mutationFn: (input: ImportSource) =>
      processImport(input, async () => {
        const { internalId, buying } = library;
        return (await queryClient.fetchQuery(libraryCardsQueryOptions(internalId, buying))).cards;
      }),
  });
  const upload = useAddLibraryCards(library.buying);

  const process = () => {
    setProblem(null);
    processing.mutate(source.file ? { file: source.file } : { text: source.text }, {
      onSuccess: setReview,
      onError: (error) => {
        const { message, place } =
          error instanceof ImportProblem ? error : new ImportProblem(UPLOAD_TEXTS.summaryFailed);
        if (place === 'toast') notifyError(message, IMPORT_FORMAT_TOAST_MS);
        else setProblem({ message, place });
      },
    });
  };

  const send = (rows: ReviewRow[]) => {
    onUploadingChange(true);
    upload.mutate(toNewLibraryCards(library.internalId, rows), {
      onError: () => onUploadingChange(false),
      onSuccess: ({ created, updated, addedCopies }) => {
        onUploadingChange(false);
        notifySuccess(uploadSuccessMessage(created, updated, addedCopies));
        onClose();
        onUploaded();
      },
    });
  };

  if (review) {
    return (
      <UploadReviewStep
        review={review}
        showPrices={!library.buying}
        uploading={upload.isPending}
        uploadError={upload.error && uploadErrorMessage(upload.error, upload.variables)}
        onUpload={send}
        onBack={() => {
          upload.reset();
          setReview(null);
        }}
        onCancel={onClose}
      />
    );
  }
  return (
    <UploadSourceStep
      source={source}
      onChange={(changed) => {
        setProblem(null);
        setSource(changed);
      }}
      processing={processing.isPending}
      problem={problem}
      onProcess={process}
      onCancel={onClose}
    />
  );
}
