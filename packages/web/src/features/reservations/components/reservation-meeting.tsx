import { MEETING_TEXTS as T, meetingLine, type Reservation } from '@mdc/shared';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { DialogShell } from '../../../components/dialog-shell';
import {
  isMeetingChosen,
  meetingBody,
  MeetingFields,
  NO_MEETING,
  type MeetingValue,
} from '../../../components/reservation/meeting-fields';
import { errorMessage } from '../../../lib/api-client';
import { useAcceptMeeting, useMeetingPlaces, useProposeMeeting } from '../api/meeting';
import { isClosed } from '../model/reservation-rows';

/**
 * 'Proponer encuentro' / 'Proponer otro': one of the seller's places, a day and an hour, as the
 * reservation dialog chooses them; starting from the meeting proposed, if any.
 */
function ProposeMeetingDialog({ row, onClose }: { row: Reservation; onClose: () => void }) {
  const places = useMeetingPlaces(row.reservationId);
  const propose = useProposeMeeting();
  const idPrefix = useId();
  const [value, setValue] = useState<MeetingValue>(
    row.meeting
      ? { placeId: row.meeting.placeId, day: row.meeting.day, time: row.meeting.time ?? '' }
      : NO_MEETING,
  );
  const list = places.data ?? [];
  return (
    <DialogShell
      title={T.proposeTitle}
      busy={propose.isPending}
      onClose={onClose}
      closeLabel={T.cancel}
      size={{ fullWidth: true, maxWidth: 'xs' }}
      error={propose.isError ? errorMessage(propose.error, T.actionFailed) : null}
      confirm={{
        label: propose.isPending ? T.sending : T.send,
        disabled: !isMeetingChosen(value),
        onClick: () =>
          propose.mutate(
            { reservationId: row.reservationId, ...meetingBody(value) },
            { onSuccess: onClose },
          ),
      }}
    >
      {places.isPending ? (
        <CircularProgress size={24} aria-label={T.placesLoading} />
      ) : places.isError ? (
        <Alert severity="error">{T.placesFailed}</Alert>
      ) : list.length === 0 ? (
        <Typography>{T.noPlaces}</Typography>
      ) : (
        <Stack sx={{ pt: 1 }}>
          <MeetingFields idPrefix={idPrefix} places={list} value={value} onChange={setValue} />
        </Stack>
      )}
    </DialogShell>
  );
}

/**
 * A reservation's meeting on both screens: 'Encuentro: sábado 5 de diciembre, 15:00, Estación
 * Retiro, hall central (Retiro, CABA)' with its state ('Propuesto por vos — esperando
 * respuesta', 'Propuesto por <name>' with 'Aceptar' and 'Proponer otro', 'Acordado'), or
 * 'Proponer encuentro' for an open reservation without one. A sold or cancelled reservation
 * shows its meeting and offers nothing.
 */
export function ReservationMeeting({ row }: { row: Reservation }) {
  const [proposing, setProposing] = useState(false);
  const accept = useAcceptMeeting();
  const { meeting } = row;
  const open = !isClosed(row);
  const button = { size: 'small', sx: { minHeight: 32 } } as const;
  const state = !meeting
    ? null
    : meeting.agreed
      ? T.agreed
      : meeting.mine
        ? T.proposedByMe
        : T.proposedBy(row.name ?? '—');
  return (
    <Stack spacing={0.5} sx={{ minWidth: 0, mt: 1, alignItems: 'flex-start' }}>
      {meeting && (
        <>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {T.line(meetingLine(meeting))}
          </Typography>
          <Typography
            variant="body2"
            color={meeting.agreed ? 'success.main' : 'text.secondary'}
            sx={{ fontWeight: meeting.agreed ? 600 : undefined }}
          >
            {state}
          </Typography>
        </>
      )}
      {open && (
        <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: 'wrap' }}>
          {meeting && !meeting.mine && !meeting.agreed && (
            <Button
              {...button}
              variant="contained"
              disabled={accept.isPending}
              onClick={() => accept.mutate(meeting.meetingId)}
            >
              {T.accept}
            </Button>
          )}
          <Button {...button} variant="outlined" onClick={() => setProposing(true)}>
            {meeting ? T.proposeOther : T.propose}
          </Button>
        </Stack>
      )}
      {accept.isError && (
        <Alert severity="error">{errorMessage(accept.error, T.actionFailed)}</Alert>
      )}
      {proposing && <ProposeMeetingDialog row={row} onClose={() => setProposing(false)} />}
    </Stack>
  );
}
