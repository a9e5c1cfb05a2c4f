import { Box } from '@mui/material';
import { Fragment, type ReactNode } from 'react';

/**
 * Pieces of one line joined by ' · ', where a narrow screen breaks the line only between pieces
 * (a line ends with the dot; none starts with one, and 'con ana_c' stays together). A piece
 * wider than the screen still wraps inside itself.
 */
export function DotLine({ pieces }: { pieces: readonly ReactNode[] }) {
  return pieces.map((piece, index) => (
    <Fragment key={index}>
      <Box
        component="span"
        sx={{ display: 'inline-block', maxWidth: '100%', overflowWrap: 'anywhere' }}
      >
        {piece}
        {index < pieces.length - 1 && ' ·'}
      </Box>
      {index < pieces.length - 1 && ' '}
    </Fragment>
  ));
}
