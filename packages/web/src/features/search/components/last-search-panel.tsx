import { SEARCH_SCREEN_TEXTS as T } from '@mdc/shared';
import { Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

export const LAST_SEARCH_PATH = '/search/last';

/** The dashboard's 'Última búsqueda' section: the way to /search/last, which runs it again. */
export function LastSearchPanel() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography>{T.lastDashboardIntro}</Typography>
      <Button variant="contained" component={RouterLink} to={LAST_SEARCH_PATH}>
        {T.lastDashboardLink}
      </Button>
    </Stack>
  );
}
