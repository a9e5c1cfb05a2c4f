import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
} from '@mui/material';
import { ACCOUNT_MESSAGES, STATIC_PAGES } from '@mdc/shared';
import { useId, useState } from 'react';
import { TermsContent } from './terms-content';

export interface TermsModalProps {
  open: boolean;
  onAccept: () => void | Promise<void>;
  /** While the acceptance is being saved: 'Aceptar' stays disabled. */
  busy?: boolean;
}

/**
 * The terms dialog (docs/product/accounts-and-sessions.md#terms): it cannot be dismissed (no
 * backdrop click, no Escape, no close button) and 'Aceptar' is enabled only once the box is ticked.
 */
export function TermsModal({ open, onAccept, busy = false }: TermsModalProps) {
  const [accepted, setAccepted] = useState(false);
  const titleId = useId();

  return (
    // No onClose on purpose: with nothing to call, backdrop clicks and Escape do nothing.
    <Dialog
      open={open}
      maxWidth={false}
      scroll="paper"
      aria-labelledby={titleId}
      slotProps={{
        paper: {
          sx: {
            width: { xs: '100%', sm: 600 },
            maxWidth: { xs: 'calc(100% - 16px)', sm: 'calc(100% - 64px)' },
            m: { xs: 1, sm: 4 },
          },
        },
      }}
    >
      <DialogTitle id={titleId}>{STATIC_PAGES.terms.title}</DialogTitle>
      {/* Focusable so the terms can be scrolled with the keyboard. */}
      <DialogContent dividers tabIndex={0} role="region" aria-labelledby={titleId}>
        <TermsContent headingComponent="h3" />
      </DialogContent>
      <DialogActions
        disableSpacing
        sx={{
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'stretch', sm: 'center' },
          gap: 1,
          px: 3,
          py: 2,
        }}
      >
        <FormControlLabel
          control={
            <Checkbox checked={accepted} onChange={(event) => setAccepted(event.target.checked)} />
          }
          label={ACCOUNT_MESSAGES.termsCheckboxLabel}
          sx={{ flex: 1, mr: 0 }}
        />
        <Button
          variant="contained"
          disabled={!accepted || busy}
          onClick={() => void onAccept()}
          sx={{ flexShrink: 0 }}
        >
          Aceptar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
