import { SHELL_LABELS } from '@mdc/shared';
import { Box, keyframes } from '@mui/material';

// Shown only when the wait is noticeable, so a fast load does not flash it.
const appear = keyframes`from { opacity: 0 } to { opacity: 1 }`;

/** The main area while a page's code arrives on a first visit (a cold load of /dashboard). */
export function PageLoading() {
  return (
    <Box
      role="status"
      sx={{
        py: 8,
        textAlign: 'center',
        color: 'text.secondary',
        opacity: 0,
        animation: `${appear} 0.2s 0.4s forwards`,
      }}
    >
      {SHELL_LABELS.loadingPage}
    </Box>
  );
}
