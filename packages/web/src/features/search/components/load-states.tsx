import { COMMON_TEXTS } from '@mdc/shared';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';

/** A spinner with what is loading, announced to screen readers. */
export function LoadingRow({ label }: { label: string }) {
  return (
    <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
      <CircularProgress size={24} />
      <Typography>{label}</Typography>
    </Stack>
  );
}

/** A failed load: why, and 'Reintentar' when it can be retried. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Alert
      severity="error"
      action={onRetry && <Button onClick={onRetry}>{COMMON_TEXTS.retry}</Button>}
    >
      {message}
    </Alert>
  );
}
