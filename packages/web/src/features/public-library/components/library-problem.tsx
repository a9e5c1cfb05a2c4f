import { PUBLIC_LIBRARY_TEXTS as T } from '@mdc/shared';
import { Alert, Button } from '@mui/material';

/** Why the library cannot be shown; 'Reintentar' when trying again may help. */
export function LibraryProblem({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Alert
      severity={onRetry ? 'error' : 'warning'}
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            {T.retry}
          </Button>
        )
      }
    >
      {message}
    </Alert>
  );
}
