import { MODERATION_ACTIONS, type ModerationAction, type ModerationReport } from '@mdc/shared';
import { Button, Stack } from '@mui/material';
import { reportActions } from '../model/report-actions';

/** One button per action the report allows; each opens its confirmation dialog. */
export function ReportActionButtons({
  report,
  onAsk,
}: {
  report: ModerationReport;
  onAsk: (report: ModerationReport, action: ModerationAction) => void;
}) {
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
      {reportActions(report).map((action) => (
        <Button key={action} variant="outlined" size="small" onClick={() => onAsk(report, action)}>
          {MODERATION_ACTIONS[action]}
        </Button>
      ))}
    </Stack>
  );
}
