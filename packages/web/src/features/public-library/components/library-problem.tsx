import { PUBLIC_LIBRARY_TEXTS as T } from '@mdc/shared';
import { Alert, Button, Typography } from '@mui/material';
import { PageMeta } from '../../../components/page-meta';

/**
 * Why the library cannot be shown, under the 'Biblioteca no disponible' title unless the page
 * has its own; 'Reintentar' when trying again may help.
 */
export function LibraryProblem({
  message,
  onRetry,
  withTitle = true,
}: {
  message: string;
  onRetry?: () => void;
  withTitle?: boolean;
}) {
  return (
    <>
      {withTitle && (
        <>
          <PageMeta title={T.unavailable} description={T.description} />
          <Typography variant="h4" component="h1">
            {T.unavailable}
          </Typography>
        </>
      )}
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
    </>
  );
}
