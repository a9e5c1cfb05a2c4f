import { Button, type ButtonProps } from '@mui/material';

/** A submit button that says what it is doing ('Enviando...') while its request runs. */
export function BusyButton({
  busy,
  label,
  busyLabel,
  disabled,
  ...props
}: ButtonProps & { busy: boolean; label: string; busyLabel: string }) {
  return (
    <Button type="submit" variant="contained" disabled={disabled || busy} {...props}>
      {busy ? busyLabel : label}
    </Button>
  );
}
