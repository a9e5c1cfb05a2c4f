import { MODERATION_TEXTS as T, REPORT_STATUSES, type ReportStatus } from '@mdc/shared';
import { Tab, Tabs } from '@mui/material';

const STATUSES = Object.keys(REPORT_STATUSES) as ReportStatus[];

/** Which reports are listed: open ones first, the closed ones a tab away. */
export function StatusTabs({
  status,
  onChange,
}: {
  status: ReportStatus;
  onChange: (status: ReportStatus) => void;
}) {
  return (
    <Tabs
      value={status}
      onChange={(_event, next: ReportStatus) => onChange(next)}
      aria-label={T.filterLabel}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {STATUSES.map((value) => (
        <Tab key={value} value={value} label={REPORT_STATUSES[value]} />
      ))}
    </Tabs>
  );
}
