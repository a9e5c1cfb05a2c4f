import {
  ALERT_TEXTS,
  LIBRARY_NAME_MAX_LENGTH,
  libraryNameSchema,
  LIBRARY_TABLE_TEXTS as T,
  type Library,
} from '@mdc/shared';
import { Checkbox, FormControlLabel, FormGroup, FormHelperText, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { DialogShell } from '../../../components/dialog-shell';
import type { LibraryKind } from '../api/library-paths';

export interface LibraryFormValues {
  name: string;
  selling: boolean;
  trading: boolean;
  /** A buying library's alerts (docs/product/notifications.md#alerts). */
  alerts: boolean;
  alertMaxPrice: string;
  alertSameProvince: boolean;
}

interface LibraryFormDialogProps {
  kind: LibraryKind;
  /** The library to rename; none for a new one. */
  library?: Library;
  busy: boolean;
  onSubmit: (values: LibraryFormValues) => void;
  onClose: () => void;
}

/**
 * New library or rename: the name (required) and, for sale libraries, Venta and Trade; for buying
 * ones, the alerts (on, then an optional maximum price and 'only my province'). Mounted
 * only while open, so every opening starts from the library's values (new: Venta checked).
 */
export function LibraryFormDialog({
  kind,
  library,
  busy,
  onSubmit,
  onClose,
}: LibraryFormDialogProps) {
  const [values, setValues] = useState<LibraryFormValues>({
    name: library?.name ?? '',
    selling: library?.selling ?? true,
    trading: library?.trading ?? false,
    alerts: library?.alerts ?? false,
    alertMaxPrice: library?.alertMaxPrice ?? '',
    alertSameProvince: library?.alertSameProvince ?? false,
  });
  const [touched, setTouched] = useState(false);
  // The shared rule's message: required, too long, or hidden characters (quality.md).
  const nameError = libraryNameSchema.safeParse(values.name).error?.issues[0]?.message;
  const title = library ? T.renameTitle : kind === 'sale' ? T.newSaleTitle : T.newBuyingTitle;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (nameError || busy) return;
    onSubmit({ ...values, name: values.name.trim() });
  };
  const flag = (key: 'selling' | 'trading' | 'alerts' | 'alertSameProvince', label: string) => (
    <FormControlLabel
      label={label}
      control={
        <Checkbox
          checked={values[key]}
          onChange={(event) => setValues({ ...values, [key]: event.target.checked })}
        />
      }
    />
  );

  return (
    <DialogShell
      title={title}
      busy={busy}
      onClose={onClose}
      closeLabel={T.cancel}
      confirm={{
        label: library ? (busy ? T.saving : T.save) : busy ? T.creating : T.create,
        disabled: Boolean(nameError),
      }}
      onSubmit={submit}
      size={{ fullWidth: true, maxWidth: 'xs' }}
    >
      <TextField
        label={T.nameLabel}
        value={values.name}
        onChange={(event) => setValues({ ...values, name: event.target.value })}
        onBlur={() => setTouched(true)}
        error={touched && Boolean(nameError)}
        helperText={(touched && nameError) || ' '}
        slotProps={{ htmlInput: { maxLength: LIBRARY_NAME_MAX_LENGTH } }}
        required
        autoFocus
        fullWidth
        margin="dense"
      />
      {kind === 'sale' && (
        <FormGroup row>
          {flag('selling', T.selling)}
          {flag('trading', T.trading)}
          <FormHelperText>{T.flagsHint}</FormHelperText>
        </FormGroup>
      )}
      {kind === 'buying' && (
        <FormGroup>
          {flag('alerts', ALERT_TEXTS.optIn)}
          {values.alerts && (
            <>
              <TextField
                label={ALERT_TEXTS.maxPrice}
                value={values.alertMaxPrice}
                onChange={(event) => setValues({ ...values, alertMaxPrice: event.target.value })}
                helperText={ALERT_TEXTS.maxPriceHelp}
                slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 12 } }}
                margin="dense"
                size="small"
                fullWidth
              />
              {flag('alertSameProvince', ALERT_TEXTS.sameProvince)}
            </>
          )}
        </FormGroup>
      )}
    </DialogShell>
  );
}
