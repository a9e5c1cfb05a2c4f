import {
  MODERATION_TEXTS as T,
  REPORT_REASONS,
  type ModerationAction,
  type ModerationReport,
} from '@mdc/shared';
import { Divider, Paper, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { formatDateTime } from '../model/argentina-time';
import { userName } from '../model/user-name';
import { DotLine } from './dot-line';
import { RecentReservations } from './recent-reservations';
import { ReportActionButtons } from './report-action-buttons';
import { ReportHistory } from './report-history';
import { ReportedAccount } from './reported-account';

/**
 * One report with what a moderator needs to decide: why and by whom, whom it is about and
 * their record, their library, how they have traded lately, what was done before; then the
 * actions.
 */
export function ReportCard({
  report,
  onAsk,
}: {
  report: ModerationReport;
  onAsk: (report: ModerationReport, action: ModerationAction) => void;
}) {
  const headingId = useId();
  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack spacing={2}>
        <div>
          <Typography id={headingId} variant="h6" component="h2">
            {REPORT_REASONS[report.reason]}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <DotLine
              pieces={[formatDateTime(report.createdAt), T.reportedBy(userName(report.reporter))]}
            />
          </Typography>
          {report.details && (
            <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {report.details}
            </Typography>
          )}
        </div>
        <ReportedAccount report={report} />
        <RecentReservations report={report} />
        <ReportHistory report={report} />
        <Divider />
        <ReportActionButtons report={report} onAsk={onAsk} />
      </Stack>
    </Paper>
  );
}
