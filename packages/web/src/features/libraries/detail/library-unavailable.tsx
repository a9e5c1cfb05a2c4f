import { LIBRARY_DETAIL_TEXTS as T } from '@mdc/shared';
import { Alert, Button, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { dashboardPath } from './dashboard-path';

/** A library that cannot be shown (bad link, not found, not yours): why, and the way back. */
export function LibraryUnavailable({ message, buying }: { message: string; buying: boolean }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity="error">{message}</Alert>
      <Button component={RouterLink} to={dashboardPath(buying)} variant="contained">
        {T.goToDashboard}
      </Button>
    </Stack>
  );
}
