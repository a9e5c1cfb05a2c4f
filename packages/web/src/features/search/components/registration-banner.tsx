import { SEARCH_SCREEN_TEXTS as T } from '@mdc/shared';
import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { DismissibleBanner } from '../../../components/dismissible-banner';

/**
 * The local-storage flag ('true') once the visitor closed the registration banner
 * (docs/product/screens.md#stored-flags).
 */
export const REGISTRATION_BANNER_DISMISSED_KEY = 'bannerDismissed';

/** The anonymous visitor's invitation to register, closed for good on this browser. */
export function RegistrationBanner() {
  return (
    <DismissibleBanner
      storageKey={REGISTRATION_BANNER_DISMISSED_KEY}
      title={T.registerTitle}
      body={T.registerBody}
      closeLabel={T.registerDismiss}
      action={
        <Button
          variant="contained"
          component={RouterLink}
          to="/register"
          sx={{ whiteSpace: 'nowrap', width: { xs: '100%', sm: 'auto' } }}
        >
          {T.registerAction}
        </Button>
      }
    />
  );
}
