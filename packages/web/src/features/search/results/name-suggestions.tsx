import { SEARCH_RESULTS_TEXTS as T, type NameSuggestion } from '@mdc/shared';
import { Alert, Link, Typography } from '@mui/material';
import { Fragment } from 'react';

/** Close names offered for one searched name: a line stays short on a phone. */
const SHOWN_PER_NAME = 3;

/**
 * '¿Quisiste decir …?' for each searched name the catalog does not know: one click
 * on a close name replaces the typo and searches again.
 */
export function NameSuggestions({
  suggestions,
  onReplaceName,
}: {
  suggestions: readonly NameSuggestion[];
  onReplaceName: (name: string, replacement: string) => void;
}) {
  if (suggestions.length === 0) return null;
  return (
    <Alert role="status" severity="warning" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      {suggestions.map(({ name, closeNames }) => {
        const shown = closeNames.slice(0, SHOWN_PER_NAME);
        return (
          <Typography key={name} variant="body2" sx={{ '& + &': { mt: 0.5 } }}>
            <strong>{name}</strong>: {T.didYouMean}{' '}
            {shown.map((close, index) => (
              <Fragment key={close}>
                {index > 0 && (index === shown.length - 1 ? ` ${T.or} ` : ', ')}
                <Link
                  component="button"
                  type="button"
                  aria-label={T.replaceWith(close, name)}
                  onClick={() => onReplaceName(name, close)}
                  sx={{ py: 0.25, verticalAlign: 'baseline', font: 'inherit', fontWeight: 600 }}
                >
                  {close}
                </Link>
              </Fragment>
            ))}
            ?
          </Typography>
        );
      })}
    </Alert>
  );
}
