import CloseIcon from '@mui/icons-material/Close';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import { Box, Button, IconButton, Paper, Typography } from '@mui/material';
import { PUBLIC_CHANNELS, SHELL_LABELS } from '@mdc/shared';
import { useId, useState } from 'react';
import { VisuallyHidden } from './visually-hidden';

/**
 * Local-storage flag ('true') set when the visitor closes the mobile-app banner; it stays
 * closed on this browser from then on. Not the spec's registration banner (`bannerDismissed`).
 */
export const APP_BANNER_DISMISSED_KEY = 'appBannerDismissed';

function readDismissed(): boolean {
  try {
    return localStorage.getItem(APP_BANNER_DISMISSED_KEY) === 'true';
  } catch {
    // Storage blocked (private mode, policy): show the banner; closing still hides it for now.
    return false;
  }
}

/** The dismissible invitation to install the mobile app, shown on the home (search) screen. */
export function AppDownloadBanner() {
  const [dismissed, setDismissed] = useState(readDismissed);
  const titleId = useId();
  if (dismissed) return null;

  const dismiss = () => {
    setDismissed(true);
    try {
      localStorage.setItem(APP_BANNER_DISMISSED_KEY, 'true');
    } catch {
      // See readDismissed: nothing more to do without storage.
    }
  };

  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        p: 2,
        flexWrap: 'wrap',
        position: 'relative',
      }}
    >
      <PhoneIphoneIcon color="primary" sx={{ fontSize: 40 }} />
      {/* The 200 px basis pushes the button onto its own line on phones. */}
      <Box sx={{ flex: '1 1 200px', pr: 4 }}>
        <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          Llevá Mercado de Cartas en tu celular
        </Typography>
        <Typography variant="body2">
          Buscá cartas y seguí tus reservas desde la app, estés donde estés.
        </Typography>
      </Box>
      <Button
        variant="contained"
        href={PUBLIC_CHANNELS.androidApp}
        target="_blank"
        rel="noopener noreferrer"
        sx={{ whiteSpace: 'nowrap', width: { xs: '100%', sm: 'auto' } }}
      >
        Descargar la app
        <VisuallyHidden> {SHELL_LABELS.opensInNewTab}</VisuallyHidden>
      </Button>
      <IconButton
        aria-label="Cerrar aviso de la app"
        size="small"
        onClick={dismiss}
        sx={{ position: 'absolute', top: 4, right: 4 }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </Paper>
  );
}
