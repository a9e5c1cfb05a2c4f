import { Alert, AlertTitle } from '@mui/material';
import { ApiError } from '../../../lib/api-client';

/** The screen's failure text, with the server's own explanation under it when it gave one. */
export function FailureAlert({ title, error }: { title: string; error: unknown }) {
  const detail = error instanceof ApiError && error.explained ? error.message : undefined;
  if (!detail || detail === title) return <Alert severity="error">{title}</Alert>;
  return (
    <Alert severity="error">
      <AlertTitle>{title}</AlertTitle>
      {detail}
    </Alert>
  );
}
