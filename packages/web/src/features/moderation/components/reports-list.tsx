import {
  COMMON_TEXTS,
  MODERATION_MESSAGES,
  MODERATION_TEXTS as T,
  type ReportStatus,
} from '@mdc/shared';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useReports } from '../api/get-reports';
import { useActionDialog } from '../hooks/use-action-dialog';
import { ActionDialog } from './action-dialog';
import { ReportCard } from './report-card';

/** A member without the moderator role: the API refuses the list (MOD-403). */
export const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

/** The reports of one status as cards, and the dialog their actions open. */
export function ReportsList({ status }: { status: ReportStatus }) {
  const query = useReports(status);
  const dialog = useActionDialog();

  if (query.isPending) {
    return (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={24} aria-hidden />
        <Typography>{T.loading}</Typography>
      </Stack>
    );
  }
  if (isForbidden(query.error)) {
    return <Alert severity="warning">{MODERATION_MESSAGES.moderatorsOnly}</Alert>;
  }
  if (query.data === undefined) {
    // Only a first load that failed; a failed reload (after an action) keeps the list it had.
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {COMMON_TEXTS.retry}
          </Button>
        }
      >
        {errorMessage(query.error, T.loadFailed)}
      </Alert>
    );
  }
  const { reports } = query.data;
  return (
    <>
      {reports.length === 0 ? (
        <Typography>{T.empty}</Typography>
      ) : (
        <Stack spacing={2}>
          {reports.map((report) => (
            <ReportCard key={report.id} report={report} onAsk={dialog.ask} />
          ))}
        </Stack>
      )}
      <ActionDialog dialog={dialog} />
    </>
  );
}
