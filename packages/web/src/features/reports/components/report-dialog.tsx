import {
  ERRORS,
  INTERNAL_ERROR,
  REPORT_DETAILS_MAX_LENGTH,
  REPORT_TEXTS as T,
  type ReportReason,
} from '@mdc/shared';
import { Alert, DialogContentText, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { DialogShell } from '../../../components/dialog-shell';
import type { PartyPlace } from '../../../components/party-actions';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notifications';
import { useSendReport } from '../api/send-report';
import { ReportReasonField } from './report-reason-field';

interface ReportDialogProps {
  /** Named in the title; reported unless `libraryId` or `place` says what the report is about. */
  user: string;
  libraryId?: string;
  /** A meeting point of `user`'s list (the report names him as whose list showed it). */
  place?: PartyPlace;
  onClose: () => void;
}

/**
 * 'Denunciar a …': a reason from the list and up to 500 characters of details. The server's
 * refusal stays in the dialog, in its words; a report received closes it with the snack bar.
 * Past the daily cap (REP-429, docs/product/trust-and-moderation.md#reports) the refusal says
 * when it lifts and 'Enviar denuncia' is no longer offered: sending again would fail the same.
 */
export function ReportDialog({ user, libraryId, place, onClose }: ReportDialogProps) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const send = useSendReport();
  const capped = send.error instanceof ApiError && send.error.code === ERRORS.reportDailyLimit.code;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return setMissingReason(true);
    const target = place ? { placeId: place.placeId, user } : libraryId ? { libraryId } : { user };
    send.mutate(
      { ...target, reason, details },
      {
        onSuccess: ({ message }) => {
          notifySuccess(message);
          onClose();
        },
      },
    );
  };

  return (
    <DialogShell
      title={place ? T.placeTitle(place.name) : T.title(user)}
      titleSx={{ overflowWrap: 'anywhere' }}
      busy={send.isPending}
      onClose={onClose}
      closeLabel={T.cancel}
      confirm={{ label: T.send, disabled: capped }}
      onSubmit={submit}
      paperSx={{ m: 2, width: 560 }}
    >
      <Stack spacing={2}>
        <DialogContentText>{place ? T.placeIntro : T.intro}</DialogContentText>
        <ReportReasonField
          value={reason}
          missing={missingReason}
          onChange={(chosen) => {
            setReason(chosen);
            setMissingReason(false);
          }}
        />
        <TextField
          label={T.detailsLabel}
          value={details}
          onChange={(event) => setDetails(event.target.value)}
          multiline
          minRows={3}
          fullWidth
          helperText={T.detailsHelp(details.length)}
          slotProps={{ htmlInput: { maxLength: REPORT_DETAILS_MAX_LENGTH } }}
        />
        {send.isError && (
          <Alert severity="error">{errorMessage(send.error, INTERNAL_ERROR.message)}</Alert>
        )}
      </Stack>
    </DialogShell>
  );
}
