import { MODERATION_ACTIONS, MODERATION_TEXTS as T, type ModerationReport } from '@mdc/shared';
import { Box, Typography } from '@mui/material';
import { formatDateTime } from '../model/argentina-time';
import { userName } from '../model/user-name';
import { CardSection } from './card-section';
import { DotLine } from './dot-line';

/** What moderators did with the report, in the order the API answers: who, when and why. */
export function ReportHistory({ report }: { report: ModerationReport }) {
  return (
    <CardSection title={T.history}>
      {report.history.length === 0 ? (
        <Typography variant="body2">{T.noHistory}</Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
          {report.history.map((event, index) => (
            <li key={index}>
              <Typography variant="body2">
                <DotLine
                  pieces={[
                    <Box component="strong" key="action" sx={{ fontWeight: 600 }}>
                      {MODERATION_ACTIONS[event.action]}
                    </Box>,
                    T.actionBy(userName(event.moderator)),
                    formatDateTime(event.at),
                  ]}
                />
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {event.reason}
              </Typography>
            </li>
          ))}
        </Box>
      )}
    </CardSection>
  );
}
