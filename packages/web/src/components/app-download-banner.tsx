import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import { Button } from '@mui/material';
import { PUBLIC_CHANNELS, SHELL_LABELS } from '@mdc/shared';
import { DismissibleBanner } from './dismissible-banner';
import { VisuallyHidden } from './visually-hidden';

/**
 * Local-storage flag ('true') set when the visitor closes the mobile-app banner; it stays closed on
 * this browser from then on. Not the search page's registration banner (`bannerDismissed`).
 */
export const APP_BANNER_DISMISSED_KEY = 'appBannerDismissed';

/** The dismissible invitation to install the mobile app, shown on the home (search) screen. */
export function AppDownloadBanner() {
  return (
    <DismissibleBanner
      storageKey={APP_BANNER_DISMISSED_KEY}
      title="Llevá Mercado de Cartas en tu celular"
      body="Buscá cartas y seguí tus reservas desde la app, estés donde estés."
      closeLabel="Cerrar aviso de la app"
      icon={<PhoneIphoneIcon color="primary" sx={{ fontSize: 40 }} />}
      action={
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
      }
    />
  );
}
