import { Box } from '@mui/material';
import { Fragment, type ReactNode } from 'react';

/** A card's details as label–value pairs (`<dl>`): a column, or one wrapping line. */
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
        display: inline ? 'flex' : 'grid',
        flexWrap: 'wrap',
        gridTemplateColumns: 'auto minmax(0, 1fr)',
        columnGap: 1,
        '& dt': { fontWeight: 600 },
        '& dt::after': { content: '":"' },
        '& dd': { m: 0, mr: inline ? 2 : 0, overflowWrap: 'anywhere' },
      }}
    >
      {details.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </Box>
  );
}
