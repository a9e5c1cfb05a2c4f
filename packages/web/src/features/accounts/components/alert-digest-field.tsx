import { ALERT_DIGESTS, ALERT_TEXTS } from '@mdc/shared';
import { MenuItem } from '@mui/material';
import { FormTextField } from './form-text-field';

/**
 * The profile's choice of the wanted-list alerts' mail (docs/product/notifications.md#digest):
 * a daily summary or never (the bell only). Read-only until 'Editar', like every field.
 */
export function AlertDigestField({ readOnly }: { readOnly: boolean }) {
  return (
    <FormTextField
      name="alertDigest"
      select
      label={ALERT_TEXTS.digestLabel}
      readOnly={readOnly}
      slotProps={{ select: { disabled: readOnly } }}
    >
      {ALERT_DIGESTS.map((digest) => (
        <MenuItem key={digest} value={digest}>
          {ALERT_TEXTS.digest[digest]}
        </MenuItem>
      ))}
    </FormTextField>
  );
}
