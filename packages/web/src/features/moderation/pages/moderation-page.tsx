import { MODERATION_TEXTS as T, REPORT_STATUSES, type ReportStatus } from '@mdc/shared';
import { Container, Stack, Typography } from '@mui/material';
import { useSearchParams } from 'react-router';
import { PageMeta } from '../../../components/page-meta';
import { useReports } from '../api/get-reports';
import { isForbidden, ReportsList } from '../components/reports-list';
import { StatusTabs } from '../components/status-tabs';

const isStatus = (value: string | null): value is ReportStatus =>
  value !== null && Object.hasOwn(REPORT_STATUSES, value);

/**
 * /moderacion[?status=actioned|dismissed] (login required; the API refuses a member without the
 * moderator role, and the list says so): the users' reports, open ones by default. The status
 * lives in the URL, so going back returns to the tab the moderator was reading.
 */
export function ModerationPage() {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('status');
  const status: ReportStatus = isStatus(wanted) ? wanted : 'open';
  // A member who is not a moderator gets the list's message without tabs to choose from.
  const forbidden = isForbidden(useReports(status).error);
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <PageMeta title={T.title} description={T.description} />
      <Stack spacing={2}>
        <Typography variant="h4" component="h1">
          {T.title}
        </Typography>
        {!forbidden && (
          <StatusTabs
            status={status}
            onChange={(next) => setParams(next === 'open' ? {} : { status: next })}
          />
        )}
        <ReportsList key={status} status={status} />
      </Stack>
    </Container>
  );
}
