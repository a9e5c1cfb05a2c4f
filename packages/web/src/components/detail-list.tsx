import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A card's details as label–value pairs (`<dl>`, a `<div>` per pair): 'Edición: Double
 * Masters'. Each pair is running text, so a long value wraps after its label at a word, never a
 * letter at a time, however narrow the column (a two-column grid squeezed the values
 * to one letter a line). `inline` puts the pairs one after another on wrapping lines (a row of
 * the list view); otherwise each pair starts a line.
 */
export function DetailList({
  details,
  inline = false,
}: {
  details: ReadonlyArray<readonly [string, ReactNode]>;
  inline?: boolean;
}) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        typography: 'body2',
        '& > div': inline ? { display: 'inline-block', mr: 2, maxWidth: '100%' } : {},
        '& dt': { display: 'inline', fontWeight: 600 },
        '& dt::after': { content: '": "' },
        // A word longer than the column (a long user name) may still break, as a last resort.
        '& dd': { display: 'inline', m: 0, overflowWrap: 'break-word' },
      }}
    >
      {details.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Box>
  );
}
