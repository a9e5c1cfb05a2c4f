import { PUBLIC_LIBRARY_TEXTS as T, SHELL_ROUTES } from '@mdc/shared';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SearchIcon from '@mui/icons-material/Search';
import { Button, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../../lib/session';

/** Back to the visitor's own dashboard when logged in; to the search for everyone. */
export function PageLinks() {
  const { loggedIn } = useSession();
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
      {loggedIn && (
        <Button component={RouterLink} to="/dashboard" startIcon={<ArrowBackIcon />}>
          {T.backToDashboard}
        </Button>
      )}
      <Button component={RouterLink} to={SHELL_ROUTES.search} startIcon={<SearchIcon />}>
        {T.goToSearch}
      </Button>
    </Stack>
  );
}
