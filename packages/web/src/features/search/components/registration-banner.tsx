import CloseIcon from '@mui/icons-material/Close';
import { SEARCH_SCREEN_TEXTS as T } from '@mdc/shared';
import { Box, Button, IconButton, Paper, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';

/** The spec's local-storage flag ('true') once the visitor closed the registration banner. */
export const REGISTRATION_BANNER_DISMISSED_KEY = 'bannerDismissed';

function readDismissed(): boolean {
  try {
    return localStorage.getItem(REGISTRATION_BANNER_DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** The anonymous visitor's invitation to register (spec §2), closed for good on this browser. */
export function RegistrationBanner() {
  const [dismissed, setDismissed] = useState(readDismissed);
  const titleId = useId();
  if (dismissed) return null;
  const dismiss = () => {
    setDismissed(true);
    try {
      localStorage.setItem(REGISTRATION_BANNER_DISMISSED_KEY, 'true');
    } catch {
      // Without storage it stays closed until the page is left.
    }
  };
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ p: 2, pr: 6, position: 'relative', display: 'flex', gap: 2, flexWrap: 'wrap' }}
    >
      <Box sx={{ flex: '1 1 240px' }}>
        <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {T.registerTitle}
        </Typography>
        <Typography variant="body2">{T.registerBody}</Typography>
      </Box>
      <Button
        variant="contained"
        component={RouterLink}
        to="/register"
        sx={{ alignSelf: 'center' }}
      >
        {T.registerAction}
      </Button>
      <IconButton
        aria-label={T.registerDismiss}
        size="small"
        onClick={dismiss}
        sx={{ position: 'absolute', top: 4, right: 4 }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </Paper>
  );
}
